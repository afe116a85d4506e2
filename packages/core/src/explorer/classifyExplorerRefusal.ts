/**
 * What a browser may learn of an explorer's refusal (`explorer.rejected`): one of these codes,
 * never the explorer's text. The text is the explorer's to word, may quote the request (the
 * operator's API key in it, URL-encoded or lower-cased, as a hostile or careless explorer does) and
 * would be shown untranslated; the server logs it, masked, for the operator.
 * - `invalidKey`: the explorer refused the server's API key (missing, invalid, expired, banned);
 *   only the operator can act on it;
 * - `other`: anything else (an unknown GUID, a parameter it did not like).
 */
export const explorerRefusalReasons = ['invalidKey', 'other'] as const
export type ExplorerRefusalReason = (typeof explorerRefusalReasons)[number]

/**
 * The code of an explorer's refusal text (Etherscan answers "Invalid API Key", "Missing/Invalid API
 * Key", "API Key has expired", ...).
 *
 * @example
 * classifyExplorerRefusal('Invalid API Key (#err2)|GvB4') // 'invalidKey'
 */
export function classifyExplorerRefusal(text: unknown): ExplorerRefusalReason {
  const value = typeof text === 'string' ? text : ''
  // About the key, not merely mentioning it: an echoed request holds `apikey=` whatever went wrong.
  const aboutTheKey =
    /\b(?:invalid|missing)\b[\w\s/]{0,12}\bapi[\s_-]?key\b|\bapi[\s_-]?key\b[\w\s]{0,12}\b(?:invalid|expired|missing|banned|disabled)\b/i
  return aboutTheKey.test(value) ? 'invalidKey' : 'other'
}
