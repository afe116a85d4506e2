// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @dev What a beacon answers: the logic its proxies run.
interface ILegacyProxyBeacon {
    function implementation() external view returns (address);
}

/**
 * @title LegacySlotProxy
 * @notice Test only: a proxy that keeps its logic (or, with `viaBeacon`, a beacon naming the logic)
 * in a storage slot chosen at deployment, as proxies did before EIP-1967 (zeppelinos'
 * keccak256("org.zeppelinos.proxy.implementation"), EIP-1822's keccak256("PROXIABLE")) and as
 * EIP-1967's beacon proxies do. The safety check must read the logic's powers behind any of them
 * (issue 75). It has no upgrade function of its own: the logic is what the slot says.
 */
contract LegacySlotProxy {
    bytes32 private immutable logicSlot;
    bool private immutable viaBeacon;

    error LegacySlotProxyCallFailed();

    constructor(bytes32 slot, address target, bool beacon, bytes memory data) {
        logicSlot = slot;
        viaBeacon = beacon;
        assembly ("memory-safe") {
            sstore(slot, target)
        }
        if (data.length > 0) {
            (bool ok,) = _logic(slot, beacon).delegatecall(data);
            if (!ok) revert LegacySlotProxyCallFailed();
        }
    }

    function _logic(bytes32 slot, bool beacon) private view returns (address logic) {
        assembly ("memory-safe") {
            logic := sload(slot)
        }
        if (beacon) logic = ILegacyProxyBeacon(logic).implementation();
    }

    fallback() external payable {
        address logic = _logic(logicSlot, viaBeacon);
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), logic, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) { revert(0, returndatasize()) }
            return(0, returndatasize())
        }
    }
}
