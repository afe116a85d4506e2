import { type Address, getAbiItem, type PublicClient } from 'viem'
import { launchpadFactoryAbi } from '../contracts/LaunchpadFactory.abi.ts'
import { type CreatedListParameters, listCreatedEntries } from '../logs/listFactoryCreations.ts'
import type { PresaleMode } from './presaleDraft.ts'
import { matchesPresaleFilter, type PresaleLabel, type PresaleListFilter } from './presaleState.ts'
import { readPresale } from './readPresale.ts'

const presaleCreated = getAbiItem({ abi: launchpadFactoryAbi, name: 'PresaleCreated' })

/** One presale of the list. */
export type PresaleListEntry = {
  address: Address
  token: Address
  symbol: string
  mode: PresaleMode
  label: PresaleLabel
  progressBps: number
  /** Raised in the caps' unit, and the cap it is measured against (a fair launch: the soft cap). */
  sold: bigint
  cap: bigint
  capDecimals: number
  /** The caps' unit: the token's symbol, or the coin's in a fair launch. */
  capUnit: string
  contributors: bigint
  creator: Address
}

export type ListPresalesParameters = CreatedListParameters<PresaleListEntry> & {
  filter?: PresaleListFilter | undefined
  /** Token address (exact) or symbol (case-insensitive, part of it). */
  search?: string | undefined
  /** Only presales this account has coin in (or tokens from): "my contributions". */
  contributor?: Address | undefined
}

/**
 * The chain's presales, newest first, from the launchpad factory's `PresaleCreated` events (only
 * that factory's address: nobody else can add one), each read with readPresale and kept when its
 * label matches the filter (ALL, In PROGRESS, OVER, or one label), its token matches the search,
 * and, for "my contributions", the contributor has a position in it.
 *
 * @example
 * await listPresales(publicClient, { factory, fromBlock: 0n, filter: 'inProgress' })
 */
export async function listPresales(
  client: PublicClient,
  parameters: ListPresalesParameters,
): Promise<PresaleListEntry[]> {
  const { filter = 'all', contributor } = parameters
  const search = parameters.search?.trim().toLowerCase() ?? ''
  return listCreatedEntries(client, {
    ...parameters,
    event: presaleCreated,
    created: (log) => log.args.presale,
    entryOf: async (presale): Promise<PresaleListEntry | null> => {
      const state = await readPresale(client, { presale, account: contributor })
      if (!state || !matchesPresaleFilter(state.label, filter)) return null
      if (search && state.token.toLowerCase() !== search && !state.symbol.toLowerCase().includes(search))
        return null
      if (
        contributor &&
        !(state.position?.contributed.some((amount) => amount > 0n) || (state.position?.tokens ?? 0n) > 0n)
      )
        return null
      const fair = state.mode === 'fairLaunch'
      return {
        address: state.address,
        token: state.token,
        symbol: state.symbol,
        mode: state.mode,
        label: state.label,
        progressBps: state.progressBps,
        sold: state.sold,
        cap: fair ? state.softCap : state.hardCap,
        capDecimals: fair ? (state.payCoins[0]?.decimals ?? 18) : state.decimals,
        capUnit: fair ? (state.payCoins[0]?.symbol ?? '') : state.symbol,
        contributors: state.contributors,
        creator: state.creator,
      }
    },
  })
}
