// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AmmTestBase} from "../utils/AmmTestBase.sol";
import {SaleBuyers} from "./SaleBuyers.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {SaleToken, SaleTokenConfig} from "../../src/tokens/templates/SaleToken.sol";

/// @notice The chain a sale token launches on (wrapped coin, AMM, shared locker) and a default
/// sale: 1,000 tokens per coin, hard cap 100, 0.1 to 10 per address, 60% to the pool, LP locked
/// 30 days, a day long, 40,000 tokens to the creator.
abstract contract SaleTokenFixture is AmmTestBase, SaleBuyers {
    address internal constant CREATOR = address(0xC0FFEE);
    uint256 internal constant SUPPLY = 200_000e18;
    uint256 internal constant RATE = 1_000e18;

    TokenLocker internal locker;

    function _deployChain() internal {
        deployAmm();
        locker = new TokenLocker();
    }

    function _config() internal view returns (SaleTokenConfig memory) {
        return SaleTokenConfig({
            name: "Sale",
            symbol: "SALE",
            decimals: 18,
            totalSupply: SUPPLY,
            owner: CREATOR,
            tokensPerCoin: RATE,
            hardCap: 100 ether,
            softCap: 0,
            minContribution: 0.1 ether,
            maxContribution: 10 ether,
            endTime: uint64(block.timestamp + 1 days),
            liquidityBps: 6_000,
            router: address(router),
            locker: address(locker),
            lpLockDuration: 30 days
        });
    }

    /// @dev `buyer` pays `token`'s sale by a plain transfer.
    function _send(SaleToken token, address buyer, uint256 amount) internal returns (bool ok) {
        return _send(address(token), buyer, amount);
    }
}

/// @notice Re-enters the sale from every payment it receives (buy, claim, launch, withdraw); its
/// receive reverts when a re-entry is refused, so a guarded sale credits it instead.
contract ReentrantSaleBuyer {
    SaleToken internal immutable token;
    uint256 public reentries;

    constructor(SaleToken token_) {
        token = token_;
    }

    function claim() external {
        token.claimRefund();
    }

    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        ++reentries;
        if (address(this).balance >= msg.value && msg.value > 0) {
            // solhint-disable-next-line avoid-low-level-calls
            (bool bought,) = address(token).call{value: msg.value}("");
            require(bought, "re-entered buy refused");
        }
        token.claimRefund();
    }
}

/// @notice A beneficiary that tries to re-enter the launch and the refunds when paid.
contract ReentrantBeneficiary {
    SaleToken public token;

    function setToken(SaleToken token_) external {
        token = token_;
    }

    function start() external {
        token.startTrading();
    }

    receive() external payable {
        token.startTrading();
    }
}
