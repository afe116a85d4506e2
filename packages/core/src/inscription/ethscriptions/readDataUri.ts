/**
 * A data URI as the ethscriptions protocol reads it: its media type (`text/plain` when none is
 * given), its parameters (`key=value` pieces between `;`), whether it says `;base64`, and its data
 * (the text after the comma, not decoded).
 */
export type EthscriptionDataUri = {
  mimetype: string
  parameters: string[]
  base64: boolean
  data: string
}

/**
 * The grammar of the protocol's `DataUri` class (ethscriptions-protocol/ethscriptions-indexer,
 * facet_rails_common `DataUri::REGEXP`), with the same backtracking: `data:` in lower case, an
 * optional `type/subtype`, `;key=value` parameters, an optional `;base64`, a comma, then anything.
 * Ruby's `.` is every character but a line feed, so `[^\n]` stands for it here (a JavaScript `.`
 * also refuses `\r`, U+2028 and U+2029, which the protocol accepts). No end anchor: what follows a
 * line feed in the data does not matter to validity.
 */
const dataUriGrammar =
  /^data:(?:(?<mimetype>[^\n]+?\/[^\n]+?)?(?<parameters>(?:;[^\n]+?=[^\n]+?)*))?(?<extension>;base64)?,(?<data>[^\n]*)/u

/** RFC 4648 base64 as Ruby's `Base64.strict_decode64` takes it: whole quanta, `=` padding only at the end. */
const strictBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * Whether Ruby's strict base64 decoder accepts `text`: the alphabet and padding above, and the bits
 * a padded quantum leaves unused all zero (pack.c raises "invalid base64" otherwise).
 */
function isStrictBase64(text: string): boolean {
  if (!strictBase64.test(text)) return false
  if (text.endsWith('==')) return (base64Alphabet.indexOf(text.at(-3) as string) & 0x0f) === 0
  if (text.endsWith('=')) return (base64Alphabet.indexOf(text.at(-2) as string) & 0x03) === 0
  return true
}

/**
 * Reads `text` as the ethscriptions protocol reads a data URI, or returns undefined when the
 * protocol would not call it one (`DataUri.valid?` false: the content is no ethscription at all).
 * The rule, from facet_rails_common's `DataUri` (used by `Ethscription#valid_data_uri?`):
 * - `data:` (lower case: `DATA:,` is not one), then the grammar of {@link dataUriGrammar};
 * - `data:,` exactly means `text/plain` with no parameters;
 * - a URI that says `;base64` must carry strict base64 up to its first line feed (an empty data
 *   part is valid base64).
 * RFC 2397 allows more (a scheme in any case, a bare `;base64` after parameters without `=`); the
 * protocol is narrower, and what it refuses is refused here.
 *
 * @example
 * readDataUri('data:,hello') // { mimetype: 'text/plain', parameters: [], base64: false, data: 'hello' }
 * readDataUri('data:text/plain;rule=esip6,hi') // { mimetype: 'text/plain', parameters: ['rule=esip6'], base64: false, data: 'hi' }
 * readDataUri('data:hello') // undefined (no comma after a media type)
 */
export function readDataUri(text: string): EthscriptionDataUri | undefined {
  const match = dataUriGrammar.exec(text)
  if (!match?.groups) return undefined
  if (text.startsWith('data:,'))
    return { mimetype: 'text/plain', parameters: [], base64: false, data: text.slice('data:,'.length) }
  const { mimetype, parameters, extension, data } = match.groups
  const base64 = extension !== undefined
  if (base64 && !isStrictBase64(data ?? '')) return undefined
  return {
    mimetype: mimetype ? mimetype : 'text/plain',
    parameters: (parameters ?? '').split(';').filter((part) => part.length > 0),
    base64,
    data: data ?? '',
  }
}

/**
 * ESIP-6 (opt-in non-uniqueness): a data URI whose parameters include exactly `rule=esip6` may
 * repeat the content of an earlier ethscription (`DataUri.esip6?`).
 *
 * @example
 * isEsip6DataUri('data:,{"a":1}') // false
 * isEsip6DataUri('data:application/json;rule=esip6,{"a":1}') // true
 */
export function isEsip6DataUri(text: string): boolean {
  return readDataUri(text)?.parameters.includes('rule=esip6') ?? false
}
