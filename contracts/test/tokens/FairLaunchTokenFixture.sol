// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SaleTokenFixture} from "./SaleTokenFixture.sol";
import {
    FairLaunchCondition, FairLaunchConfig, FairLaunchToken
} from "../../src/tokens/templates/FairLaunchToken.sol";

/// @notice The chain of {SaleTokenFixture} and a default fair launch: 1,000 tokens per mint at
/// 0.01 coin rising to 0.02 at the cap (premium 100%), 5 mints per address, 100 in all, 80% back on
/// a refund, 60% of the coin to the pool, LP locked 30 days, a day long.
abstract contract FairLaunchTokenFixture is SaleTokenFixture {
    uint256 internal constant AMOUNT = 1_000e18;
    uint256 internal constant FEE = 0.01 ether;

    function _fairConfig() internal view returns (FairLaunchConfig memory) {
        return FairLaunchConfig({
            name: "Fair",
            symbol: "FAIR",
            decimals: 18,
            owner: CREATOR,
            mintAmount: AMOUNT,
            mintFee: FEE,
            mintsPerAddress: 5,
            maxMints: 100,
            endTime: uint64(block.timestamp + 1 days),
            premiumBps: 10_000,
            refundBps: 8_000,
            liquidityBps: 6_000,
            condition: FairLaunchCondition.None,
            conditionToken: address(0),
            conditionAmount: 0,
            vestingDuration: 0,
            router: address(router),
            locker: address(locker),
            lpLockDuration: 30 days
        });
    }

    /// @dev `minter` pays `token` by a plain transfer.
    function _sendTo(FairLaunchToken token, address minter, uint256 amount) internal returns (bool ok) {
        return _send(address(token), minter, amount);
    }

    /// @dev `times` mints by `minter` through {FairLaunchToken.mint}, paying the exact cost.
    function _mint(FairLaunchToken token, address minter, uint256 times) internal returns (uint256 cost) {
        cost = token.mintCost(times);
        vm.deal(minter, minter.balance + cost);
        vm.prank(minter, minter);
        token.mint{value: cost}(times);
    }

    /// @dev The price the stated curve gives the mint after `k` others (not rounded).
    function _price(FairLaunchToken token, uint256 k) internal view returns (uint256) {
        return token.mintFee() + (token.mintFee() * token.premiumBps() * k) / (10_000 * token.maxMints());
    }
}

/// @notice Mints, and re-enters the fair launch from every payment it receives.
contract ReentrantMinter {
    FairLaunchToken internal immutable token;
    uint256 public reentries;

    constructor(FairLaunchToken token_) {
        token = token_;
    }

    function mint(uint256 times) external payable {
        token.mint{value: msg.value}(times);
    }

    function refund() external {
        token.refund();
    }

    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        ++reentries;
        token.refund();
    }
}
