import type { Address } from 'viem'
import { backendGet } from '../request/backendGet.ts'
import type { ReplyEnvelope } from '../request/types.ts'
import {
  type ExplorerCreationAnswer,
  explorerCreationPath,
  type ThroughServerParameters,
} from './explorerReadApi.ts'

/**
 * The block in which the contract at `address` was created, as the chain's explorer knows it
 * (`GET /api/v1/web/explorer/creation`, Etherscan's `getcontractcreation` with the server's key):
 * what `findDeploymentBlock` finds on an archive node, for the public nodes that keep no old
 * state. Undefined when the explorer knows no creation; a refusal rejects with the server's
 * HttpStatusError.
 *
 * @example
 * const fromBlock = (await readCreationBlockThroughServer({ chainId: 56 }, token).catch(() => undefined)) ?? 0n
 */
export async function readCreationBlockThroughServer(
  through: ThroughServerParameters,
  address: Address,
  signal?: AbortSignal | undefined,
): Promise<bigint | undefined> {
  const { chainId, baseUrl, requestOptions } = through
  const reply = await backendGet<ReplyEnvelope<ExplorerCreationAnswer>>(
    explorerCreationPath,
    { chainId, address },
    { ...requestOptions, baseUrl, signal: signal ?? requestOptions?.signal },
  )
  const block = reply.data?.blockNumber
  return typeof block === 'string' && /^[0-9]{1,16}$/.test(block) ? BigInt(block) : undefined
}
