import { type Address, type Hex, hexToBigInt, pad, toEventSelector } from 'viem'
import type { ScannedLog } from '../logs/scanLogs.ts'

/** `Approval(address,address,uint256)`: ERC20 (3 topics, value in data) and ERC721 (4 topics, tokenId indexed). */
export const approvalTopic: Hex = toEventSelector('Approval(address indexed,address indexed,uint256)')
/** `ApprovalForAll(address,address,bool)`: ERC721 and ERC1155 operators. */
export const approvalForAllTopic: Hex = toEventSelector(
  'ApprovalForAll(address indexed,address indexed,bool)',
)

/** A log as both eth_getLogs and an explorer's logs API give it (hex fields, lower-case addresses). */
export type RawApprovalLog = ScannedLog & {
  /** Block time in seconds, when the source gives it (explorers do; eth_getLogs does not). */
  timestamp?: bigint | undefined
}

/** What one approval log says, once decoded. */
export type ApprovalEvent = {
  /** `erc20`: an allowance; `erc721`: one NFT; `forAll`: every NFT of the collection (ERC721 or ERC1155). */
  kind: 'erc20' | 'erc721' | 'forAll'
  token: Address
  spender: Address
  /** ERC20: the allowance the log set. */
  value?: bigint | undefined
  /** ERC721: the NFT. */
  tokenId?: bigint | undefined
  /** ApprovalForAll: granted (true) or withdrawn (false); ERC721 Approval to the zero address is a clear. */
  approved: boolean
  blockNumber: bigint
  logIndex: number
  transactionHash: Hex
  timestamp?: bigint | undefined
}

const zeroAddress = '0x0000000000000000000000000000000000000000'

const topicAddress = (topic: Hex): Address => `0x${topic.slice(26).toLowerCase()}` as Address

/** The owner filter topic for eth_getLogs and explorer queries. */
export const ownerTopic = (owner: Address): Hex => pad(owner.toLowerCase() as Hex, { size: 32 })

/**
 * Decodes one approval log, or returns null for a log that only looks like one (wrong topic count,
 * malformed data). ERC20 and ERC721 share `Approval`'s signature: ERC721 indexes the tokenId, so
 * its log has 4 topics and no data; ERC20's has 3 topics and the value in 32 bytes of data.
 *
 * @example
 * const event = decodeApprovalLog(log) // { kind: 'erc20', spender, value, ... }
 */
export function decodeApprovalLog(log: RawApprovalLog): ApprovalEvent | null {
  const [topic0, , spenderTopic, tokenIdTopic] = log.topics
  const base = {
    token: log.address.toLowerCase() as Address,
    blockNumber: log.blockNumber,
    logIndex: log.logIndex,
    transactionHash: log.transactionHash,
    timestamp: log.timestamp,
  }
  if (!spenderTopic) return null
  const spender = topicAddress(spenderTopic)
  if (topic0 === approvalTopic) {
    if (log.topics.length === 3 && log.data.length === 66) {
      const value = hexToBigInt(log.data)
      return { ...base, kind: 'erc20', spender, value, approved: value > 0n }
    }
    if (log.topics.length === 4 && tokenIdTopic) {
      return {
        ...base,
        kind: 'erc721',
        spender,
        tokenId: hexToBigInt(tokenIdTopic),
        approved: spender !== zeroAddress,
      }
    }
    return null
  }
  if (topic0 === approvalForAllTopic && log.topics.length === 3 && log.data.length === 66) {
    return { ...base, kind: 'forAll', spender, approved: hexToBigInt(log.data) !== 0n }
  }
  return null
}

/**
 * The identity of an approval: later logs with the same key replace earlier ones. An ERC721
 * approval belongs to the NFT, not the spender (approving someone else replaces it), so its key
 * has no spender.
 */
export function approvalKey(event: Pick<ApprovalEvent, 'kind' | 'token' | 'spender' | 'tokenId'>): string {
  const token = event.token.toLowerCase()
  if (event.kind === 'erc721') return `erc721:${token}:${event.tokenId}`
  return `${event.kind}:${token}:${event.spender.toLowerCase()}`
}

/**
 * Reduces decoded logs to the latest state per approval (by block, then log index) and keeps only
 * those still granted by their latest log. What is left are candidates: the chain confirms them
 * (a transfer moves an NFT's approval without any Approval log; transferFrom spends allowances).
 *
 * @example
 * const candidates = latestApprovals(logs.map(decodeApprovalLog).filter((e) => e !== null))
 */
export function latestApprovals(events: readonly ApprovalEvent[]): ApprovalEvent[] {
  const latest = new Map<string, ApprovalEvent>()
  for (const event of events) {
    const key = approvalKey(event)
    const current = latest.get(key)
    if (
      !current ||
      event.blockNumber > current.blockNumber ||
      (event.blockNumber === current.blockNumber && event.logIndex > current.logIndex)
    ) {
      latest.set(key, event)
    }
  }
  return [...latest.values()].filter((event) => event.approved)
}
