// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenConfig} from "./TaxToken.sol";
import {DividendConfig, DividendTaxToken} from "./base/DividendTaxToken.sol";

/**
 * @title LpDividendToken
 * @notice TokenBox LP-dividend token (/co/ld): like {DividendToken}, but the dividends go to the
 * liquidity providers of the token's main pair instead of its holders. A provider earns by staking
 * its LP in the chain's tracker (`tracker.stake(token, amount)` after approving the tracker for the
 * pair's LP; `unstake` gives it back at any time, whatever the owner does), in proportion to its
 * stake, from a minimum stake (`minHolding`, in LP base units).
 *
 * Why staked and not held: a UniswapV2 pair does not tell anyone when LP moves, so shares read
 * from LP balances let one position be counted under every address it was passed through (five
 * addresses holding the same LP in turn took 50 of 60 ETH from an honest provider). A staked
 * position is in one place, so it earns once, whoever holds it. LP in a wallet or in a lock contract
 * earns nothing and strands nothing; its part goes to the stakers. This token reports nothing to the
 * tracker on transfers (cheaper trades), deposits the reward share and processes payouts. The pair,
 * the router, the token and 0x…dEaD never earn.
 */
contract LpDividendToken is DividendTaxToken {
    /// @param config The tax token settings; see {TaxTokenConfig}.
    /// @param dividend The dividend settings (`minHolding` in LP base units); see {DividendConfig}.
    constructor(TaxTokenConfig memory config, DividendConfig memory dividend) DividendTaxToken(config, dividend) {}

    /// @notice Identifies the template for the UI.
    /// @return The template name and version.
    function templateName() external pure virtual override returns (string memory) {
        return "TokenBox.LpDividendToken v1";
    }

    function _reportsBalances() internal pure override returns (bool) {
        return false;
    }

    function _shareSource() internal view override returns (address) {
        return pair;
    }
}
