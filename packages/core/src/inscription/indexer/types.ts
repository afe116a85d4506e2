import type { Address, Hash, Hex } from 'viem'
import type { Inscription } from '../types.ts'

/** One transaction as the indexer needs it: who sent what to whom, and whether it succeeded. */
export type InscriptionSourceTransaction = {
  hash: Hash
  /** Position in its block. */
  index: number
  from: Address
  /** Null for a contract creation (never an inscription). */
  to: Address | null
  /** The transaction's data. */
  input: Hex
  /** The receipt's status; failed transactions inscribe nothing. */
  success: boolean
}

/**
 * One log of a block whose first topic is {@link esip3CreationTopic}, as the node returned it: the
 * rules decode it ({@link readBlockInscriptions}), so a log that only borrows the topic (another
 * shape, data that is not one ABI string) is left out there, where it is tested.
 */
export type InscriptionSourceLog = {
  transactionHash: Hash
  transactionIndex: number
  /** Position in its block (logs are numbered across the whole block). */
  logIndex: number
  /** The contract that emitted it. */
  address: Address
  topics: readonly Hex[]
  data: Hex
}

/**
 * One block as the indexer needs it, transactions in block order, and its ESIP-3 creation logs.
 * Logs exist only for successful transactions: a reverted call's events are gone with it.
 */
export type InscriptionSourceBlock = {
  number: bigint
  hash: Hash
  parentHash: Hash
  transactions: readonly InscriptionSourceTransaction[]
  logs: readonly InscriptionSourceLog[]
}

/**
 * keccak256("ethscriptions_protocol_CreateEthscription(address,string)"): the topic of ESIP-3's
 * creation event, which a contract emits to inscribe (TokenBox's BulkInscriber does).
 */
export const esip3CreationTopic = '0x665fba0baf3dc33e9943340197893ac16f56482c2defb8de60f944987fee451c' as Hex

/** A deployed tick and its figures. Addresses in lower case. */
export type InscriptionTick = {
  p: string
  tick: string
  max: bigint
  lim: bigint
  minted: bigint
  /** Addresses with a balance above 0. */
  holders: number
  deployer: Address
  deployTx: Hash
  deployBlock: bigint
}

/**
 * What the indexer knows: ticks by {@link inscriptionTickKey}, balances above 0 by
 * {@link inscriptionBalanceKey} (an address without an entry holds 0). The server keeps the whole
 * state in its database and hands the rules only the entries a batch of blocks touches
 * ({@link inscriptionKeysOfBlocks}).
 */
export type InscriptionIndexState = {
  ticks: ReadonlyMap<string, InscriptionTick>
  balances: ReadonlyMap<string, bigint>
}

/** A token item of the item model: which token and mint number it is, and who owns it. Lower case. */
export type InscriptionItem = { tickKey: string; itemId: bigint; owner: Address; previousOwner: Address }

/**
 * The whole index of both token models ({@link InscriptionIndexState} plus the item model's part):
 * the SHA-256 of every ethscription content seen (uniqueness) and the token items by ethscription
 * id. A store loads only the entries a batch touches (`inscriptionIndexKeysOf`).
 */
export type InscriptionIndexerState = InscriptionIndexState & {
  contents: ReadonlySet<Hex>
  items: ReadonlyMap<Hash, InscriptionItem>
}

/** A balance an effect changed: its value before and after (0 when there is no entry). */
export type InscriptionBalanceChange = { key: string; address: Address; before: bigint; after: bigint }

/**
 * One inscription that counted, with everything it changed as before/after values: applying
 * `after` values is how the server stores it, putting back `before` values (newest first) is how
 * a reorg undoes it ({@link revertInscriptionEffects}).
 */
export type InscriptionEffect = {
  op: Inscription['op']
  blockNumber: bigint
  txHash: Hash
  txIndex: number
  /**
   * Null for the transaction's calldata inscription, the log's index in the block for an ESIP-3
   * event: with `txHash`, what names one inscription (a transaction may carry many).
   */
  logIndex: number | null
  tickKey: string
  /** Undefined before a deploy. */
  tickBefore: InscriptionTick | undefined
  tickAfter: InscriptionTick
  balances: InscriptionBalanceChange[]
}

/**
 * Why a well-formed inscription in a successful transaction did not count:
 * - `notSelfSent`: a calldata deploy or mint not sent from an address to itself (an event's
 *   deploy or mint is always its `initialOwner`'s);
 * - `alreadyDeployed`: a deploy of a tick deployed before (first come wins);
 * - `notDeployed`: a mint or transfer of a tick not deployed before it;
 * - `aboveLimit`: a mint of more than the tick's `lim`;
 * - `fullyMinted`: a mint after `minted` reached `max`;
 * - `selfTransfer`: a transfer without another recipient (to itself, or a contract creation; an
 *   event's `initialOwner` equal to the emitting contract);
 * - `insufficientBalance`: a transfer of more than the sender (an event's emitting contract) holds.
 */
export type InscriptionIgnoredReason =
  | 'notSelfSent'
  | 'alreadyDeployed'
  | 'notDeployed'
  | 'aboveLimit'
  | 'fullyMinted'
  | 'selfTransfer'
  | 'insufficientBalance'

/** `logIndex` as in {@link InscriptionEffect}: null for calldata, the log's index for an event. */
export type InscriptionIgnored = {
  txHash: Hash
  txIndex: number
  logIndex: number | null
  reason: InscriptionIgnoredReason
}

/**
 * The key of a tick in {@link InscriptionIndexState}: `p` cannot hold `:`, so the first `:` splits it.
 *
 * @example
 * inscriptionTickKey('bsc-20', 'bnbs') // 'bsc-20:bnbs'
 */
export function inscriptionTickKey(p: string, tick: string): string {
  return `${p}:${tick}`
}

/**
 * A tick key split back into its protocol and tick (`p` cannot hold `:`, so the first one splits it).
 *
 * @example
 * splitTickKey('bsc-20:bnbs') // { p: 'bsc-20', tick: 'bnbs' }
 */
export function splitTickKey(tickKey: string): { p: string; tick: string } {
  const at = tickKey.indexOf(':')
  return { p: tickKey.slice(0, at), tick: tickKey.slice(at + 1) }
}

/**
 * The key of a balance: the lower-case address (always 42 characters), then the tick key.
 *
 * @example
 * inscriptionBalanceKey('bsc-20:bnbs', '0xAbC…') // '0xabc…:bsc-20:bnbs'
 */
export function inscriptionBalanceKey(tickKey: string, address: Address): string {
  return `${address.toLowerCase()}:${tickKey}`
}
