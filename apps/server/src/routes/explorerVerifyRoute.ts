import {
  HttpStatusError,
  ReplyParseError,
  ReplyRejectedError,
  RequestNetworkError,
  RequestTimeoutError,
} from '@tokenbox/core'
import { type ContractBuild, contractBuilds } from '@tokenbox/core/evm/contractBuild.ts'
import {
  checkVerificationStatus,
  classifyExplorerRefusal,
  classifyExplorerResult,
  classifyVerificationFailure,
  explorerVerifyCodes,
  type SubmitSourceVerificationReturnType,
  submitSourceVerification,
  type VerificationStatus,
  type VerifyInput,
} from '@tokenbox/core/explorer/index.ts'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import { isAddress } from 'viem'
import type { ExplorerApiKeys } from '../config.ts'
import { explorerFetch, explorerMaxReplyBytes } from '../explorer/explorerFetch.ts'
import { explorerReadTargetFor } from '../explorer/explorerReadTargetFor.ts'
import { maskExplorerKey } from '../explorer/maskExplorerKey.ts'
import { readShippedVerifyInputs, shippedVerifyInputsDirOf } from '../explorer/readShippedVerifyInputs.ts'
import { answerExplorer, ExplorerRefusal } from './explorerAnswer.ts'

export type ExplorerVerifyLimits = {
  /** Submissions per client IP and minute. Default 10: a user verifies one contract per deployment. */
  submissionsPerMinute: number
  /**
   * Status checks per client IP and minute. Default 60: a verification polls at most every 3 s
   * (verifySourceThroughServer's backoff), so this leaves room for three at once.
   */
  statusChecksPerMinute: number
  /** How long one explorer call may take. Default 20 000 ms, well inside a browser's patience. */
  explorerTimeoutMs: number
  /** The most bytes of one explorer reply read (explorerFetch.ts). Default `explorerMaxReplyBytes`, 16 MiB. */
  explorerMaxReplyBytes: number
}

export const defaultExplorerVerifyLimits: ExplorerVerifyLimits = {
  submissionsPerMinute: 10,
  statusChecksPerMinute: 60,
  explorerTimeoutMs: 20_000,
  explorerMaxReplyBytes,
}

export type ExplorerVerifyRouteOptions = {
  explorerApiKeys: ExplorerApiKeys
  /** config.explorerApiUrls: EXPLORER_API_URL_<chainId> overrides of the catalogue's `api`. */
  explorerApiUrls: Readonly<Record<number, string>>
  limits?: Partial<ExplorerVerifyLimits> | undefined
  /** One build's shipped inputs by contract name; default: read once from its generated folder. */
  loadVerifyInputs?: ((build: ContractBuild) => Promise<ReadonlyMap<string, VerifyInput>>) | undefined
}

/** Body of `POST /api/v1/web/explorer/verify` (JSON or form-encoded). */
export type ExplorerVerifyInput = {
  chainId?: unknown
  contractAddress?: unknown
  contractName?: unknown
  constructorArguments?: unknown
  /** The build that was deployed ('cancun' when absent): the explorer must get that build's input. */
  build?: unknown
}

/** Query of `GET /api/v1/web/explorer/verify/status`. */
export type ExplorerVerifyStatusInput = { chainId?: unknown; guid?: unknown }

/** ABI-encoded constructor arguments of the shipped templates are a few hundred bytes; 32 kB is ample. */
const maxConstructorArgumentsHexLength = 64 * 1024

function parseChainId(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ExplorerRefusal(400, explorerVerifyCodes.invalidChain)
  }
  return Number(text)
}

/** Hex without `0x` (Etherscan's form), or undefined for a constructor without parameters. */
function parseConstructorArguments(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const hex = typeof value === 'string' ? value.replace(/^0x/i, '') : undefined
  if (
    hex === undefined ||
    hex.length > maxConstructorArgumentsHexLength ||
    !/^(?:[0-9a-fA-F]{2})*$/.test(hex)
  ) {
    throw new ExplorerRefusal(400, explorerVerifyCodes.invalidConstructorArguments)
  }
  return hex || undefined
}

/** The explorer endpoint and key for a chain, or the refusal that says why there is none. */
function explorerFor(options: ExplorerVerifyRouteOptions, chainId: number) {
  // The same rule as the read proxy: the shared (Etherscan) key never goes to a third party's explorer.
  const target = explorerReadTargetFor(options.explorerApiUrls, options.explorerApiKeys, chainId)
  if (target.kind === 'unknownChain') throw new ExplorerRefusal(400, explorerVerifyCodes.unknownChain)
  if (target.kind === 'noApi') throw new ExplorerRefusal(422, explorerVerifyCodes.noApi)
  if (target.kind === 'noKey') throw new ExplorerRefusal(422, explorerVerifyCodes.noKey)
  return { apiUrl: target.url, apiKey: target.apiKey }
}

/**
 * Turns what the explorer client threw into the route's answer. A browser gets a code only: the
 * explorer's own text is the explorer's to word, may quote the request with the operator's key in
 * any encoding, and goes to the log (masked) for the operator to act on.
 */
function refusalOf(error: unknown, apiKey: string, log: FastifyBaseLogger): ExplorerRefusal {
  if (error instanceof ReplyRejectedError) {
    const text = error.shortMessage
    const kind = classifyExplorerResult(text)
    if (kind === 'rateLimited') return new ExplorerRefusal(429, explorerVerifyCodes.explorerRateLimited)
    if (kind === 'notIndexed') return new ExplorerRefusal(409, explorerVerifyCodes.notIndexed)
    log.warn({ reason: maskExplorerKey(text, apiKey) }, 'explorer refused a verification request')
    return new ExplorerRefusal(502, explorerVerifyCodes.rejected, { reason: classifyExplorerRefusal(text) })
  }
  if (error instanceof HttpStatusError && error.status === 429) {
    return new ExplorerRefusal(429, explorerVerifyCodes.explorerRateLimited)
  }
  if (
    error instanceof HttpStatusError ||
    error instanceof ReplyParseError ||
    error instanceof RequestNetworkError ||
    error instanceof RequestTimeoutError
  ) {
    // Not the error object: its message carries the URL, whose query holds the key on GETs. The
    // cause's text (`details`) tells a refused redirect or an oversized reply from a host that is down.
    log.warn(
      {
        failure: error.name,
        reason: maskExplorerKey(`${error.shortMessage} ${error.details}`.trim(), apiKey),
      },
      'explorer unreachable',
    )
    return new ExplorerRefusal(502, explorerVerifyCodes.unreachable)
  }
  throw error
}

/**
 * Source verification for the web app's "Sourcecode Verify" step, so explorer API keys never
 * reach a browser:
 * - `POST /api/v1/web/explorer/verify` with `{ chainId, contractAddress, contractName, build,
 *   constructorArguments }` (JSON or form): submits the shipped standard-JSON input of
 *   `contractName` (a contract TokenBox ships, e.g. `StandardToken`; no source is accepted from
 *   the browser) in the `build` that was deployed (`cancun` when absent, or `london`) to the chain's explorer (Etherscan API v2 `verifysourcecode`) with the server's
 *   key. 200 `{ status: 'submitted', guid }` or `{ status: 'alreadyVerified' }`.
 * - `GET /api/v1/web/explorer/verify/status?chainId=&guid=`: the job's status
 *   (`checkverifystatus`). 200 `{ status: 'pending' | 'verified' | 'alreadyVerified' }` or
 *   `{ status: 'failed', reason }` with `reason` a code of core's classifyVerificationFailure.
 * Refusals use the envelope with a code from core's `explorerVerifyCodes` as `message`:
 * 400 `invalid.chain` / `invalid.address` / `invalid.constructorArguments` / `invalid.guid` /
 * `explorer.unknownChain` / `explorer.unknownTemplate`, 422 `explorer.noApi` / `explorer.noKey`
 * (the web shows the step as skipped), 409 `explorer.notIndexed`, 429 `explorer.rateLimited` /
 * `request.rateLimited` (with Retry-After), 502 `explorer.rejected` (`data.reason`: `invalidKey` or
 * `other`, core's classifyExplorerRefusal) / `explorer.unreachable` (also a redirect, which is
 * never followed, and a reply past `explorerMaxReplyBytes`: explorerFetch.ts). No answer ever carries an
 * explorer's own text: it may echo the key in any encoding; the log gets it, with the key masked.
 *
 * Each client IP (an IPv6 client by its /64) gets `submissionsPerMinute` submissions and
 * `statusChecksPerMinute` status checks, counted across every server instance on PostgreSQL (in
 * memory on SQLite), so one client cannot burn the operator's explorer quota.
 *
 * @example
 * // POST /api/v1/web/explorer/verify {"chainId":56,"contractAddress":"0x...","contractName":"StandardToken","constructorArguments":"0x..."}
 * // 200 { status: '1', message: 'OK', data: { status: 'submitted', guid: 'x3ryqcqr1zdknhfhkimqmizlcqpxncqc6nrvp3pgrcpfsqedqi' } }
 * // POST ... {"chainId":31337,...}
 * // 422 { status: '0', message: 'explorer.noApi', data: null }
 */
export const explorerVerifyRoute: FastifyPluginAsync<ExplorerVerifyRouteOptions> = async (app, options) => {
  const limits = { ...defaultExplorerVerifyLimits, ...options.limits }
  const submissionLimiter = app.rateLimiters('explorer-verify-submit', {
    limit: limits.submissionsPerMinute,
    windowMs: 60_000,
  })
  const statusLimiter = app.rateLimiters('explorer-verify-status', {
    limit: limits.statusChecksPerMinute,
    windowMs: 60_000,
  })
  // No redirect followed (a 307 would post the key again elsewhere), no reply read past the cap.
  const requestOptions = {
    timeoutMs: limits.explorerTimeoutMs,
    fetch: explorerFetch(limits.explorerMaxReplyBytes),
  }

  // Read on first use and kept: the generated inputs change only with a new build (and restart).
  const load =
    options.loadVerifyInputs ?? ((build) => readShippedVerifyInputs(shippedVerifyInputsDirOf(build)))
  const inputs = new Map<ContractBuild, Promise<ReadonlyMap<string, VerifyInput>>>()
  const verifyInputs = (build: ContractBuild) => {
    const loading =
      inputs.get(build) ??
      load(build).catch((error: unknown) => {
        inputs.delete(build) // A later request tries again (e.g. after the contracts build finished).
        throw error
      })
    inputs.set(build, loading)
    return loading
  }

  app.post('/v1/web/explorer/verify', (request, reply) =>
    answerExplorer(
      request,
      reply,
      submissionLimiter,
      explorerVerifyCodes.rateLimited,
      async (): Promise<SubmitSourceVerificationReturnType> => {
        const input = (request.body ?? {}) as ExplorerVerifyInput
        const chainId = parseChainId(input.chainId)
        const contractAddress = input.contractAddress
        if (typeof contractAddress !== 'string' || !isAddress(contractAddress, { strict: true })) {
          throw new ExplorerRefusal(400, explorerVerifyCodes.invalidAddress)
        }
        const name = input.contractName
        const build = input.build ?? 'cancun'
        // An unknown build has no shipped input, like an unknown contract.
        const verifyInput =
          typeof name === 'string' && contractBuilds.includes(build as ContractBuild)
            ? (await verifyInputs(build as ContractBuild)).get(name)
            : undefined
        if (!verifyInput) throw new ExplorerRefusal(400, explorerVerifyCodes.unknownTemplate)
        const constructorArguments = parseConstructorArguments(input.constructorArguments)
        const { apiUrl, apiKey } = explorerFor(options, chainId)
        try {
          return await submitSourceVerification({
            apiUrl,
            apiKey,
            chainId,
            contractAddress,
            verifyInput,
            constructorArguments,
            requestOptions,
          })
        } catch (error) {
          throw refusalOf(error, apiKey, request.log)
        }
      },
    ),
  )

  app.get('/v1/web/explorer/verify/status', (request, reply) =>
    answerExplorer(
      request,
      reply,
      statusLimiter,
      explorerVerifyCodes.rateLimited,
      async (): Promise<VerificationStatus> => {
        const input = (request.query ?? {}) as ExplorerVerifyStatusInput
        const chainId = parseChainId(input.chainId)
        // Etherscan's GUIDs are 50 letters and digits; other explorers' are similar tokens.
        if (typeof input.guid !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(input.guid)) {
          throw new ExplorerRefusal(400, explorerVerifyCodes.invalidGuid)
        }
        const { apiUrl, apiKey } = explorerFor(options, chainId)
        let status: VerificationStatus
        try {
          status = await checkVerificationStatus({
            apiUrl,
            apiKey,
            chainId,
            guid: input.guid,
            requestOptions,
          })
        } catch (error) {
          throw refusalOf(error, apiKey, request.log)
        }
        if (status.status !== 'failed') return status
        request.log.info(
          { reason: maskExplorerKey(status.reason, apiKey) },
          'explorer could not verify a source',
        )
        return { status: 'failed', reason: classifyVerificationFailure(status.reason) }
      },
    ),
  )
}
