// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {TestBase} from "../utils/TestBase.sol";
import {UniswapV2Router02} from "../../src/dex/UniswapV2Router02.sol";
import {LiquidityFloor} from "../../src/utils/LiquidityFloor.sol";

/// @notice Issue 73, point 2, written once for every template that pools part of what it raises
/// (the sale token, the fair launch, the 314 sales and the hub sale tokens): of a filled 50-coin
/// raise at least 51% goes to the pool (the beneficiary, or a fair launch's creator, takes at most
/// 49%), and a buyer who paid 10 coin sells for a fair part of it. Deployed straight (past the
/// form), a sale with `liquidityBps` = 1 pooled 0.005 coin, the beneficiary took 49.995 at the
/// launch and a buyer who paid 10 coin sold for almost nothing: each template refuses it now, and a
/// deployment that went through would fail the promise's checks with those figures.
///
/// A template's suite implements the hooks; the two tests here then run once per template under the
/// same names, as OpenZeppelin's shared behaviours (not a test file itself: no `.t.sol`). Through
/// the hub (every tax, dividend, compound and LP-dividend sale token registers there) it is the
/// hub that refuses; a fair launch's beneficiary is its creator and its buyers are minters.
abstract contract LiquidityFloorBehaviour is TestBase {
    // ------------------------------------------------------------------ hooks

    /// @dev Deploys the template's sale with a 50-coin hard cap and `liquidityBps` of the raise to
    /// the pool; reverts as the template refuses it.
    function _deployFiftyCoinSale(uint256 liquidityBps) internal virtual returns (address);

    /// @dev Fills `sale` (five buyers of 10 coin: the hard cap), launches it and has the first buyer
    /// sell everything it bought.
    /// @return toBeneficiary Coin the launch paid the beneficiary.
    /// @return sellsFor Coin the buyer who paid 10 got for its tokens.
    function _fillLaunchAndSell(address sale) internal virtual returns (uint256 toBeneficiary, uint256 sellsFor);

    /// @dev The revert data of the template's refusal of a pool share under the floor.
    function _poolShareRefusal() internal pure virtual returns (bytes memory);

    // ------------------------------------------------------------------ tests

    /// @dev An external door to `_deployFiftyCoinSale`, so that a check can catch a refused deployment.
    function deployFiftyCoinSale(uint256 liquidityBps) external returns (address) {
        return _deployFiftyCoinSale(liquidityBps);
    }

    /// @dev A 1-basis-point pool is refused, or else keeps the promise.
    function test_aOneBasisPointPoolIsRefused() public {
        try this.deployFiftyCoinSale(1) returns (address drained) {
            (uint256 toBeneficiary, uint256 sellsFor) = _fillLaunchAndSell(drained);
            _assertThePoolGotItsShare(toBeneficiary, sellsFor);
        } catch (bytes memory reason) {
            assertEq(keccak256(reason), keccak256(_poolShareRefusal()), "refused for its pool share");
        }
    }

    /// @dev At the floor itself the promise holds: 25.5 coin pooled, 24.5 to the beneficiary.
    function test_atTheFloorTheBuyersKeepTheirMarket() public {
        address sale = _deployFiftyCoinSale(LiquidityFloor.MIN_LIQUIDITY_BPS);
        (uint256 toBeneficiary, uint256 sellsFor) = _fillLaunchAndSell(sale);
        assertEq(toBeneficiary, 24.5 ether, "49% to the beneficiary");
        _assertThePoolGotItsShare(toBeneficiary, sellsFor);
    }

    /// @dev The promise: at most 49% of the 50 coin raised to the beneficiary, and at least a quarter
    /// of 10 coin back for a buyer who paid 10 (about 7 at the floor, less the template's sell fee).
    function _assertThePoolGotItsShare(uint256 toBeneficiary, uint256 sellsFor) internal pure {
        uint256 raised = 50 ether;
        assertLe(
            toBeneficiary,
            raised * (10_000 - LiquidityFloor.MIN_LIQUIDITY_BPS) / 10_000,
            "the beneficiary took more than 49% of the raise"
        );
        assertGe(sellsFor, 10 ether / 4, "a buyer who paid 10 coin sells for almost nothing");
    }

    /// @dev `seller` sells all its `token` for the native coin on `router`'s pool, signing as a wallet
    /// does; returns its coin balance after the sale.
    function _sellAllOnThePool(IERC20 token, UniswapV2Router02 router, address seller) internal returns (uint256) {
        uint256 amount = token.balanceOf(seller);
        address[] memory path = new address[](2);
        (path[0], path[1]) = (address(token), router.WETH());
        vm.startPrank(seller, seller);
        token.approve(address(router), amount);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, seller, block.timestamp);
        vm.stopPrank();
        return seller.balance;
    }
}
