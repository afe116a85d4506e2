import type { Address } from 'viem'
import { HttpStatusError } from '../errors/request.ts'
import { backendGet } from '../request/backendGet.ts'
import type { ReplyEnvelope } from '../request/types.ts'
import {
  type ExplorerVerifiedAnswer,
  explorerReadCodes,
  explorerVerifiedPath,
  type ThroughServerParameters,
} from './explorerReadApi.ts'
import { sleep } from './sleep.ts'

export type ReadVerifiedThroughServerParameters = ThroughServerParameters & {
  /** Wait before the one retry after the explorer's own rate limit (default 1,100 ms). */
  rateLimitRetryMs?: number | undefined
}

/**
 * Asks the TokenBox server's explorer proxy (`GET /api/v1/web/explorer/verified`, Etherscan's
 * `getsourcecode` with the server's key, cached there) whether contracts' sources are verified:
 * lower-case address -> true / false. Contracts it could not answer for are left out (unknown),
 * never reported unverified, as `readExplorerVerified` does for a keyless explorer.
 *
 * Decisions:
 * - Four requests at a time: the server caches answers, but a cold cache reaches the explorer,
 *   whose free tier allows about 5 calls a second per key.
 * - The explorer's rate limit (429 `explorer.rateLimited`) is retried once after about a second,
 *   its window; the server's own per-client limit (`request.rateLimited`) is not, its window is
 *   a minute and the scan should not stall that long for a tag.
 *
 * @example
 * const verified = await readVerifiedThroughServer({ chainId: 56 }, [router, unknownSpender])
 * verified.get(router.toLowerCase()) // true
 */
export async function readVerifiedThroughServer(
  parameters: ReadVerifiedThroughServerParameters,
  contracts: readonly Address[],
): Promise<Map<string, boolean>> {
  const { chainId, baseUrl, requestOptions, rateLimitRetryMs = 1_100 } = parameters
  const verified = new Map<string, boolean>()
  const read = (address: Address) =>
    backendGet<ReplyEnvelope<ExplorerVerifiedAnswer>>(
      explorerVerifiedPath,
      { chainId, address },
      { ...requestOptions, baseUrl },
    )
  const ask = async (address: Address) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const reply = await read(address)
        if (typeof reply.data?.verified === 'boolean')
          verified.set(address.toLowerCase(), reply.data.verified)
        return
      } catch (error) {
        const explorerLimited =
          error instanceof HttpStatusError && error.serverMessage === explorerReadCodes.explorerRateLimited
        if (!explorerLimited || requestOptions?.signal?.aborted) return
        await sleep(rateLimitRetryMs, requestOptions?.signal)
      }
    }
  }
  for (let index = 0; index < contracts.length; index += 4) {
    await Promise.all(contracts.slice(index, index + 4).map(ask))
  }
  return verified
}
