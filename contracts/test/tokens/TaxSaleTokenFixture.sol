// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenFixture} from "./TaxTokenFixture.sol";
import {TokenLocker} from "../../src/lock/TokenLocker.sol";
import {SaleTerms} from "../../src/tokens/sale/ITokenSaleHub.sol";
import {TokenSaleHub} from "../../src/tokens/sale/TokenSaleHub.sol";
import {TaxSaleToken} from "../../src/tokens/templates/TaxSaleToken.sol";
import {TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";

/// @notice The chain of a hub sale (AMM, locker, hub) and a default marketing sale token: the tax
/// fixture's token (1% liquidity, 2% marketing, 1% team) owned by CREATOR, selling 1,000 tokens per
/// coin up to 100 coin, 0.1 to 10 per address, 60% of the coin to the pool, LP locked 30 days, a day.
abstract contract TaxSaleTokenFixture is TaxTokenFixture {
    address internal constant CREATOR = address(0xC0FFEE);
    uint256 internal constant RATE = 1_000e18;
    /// What the hard cap buys (100,000) and pairs with (60,000).
    uint256 internal constant RESERVE = 160_000e18;

    TokenLocker internal locker;
    TokenSaleHub internal hub;

    function _deploySaleChain() internal {
        locker = new TokenLocker();
        hub = new TokenSaleHub();
    }

    function _taxConfig() internal view returns (TaxTokenConfig memory config) {
        config = baseConfig();
        config.owner = CREATOR;
    }

    function _terms() internal view returns (SaleTerms memory) {
        return SaleTerms({
            beneficiary: address(0),
            tokensPerCoin: RATE,
            hardCap: 100 ether,
            softCap: 0,
            minContribution: 0.1 ether,
            maxContribution: 10 ether,
            endTime: uint64(block.timestamp + 1 days),
            liquidityBps: 6_000,
            router: address(0),
            locker: address(locker),
            lpLockDuration: 30 days
        });
    }

    function _saleToken(SaleTerms memory terms) internal returns (TaxSaleToken) {
        return new TaxSaleToken(_taxConfig(), terms, address(hub));
    }

    /// @dev A plain native transfer from `buyer` as the transaction's signer, the way a wallet sends.
    function _send(address token, address buyer, uint256 amount) internal returns (bool ok) {
        vm.deal(buyer, buyer.balance + amount);
        vm.prank(buyer, buyer);
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = token.call{value: amount}("");
    }

    function _buyer(uint256 i) internal pure returns (address) {
        return address(uint160(0xB0000 + i));
    }
}

/// @notice Sends coin to a sale token from a contract and refuses every payment back.
contract HubCoinRefuser {
    function buy(address token) external payable returns (bool ok) {
        // solhint-disable-next-line avoid-low-level-calls
        (ok,) = token.call{value: msg.value}("");
    }

    receive() external payable {
        revert("no coin");
    }
}

/// @notice Re-enters the hub from every payment it receives (buy through the token, claim, launch).
contract ReentrantHubBuyer {
    TokenSaleHub internal immutable hub;
    address internal immutable token;
    uint256 public reentries;

    constructor(TokenSaleHub hub_, address token_) {
        hub = hub_;
        token = token_;
    }

    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        ++reentries;
        // solhint-disable-next-line avoid-low-level-calls
        (bool bought,) = token.call{value: msg.value}("");
        require(bought, "re-entered buy refused");
        hub.claimRefund(token);
    }
}
