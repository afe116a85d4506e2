import {
  type Client,
  type Hex,
  HttpRequestError,
  LimitExceededRpcError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem'
import { call } from 'viem/actions'
import { walkCauses } from '../errors/walkCauses.ts'
import type { ContractBuild } from './contractBuild.ts'

/** Which of the opcodes that separate the builds a node executes. */
export type EvmProbe = {
  /** PUSH0 (shanghai, EIP-3855). */
  push0: boolean
  /** TSTORE / TLOAD (cancun, EIP-1153). */
  tstore: boolean
  /** MCOPY (cancun, EIP-5656). */
  mcopy: boolean
}

/**
 * Creation codes run with `eth_call` (no `to`): each writes the byte 0x01 to memory and returns it
 * as the "deployed code", so a node that runs the code answers `0x01`. Only the probed opcode is
 * new; everything else is PUSH1, MSTORE8 and RETURN, which every EVM runs.
 */
export const evmProbeCodes = {
  // PUSH1 1, PUSH1 0, MSTORE8, PUSH1 1, PUSH1 0, RETURN
  baseline: '0x600160005360016000f3',
  // PUSH1 1, PUSH0, MSTORE8, PUSH1 1, PUSH0, RETURN
  push0: '0x60015f5360015ff3',
  // PUSH1 1, PUSH1 0, TSTORE (slot 0 = 1), PUSH1 0, TLOAD, PUSH1 0, MSTORE8, PUSH1 1, PUSH1 0, RETURN
  tstore: '0x600160005d60005c60005360016000f3',
  // PUSH1 1, PUSH1 32, MSTORE8, PUSH1 1, PUSH1 32, PUSH1 0, MCOPY (memory[0] = memory[32]),
  // PUSH1 1, PUSH1 0, RETURN
  mcopy: '0x60016020536001602060005e60016000f3',
} as const satisfies Record<string, Hex>

/**
 * A failure of the request rather than of the code: no answer, a timeout, a rate limit (HTTP 429,
 * JSON-RPC -32005). Such a failure says nothing about the EVM, so the probe throws it.
 */
function isTransportFailure(error: unknown): boolean {
  return (
    walkCauses(
      error,
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof WebSocketRequestError ||
        cause instanceof LimitExceededRpcError ||
        (cause as { code?: unknown }).code === LimitExceededRpcError.code,
    ) !== null
  )
}

/**
 * Runs one probe code; true when the node answered the expected byte, false when it refused to
 * run it (an invalid opcode fails the call). A request that failed is thrown.
 */
async function runs(client: Client, data: Hex): Promise<boolean> {
  try {
    const { data: returned } = await call(client, { data })
    return returned === '0x01'
  } catch (error) {
    if (isTransportFailure(error)) throw error
    return false
  }
}

/**
 * Asks the node which of PUSH0, TSTORE and MCOPY it executes (three `eth_call`s with creation code,
 * no transaction, no gas spent). A node that cannot run even the baseline code (the RPC is down or
 * refuses calls without `to`) is an error, thrown as the baseline call's failure, and so is a probe
 * call that failed as a request (timeout, rate limit): the probe must not mistake an outage or a
 * busy public RPC for an old EVM.
 *
 * @example
 * await probeEvm(publicClient) // { push0: true, tstore: true, mcopy: true } on a cancun chain
 */
export async function probeEvm(client: Client): Promise<EvmProbe> {
  const { data } = await call(client, { data: evmProbeCodes.baseline })
  if (data !== '0x01') throw new Error(`The node answered ${data} to the EVM probe's baseline call`)
  const [push0, tstore, mcopy] = await Promise.all([
    runs(client, evmProbeCodes.push0),
    runs(client, evmProbeCodes.tstore),
    runs(client, evmProbeCodes.mcopy),
  ])
  return { push0, tstore, mcopy }
}

/**
 * The newest build a node runs: cancun needs all three opcodes, london none of them.
 *
 * @example
 * buildForProbe({ push0: true, tstore: false, mcopy: false }) // 'london' (a shanghai chain)
 */
export function buildForProbe(probe: EvmProbe): ContractBuild {
  return probe.push0 && probe.tstore && probe.mcopy ? 'cancun' : 'london'
}
