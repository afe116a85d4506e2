import type { Address, Hash, Hex } from 'viem'
import type {
  InscriptionSourceBlock,
  InscriptionSourceLog,
  InscriptionSourceTransaction,
} from '../indexer/types.ts'

/**
 * keccak256 of the three event signatures of the ethscriptions protocol (eth_transaction.rb):
 * - ESIP-3 `ethscriptions_protocol_CreateEthscription(address indexed initialOwner, string contentURI)`:
 *   a contract creates an ethscription for `initialOwner`;
 * - ESIP-1 `ethscriptions_protocol_TransferEthscription(address indexed recipient, bytes32 indexed ethscriptionId)`:
 *   a contract transfers an ethscription it owns;
 * - ESIP-2 `ethscriptions_protocol_TransferEthscriptionForPreviousOwner(address indexed previousOwner,
 *   address indexed recipient, bytes32 indexed ethscriptionId)`: the same, valid only while the
 *   ethscription's previous owner is `previousOwner` (an escrow hands back only what it was sent).
 */
export const ethscriptionTopics = {
  create: '0x665fba0baf3dc33e9943340197893ac16f56482c2defb8de60f944987fee451c',
  transfer: '0xf30861289185032f511ff94a8127e470f3d0e6230be4925cb6fad33f3436dffb',
  transferForPreviousOwner: '0xf1d95ed4d1680e6f665104f19c296ae52c1f64cd8114e84d55dc6349dbdafea3',
} as const satisfies Record<string, Hex>

/**
 * What the protocol's rules read of a block: the indexer's own source shapes (a transaction with its
 * receipt's status; the logs of the three topics above; the block with both).
 */
export type EthscriptionSourceTransaction = InscriptionSourceTransaction
export type EthscriptionSourceLog = InscriptionSourceLog
export type EthscriptionSourceBlock = InscriptionSourceBlock

/** Who owns an ethscription now, and who owned it before (ESIP-2 checks the latter). Lower case. */
export type EthscriptionOwnership = { owner: Address; previousOwner: Address }

/**
 * What the protocol's rules read from the index: whether a content's SHA-256 was inscribed before
 * (uniqueness), and the ownership of the ethscriptions the index follows (transfers). A store loads
 * only the entries a batch of blocks can touch (`ethscriptionKeysOfBlocks`).
 */
export type EthscriptionsState = {
  contents: ReadonlySet<Hex>
  owners: ReadonlyMap<Hash, EthscriptionOwnership>
}

/** An ethscription created: its id is the creating transaction's hash. Addresses in lower case. */
export type EthscriptionCreated = {
  kind: 'created'
  id: Hash
  blockNumber: bigint
  txIndex: number
  /** Null when created by calldata; the ESIP-3 log's index otherwise. */
  logIndex: number | null
  /** The calldata's sender, or the contract that emitted the ESIP-3 event. */
  creator: Address
  /** The calldata's recipient, or the event's `initialOwner`. */
  initialOwner: Address
  /** The content as the protocol reads it (`content_uri`), a valid data URI. */
  content: string
  /** SHA-256 of the content's UTF-8 bytes (`content_sha`). */
  contentSha: Hex
  esip6: boolean
}

/** A valid transfer of an ethscription the index follows. */
export type EthscriptionTransferred = {
  kind: 'transferred'
  id: Hash
  blockNumber: bigint
  txHash: Hash
  txIndex: number
  /** Null for a calldata transfer; the ESIP-1 or ESIP-2 log's index otherwise. */
  logIndex: number | null
  from: Address
  to: Address
  /** The ownership before this transfer (what a reorg puts back). */
  before: EthscriptionOwnership
}

export type EthscriptionEvent = EthscriptionCreated | EthscriptionTransferred
