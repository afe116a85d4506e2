import { encodeErrorResult, type Hex } from 'viem'

const errorAbi = { type: 'error', name: 'Error', inputs: [{ name: 'reason', type: 'string' }] } as const

/**
 * Init code that reverts with `Error(reason)` (the reason's ABI encoding written to memory, then
 * REVERT): sent as a call without `to`, a revert with that reason as a node and viem report it.
 *
 * @example
 * await client.call({ data: revertingInitCode('Rate limit exceeded') }) // rejects: execution reverted: Rate limit exceeded
 */
export function revertingInitCode(reason: string): Hex {
  const data = encodeErrorResult({ abi: [errorAbi], errorName: 'Error', args: [reason] }).slice(2)
  let code = ''
  for (let offset = 0; offset < data.length / 2; offset += 32) {
    const word = data.slice(offset * 2, offset * 2 + 64).padEnd(64, '0')
    // PUSH32 word, PUSH2 offset, MSTORE
    code += `7f${word}61${offset.toString(16).padStart(4, '0')}52`
  }
  // PUSH2 length, PUSH1 0, REVERT
  return `0x${code}61${(data.length / 2).toString(16).padStart(4, '0')}6000fd`
}
