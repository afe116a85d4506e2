import type { Address, Hex } from 'viem'
import type { RequestOptions } from '../request/types.ts'
import { explorerVerifyCodes } from './explorerVerifyCodes.ts'

/**
 * The TokenBox server's read-only explorer proxy, shared by the server that answers it and the
 * clients in core (`serverApprovalLogSource`, `serverTransferLogScan`, `readVerifiedThroughServer`,
 * `readExplorerProxyChains`). It relays exactly what the approval checker and the token safety
 * check need from a chain's Etherscan-style API with the server's key, and nothing else: approval
 * logs of one owner, Transfer logs of one token, a contract's creation block and whether its
 * source is verified.
 */

/** Where a client in core reaches the proxy: the chain asked about and the server. */
export type ThroughServerParameters = {
  chainId: number
  /** Origin of the TokenBox server; default '' (same origin, right in the browser). */
  baseUrl?: string | undefined
  /** Timeout and headers of each request (the scan's own signal is added per request). */
  requestOptions?: RequestOptions | undefined
}

/** `GET`: `{ chainIds }`, the chains whose explorer the server proxies (an API and a key). */
export const explorerChainsPath = '/api/v1/web/explorer/chains'
/**
 * `GET ?chainId=&owner=&topic0=&fromBlock=&toBlock=&page=&offset=`: one page of `getLogs` with
 * `topic0` (Approval or ApprovalForAll only) and `topic1` = the owner; or, with `address=` (a
 * token) in place of `owner`, `topic0` = Transfer only, emitted by that token. `{ logs }`.
 */
export const explorerLogsPath = '/api/v1/web/explorer/logs'
/** `GET ?chainId=&address=`: `getcontractcreation` reduced to `{ blockNumber }`. */
export const explorerCreationPath = '/api/v1/web/explorer/creation'
/** `GET ?chainId=&address=`: `getsourcecode` reduced to `{ verified, contractName }`. */
export const explorerVerifiedPath = '/api/v1/web/explorer/verified'

/** Etherscan caps `page x offset` at 10,000 ("Result window is too large"); the proxy refuses more. */
export const explorerResultWindow = 10_000
/** Etherscan's largest logs page; the proxy refuses bigger `offset`s. */
export const explorerMaxLogsPerPage = 1_000

/**
 * The `message` codes of the proxy's refusals (the envelope's `message`, as for
 * `explorerVerifyCodes`, whose shared codes mean the same here). They never carry the key nor an
 * explorer's own words; a refusal's kind travels as a code in `data.reason` (classifyExplorerRefusal).
 */
export const explorerReadCodes = {
  /** 400: `chainId` is not a positive decimal integer. */
  invalidChain: explorerVerifyCodes.invalidChain,
  /**
   * 400: `owner` / `address` is not an address (or mixed case with a wrong checksum), or a logs
   * read names both or neither.
   */
  invalidAddress: explorerVerifyCodes.invalidAddress,
  /**
   * 400: `topic0` is not one the proxy serves: Approval or ApprovalForAll with `owner`, Transfer
   * with `address`.
   */
  invalidTopic: 'invalid.topic',
  /** 400: `fromBlock` / `toBlock` are not decimal block numbers with fromBlock <= toBlock. */
  invalidBlockRange: 'invalid.blockRange',
  /** 400: `page` / `offset` are not positive integers, offset > 1,000 or page x offset > 10,000. */
  invalidPage: 'invalid.page',
  /** 400: the chain is neither in the catalogue, nor the local chain, nor given an API by the operator. */
  unknownChain: explorerVerifyCodes.unknownChain,
  /** 422: the chain has no explorer API (the local chain unless EXPLORER_API_URL_31337 is set). */
  noApi: explorerVerifyCodes.noApi,
  /** 422: the server has no API key for this chain's explorer. */
  noKey: explorerVerifyCodes.noKey,
  /** 429: the explorer rate-limited the server's key; try again in a second. */
  explorerRateLimited: explorerVerifyCodes.explorerRateLimited,
  /** 429: this client sent too many proxy requests; try again after `Retry-After` seconds. */
  rateLimited: explorerVerifyCodes.rateLimited,
  /** 502: the explorer refused the request (invalid key, ...); `data.reason` is an ExplorerRefusalReason. */
  rejected: explorerVerifyCodes.rejected,
  /** 502: the explorer did not answer, or answered an HTTP error or something that is not JSON. */
  unreachable: explorerVerifyCodes.unreachable,
  /** 502: the explorer answered, but not with logs / source / creation entries of the shape and filter asked for. */
  invalidReply: 'explorer.invalidReply',
} as const

export type ExplorerReadCode = (typeof explorerReadCodes)[keyof typeof explorerReadCodes]

/**
 * One log as Etherscan's `getLogs` gives it, reduced to what the checker reads: hex quantities
 * (`logIndex` `0x0` where Etherscan writes `0x`), lower- or mixed-case addresses.
 */
export type ExplorerLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  timeStamp: Hex
  logIndex: Hex
  transactionHash: Hex
}

/** `data` of a successful `GET /api/v1/web/explorer/logs`: one page, `[]` for "No records found". */
export type ExplorerLogsAnswer = { logs: ExplorerLog[] }

/** `data` of a successful `GET /api/v1/web/explorer/verified`. */
export type ExplorerVerifiedAnswer = {
  /** The explorer holds the contract's source (an EOA or unknown address is `false`). */
  verified: boolean
  /** The verified contract's name, e.g. `TokenLocker`; null when unverified. */
  contractName: string | null
}

/** `data` of a successful `GET /api/v1/web/explorer/chains`. */
export type ExplorerChainsAnswer = { chainIds: number[] }

/**
 * `data` of a successful `GET /api/v1/web/explorer/creation`: the block (decimal) of the
 * transaction that created the contract, null when the explorer knows none (no contract there,
 * or one from the chain's genesis).
 */
export type ExplorerCreationAnswer = { blockNumber: string | null }
