// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {CompoundToken, CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";
import {CompoundTokenConfigs} from "./CompoundTokenConfigs.sol";
import {ReferenceERC20} from "../fixtures/ReferenceERC20.sol";

/// @notice CompoundToken keeps its own ERC-20 bookkeeping (shares), yet the README promises
/// OpenZeppelin's errors unchanged. Differential test: the same calls on CompoundToken and on a plain
/// OpenZeppelin ERC20 succeed or revert together, with the same revert data and the same balances.
/// Issue 15 found one difference: `transferFrom` from the zero address (ERC20InvalidSender instead
/// of OpenZeppelin's ERC20InvalidApprover(0)).
contract CompoundTokenOzErrorsTest is AmmTestBase, TestAccounts {
    /// @dev Not TestAccounts.ALICE (0xA11CE, the same address as 0x0A11CE), and not below 0x10000:
    /// the templates count an owner there as no owner (NoOwner.KEYLESS_BELOW).
    address internal constant OWNER = address(0x0E4E2E4);
    uint256 internal constant SUPPLY = 1_000_000e18;

    CompoundToken internal compound;
    ReferenceERC20 internal openZeppelin;

    function setUp() public {
        deployAmm();
        // Compounding starts tomorrow: no rebase changes balances during these calls.
        CompoundTokenConfig memory config = CompoundTokenConfigs.hourly(
            OWNER, address(router), address(0xFEE), SUPPLY, uint64(block.timestamp + 1 days)
        );
        config.burnable = true;
        compound = new CompoundToken(config);
        openZeppelin = new ReferenceERC20(SUPPLY);
    }

    function pick(uint256 seed, address a, address b, address c) internal pure returns (address) {
        uint256 i = seed % 3;
        return i == 0 ? a : i == 1 ? b : c;
    }

    /// @dev Runs `data` as `caller` on both tokens and requires the same outcome and revert data.
    function same(address caller, bytes memory data, string memory what) internal {
        vm.prank(caller);
        (bool okCompound, bytes memory outCompound) = address(compound).call(data);
        vm.prank(caller);
        (bool okOpenZeppelin, bytes memory outOpenZeppelin) = address(openZeppelin).call(data);
        assertTrue(okCompound == okOpenZeppelin, what);
        assertEq(keccak256(outCompound), keccak256(outOpenZeppelin), what);
    }

    function testFuzz_sameOutcomeAndErrorsAsOpenZeppelin(
        uint256 balance,
        uint256 allowance,
        uint256 value,
        uint256 fromSeed,
        uint256 toSeed,
        uint256 spenderSeed,
        bool unlimited
    ) public {
        balance = bound(balance, 0, SUPPLY);
        allowance = unlimited ? type(uint256).max : bound(allowance, 0, SUPPLY);
        // Around the balance and the allowance, where the errors change.
        value = bound(value, 0, SUPPLY + 1);
        vm.prank(OWNER);
        compound.transfer(ALICE, balance);
        openZeppelin.transfer(ALICE, balance);
        vm.prank(ALICE);
        compound.approve(BOB, allowance);
        vm.prank(ALICE);
        openZeppelin.approve(BOB, allowance);

        address from = pick(fromSeed, ALICE, address(0), BOB);
        address to = pick(toSeed, BOB, address(0), ALICE);
        address spender = pick(spenderSeed, BOB, address(0), CAROL);

        same(spender, abi.encodeCall(IERC20.transferFrom, (from, to, value)), "transferFrom");
        same(from, abi.encodeCall(IERC20.transfer, (to, value)), "transfer");
        same(from, abi.encodeCall(IERC20.approve, (spender, value)), "approve");
        assertEq(compound.balanceOf(ALICE), openZeppelin.balanceOf(ALICE), "alice");
        assertEq(compound.balanceOf(BOB), openZeppelin.balanceOf(BOB), "bob");
        assertEq(compound.allowance(ALICE, BOB), openZeppelin.allowance(ALICE, BOB), "allowance");
    }

    /// @dev The issue's exact case, spelled out.
    function test_transferFromTheZeroAddressIsAnInvalidApproverLikeOpenZeppelin() public {
        bytes memory invalidApprover = abi.encodeWithSelector(IERC20Errors.ERC20InvalidApprover.selector, address(0));
        vm.prank(BOB);
        vm.expectRevert(invalidApprover);
        openZeppelin.transferFrom(address(0), ALICE, 0);
        vm.prank(BOB);
        vm.expectRevert(invalidApprover);
        compound.transferFrom(address(0), ALICE, 0);
        // A non-zero amount fails on the (zero) allowance first, in both.
        bytes memory noAllowance = abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, BOB, 0, 1);
        vm.prank(BOB);
        vm.expectRevert(noAllowance);
        compound.transferFrom(address(0), ALICE, 1);
    }

    /// @dev ERC20Burnable's burnFrom spends the allowance the same way (the openZeppelin has no burn).
    function test_burnFromTheZeroAddressIsAnInvalidApproverLikeOpenZeppelin() public {
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidApprover.selector, address(0)));
        compound.burnFrom(address(0), 0);
    }
}
