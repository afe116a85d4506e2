// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @title TrapProxy
 * @notice Test only: an EIP-1967 upgradeable proxy in front of a token's logic. Its admin (kept in
 * the EIP-1967 admin slot) can swap the logic at any time with `upgradeTo`: whatever the token
 * does today, it can do anything tomorrow. Kept free of OpenZeppelin's proxy so that the cancun and
 * london builds (two OpenZeppelin versions) share one ABI.
 */
contract TrapProxy {
    /// @dev keccak256("eip1967.proxy.implementation") - 1
    bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    /// @dev keccak256("eip1967.proxy.admin") - 1
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    event Upgraded(address indexed implementation);
    event AdminChanged(address previousAdmin, address newAdmin);

    error TrapProxyNotAdmin(address caller);
    error TrapProxyCallFailed();

    constructor(address logic, address admin, bytes memory data) {
        assembly ("memory-safe") {
            sstore(IMPLEMENTATION_SLOT, logic)
            sstore(ADMIN_SLOT, admin)
        }
        emit Upgraded(logic);
        emit AdminChanged(address(0), admin);
        if (data.length > 0) {
            (bool ok,) = logic.delegatecall(data);
            if (!ok) revert TrapProxyCallFailed();
        }
    }

    /// @notice Replaces the logic; only the admin.
    function upgradeTo(address logic) external {
        address admin;
        assembly ("memory-safe") {
            admin := sload(ADMIN_SLOT)
        }
        if (msg.sender != admin) revert TrapProxyNotAdmin(msg.sender);
        assembly ("memory-safe") {
            sstore(IMPLEMENTATION_SLOT, logic)
        }
        emit Upgraded(logic);
    }

    fallback() external payable {
        assembly {
            let logic := sload(IMPLEMENTATION_SLOT)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), logic, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) { revert(0, returndatasize()) }
            return(0, returndatasize())
        }
    }
}
