// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TaxTokenConfig} from "../../src/tokens/templates/TaxToken.sol";

/// @notice TaxToken configurations the test suites share (not a test file itself: no `.t.sol`).
library TaxTokenConfigs {
    /// @dev `name` (`symbol`, 18 decimals): `supply` to `owner`, trading on `router` against the
    /// native coin; no fee, no receiver and no option yet (each suite sets its own).
    function named(string memory name, string memory symbol, uint256 supply, address owner, address router)
        internal
        pure
        returns (TaxTokenConfig memory config)
    {
        (config.name, config.symbol, config.decimals) = (name, symbol, 18);
        (config.initialSupply, config.owner, config.router) = (supply, owner, router);
    }
}
