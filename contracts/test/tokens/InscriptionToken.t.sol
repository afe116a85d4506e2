// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TestBase} from "../utils/TestBase.sol";
import {TestAccounts} from "../utils/TestAccounts.sol";
import {InscriptionToken} from "../../src/tokens/templates/InscriptionToken.sol";

/// @notice A contract that tries to mint (the bot pattern the token refuses).
contract InscriptionBot {
    function mintByCall(InscriptionToken token) external {
        token.mint();
    }

    function mintByTransfer(InscriptionToken token) external returns (bool ok, bytes memory reason) {
        (ok, reason) = address(token).call("");
    }
}

/// @notice The inscription template: free fixed mints from EOAs up to a per-address limit and the
/// max supply, no owner, no coin accepted.
contract InscriptionTokenTest is TestBase, TestAccounts {
    uint256 internal constant AMOUNT = 1_000e18;
    uint256 internal constant MAX = 21_000e18;

    function deploy(uint256 max, uint256 amount, uint256 limit, uint256 allocation)
        internal
        returns (InscriptionToken)
    {
        return new InscriptionToken("Inscription", "insc", 18, max, amount, limit, allocation, CREATOR);
    }

    function mintAs(InscriptionToken token, address minter) internal {
        vm.prank(minter, minter);
        token.mint();
    }

    function transferMintAs(InscriptionToken token, address minter) internal returns (bool ok) {
        vm.prank(minter, minter);
        (ok,) = address(token).call("");
    }

    function test_mintByCallGivesTheFixedAmountAndCounts() public {
        InscriptionToken token = deploy(MAX, AMOUNT, 3, 0);
        assertEq(token.owner(), address(0), "no owner");
        assertEq(token.totalSupply(), 0, "nothing at birth");
        mintAs(token, ALICE);
        mintAs(token, ALICE);
        mintAs(token, BOB);
        assertEq(token.balanceOf(ALICE), 2 * AMOUNT, "alice");
        assertEq(token.balanceOf(BOB), AMOUNT, "bob");
        assertEq(token.mintsOf(ALICE), 2, "alice mints");
        assertEq(token.minterCount(), 2, "minters");
        assertEq(token.mintCount(), 3, "mints");
        assertEq(token.mintsLeft(), 18, "left");
    }

    function test_zeroValuePlainTransferMints() public {
        InscriptionToken token = deploy(MAX, AMOUNT, 3, 0);
        assertTrue(transferMintAs(token, ALICE), "plain transfer accepted");
        assertEq(token.balanceOf(ALICE), AMOUNT, "minted by transfer");
        assertEq(token.mintsOf(ALICE), 1, "counted");
    }

    function test_inscriptionTextMints() public {
        InscriptionToken token = deploy(MAX, AMOUNT, 3, 0);
        vm.prank(ALICE, ALICE);
        (bool ok,) = address(token).call(bytes("data:,{\"p\":\"erc-20\",\"op\":\"mint\",\"tick\":\"insc\",\"amt\":\"1000\"}"));
        assertTrue(ok, "text accepted");
        assertEq(token.balanceOf(ALICE), AMOUNT, "minted by text");
    }

    function test_unknownCalldataReverts() public {
        InscriptionToken token = deploy(MAX, AMOUNT, 3, 0);
        vm.prank(ALICE, ALICE);
        (bool ok, bytes memory reason) = address(token).call(abi.encodeWithSignature("mint(uint256)", 5));
        assertTrue(!ok, "unknown call refused");
        assertEq(
            keccak256(reason),
            keccak256(abi.encodeWithSelector(InscriptionToken.InscriptionUnknownCall.selector, bytes4(0xa0712d68))),
            "reason"
        );
        assertEq(token.totalSupply(), 0, "nothing minted");
    }

    function test_nativeCoinIsRefused() public {
        InscriptionToken token = deploy(MAX, AMOUNT, 3, 0);
        vm.deal(ALICE, 1 ether);
        vm.prank(ALICE, ALICE);
        (bool ok, bytes memory reason) = address(token).call{value: 1}("");
        assertTrue(!ok, "coin refused");
        assertEq(
            keccak256(reason),
            keccak256(abi.encodeWithSelector(InscriptionToken.InscriptionNativeCoinRefused.selector, 1)),
            "reason"
        );
        vm.prank(ALICE, ALICE);
        (ok,) = address(token).call{value: 1}(bytes("data:,{}"));
        assertTrue(!ok, "coin with text refused");
        vm.prank(ALICE, ALICE);
        (ok,) = address(token).call{value: 1}(abi.encodeWithSelector(InscriptionToken.mint.selector));
        assertTrue(!ok, "mint() is not payable");
        assertEq(address(token).balance, 0, "no coin held");
        assertEq(token.totalSupply(), 0, "nothing minted");
    }

    function test_perAddressLimit() public {
        InscriptionToken token = deploy(MAX, AMOUNT, 2, 0);
        mintAs(token, ALICE);
        assertTrue(transferMintAs(token, ALICE), "second by transfer");
        vm.prank(ALICE, ALICE);
        vm.expectRevert(abi.encodeWithSelector(InscriptionToken.InscriptionMintLimitReached.selector, ALICE, 2));
        token.mint();
        assertTrue(!transferMintAs(token, ALICE), "third by transfer refused");
        // Tokens moved away do not give mints back: the limit counts mints, not balance.
        vm.prank(ALICE);
        token.transfer(BOB, 2 * AMOUNT);
        assertTrue(!transferMintAs(token, ALICE), "still refused after sending away");
        mintAs(token, BOB);
        assertEq(token.balanceOf(BOB), 3 * AMOUNT, "bob minted beside what he received");
    }

    function test_maxSupplyReachedExactlyThenSoldOut() public {
        // 3 mints of 1,000 after an allocation of 500: the supply ends at exactly 3,500.
        InscriptionToken token = deploy(3_500e18, AMOUNT, 5, 500e18);
        assertEq(token.balanceOf(CREATOR), 500e18, "allocation");
        assertEq(token.mintsLeft(), 3, "left");
        mintAs(token, ALICE);
        mintAs(token, BOB);
        mintAs(token, ALICE);
        assertEq(token.totalSupply(), 3_500e18, "exactly the max");
        assertEq(token.mintsLeft(), 0, "none left");
        vm.prank(BOB, BOB);
        vm.expectRevert(InscriptionToken.InscriptionSoldOut.selector);
        token.mint();
        assertTrue(!transferMintAs(token, BOB), "transfer mint refused when sold out");
    }

    function test_constructorRefusesAPartialLastMint() public {
        // 2,500 is not a whole number of 1,000-token mints: the last one would be partial.
        vm.expectRevert(InscriptionToken.InscriptionInvalidConfig.selector);
        deploy(2_500e18, AMOUNT, 5, 0);
        // ... nor is 3,000 after an allocation of 500.
        vm.expectRevert(InscriptionToken.InscriptionInvalidConfig.selector);
        deploy(3_000e18, AMOUNT, 5, 500e18);
        vm.expectRevert(InscriptionToken.InscriptionInvalidConfig.selector);
        deploy(MAX, 0, 5, 0);
        vm.expectRevert(InscriptionToken.InscriptionInvalidConfig.selector);
        deploy(MAX, AMOUNT, 0, 0);
        vm.expectRevert(InscriptionToken.InscriptionInvalidConfig.selector);
        deploy(MAX, AMOUNT, 5, MAX);
    }

    function test_contractsCannotMint() public {
        InscriptionToken token = deploy(MAX, AMOUNT, 3, 0);
        InscriptionBot bot = new InscriptionBot();
        // The bot is called by an EOA, so tx.origin is that EOA and msg.sender the bot.
        vm.prank(ALICE, ALICE);
        vm.expectRevert(abi.encodeWithSelector(InscriptionToken.InscriptionContractMinter.selector, address(bot)));
        bot.mintByCall(token);
        vm.prank(ALICE, ALICE);
        (bool ok,) = bot.mintByTransfer(token);
        assertTrue(!ok, "contract transfer mint refused");
        // This test contract itself is a contract caller too.
        vm.expectRevert(abi.encodeWithSelector(InscriptionToken.InscriptionContractMinter.selector, address(this)));
        token.mint();
        assertEq(token.totalSupply(), 0, "nothing minted");
        // Contracts can still hold and send the token.
        mintAs(token, ALICE);
        vm.prank(ALICE);
        token.transfer(address(bot), AMOUNT);
        assertEq(token.balanceOf(address(bot)), AMOUNT, "a contract receives");
    }

    function testFuzz_figuresAndLimits(uint256 amount, uint256 mints, uint256 limit, uint256 allocation) public {
        amount = bound(amount, 1, 1e30);
        mints = bound(mints, 1, 40);
        limit = bound(limit, 1, 10);
        allocation = bound(allocation, 0, 1e33);
        InscriptionToken token = deploy(allocation + mints * amount, amount, limit, allocation);
        uint256 expectedMints;
        // Six addresses mint until each is at its limit or the supply is gone.
        for (uint160 i = 1; i <= 6; i++) {
            address minter = address(0x1000 + i);
            for (uint256 j = 0; j <= limit; j++) {
                vm.prank(minter, minter);
                (bool ok,) = address(token).call(j % 2 == 0 ? bytes("") : abi.encodeCall(InscriptionToken.mint, ()));
                bool expected = j < limit && expectedMints < mints;
                assertTrue(ok == expected, "mint accepted exactly when allowed");
                if (ok) expectedMints++;
            }
        }
        assertEq(token.mintCount(), expectedMints, "mint count");
        assertEq(token.totalSupply(), allocation + expectedMints * amount, "supply = mints x amount + allocation");
        assertLe(token.totalSupply(), token.maxSupply(), "never past the max");
    }

    /// @notice Invariant over a fuzzed sequence of mints (call, transfer, text), transfers and
    /// refused attempts: the supply never passes the max, always equals mints x amount plus the
    /// allocation, and no address passes its limit.
    function testFuzz_invariantSupplyFollowsMints(uint256 seed) public {
        uint256 limit = bound(seed, 1, 4);
        InscriptionToken token = deploy(100e18 + 10 * 7e18, 7e18, limit, 100e18);
        address[4] memory minters = [ALICE, BOB, CREATOR, address(0xD00D)];
        InscriptionBot bot = new InscriptionBot();
        for (uint256 step = 0; step < 40; step++) {
            uint256 roll = uint256(keccak256(abi.encode(seed, step)));
            address minter = minters[roll % 4];
            uint256 action = (roll >> 8) % 5;
            // Read before the prank: the prank applies to the next call only.
            uint256 balance = token.balanceOf(minter);
            vm.prank(minter, minter);
            if (action == 0) {
                (bool ok,) = address(token).call("");
                ok;
            } else if (action == 1) {
                (bool ok,) = address(token).call(abi.encodeCall(InscriptionToken.mint, ()));
                ok;
            } else if (action == 2) {
                (bool ok,) = address(token).call(bytes("data:,{\"p\":\"erc-20\",\"op\":\"mint\"}"));
                ok;
            } else if (action == 3) {
                token.transfer(minters[(roll >> 16) % 4], balance / 2);
            } else {
                try bot.mintByCall(token) {
                    revert AssertionFailed("a contract minted");
                } catch {}
            }
            assertLe(token.totalSupply(), token.maxSupply(), "never past the max");
            assertEq(
                token.totalSupply(), token.mintCount() * 7e18 + 100e18, "supply = mints x amount + allocation"
            );
            assertLe(token.mintsOf(minter), limit, "limit kept");
        }
        uint256 sum;
        for (uint256 i = 0; i < 4; i++) {
            sum += token.mintsOf(minters[i]);
        }
        assertEq(sum, token.mintCount(), "mints add up");
    }
}
