import { approvalForAllTopic, approvalTopic, ownerTopic } from '@tokenbox/core/approvals/approvalLogs.ts'
import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import {
  HttpStatusError,
  ReplyParseError,
  ReplyRejectedError,
  RequestNetworkError,
  RequestTimeoutError,
} from '@tokenbox/core/errors/request.ts'
import { classifyExplorerRefusal } from '@tokenbox/core/explorer/classifyExplorerRefusal.ts'
import { classifyExplorerResult } from '@tokenbox/core/explorer/classifyExplorerResult.ts'
import {
  type ExplorerChainsAnswer,
  type ExplorerCreationAnswer,
  type ExplorerLog,
  type ExplorerLogsAnswer,
  type ExplorerVerifiedAnswer,
  explorerMaxLogsPerPage,
  explorerReadCodes,
  explorerResultWindow,
} from '@tokenbox/core/explorer/explorerReadApi.ts'
import { localChainIds } from '@tokenbox/core/local/localNetworks.ts'
import { explorerGet } from '@tokenbox/core/request/explorerGet.ts'
import type { RequestParameters } from '@tokenbox/core/request/types.ts'
import { transferTopic } from '@tokenbox/core/safety/readHolders.ts'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import { type Address, type Hex, isAddress } from 'viem'
import type { ExplorerApiKeys } from '../config.ts'
import { createTtlCache } from '../explorer/createTtlCache.ts'
import { explorerFetch, explorerMaxReplyBytes } from '../explorer/explorerFetch.ts'
import { explorerReadTargetFor } from '../explorer/explorerReadTargetFor.ts'
import { maskExplorerKey } from '../explorer/maskExplorerKey.ts'
import { successEnvelope } from './envelope.ts'
import { answerExplorer, ExplorerRefusal } from './explorerAnswer.ts'

export type ExplorerReadLimits = {
  /**
   * Log pages (and creation-block questions) per client IP and minute. Default 60: one owner's
   * scan is two pages (one per event) plus one per 1,000 further logs, so a user can rescan many
   * times a minute; a token's holders are one creation question plus a page per 1,000 transfers,
   * so a young token's take a few, and a busy one's end in the node fallback or "unknown".
   */
  logPagesPerMinute: number
  /**
   * Verified-status questions per client IP and minute, cached answers included (they cost the
   * server little, but counting them keeps the rule simple). Default 120: a scan asks once per
   * unknown spender contract, rarely more than a few dozen.
   */
  verifiedPerMinute: number
  /** How long one explorer call may take. Default 20 000 ms. */
  explorerTimeoutMs: number
  /** The most bytes of one explorer reply read (explorerFetch.ts). Default `explorerMaxReplyBytes`, 16 MiB. */
  explorerMaxReplyBytes: number
  /** How long a verified (and a creation block) answer is served from memory. Default 10 minutes. */
  verifiedCacheMs: number
  /**
   * How long an unverified answer is served from memory. Default 30 s: a contract deployed a
   * minute ago is verified right after (Create Token, the one-flow launch), and its page must not
   * say "not verified" for ten minutes after that.
   */
  unverifiedCacheMs: number
  /** Cached answers kept at most, per kind (about 100 bytes each). Default 5 000. */
  verifiedCacheEntries: number
}

export const defaultExplorerReadLimits: ExplorerReadLimits = {
  logPagesPerMinute: 60,
  verifiedPerMinute: 120,
  explorerTimeoutMs: 20_000,
  explorerMaxReplyBytes,
  verifiedCacheMs: 10 * 60_000,
  unverifiedCacheMs: 30_000,
  verifiedCacheEntries: 5_000,
}

export type ExplorerReadRouteOptions = {
  explorerApiKeys: ExplorerApiKeys
  explorerApiUrls: Readonly<Record<number, string>>
  limits?: Partial<ExplorerReadLimits> | undefined
  /** Injectable clock in ms for the cache and the limits (tests). Default Date.now. */
  now?: (() => number) | undefined
}

const approvalTopics: readonly string[] = [approvalTopic.toLowerCase(), approvalForAllTopic.toLowerCase()]
const tokenTopics: readonly string[] = [transferTopic.toLowerCase()]
const hexQuantity = /^0x[0-9a-fA-F]{0,16}$/
const hash = /^0x[0-9a-fA-F]{64}$/
const hexAddress = /^0x[0-9a-fA-F]{40}$/
const hexBytes = /^0x(?:[0-9a-fA-F]{2})*$/

/** One query value: a repeated parameter arrives as an array and is refused like a wrong one. */
function single(value: unknown, code: string): string {
  if (typeof value !== 'string') throw new ExplorerRefusal(400, code)
  return value
}

function parseChainId(value: unknown): number {
  const text = single(value, explorerReadCodes.invalidChain)
  if (!/^[1-9][0-9]{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ExplorerRefusal(400, explorerReadCodes.invalidChain)
  }
  return Number(text)
}

function parseAddress(value: unknown): Address {
  const text = single(value, explorerReadCodes.invalidAddress)
  if (!isAddress(text, { strict: true })) throw new ExplorerRefusal(400, explorerReadCodes.invalidAddress)
  return text.toLowerCase() as Address
}

function parseBlock(value: unknown): bigint {
  const text = single(value, explorerReadCodes.invalidBlockRange)
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ExplorerRefusal(400, explorerReadCodes.invalidBlockRange)
  }
  return BigInt(text)
}

function parsePositive(value: unknown, fallback: number): number {
  if (value === undefined) return fallback
  const text = single(value, explorerReadCodes.invalidPage)
  if (!/^[1-9][0-9]{0,4}$/.test(text)) throw new ExplorerRefusal(400, explorerReadCodes.invalidPage)
  return Number(text)
}

/**
 * Turns what the explorer client threw into the answer. A browser gets a code only (the explorer's
 * text may quote the request, key included, in any encoding); the log gets the failure's kind and
 * the text with the key masked in every form, never the error object: its message holds the URL,
 * whose query holds the key.
 */
function refusalOf(error: unknown, apiKey: string, log: FastifyBaseLogger, chainId: number): ExplorerRefusal {
  if (error instanceof ExplorerRefusal) return error
  if (error instanceof HttpStatusError && error.status === 429) {
    return new ExplorerRefusal(429, explorerReadCodes.explorerRateLimited, null, 1)
  }
  if (error instanceof ReplyRejectedError) {
    log.warn(
      { chainId, reason: maskExplorerKey(error.shortMessage, apiKey) },
      'explorer refused a proxied read',
    )
    return new ExplorerRefusal(502, explorerReadCodes.rejected, {
      reason: classifyExplorerRefusal(error.shortMessage),
    })
  }
  const kind =
    error instanceof HttpStatusError ||
    error instanceof ReplyParseError ||
    error instanceof RequestNetworkError ||
    error instanceof RequestTimeoutError
      ? error.name
      : 'unexpected'
  // With the cause's text (`details`): "could not reach" alone does not tell a refused redirect or
  // an oversized reply (explorerFetch.ts) from a host that is down.
  const { shortMessage, details } = error as { shortMessage?: string; details?: string }
  const reason = maskExplorerKey(
    error instanceof Error
      ? [shortMessage ?? error.message, details].filter(Boolean).join(' ')
      : String(error),
    apiKey,
  )
  log.warn({ chainId, failure: kind, reason }, 'explorer unreachable for a proxied read')
  return new ExplorerRefusal(502, explorerReadCodes.unreachable)
}

/** An explorer's `status: "0"` answer that is not "no records": its rate limit or a refusal. */
function refusalOfStatusZero(text: string, apiKey: string, log: FastifyBaseLogger, chainId: number) {
  if (classifyExplorerResult(text) === 'rateLimited') {
    return new ExplorerRefusal(429, explorerReadCodes.explorerRateLimited, null, 1)
  }
  log.warn({ chainId, reason: maskExplorerKey(text, apiKey) }, 'explorer refused a proxied read')
  return new ExplorerRefusal(502, explorerReadCodes.rejected, { reason: classifyExplorerRefusal(text) })
}

/**
 * What a logs read asks the explorer for: approvals of one owner (`topic1`) or the Transfers one
 * token emitted (`address`); lower case.
 */
type LogsFilter = { topic0: string; topic1?: string | undefined; address?: Address | undefined }

/**
 * One log of the explorer's answer, checked and reduced to {@link ExplorerLog}, or null when it is
 * not one the query could return (wrong shape, another event, owner or emitter, outside the
 * blocks): then the explorer did not apply the filter and its whole answer is refused.
 */
function checkedLog(entry: unknown, filter: LogsFilter, from: bigint, to: bigint): ExplorerLog | null {
  if (typeof entry !== 'object' || entry === null) return null
  const log = entry as Record<string, unknown>
  const topics = Array.isArray(log.topics) ? log.topics.filter((topic) => topic !== null && topic !== '') : []
  const fields = [log.address, log.data, log.blockNumber, log.timeStamp, log.logIndex, log.transactionHash]
  if (!fields.every((field) => typeof field === 'string')) return null
  const [address, data, blockNumber, timeStamp, logIndex, transactionHash] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  if (
    !hexAddress.test(address) ||
    !hexBytes.test(data) ||
    !hexQuantity.test(blockNumber) ||
    blockNumber === '0x' ||
    !hexQuantity.test(timeStamp) ||
    !hexQuantity.test(logIndex) ||
    !hash.test(transactionHash) ||
    topics.length < (filter.topic1 ? 2 : 1) ||
    topics.length > 4 ||
    !topics.every((topic) => typeof topic === 'string' && hash.test(topic)) ||
    String(topics[0]).toLowerCase() !== filter.topic0 ||
    (filter.topic1 !== undefined && String(topics[1]).toLowerCase() !== filter.topic1) ||
    (filter.address !== undefined && address.toLowerCase() !== filter.address)
  ) {
    return null
  }
  const block = BigInt(blockNumber)
  if (block < from || block > to) return null
  return {
    address: address as Address,
    topics: topics as Hex[],
    // An approval's or a transfer's data is 32 bytes (ERC20, ApprovalForAll) or empty (ERC721):
    // anything longer is neither, and dropping it keeps a hostile token's huge log from filling
    // the answer.
    data: (data.length <= 66 ? data : '0x') as Hex,
    blockNumber: blockNumber as Hex,
    timeStamp: (timeStamp === '0x' ? '0x0' : timeStamp) as Hex,
    logIndex: (logIndex === '0x' ? '0x0' : logIndex) as Hex,
    transactionHash: transactionHash as Hex,
  }
}

/** A contract name as explorers give it (`TokenLocker`, `contracts/X.sol:X`); anything else is dropped. */
function contractNameOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_$.:/ -]{1,128}$/.test(value) ? value : null
}

/**
 * The read-only explorer proxy the approval checker and the token safety check use where the
 * chain's explorer API needs a key (Etherscan v2): the server adds its key, which never reaches a
 * browser. It relays exactly three kinds of call, built here from validated parameters (nothing
 * the client sends is passed on as is, unknown parameters are ignored), so the key cannot be used
 * for anything else:
 * - `GET /api/v1/web/explorer/logs?chainId=&owner=&topic0=&fromBlock=&toBlock=&page=&offset=`:
 *   `module=logs&action=getLogs` with topic0 (Approval or ApprovalForAll only), topic1 = the
 *   owner; or, with `address=` (a token) instead of `owner=`, topic0 = Transfer only and
 *   `address` = the token (its holders). Decimal blocks (fromBlock <= toBlock), page and offset
 *   (offset <= 1,000, page x offset <= 10,000; defaults 1 and 1,000). 200 `{ logs }` (`[]` for
 *   "No records found"); every log is checked against the filter and reduced to {@link ExplorerLog}.
 * - `GET /api/v1/web/explorer/creation?chainId=&address=`: `module=contract&action=getcontractcreation`,
 *   200 `{ blockNumber }` (decimal, null when the explorer knows no creation), cached like
 *   `verified`, counted against the log pages (it starts a holders scan).
 * - `GET /api/v1/web/explorer/verified?chainId=&address=`: `module=contract&action=getsourcecode`,
 *   200 `{ verified, contractName }`, cached in memory (`verifiedCacheMs`, `verifiedCacheEntries`).
 *   Each instance caches on its own: a cache bounds repeats, not traffic (N instances ask about one
 *   address at most N times a `verifiedCacheMs`); the per-client limits are what is shared.
 * - `GET /api/v1/web/explorer/chains`: 200 `{ chainIds }`, the chains proxied (an API and a key;
 *   see `explorerReadTargetFor` for which key goes where). No explorer call, no limit.
 * Refusals use the envelope with a code from core's `explorerReadCodes` as `message`: 400
 * `invalid.chain` / `invalid.address` / `invalid.topic` / `invalid.blockRange` / `invalid.page` /
 * `explorer.unknownChain`, 422 `explorer.noApi` / `explorer.noKey` (the client falls back to the
 * node), 429 `request.rateLimited` (this client, per IP) / `explorer.rateLimited` (the server's
 * key; both with Retry-After), 502 `explorer.rejected` (`data.reason`: `invalidKey` or `other`, never
 * the explorer's text) / `explorer.unreachable` (also a redirect, which is never followed, and a
 * reply past `explorerMaxReplyBytes`: explorerFetch.ts) / `explorer.invalidReply`.
 *
 * @example
 * // GET /api/v1/web/explorer/verified?chainId=56&address=0x10ED43C718714eb63d5aA57B78B54704E256024E
 * // 200 { status: '1', message: 'OK', data: { verified: true, contractName: 'PancakeRouter' } }
 */
export const explorerReadRoute: FastifyPluginAsync<ExplorerReadRouteOptions> = async (app, options) => {
  const limits = { ...defaultExplorerReadLimits, ...options.limits }
  const now = options.now ?? Date.now
  // Counted across instances on PostgreSQL: the key's quota is the operator's, whoever serves.
  const logLimiter = app.rateLimiters('explorer-read-logs', {
    limit: limits.logPagesPerMinute,
    windowMs: 60_000,
    now,
  })
  const verifiedLimiter = app.rateLimiters('explorer-read-verified', {
    limit: limits.verifiedPerMinute,
    windowMs: 60_000,
    now,
  })
  const verifiedCache = createTtlCache<ExplorerVerifiedAnswer>({
    ttlMs: limits.verifiedCacheMs,
    ttlOf: (answer) => (answer.verified ? limits.verifiedCacheMs : limits.unverifiedCacheMs),
    maxEntries: limits.verifiedCacheEntries,
    now,
  })
  const creationCache = createTtlCache<ExplorerCreationAnswer>({
    ttlMs: limits.verifiedCacheMs,
    maxEntries: limits.verifiedCacheEntries,
    now,
  })
  // No redirect followed, no reply read past the cap: the key goes to the configured explorer only.
  const requestOptions = {
    timeoutMs: limits.explorerTimeoutMs,
    fetch: explorerFetch(limits.explorerMaxReplyBytes),
  }

  const candidates = new Set([
    ...chainCatalogue.map((entry) => entry.id),
    ...localChainIds,
    ...Object.keys(options.explorerApiUrls).map(Number),
  ])
  const proxied: ExplorerChainsAnswer = {
    chainIds: [...candidates]
      .filter(
        (chainId) =>
          explorerReadTargetFor(options.explorerApiUrls, options.explorerApiKeys, chainId).kind === 'api',
      )
      .sort((a, b) => a - b),
  }

  function targetFor(chainId: number) {
    const target = explorerReadTargetFor(options.explorerApiUrls, options.explorerApiKeys, chainId)
    if (target.kind === 'unknownChain') throw new ExplorerRefusal(400, explorerReadCodes.unknownChain)
    if (target.kind === 'noApi') throw new ExplorerRefusal(422, explorerReadCodes.noApi)
    if (target.kind === 'noKey') throw new ExplorerRefusal(422, explorerReadCodes.noKey)
    return target
  }

  /** One explorer GET with the server's key; `chainid` added unless the URL carries it. */
  function ask(target: { url: string; apiKey: string }, chainId: number, query: RequestParameters) {
    return explorerGet<{ status?: string | number; message?: string; result?: unknown }>(
      target.url,
      {
        ...(/[?&]chainid=/.test(target.url) ? {} : { chainid: chainId }),
        ...query,
        apikey: target.apiKey,
      },
      requestOptions,
    )
  }

  app.get('/v1/web/explorer/chains', async () => successEnvelope(proxied))

  app.get('/v1/web/explorer/logs', (request, reply) =>
    answerExplorer(
      request,
      reply,
      logLimiter,
      explorerReadCodes.rateLimited,
      async (): Promise<ExplorerLogsAnswer> => {
        const query = (request.query ?? {}) as Record<string, unknown>
        const chainId = parseChainId(query.chainId)
        // An owner's approvals or a token's transfers: exactly one of the two.
        if ((query.owner === undefined) === (query.address === undefined)) {
          throw new ExplorerRefusal(400, explorerReadCodes.invalidAddress)
        }
        const owner = query.owner === undefined ? undefined : parseAddress(query.owner)
        const token = query.address === undefined ? undefined : parseAddress(query.address)
        const topic0 = single(query.topic0, explorerReadCodes.invalidTopic).toLowerCase()
        if (!(owner ? approvalTopics : tokenTopics).includes(topic0)) {
          throw new ExplorerRefusal(400, explorerReadCodes.invalidTopic)
        }
        const fromBlock = parseBlock(query.fromBlock)
        const toBlock = parseBlock(query.toBlock)
        if (fromBlock > toBlock) throw new ExplorerRefusal(400, explorerReadCodes.invalidBlockRange)
        const page = parsePositive(query.page, 1)
        const offset = parsePositive(query.offset, explorerMaxLogsPerPage)
        if (offset > explorerMaxLogsPerPage || page * offset > explorerResultWindow) {
          throw new ExplorerRefusal(400, explorerReadCodes.invalidPage)
        }
        const target = targetFor(chainId)
        const filter: LogsFilter = owner
          ? { topic0, topic1: ownerTopic(owner).toLowerCase() }
          : { topic0, address: token }
        try {
          const explorerReply = await ask(target, chainId, {
            module: 'logs',
            action: 'getLogs',
            fromBlock,
            toBlock,
            ...(filter.address ? { address: filter.address } : {}),
            topic0,
            ...(filter.topic1 ? { topic1: filter.topic1, topic0_1_opr: 'and' } : {}),
            page,
            offset,
          })
          const result = explorerReply.result
          if (String(explorerReply.status) !== '1' || !Array.isArray(result)) {
            const text = typeof result === 'string' && result ? result : String(explorerReply.message ?? '')
            if (
              /no records/i.test(`${explorerReply.message ?? ''} ${typeof result === 'string' ? result : ''}`)
            ) {
              return { logs: [] }
            }
            throw refusalOfStatusZero(text, target.apiKey, request.log, chainId)
          }
          if (result.length > offset) throw new ExplorerRefusal(502, explorerReadCodes.invalidReply)
          const logs: ExplorerLog[] = []
          for (const entry of result) {
            const log = checkedLog(entry, filter, fromBlock, toBlock)
            if (!log) throw new ExplorerRefusal(502, explorerReadCodes.invalidReply)
            logs.push(log)
          }
          return { logs }
        } catch (error) {
          throw refusalOf(error, target.apiKey, request.log, chainId)
        }
      },
    ),
  )

  app.get('/v1/web/explorer/creation', (request, reply) =>
    answerExplorer(
      request,
      reply,
      logLimiter,
      explorerReadCodes.rateLimited,
      async (): Promise<ExplorerCreationAnswer> => {
        const query = (request.query ?? {}) as Record<string, unknown>
        const chainId = parseChainId(query.chainId)
        const address = parseAddress(query.address)
        const target = targetFor(chainId)
        try {
          return await creationCache.getOrLoad(`${chainId}:${address}`, async () => {
            const explorerReply = await ask(target, chainId, {
              module: 'contract',
              action: 'getcontractcreation',
              contractaddresses: address,
            })
            const result = explorerReply.result
            if (String(explorerReply.status) !== '1' || !Array.isArray(result)) {
              const text = typeof result === 'string' && result ? result : String(explorerReply.message ?? '')
              if (/no (data|records) found/i.test(`${explorerReply.message ?? ''} ${text}`)) {
                return { blockNumber: null }
              }
              throw refusalOfStatusZero(text, target.apiKey, request.log, chainId)
            }
            if (result.length === 0) return { blockNumber: null }
            const [entry] = result as { contractAddress?: unknown; blockNumber?: unknown }[]
            if (
              typeof entry !== 'object' ||
              entry === null ||
              typeof entry.contractAddress !== 'string' ||
              entry.contractAddress.toLowerCase() !== address
            ) {
              throw new ExplorerRefusal(502, explorerReadCodes.invalidReply)
            }
            // Older Etherscan-style APIs name the creator and transaction only: no block then.
            const block = entry.blockNumber
            if (block === undefined || block === null || block === '') return { blockNumber: null }
            if (typeof block !== 'string' || !/^(?:0|[1-9][0-9]{0,15})$/.test(block)) {
              throw new ExplorerRefusal(502, explorerReadCodes.invalidReply)
            }
            return { blockNumber: block }
          })
        } catch (error) {
          throw refusalOf(error, target.apiKey, request.log, chainId)
        }
      },
    ),
  )

  app.get('/v1/web/explorer/verified', (request, reply) =>
    answerExplorer(
      request,
      reply,
      verifiedLimiter,
      explorerReadCodes.rateLimited,
      async (): Promise<ExplorerVerifiedAnswer> => {
        const query = (request.query ?? {}) as Record<string, unknown>
        const chainId = parseChainId(query.chainId)
        const address = parseAddress(query.address)
        const target = targetFor(chainId)
        try {
          return await verifiedCache.getOrLoad(`${chainId}:${address}`, async () => {
            const explorerReply = await ask(target, chainId, {
              module: 'contract',
              action: 'getsourcecode',
              address,
            })
            const result = explorerReply.result
            if (String(explorerReply.status) !== '1' || !Array.isArray(result)) {
              const text = typeof result === 'string' && result ? result : String(explorerReply.message ?? '')
              throw refusalOfStatusZero(text, target.apiKey, request.log, chainId)
            }
            const [entry] = result as { SourceCode?: unknown; ContractName?: unknown }[]
            if (typeof entry !== 'object' || entry === null || typeof entry.SourceCode !== 'string') {
              throw new ExplorerRefusal(502, explorerReadCodes.invalidReply)
            }
            const verified = entry.SourceCode !== ''
            return { verified, contractName: verified ? contractNameOf(entry.ContractName) : null }
          })
        } catch (error) {
          throw refusalOf(error, target.apiKey, request.log, chainId)
        }
      },
    ),
  )
}
