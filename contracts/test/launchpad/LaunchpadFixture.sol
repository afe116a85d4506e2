// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {IUniswapV2Pair} from "../../src/dex/interfaces/IUniswapV2Pair.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";
import {FeeOnTransferToken} from "../fixtures/FeeOnTransferToken.sol";
import {LaunchpadFactory} from "../../src/launchpad/LaunchpadFactory.sol";
import {Presale} from "../../src/launchpad/Presale.sol";
import {
    ClaimMode,
    FeeConfig,
    PayCoin,
    PresaleConfig,
    PresaleKind,
    PresaleParams
} from "../../src/launchpad/ILaunchpad.sol";

/// @notice The chain a presale lists on (wrapped coin, AMM, shared locker, a stablecoin), the
/// launchpad (owned by this test) and a default Standard presale: 1,000 tokens per coin, listing at
/// 800, soft cap 20,000 tokens, hard cap 100,000, 100 to 10,000 per purchase, 20,000 per buyer, 60%
/// of the raise to the pool, LP locked 30 days, an hour from now to a day from now, grace 7 days.
abstract contract LaunchpadFixture is AmmTestBase {
    address internal constant CREATOR = address(0xC0FFEE);
    address internal constant OPERATOR = address(0x0FEE);
    address internal constant STRANGER = address(0x5757);
    uint256 internal constant RATE = 1_000e18;
    uint256 internal constant LISTING_RATE = 800e18;

    TokenLocker internal locker;
    SampleStablecoin internal usd;
    LaunchpadFactory internal launchpad;
    ReferenceERC20 internal token;

    function _deployChain() internal {
        deployAmm();
        locker = new TokenLocker();
        usd = new SampleStablecoin("USD", "USD", 18, 1e30, 1e30);
        launchpad = new LaunchpadFactory(address(this));
        token = new ReferenceERC20(1e30);
        token.transfer(CREATOR, 1e29);
        vm.warp(1_000_000);
    }

    function _config() internal view returns (PresaleConfig memory c) {
        c.kind = PresaleKind.Standard;
        c.claimMode = ClaimMode.AtEnd;
        c.token = address(token);
        c.router = address(router);
        c.locker = address(locker);
        c.start = uint64(block.timestamp + 1 hours);
        c.end = uint64(block.timestamp + 1 days);
        c.lpLockDuration = 30 days;
        c.finalizeGrace = 7 days;
        c.liquidityBps = 6_000;
        c.softCap = 20_000e18;
        c.hardCap = 100_000e18;
        c.minBuy = 100e18;
        c.maxBuy = 10_000e18;
        c.maxPerBuyer = 20_000e18;
    }

    function _params() internal view returns (PresaleParams memory p) {
        p.config = _config();
        p.payCoins = new PayCoin[](1);
        p.payCoins[0] = PayCoin(address(0), RATE, LISTING_RATE);
    }

    function _create(PresaleParams memory p) internal returns (Presale presale) {
        vm.startPrank(CREATOR);
        ReferenceERC20(p.config.token).approve(address(launchpad), type(uint256).max);
        presale = Presale(launchpad.createPresale(p, "{}"));
        vm.stopPrank();
    }

    function _createDefault() internal returns (Presale) {
        return _create(_params());
    }

    /// @dev A started presale paid in a coin that burns 1% of every transfer, at the default rates.
    function _startedWithTaxedPayCoin() internal returns (Presale presale, FeeOnTransferToken coin) {
        coin = new FeeOnTransferToken(100, 1e30);
        PresaleParams memory p = _params();
        p.payCoins[0] = PayCoin(address(coin), RATE, LISTING_RATE);
        presale = _create(p);
        _start(presale);
    }

    /// @dev The first `generations` of six invite reward levels: 3%, 2%, 0.5%, 1%, 0.25%, 0.05%.
    function _inviteLevels(uint256 generations) internal pure returns (uint16[] memory bps) {
        uint16[6] memory levels = [uint16(300), 200, 50, 100, 25, 5];
        bps = new uint16[](generations);
        for (uint256 i; i < generations; ++i) {
            bps[i] = levels[i];
        }
    }

    function _start(Presale presale) internal {
        vm.warp(presale.info().config.start);
    }

    function _end(Presale presale) internal {
        vm.warp(presale.info().config.end);
    }

    /// @dev `buyer` pays `amount` of the native coin (coin 0).
    function _buy(Presale presale, address buyer, uint256 amount) internal {
        vm.deal(buyer, buyer.balance + amount);
        vm.prank(buyer);
        presale.contribute{value: amount}(0, amount, address(0), 0, new bytes32[](0));
    }

    function _buyInvited(Presale presale, address buyer, uint256 amount, address inviter) internal {
        vm.deal(buyer, buyer.balance + amount);
        vm.prank(buyer);
        presale.contribute{value: amount}(0, amount, inviter, 0, new bytes32[](0));
    }

    /// A pool of the token against the wrapped coin with these reserves, its LP to a stranger.
    function _pricedPool(uint256 tokens, uint256 coin) internal returns (address pair) {
        pair = factory.createPair(address(token), address(weth));
        token.transfer(pair, tokens);
        vm.deal(address(this), coin);
        weth.deposit{value: coin}();
        weth.transfer(pair, coin);
        IUniswapV2Pair(pair).mint(STRANGER);
    }

    /// `buyer` pays `amount` of the ERC20 pay coin 0 (`coin`), funded by this test first.
    function _buyErc20(Presale presale, IERC20 coin, address buyer, uint256 amount) internal {
        coin.transfer(buyer, amount);
        vm.startPrank(buyer);
        coin.approve(address(presale), amount);
        presale.contribute(0, amount, address(0), 0, new bytes32[](0));
        vm.stopPrank();
    }

    function _buyer(uint256 i) internal pure returns (address) {
        return address(uint160(0xB0000 + i));
    }

    function _noFees() internal pure returns (FeeConfig memory f) {}
}

/// @notice A contract contributor that refuses every coin payment back.
contract CoinRefuser {
    function buy(Presale presale) external payable {
        presale.contribute{value: msg.value}(0, msg.value, address(0), 0, new bytes32[](0));
    }

    function refund(Presale presale) external {
        presale.refund();
    }

    receive() external payable {
        revert("no coin");
    }
}

/// @notice A contributor that tries to re-enter the presale from the refund's payment.
contract ReentrantContributor {
    Presale internal presale;
    uint256 public reentries;
    bool public reentryRefused;

    function buy(Presale presale_) external payable {
        presale = presale_;
        presale_.contribute{value: msg.value}(0, msg.value, address(0), 0, new bytes32[](0));
    }

    function refund() external {
        presale.refund();
    }

    receive() external payable {
        if (reentries == 0) {
            ++reentries;
            try presale.refund() {}
            catch {
                reentryRefused = true;
            }
        }
    }
}
