/**
 * What an Etherscan-style verification reply means, read from its `result` text. Etherscan answers
 * most outcomes with `status: "0"`/`"NOTOK"` and a sentence, so the sentence is all there is to go
 * on; the patterns follow the texts Etherscan documents and has used over the years:
 * - `rateLimited`: "Max rate limit reached", "Max calls per sec rate limit reached (5/sec)";
 * - `notIndexed`: the explorer has not seen the contract yet ("Unable to locate ContractCode at
 *   0x...", "Contract source code not verified", "... not yet indexed", "does not have bytecode");
 *   right after a deployment this is normal and goes away within seconds to minutes;
 * - `alreadyVerified`: "Already Verified" (status check) or "Contract source code already
 *   verified" (submission; since late 2025 Etherscan answers it without issuing a GUID);
 * - `pending`: "Pending in queue", "In progress", "Queued";
 * - `verified`: "Pass - Verified";
 * - `failed`: "Fail - Unable to verify" and other "Fail - ..." texts;
 * - `other`: anything else (an invalid API key, an unknown GUID, a missing parameter).
 *
 * @example
 * classifyExplorerResult('Max rate limit reached') // 'rateLimited'
 */
export function classifyExplorerResult(
  result: unknown,
): 'rateLimited' | 'notIndexed' | 'alreadyVerified' | 'pending' | 'verified' | 'failed' | 'other' {
  const text = typeof result === 'string' ? result : ''
  if (/rate limit/i.test(text)) return 'rateLimited'
  if (/already verified/i.test(text)) return 'alreadyVerified'
  if (
    /unable to locate contract ?code|not yet indexed|source code not verified|does not have bytecode/i.test(
      text,
    )
  ) {
    return 'notIndexed'
  }
  if (/^\s*pass\b/i.test(text)) return 'verified'
  if (/^\s*fail\b/i.test(text)) return 'failed'
  if (/pending|in progress|queue/i.test(text)) return 'pending'
  return 'other'
}
