import type { Address, Hex } from 'viem'
import { getChainEntry } from '../chains/getChainEntry.ts'
import { HttpStatusError } from '../errors/request.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { backendGet } from '../request/backendGet.ts'
import { backendPost } from '../request/backendPost.ts'
import type { ReplyEnvelope, RequestOptions } from '../request/types.ts'
import {
  explorerVerifyCodes,
  type SourceVerificationSkipReason,
  sourceVerificationSkipReasons,
} from './explorerVerifyCodes.ts'
import { readExplorerProxyChains } from './readExplorerProxyChains.ts'
import {
  runSourceVerification,
  type SourceVerificationErrorKind,
  type SourceVerificationPolicy,
  type VerifySourceReturnType,
} from './runSourceVerification.ts'
import type { SubmitSourceVerificationReturnType } from './submitSourceVerification.ts'
import type { VerificationStatus } from './types.ts'

/** The server route that submits a shipped contract's source to the chain's explorer. */
export const explorerVerifyPath = '/api/v1/web/explorer/verify'
/** The server route that reads a submitted job's status. */
export const explorerVerifyStatusPath = '/api/v1/web/explorer/verify/status'

export type VerifySourceThroughServerParameters = SourceVerificationPolicy & {
  chainId: number
  contractAddress: Address
  /**
   * The shipped contract's name, e.g. `StandardToken`: the server holds the standard-JSON inputs
   * and accepts no source from the browser.
   */
  contractName: string
  /** ABI-encoded constructor arguments (see `encodeConstructorArguments`), with or without `0x`. */
  constructorArguments?: Hex | string | undefined
  /** The build that was deployed; default 'cancun'. The server submits that build's input. */
  build?: ContractBuild | undefined
  /** Origin of the TokenBox server; default '' (same origin, right in the browser). */
  baseUrl?: string | undefined
  /** Timeout, abort signal and headers of each request. */
  requestOptions?: RequestOptions | undefined
}

export type VerifySourceThroughServerReturnType =
  | VerifySourceReturnType
  /**
   * Nothing was submitted: the chain has no explorer API (`explorer.noApi`, e.g. the local chain)
   * or the server has no key for it (`explorer.noKey`). Not a failure: the contract is deployed
   * and retrying cannot change this.
   */
  | { status: 'skipped'; reason: SourceVerificationSkipReason }

function serverCodeOf(error: unknown): string | undefined {
  return error instanceof HttpStatusError ? error.serverMessage : undefined
}

/** Reads the server's refusals: its codes say what the explorer answered. */
function classifyServerError(error: unknown): SourceVerificationErrorKind {
  if (error instanceof HttpStatusError && error.status === 429) return 'rateLimited'
  return serverCodeOf(error) === explorerVerifyCodes.notIndexed ? 'notIndexed' : 'other'
}

/** Why a chain the server reaches no explorer for is skipped: no explorer API at all, or no key for it. */
function skipReasonOf(chainId: number): SourceVerificationSkipReason {
  return getChainEntry(chainId)?.api ? explorerVerifyCodes.noKey : explorerVerifyCodes.noApi
}

function isSkipReason(code: string | undefined): code is SourceVerificationSkipReason {
  return (sourceVerificationSkipReasons as readonly (string | undefined)[]).includes(code)
}

/**
 * "Sourcecode Verify" from the browser: asks the TokenBox server to submit one of the shipped
 * contracts' standard-JSON input to the chain's explorer (the server adds the API key, which never
 * reaches the browser), then polls the job's status through the server with the same bounded
 * backoff as `verifySource`, and resolves with the same outcome, or `skipped` when this chain
 * cannot be verified from here.
 *
 * Decisions:
 * - The request names the contract (`StandardToken`) instead of sending its source: the server
 *   only verifies what TokenBox ships, so its key cannot be used to publish arbitrary code.
 * - The server answers each explorer reply with a code (`explorerVerifyCodes`); "not indexed yet"
 *   (409) is submitted again and rate limits (429, the explorer's or the server's own) are waited
 *   out, exactly as `verifySource` treats the explorer's own answers.
 * - It first asks which chains the server can reach an explorer for (`GET /explorer/chains`: an
 *   API and a key, the same rule the verify route applies). A chain that is not there is skipped
 *   without a submission: on the local chain every token creation used to POST and get a 422,
 *   which the browser logs as an error on a page that already said "Skipped". When that list
 *   cannot be read, the request's error is thrown, as the submission's would be.
 * - `explorer.noApi` and `explorer.noKey` resolve `{ status: 'skipped', reason }` instead of
 *   throwing, so a deploy flow ends `done` (the step runner marks the step `skipped`) and the
 *   screen can say why. Every other refusal throws the server's HttpStatusError (its
 *   `serverMessage` is the code, its `body.data.reason` an ExplorerRefusalReason for
 *   `explorer.rejected`); a "Fail - ..." job throws SourceVerificationFailedError whose `reason` is
 *   a VerificationFailureReason code (the server never relays an explorer's words), a stuck one
 *   SourceVerificationTimeoutError.
 *
 * @example
 * const outcome = await verifySourceThroughServer({
 *   chainId: 56,
 *   contractAddress: token,
 *   contractName: 'StandardToken',
 *   constructorArguments: encodeConstructorArguments(standardTokenAbi, args),
 * })
 * if (outcome.status === 'skipped') showSkipped(t(`explorer:${outcome.reason}`))
 */
export async function verifySourceThroughServer(
  parameters: VerifySourceThroughServerParameters,
): Promise<VerifySourceThroughServerReturnType> {
  const { chainId, contractAddress, contractName, baseUrl } = parameters
  const options = { ...parameters.requestOptions, baseUrl }
  // A server that cannot say which chains it reaches cannot verify either: its error stands.
  const reachable = await readExplorerProxyChains(options)
  if (!reachable.includes(chainId)) return { status: 'skipped', reason: skipReasonOf(chainId) }
  try {
    return await runSourceVerification({
      ...parameters,
      url: `${baseUrl ?? ''}${explorerVerifyStatusPath}`,
      signal: parameters.requestOptions?.signal,
      submit: async () => {
        const reply = await backendPost<ReplyEnvelope<SubmitSourceVerificationReturnType>>(
          explorerVerifyPath,
          {
            chainId,
            contractAddress,
            contractName,
            constructorArguments: parameters.constructorArguments || undefined,
            build: parameters.build ?? 'cancun',
          },
          options,
        )
        return reply.data as SubmitSourceVerificationReturnType
      },
      check: async (guid) => {
        const reply = await backendGet<ReplyEnvelope<VerificationStatus>>(
          explorerVerifyStatusPath,
          { chainId, guid },
          options,
        )
        return reply.data as VerificationStatus
      },
      classify: classifyServerError,
    })
  } catch (error) {
    const code = serverCodeOf(error)
    if (isSkipReason(code)) return { status: 'skipped', reason: code }
    throw error
  }
}
