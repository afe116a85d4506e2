// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {NormalTokenConfig} from "../../src/tokens/templates/NormalToken.sol";

/// @notice NormalToken configurations the test suites share (not a test file itself: no `.t.sol`).
library NormalTokenConfigs {
    /// @dev Every option off: no owner power, no fee, no burn.
    function plain(address owner, address feeRecipient, uint256 supply)
        internal
        pure
        returns (NormalTokenConfig memory config)
    {
        config.name = "Normal";
        config.symbol = "NRM";
        config.decimals = 18;
        config.initialSupply = supply;
        config.owner = owner;
        config.feeRecipient = feeRecipient;
    }

    /// @dev Every owner power on (pause, blacklist, whitelist-only from birth, mint up to four times
    /// `supply`, timed renounce) and no transfer fee (so `feeRecipient` may be zero): the token whose
    /// restrictions a renounce must lift.
    function restrictive(address owner, address feeRecipient, uint256 supply)
        internal
        pure
        returns (NormalTokenConfig memory config)
    {
        config = plain(owner, feeRecipient, supply);
        config.burnable = true;
        config.mintable = true;
        config.maxSupply = supply * 4;
        config.pausable = true;
        config.blacklistEnabled = true;
        config.whitelistEnabled = true;
        config.timedRenounceEnabled = true;
    }
}
