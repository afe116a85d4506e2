// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {TestBase} from "../utils/TestBase.sol";
import {StandardToken} from "../../src/tokens/templates/StandardToken.sol";
import {MemeToken} from "../../src/tokens/templates/MemeToken.sol";
import {OptionalBurn} from "../../src/tokens/templates/base/OptionalBurn.sol";

/// @notice The standard and meme templates: fixed supply to the chosen recipient, no owner,
/// optional holder burn on the meme token.
contract StandardMemeTokenTest is TestBase {
    address internal constant RECIPIENT = address(0xBEEF);
    uint256 internal constant SUPPLY = 1_000_000e18;

    function test_standardMintsTheFixedSupplyToTheRecipientAndHasNoOwner() public {
        StandardToken token = new StandardToken("Standard", "STD", 9, SUPPLY, RECIPIENT);
        assertEq(token.decimals(), 9, "decimals");
        assertEq(token.totalSupply(), SUPPLY, "supply");
        assertEq(token.balanceOf(RECIPIENT), SUPPLY, "recipient holds all");
        assertEq(token.balanceOf(address(this)), 0, "deployer holds none");
        assertEq(token.owner(), address(0), "no owner");
        assertEq(keccak256(bytes(token.symbol())), keccak256("STD"), "symbol");
    }

    function test_standardRefusesTheZeroRecipient() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        new StandardToken("Standard", "STD", 18, SUPPLY, address(0));
    }

    function testFuzz_standardTransferMovesExactlyTheAmount(address to, uint256 amount) public {
        vm.assume(to != address(0) && to != RECIPIENT);
        amount = bound(amount, 0, SUPPLY);
        StandardToken token = new StandardToken("Standard", "STD", 18, SUPPLY, RECIPIENT);
        vm.prank(RECIPIENT);
        token.transfer(to, amount);
        assertEq(token.balanceOf(to), amount, "received");
        assertEq(token.balanceOf(RECIPIENT), SUPPLY - amount, "sent");
        assertEq(token.totalSupply(), SUPPLY, "supply unchanged");
    }

    function testFuzz_memeBurnWhenOn(uint256 burned, uint256 allowed) public {
        burned = bound(burned, 0, SUPPLY);
        allowed = bound(allowed, 0, SUPPLY - burned);
        MemeToken token = new MemeToken("Meme", "MEME", 18, SUPPLY, RECIPIENT, true);
        assertTrue(token.burnable(), "burnable");
        assertEq(token.owner(), address(0), "born renounced");

        vm.prank(RECIPIENT);
        token.burn(burned);
        assertEq(token.totalSupply(), SUPPLY - burned, "supply after burn");
        assertEq(token.balanceOf(RECIPIENT), SUPPLY - burned, "balance after burn");

        // burnFrom spends the allowance and cannot exceed it.
        vm.prank(RECIPIENT);
        token.approve(address(this), allowed);
        token.burnFrom(RECIPIENT, allowed);
        assertEq(token.totalSupply(), SUPPLY - burned - allowed, "supply after burnFrom");
        assertEq(token.allowance(RECIPIENT, address(this)), 0, "allowance spent");
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(this), 0, 1)
        );
        token.burnFrom(RECIPIENT, 1);
    }

    function test_memeBurnWhenOff() public {
        MemeToken token = new MemeToken("Meme", "MEME", 18, SUPPLY, RECIPIENT, false);
        assertTrue(!token.burnable(), "not burnable");
        vm.prank(RECIPIENT);
        vm.expectRevert(OptionalBurn.TokenBurnDisabled.selector);
        token.burn(1);
        vm.prank(RECIPIENT);
        token.approve(address(this), 1);
        vm.expectRevert(OptionalBurn.TokenBurnDisabled.selector);
        token.burnFrom(RECIPIENT, 1);
        assertEq(token.totalSupply(), SUPPLY, "nothing burned");
    }

    function test_memeBurnAboveBalanceReverts() public {
        MemeToken token = new MemeToken("Meme", "MEME", 6, SUPPLY, RECIPIENT, true);
        assertEq(token.decimals(), 6, "decimals");
        vm.prank(address(0xCAFE));
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, address(0xCAFE), 0, 1)
        );
        token.burn(1);
    }
}
