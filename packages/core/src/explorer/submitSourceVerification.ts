import type { Address, Hex } from 'viem'
import { ReplyRejectedError } from '../errors/request.ts'
import type { ReplyEnvelope } from '../request/types.ts'
import { classifyExplorerResult } from './classifyExplorerResult.ts'
import { explorerPost } from './explorerPost.ts'
import type { ExplorerApiParameters, VerifyInput } from './types.ts'

export type SubmitSourceVerificationParameters = ExplorerApiParameters & {
  contractAddress: Address
  verifyInput: VerifyInput
  /** ABI-encoded constructor arguments (see `encodeConstructorArguments`), with or without `0x`. */
  constructorArguments?: Hex | string | undefined
}

export type SubmitSourceVerificationReturnType =
  /** The explorer queued a verification job; poll it with `checkVerificationStatus`. */
  | { status: 'submitted'; guid: string }
  /** The explorer already has this contract's source; no job was created. */
  | { status: 'alreadyVerified' }

/**
 * Appends `chainid` to the URL unless it already carries one: Etherscan v2 routes by the query
 * parameter (the catalogue's endpoints already include it), and a second, different `chainid`
 * would be ambiguous.
 */
function withChainId(apiUrl: string, chainId: number): string {
  if (/[?&]chainid=/.test(apiUrl)) return apiUrl
  return `${apiUrl}${apiUrl.includes('?') ? '&' : '?'}chainid=${chainId}`
}

/**
 * Submits a contract's source for verification (Etherscan API v2 `module=contract`,
 * `action=verifysourcecode`, `codeformat=solidity-standard-json-input`) and resolves with the job's
 * GUID, or `alreadyVerified` when the explorer says the source is already there.
 *
 * Decisions:
 * - The request is a form-encoded POST (the input is too big for a URL); `chainid` goes both in
 *   the URL (where v2 routes) and in the form (as the v2 docs list it among the fields).
 * - `constructorArguements` keeps Etherscan's misspelling: it is the documented field name, and
 *   the correctly spelled one is ignored by Etherscan. The value is sent without `0x`, as
 *   Etherscan expects; an empty value is left out for constructors without parameters.
 * - `apikey` is left out when no key is given (explorers that need none). Keys must not reach
 *   the browser: the web app goes through the server (`verifySourceThroughServer`), which calls
 *   this with its key.
 * - A `status: "0"` reply rejects with a ReplyRejectedError whose short message is the explorer's
 *   `result` ("Invalid API Key", "Max rate limit reached", "Unable to locate ContractCode at
 *   ..."): the result holds the reason, the `message` is just "NOTOK". `verifySource` retries the
 *   rate-limit and not-yet-indexed cases; `toErrorMessage` shows the others as `requestFailed`.
 *
 * @example
 * const submission = await submitSourceVerification({
 *   apiUrl: 'https://api.etherscan.io/v2/api',
 *   apiKey: process.env.ETHERSCAN_API_KEY,
 *   chainId: 56,
 *   contractAddress: token,
 *   verifyInput: sampleStablecoinVerifyInput,
 *   constructorArguments: encodeConstructorArguments(sampleStablecoinAbi, args),
 * })
 * if (submission.status === 'submitted') console.log(submission.guid)
 */
export async function submitSourceVerification(
  parameters: SubmitSourceVerificationParameters,
): Promise<SubmitSourceVerificationReturnType> {
  const { apiKey, chainId, contractAddress, verifyInput, requestOptions } = parameters
  const apiUrl = withChainId(parameters.apiUrl, chainId)
  const constructorArguments = parameters.constructorArguments?.replace(/^0x/i, '') || undefined
  const reply = await explorerPost<ReplyEnvelope<string>>(
    apiUrl,
    {
      chainid: chainId,
      module: 'contract',
      action: 'verifysourcecode',
      codeformat: 'solidity-standard-json-input',
      sourceCode: JSON.stringify(verifyInput.input),
      contractaddress: contractAddress,
      contractname: verifyInput.contractName,
      compilerversion: verifyInput.compilerVersion,
      constructorArguements: constructorArguments,
      apikey: apiKey,
    },
    requestOptions,
  )
  const result = reply.result
  if (String(reply.status) === '1' && typeof result === 'string' && result) {
    return { status: 'submitted', guid: result }
  }
  if (classifyExplorerResult(result) === 'alreadyVerified') return { status: 'alreadyVerified' }
  throw new ReplyRejectedError({
    url: apiUrl,
    serverMessage: typeof result === 'string' && result ? result : reply.message || 'Error',
    body: reply,
  })
}
