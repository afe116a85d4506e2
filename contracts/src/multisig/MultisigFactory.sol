// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {MultisigWallet} from "./MultisigWallet.sol";

/**
 * @title MultisigFactory
 * @notice Creates TokenBox multisig wallets as EIP-1167 clones of one {MultisigWallet}
 * implementation that this factory deploys (and that is locked: it can never be initialised). One
 * factory per chain (the catalogue's `multisig`); no owner, no fee.
 *
 * Addresses are predictable: CREATE2 with the salt `keccak256(abi.encode(creator, salt))`, so only
 * the creator can take the address {predictAddress} announced (nobody can front-run it), and the
 * same creator gets a new address by choosing another `salt`. A clone is created and initialised in
 * the same transaction, so nobody can initialise it in between.
 */
contract MultisigFactory {
    /// @notice The wallet code every clone delegates to.
    address public immutable implementation;
    /// @notice The block this factory was deployed in (where a search for its wallets starts).
    uint256 public immutable deploymentBlock;

    /// @notice `creator` created `wallet` with these signers and threshold.
    event WalletCreated(
        address indexed wallet, address indexed creator, address[] signers, uint256 threshold, bytes32 salt
    );

    constructor() {
        implementation = address(new MultisigWallet());
        deploymentBlock = block.number;
    }

    /**
     * @notice Creates and initialises a wallet at {predictAddress}(msg.sender, salt).
     * @dev Requirements: the signer and threshold rules of {MultisigWallet-initialize}; this creator
     * has not used `salt` before (CREATE2 fails otherwise: OpenZeppelin's `FailedDeployment`).
     * Emits {WalletCreated} (and the wallet's {SignerAdded} / {ThresholdChanged}).
     * @return wallet the new wallet.
     */
    function createWallet(address[] calldata signers, uint256 threshold, bytes32 salt)
        external
        returns (address wallet)
    {
        wallet = Clones.cloneDeterministic(implementation, _creatorSalt(msg.sender, salt));
        MultisigWallet(payable(wallet)).initialize(signers, threshold);
        emit WalletCreated(wallet, msg.sender, signers, threshold, salt);
    }

    /// @notice The address {createWallet} gives `creator` for `salt` (whether or not it exists yet).
    function predictAddress(address creator, bytes32 salt) external view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _creatorSalt(creator, salt));
    }

    function _creatorSalt(address creator, bytes32 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(creator, salt));
    }
}
