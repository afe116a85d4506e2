import { type Address, type PublicClient, zeroAddress } from 'viem'
import type { SwapEntry, TokenEntry } from '../chains/types.ts'
import { normalTokenAbi } from '../contracts/NormalToken.abi.ts'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.abi.ts'
import type { TokenDetails } from './readTokenDetails.ts'
import { isTradingTemplate } from './tokenTemplates.ts'

/**
 * Why an owner should not renounce now. Each is a restriction that stops holders today and that
 * the contracts lift only while the token has no owner: renouncing for good over it leaves a token
 * whose public flags still read "paused" or "whitelist only" (scanners flag it, buyers distrust it);
 * renouncing until a date over it brings the restriction back with the returning owner, which is
 * exactly the trick a timed renounce must never hide. So the screen asks the owner to lift it first.
 * - `paused`: transfers are paused;
 * - `whitelistOnly`: only whitelisted accounts may transfer;
 * - `tradingNotOpen`: a trading template whose trading has not started (or starts later);
 * - `pairBlacklisted`: a pool of the token on one of the chain's exchanges is blacklisted.
 */
export type RenounceBlocker = 'paused' | 'whitelistOnly' | 'tradingNotOpen' | 'pairBlacklisted'

/**
 * The restrictions that should be lifted before `details`' owner renounces (for good or until a
 * date), in display order; empty when renouncing is fine. `blacklistedPairs` comes from
 * {@link readBlacklistedPairs} (normal tokens; a trading template's market pairs cannot be
 * blacklisted, its contract refuses).
 *
 * @example
 * renounceBlockers(details, await readBlacklistedPairs(client, { token, swaps, quotes })) // ['paused']
 */
export function renounceBlockers(
  details: TokenDetails,
  blacklistedPairs: readonly Address[] = [],
): RenounceBlocker[] {
  if (details.owner === zeroAddress) return []
  const { settings } = details
  const blockers: RenounceBlocker[] = []
  if (settings.paused === true) blockers.push('paused')
  if (settings.whitelistOnly === true) blockers.push('whitelistOnly')
  // With an owner, tradingOpen() is true only once the start time has come.
  if (isTradingTemplate(details.template) && settings.tradingOpen === false) blockers.push('tradingNotOpen')
  if (blacklistedPairs.length > 0) blockers.push('pairBlacklisted')
  return blockers
}

/**
 * The pools of a normal token on the chain's exchanges (against each of the chain's offered coins
 * and its wrapped native coin) that the token's blacklist holds. Only normal tokens with the
 * blacklist option can blacklist a pool; any other token answers an empty list without a read.
 * A pool that does not exist is skipped; a failed read throws (the screen says the network failed
 * rather than "nothing blacklisted").
 *
 * @example
 * await readBlacklistedPairs(client, { details, swaps: entry.swaps, quotes: entry.tokens }) // ['0xPair…']
 */
export async function readBlacklistedPairs(
  client: PublicClient,
  parameters: {
    details: TokenDetails
    swaps: readonly Pick<SwapEntry, 'factory'>[]
    quotes: readonly Pick<TokenEntry, 'address'>[]
  },
): Promise<Address[]> {
  const { details, swaps, quotes } = parameters
  if (details.template !== 'normal' || details.settings.blacklistEnabled !== true) return []
  const token = details.address
  const coins = [...new Set(quotes.map((quote) => quote.address.toLowerCase()))].filter(
    (coin) => coin !== zeroAddress && coin !== token.toLowerCase(),
  ) as Address[]
  const pairs = await Promise.all(
    swaps.flatMap((swap) =>
      coins.map((coin) =>
        client.readContract({
          address: swap.factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [token, coin],
        }),
      ),
    ),
  )
  const existing = [...new Set(pairs.filter((pair) => pair !== zeroAddress))]
  const listed = await Promise.all(
    existing.map((pair) =>
      client.readContract({
        address: token,
        abi: normalTokenAbi,
        functionName: 'isBlacklisted',
        args: [pair],
      }),
    ),
  )
  return existing.filter((_, index) => listed[index])
}
