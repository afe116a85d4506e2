// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {TrapPairToken} from "./TrapPairToken.sol";

/**
 * @title LegitOwnedToken
 * @notice Test only: a legitimate fee-free token whose owner stays, with one harmless power (the
 * logo link the wallets show). The safety check must not call it a danger.
 */
contract LegitOwnedToken is TrapPairToken {
    string public logoUri;

    event LogoUpdated(string uri);

    constructor(uint256 supply, address factory, address wrappedNative)
        TrapPairToken("Fair Owned", "FOWN", supply, factory, wrappedNative)
    {}

    /// @notice Sets the logo link.
    function setLogoUri(string calldata uri) external onlyOwner {
        logoUri = uri;
        emit LogoUpdated(uri);
    }
}
