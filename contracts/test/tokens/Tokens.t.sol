// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {TestBase} from "../utils/TestBase.sol";
import {SampleStablecoin} from "../../src/tokens/SampleStablecoin.sol";
import {WETH} from "../../src/tokens/WETH.sol";

/// @notice Fuzzed properties of WETH and the sample stablecoins.
contract TokensTest is TestBase {
    uint256 internal constant FAUCET_LIMIT = 1_000_000e6;

    WETH internal weth;
    SampleStablecoin internal usdt;

    receive() external payable {}

    function setUp() public {
        weth = new WETH();
        usdt = new SampleStablecoin("Tether USD (local)", "USDT", 6, FAUCET_LIMIT, 5e6);
    }

    function testFuzz_wethDepositAndWithdrawConserveEther(uint256 deposited, uint256 withdrawn) public {
        deposited = bound(deposited, 0, 1e30);
        withdrawn = bound(withdrawn, 0, deposited);
        vm.deal(address(this), deposited);
        weth.deposit{value: deposited}();
        assertEq(weth.balanceOf(address(this)), deposited, "wrapped");
        assertEq(address(weth).balance, deposited, "backing");

        weth.withdraw(withdrawn);
        assertEq(address(this).balance, withdrawn, "unwrapped");
        assertEq(weth.totalSupply(), address(weth).balance, "fully backed");
    }

    function testFuzz_wethWithdrawAboveBalanceReverts(uint256 deposited, uint256 extra) public {
        deposited = bound(deposited, 0, 1e30);
        extra = bound(extra, 1, 1e30);
        vm.deal(address(this), deposited);
        (bool sent,) = address(weth).call{value: deposited}("");
        assertTrue(sent, "receive wraps");
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientBalance.selector, address(this), deposited, deposited + extra
            )
        );
        weth.withdraw(deposited + extra);
    }

    function testFuzz_wethTransferFromSelfNeedsNoAllowance(uint256 amount, address to) public {
        vm.assume(to != address(0) && to != address(this));
        amount = bound(amount, 1, 1e30);
        vm.deal(address(this), amount);
        weth.deposit{value: amount}();
        weth.transferFrom(address(this), to, amount);
        assertEq(weth.balanceOf(to), amount, "moved");

        // Moving someone else's tokens still needs their allowance.
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(this), 0, amount)
        );
        weth.transferFrom(to, address(this), amount);
    }

    function testFuzz_faucetHandsOutUpToTheLimit(address account, uint256 first, uint256 second) public {
        vm.assume(account != address(0));
        first = bound(first, 1, FAUCET_LIMIT);
        second = bound(second, 1, FAUCET_LIMIT);
        vm.prank(account);
        usdt.faucet(first);
        assertEq(usdt.faucetRemaining(account), FAUCET_LIMIT - first, "remaining");

        uint256 remaining = FAUCET_LIMIT - first;
        vm.prank(account);
        if (second > remaining) {
            vm.expectRevert(
                abi.encodeWithSelector(
                    SampleStablecoin.StablecoinFaucetLimitExceeded.selector, account, second, remaining
                )
            );
            usdt.faucet(second);
            assertEq(usdt.balanceOf(account), first, "unchanged after refusal");
        } else {
            usdt.faucet(second);
            assertEq(usdt.balanceOf(account), first + second, "both claims");
        }
    }

    function test_faucetRefusesZero() public {
        vm.expectRevert(SampleStablecoin.StablecoinZeroAmount.selector);
        usdt.faucet(0);
        assertEq(usdt.decimals(), 6, "decimals");
        assertEq(usdt.balanceOf(address(this)), 5e6, "initial supply to deployer");
    }
}
