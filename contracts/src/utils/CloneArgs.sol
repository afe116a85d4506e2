// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title CloneArgs
 * @notice EIP-1167 clones that carry immutable arguments after the proxy code: the runtime is the
 * 45-byte minimal proxy (which forwards every call to the implementation by DELEGATECALL, and
 * never runs the bytes after it) followed by `args`, which the implementation reads from its own
 * code ({wordAt}). The layout is OpenZeppelin's (`Clones.cloneDeterministicWithImmutableArgs`, 5.2
 * on), whose release for the london build (5.1.0, the newest without MCOPY) has no such clone: this
 * library builds the same code in both builds.
 *
 * Arguments cost 200 gas a byte once, at the creation, and about 100 to read a word; a storage
 * word costs 22,100 to fill and 2,100 to read cold.
 */
library CloneArgs {
    /// @notice Where the arguments start in a clone's code: after the 45-byte proxy.
    uint256 internal constant ARGS_OFFSET = 45;

    /// @notice The CREATE2 failed: the address is taken (same implementation, arguments and salt).
    error CloneArgsDeployFailed();
    /// @notice The arguments would make the runtime longer than a clone's creation code allows.
    error CloneArgsTooLong(uint256 length);

    /// @notice Creates a clone of `implementation` carrying `args`, at {predict}'s address.
    function deploy(address implementation, bytes memory args, bytes32 salt) internal returns (address instance) {
        bytes memory code = creationCode(implementation, args);
        assembly ("memory-safe") {
            instance := create2(0, add(code, 0x20), mload(code), salt)
        }
        if (instance == address(0)) revert CloneArgsDeployFailed();
    }

    /// @notice The address {deploy} gives `implementation`, `args` and `salt` when `deployer` calls it.
    function predict(address implementation, bytes memory args, bytes32 salt, address deployer)
        internal
        pure
        returns (address)
    {
        bytes32 hash = keccak256(
            abi.encodePacked(bytes1(0xff), deployer, salt, keccak256(creationCode(implementation, args)))
        );
        return address(uint160(uint256(hash)));
    }

    /// @notice The creation code: `PUSH2 size, RETURNDATASIZE, DUP2, PUSH1 10, RETURNDATASIZE,
    /// CODECOPY, RETURN` (copy the runtime that follows these 10 bytes and return it), then the
    /// runtime: the EIP-1167 proxy of `implementation` and `args`.
    function creationCode(address implementation, bytes memory args) internal pure returns (bytes memory) {
        uint256 size = ARGS_OFFSET + args.length;
        if (size > type(uint16).max) revert CloneArgsTooLong(args.length);
        return abi.encodePacked(
            hex"61",
            uint16(size),
            hex"3d81600a3d39f3363d3d373d3d3d363d73",
            implementation,
            hex"5af43d82803e903d91602b57fd5bf3",
            args
        );
    }

    /// @notice The 32 bytes of the running clone's arguments from `offset` (zeros past their end):
    /// call it from the implementation's code, which a clone runs by DELEGATECALL.
    function wordAt(uint256 offset) internal view returns (bytes32 word) {
        assembly ("memory-safe") {
            extcodecopy(address(), 0, add(ARGS_OFFSET, offset), 32)
            word := mload(0)
        }
    }
}
