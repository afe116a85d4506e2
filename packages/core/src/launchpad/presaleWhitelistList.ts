import {
  type Address,
  encodeEventTopics,
  getAbiItem,
  getAddress,
  isAddress,
  isAddressEqual,
  type Log,
  type PublicClient,
  parseEventLogs,
  zeroHash,
} from 'viem'
import { launchpadFactoryAbi } from '../contracts/LaunchpadFactory.abi.ts'
import { presaleAbi } from '../contracts/Presale.abi.ts'
import { listBlockWindow, logRequestBlocks } from '../logs/listWindow.ts'
import { scanLogs } from '../logs/scanLogs.ts'
import { buildWhitelistTree, type WhitelistEntry, type WhitelistTree } from './presaleWhitelistTree.ts'

const presaleCreated = getAbiItem({ abi: launchpadFactoryAbi, name: 'PresaleCreated' })

/**
 * The creation's `metadata` (emitted with PresaleCreated) carrying a Merkle whitelist: one address
 * list per tier, `{"whitelist":[["0x…",…],[…]]}`. Decision: the list is published on-chain in the
 * creation's own event data, not kept by the server or a file the creator hosts: whoever can read
 * the chain can rebuild every proof, for as long as the chain keeps its logs, and no server or
 * link can lose or alter it (the sale page checks the rebuilt root against the presale's).
 *
 * @example
 * encodePresaleMetadata({ whitelist: [{ account: alice, tier: 0 }] }) // '{"whitelist":[["0x…"]]}'
 */
export function encodePresaleMetadata({
  whitelist,
}: {
  whitelist?: readonly WhitelistEntry[] | undefined
}): string {
  if (!whitelist?.length) return ''
  const tierCount = Math.max(...whitelist.map((entry) => entry.tier)) + 1
  const tiers = Array.from({ length: tierCount }, (_, tier) =>
    whitelist.filter((entry) => entry.tier === tier).map((entry) => entry.account),
  )
  return JSON.stringify({ whitelist: tiers })
}

/** The whitelist a creation's metadata carries; undefined when it carries none or is malformed. */
export function decodePresaleWhitelist(metadata: string): WhitelistEntry[] | undefined {
  try {
    const parsed = JSON.parse(metadata) as { whitelist?: unknown }
    if (!Array.isArray(parsed.whitelist)) return undefined
    const entries: WhitelistEntry[] = []
    parsed.whitelist.forEach((accounts: unknown, tier) => {
      if (!Array.isArray(accounts)) throw new Error('tier is not a list')
      for (const account of accounts) {
        if (typeof account !== 'string' || !isAddress(account)) throw new Error('not an address')
        entries.push({ account: getAddress(account), tier })
      }
    })
    return entries
  } catch {
    return undefined
  }
}

export type PresaleWhitelistList = { entries: WhitelistEntry[]; tree: WhitelistTree }

/**
 * A Merkle-whitelisted presale's published list and its tree, for the sale page to build the
 * connected buyer's proof: the presale's root and factory, then the factory's PresaleCreated event of
 * this presale (from `fromBlock`, in chunks public RPCs answer), its metadata decoded. Null when the
 * presale stores its whitelist instead (no root); throws when the list is not found or does not
 * rebuild the presale's root (nobody can then prove a place: buyers wait for the public time).
 *
 * @example
 * const list = await readPresaleWhitelist(publicClient, { presale })
 * const place = list?.tree.proofOf(account) // { tier, proof } or undefined
 */
export async function readPresaleWhitelist(
  client: PublicClient,
  window: { presale: Address; fromBlock?: bigint | undefined; toBlock?: bigint | undefined },
): Promise<PresaleWhitelistList | null> {
  const { presale } = window
  const info = await client.readContract({ address: presale, abi: presaleAbi, functionName: 'info' })
  const root = info.config.merkleRoot
  if (root === zeroHash) return null
  // The last 100,000 blocks when the caller names no window (core's listBlockWindow).
  const { fromBlock, toBlock } = await listBlockWindow(client, window)
  // The presale is an indexed argument: the filter answers its one log, so the adaptive scan
  // (range limits, rate limits: scanLogs) reads the window in as few requests as the endpoint allows.
  const logs = parseEventLogs({
    abi: [presaleCreated],
    logs: (await scanLogs(
      client,
      { address: info.factory, topics: encodeEventTopics({ abi: [presaleCreated], args: { presale } }) },
      { fromBlock, toBlock, initialChunk: logRequestBlocks },
    )) as unknown as Log[],
  })
  const log = logs.find(
    (candidate) => candidate.args.presale && isAddressEqual(candidate.args.presale, presale),
  )
  if (log) {
    const entries = decodePresaleWhitelist(log.args.metadata ?? '')
    const tree = entries && buildWhitelistTree(entries)
    if (!entries || !tree || tree.root !== root)
      throw new Error(`The whitelist published for ${presale} does not match its Merkle root`)
    return { entries, tree }
  }
  throw new Error(`No published whitelist found for ${presale}`)
}
