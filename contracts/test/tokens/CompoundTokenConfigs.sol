// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CompoundTokenConfig} from "../../src/tokens/templates/CompoundToken.sol";

/// @notice CompoundToken configurations the test suites share (not a test file itself: no `.t.sol`).
library CompoundTokenConfigs {
    /// @dev 1% growth per interval, in the template's rate units (1e8 = 100%).
    uint32 internal constant ONE_PERCENT = 1_000_000;
    uint64 internal constant INTERVAL = 1 hours;

    /// @dev "Compound" (CMP, 18 decimals): `supply` to `owner`, 1% an hour from `startTime` up to
    /// 100 times `supply`, auto rebase, no fees and no options.
    function hourly(address owner, address router, address marketingWallet, uint256 supply, uint64 startTime)
        internal
        pure
        returns (CompoundTokenConfig memory config)
    {
        (config.name, config.symbol, config.decimals) = ("Compound", "CMP", 18);
        (config.initialSupply, config.maxSupply) = (supply, 100 * supply);
        (config.owner, config.router, config.marketingWallet) = (owner, router, marketingWallet);
        (config.rate, config.interval, config.startTime, config.autoRebase) = (ONE_PERCENT, INTERVAL, startTime, true);
    }
}
