import { backendGet } from '@tokenbox/core/request/backendGet.ts'
import type { BackendRequestOptions, ReplyEnvelope } from '@tokenbox/core/request/types.ts'

/** The VIP lookup path of spec 000 section 7. */
export const vipInfoPath = '/api/v1/web/vip/info'

/**
 * Asks the server for the VIP level of `address` on chain `chainId` (GET /api/v1/web/vip/info,
 * read as `data.vip`). Rejects on any failure, including an answer without a level.
 *
 * @example
 * const level = await fetchVipLevel('0x7099…79C8', 56) // 0 when the address has none
 */
export async function fetchVipLevel(
  address: string,
  chainId: number,
  options: BackendRequestOptions = {},
): Promise<number> {
  const reply = await backendGet<ReplyEnvelope<{ vip?: unknown }>>(
    vipInfoPath,
    { address, chain: chainId },
    options,
  )
  const level = reply.data?.vip
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0) {
    throw new Error(`The VIP lookup answered without a level: ${JSON.stringify(reply.data)}`)
  }
  return level
}
