import { ReplyRejectedError } from '../errors/request.ts'
import { explorerGet } from '../request/explorerGet.ts'
import type { ReplyEnvelope } from '../request/types.ts'
import { classifyExplorerResult } from './classifyExplorerResult.ts'
import type { ExplorerApiParameters, VerificationStatus } from './types.ts'

export type CheckVerificationStatusParameters = ExplorerApiParameters & {
  /** The GUID `submitSourceVerification` returned. */
  guid: string
}

/**
 * Asks the explorer where a verification job stands (Etherscan API v2 `module=contract`,
 * `action=checkverifystatus`): `pending`, `verified`, `alreadyVerified` or `failed` with the
 * explorer's reason.
 *
 * Decisions:
 * - Etherscan reports a job still in its queue as `status: "0"` "Pending in queue", so the
 *   status field alone does not tell an error from "not yet"; the `result` text decides (see
 *   `classifyExplorerResult`).
 * - A `status: "1"` reply is a success whatever its wording ("Pass - Verified").
 * - Anything that is not about the job (an invalid key, an unknown GUID, the rate limit) rejects
 *   with a ReplyRejectedError carrying the explorer's text, so `verifySource` can retry the rate
 *   limit and report the rest.
 *
 * @example
 * const { status } = await checkVerificationStatus({ apiUrl, apiKey, chainId: 56, guid })
 * if (status === 'failed') console.log('explorer could not verify')
 */
export async function checkVerificationStatus(
  parameters: CheckVerificationStatusParameters,
): Promise<VerificationStatus> {
  const { apiUrl, apiKey, chainId, guid, requestOptions } = parameters
  // The catalogue's endpoints already carry `chainid`; a second one in the query would be ambiguous.
  const chainid = /[?&]chainid=/.test(apiUrl) ? undefined : chainId
  const reply = await explorerGet<ReplyEnvelope<string>>(
    apiUrl,
    { chainid, module: 'contract', action: 'checkverifystatus', guid, apikey: apiKey },
    requestOptions,
  )
  const kind = classifyExplorerResult(reply.result)
  if (kind === 'alreadyVerified') return { status: 'alreadyVerified' }
  if (String(reply.status) === '1' || kind === 'verified') return { status: 'verified' }
  if (kind === 'pending') return { status: 'pending' }
  if (kind === 'failed') return { status: 'failed', reason: String(reply.result) }
  throw new ReplyRejectedError({
    url: apiUrl,
    serverMessage: typeof reply.result === 'string' && reply.result ? reply.result : reply.message || 'Error',
    body: reply,
  })
}
