import { walkCauses } from './walkCauses.ts'

/**
 * viem's names for a contract's own answer to a read: it reverted, it answered no data (no such
 * function, or no code at the address), or what it answered does not decode as the ABI says.
 */
const refusalNames = new Set([
  'ContractFunctionRevertedError',
  'ContractFunctionZeroDataError',
  'ExecutionRevertedError',
  'AbiDecodingZeroDataError',
  'AbiDecodingDataSizeTooSmallError',
  'AbiDecodingOffsetOutOfBoundsError',
  'InvalidBytesBooleanError',
  // A word read as a dynamic value's offset that points nowhere (a bytes32 answer read as a string).
  'IntegerOutOfRangeError',
  'PositionOutOfBoundsError',
  'SliceOffsetOutOfBoundsError',
])

/**
 * Whether a failed read is the contract's answer ("this is not that contract": a revert, no such
 * function, no code) rather than a failure to ask (the node unreachable, timed out, over a limit,
 * or any other error). It walks the whole cause chain.
 *
 * @example
 * isContractRefusal(await client.readContract({ address: wallet, abi: erc20Abi, functionName: 'decimals' }).catch((e) => e)) // true
 */
export function isContractRefusal(error: unknown): boolean {
  return (
    walkCauses(error, (link) => {
      if (typeof link !== 'object' || link === null) return false
      const { name, code } = link as { name?: unknown; code?: unknown }
      // JSON-RPC 3 is "execution reverted" with data (EIP-1474 as geth, anvil and Hardhat send it).
      return refusalNames.has(String(name)) || (name === 'RpcRequestError' && code === 3)
    }) !== null
  )
}

/**
 * A `.catch` handler for readers that turn "not this contract" into a value: `fallback` when the
 * contract refused (see {@link isContractRefusal}), the error again otherwise, so a screen says the
 * node failed instead of saying the contract is something else.
 *
 * @example
 * const sale = await client.readContract({ address, abi, functionName: 'terms' }).catch(whenContractRefuses(null))
 */
export function whenContractRefuses<const T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isContractRefusal(error)) return fallback
    throw error
  }
}
