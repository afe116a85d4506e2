// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {TaxTokenConfig} from "./TaxToken.sol";
import {DividendConfig, DividendTaxToken} from "./base/DividendTaxToken.sol";

/**
 * @title LpDividendToken
 * @notice TokenBox LP-dividend token (/co/ld): like {DividendToken}, but the dividends go to the
 * liquidity providers of the token's main pair instead of its holders: each account earns in
 * proportion to its LP balance of the pair, from a minimum LP holding (in LP base units).
 *
 * The pair does not tell the token when LP moves, so the token reports LP balances when its own
 * tokens move: both sides of every transfer, and the last account that sent tokens to the pair at
 * the next transfer (adding liquidity mints LP only after the token moved; the LP is then reported
 * one transfer later). Removing liquidity burns LP before the pair pays out, so that report is
 * current at once. LP moved by an LP transfer, LP minted to another account than the sender, or LP
 * held by a lock contract is applied by the tracker's public `syncShares(token, holders)`, which
 * reads the pair (the UI calls it after adding liquidity or locking LP). The pair, the router, the
 * token and 0x…dEaD (where the pair locks its minimum liquidity) never earn.
 */
contract LpDividendToken is DividendTaxToken {
    /// @notice The last account that sent tokens to the pair (a liquidity provider whose LP is
    /// minted after the transfer), reported at the next transfer; zero when none is pending. Packed
    /// with {processGas}, which every transfer reads anyway.
    address public lastPairSender;

    /// @param config The tax token settings; see {TaxTokenConfig}.
    /// @param dividend The dividend settings (`minHolding` in LP base units); see {DividendConfig}.
    constructor(TaxTokenConfig memory config, DividendConfig memory dividend) DividendTaxToken(config, dividend) {}

    /// @notice Identifies the template for the UI.
    /// @return The template name and version.
    function templateName() external pure override returns (string memory) {
        return "TokenBox.LpDividendToken v1";
    }

    /// @dev Besides both sides, reports the pending pair sender (unless it is one of them, reported
    /// anyway) and records the sender of a transfer to the pair as the next one.
    function _afterTokenTransfer(address from, address to) internal override {
        address pending = lastPairSender;
        lastPairSender = to == pair ? from : address(0);
        if (pending != from && pending != to) _report(pending);
        super._afterTokenTransfer(from, to);
    }

    function _shareOf(address account) internal view override returns (uint256) {
        return IERC20(pair).balanceOf(account);
    }

    function _shareSource() internal view override returns (address) {
        return pair;
    }
}
