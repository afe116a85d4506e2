/** The operations of the -20 inscription protocols that TokenBox builds and indexes. */
export type InscriptionOp = 'deploy' | 'mint' | 'transfer'

/**
 * One inscription as {@link parseInscription} accepts it, in canonical form: `p` in lower case,
 * `tick` in lower case for the account model and exactly as written for the item model
 * (`inscriptionConventionOf`), numbers as decimal strings without leading zeros (each > 0 and
 * < 2^256). A deploy has `max` and `lim`; a mint and a transfer have `amt`; a mint of a convention
 * with ids (ERC-20 and the labels without rules of their own) has its `id`.
 */
export type Inscription =
  | { p: string; op: 'deploy'; tick: string; max: string; lim: string }
  | { p: string; op: 'mint'; tick: string; amt: string; id?: string | undefined }
  | { p: string; op: 'transfer'; tick: string; amt: string }

/**
 * Why an inscription (text, hex or form fields) is refused; the web shows "Text or hex inscription
 * string format is incomplete" for any of them in text and hex mode, and a field message in easy
 * mode (with `field`).
 * - `empty`: nothing given;
 * - `tooLong`: more than {@link inscriptionMaxBytes} bytes of UTF-8;
 * - `notHex`: hex mode, not `0x` followed by hex digits;
 * - `oddLength`: hex mode, an odd number of hex digits (half a byte);
 * - `notUtf8`: hex mode, the bytes are not valid UTF-8;
 * - `notDataUri`: does not start with `data:`;
 * - `unsupportedMediaType`: a data URI, but not `data:,` or `data:application/json,`
 *   (base64, other media types and parameters are refused);
 * - `notJson`: the part after the comma is not one JSON object;
 * - `nestedValue`: a value is an object or an array;
 * - `duplicateKey`: a key appears twice (indexers disagree on which one wins);
 * - `unknownField`: a key the operation does not have;
 * - `missingField`: a key the operation needs is absent;
 * - `badProtocol`: `p` is not a string of 1 to 32 `[a-z0-9-_]` (any case);
 * - `unknownOp`: `op` is not `deploy`, `mint` or `transfer`;
 * - `badTick`: `tick` is not a string of 1 to 32 visible characters without `"` or `\`;
 * - `badNumber`: `max`, `lim` or `amt` is not a string of decimal digits without leading zeros,
 *   greater than 0 and below 2^256 (numbers, signs, fractions, exponents and spaces are refused);
 * - `limAboveMax`: a deploy whose `lim` is greater than its `max`;
 * - `maxNotMultipleOfLim`: a deploy of a convention whose `max` must be a multiple of `lim` (BSC-20);
 * - `notExactBytes`: the item model counts only the exact bytes TokenBox writes (`data:,`, keys in
 *   order, no spaces): the same inscription in other bytes would be sent and never counted.
 */
export type InscriptionProblem =
  | 'empty'
  | 'tooLong'
  | 'notHex'
  | 'oddLength'
  | 'notUtf8'
  | 'notDataUri'
  | 'unsupportedMediaType'
  | 'notJson'
  | 'nestedValue'
  | 'duplicateKey'
  | 'unknownField'
  | 'missingField'
  | 'badProtocol'
  | 'unknownOp'
  | 'badTick'
  | 'badNumber'
  | 'limAboveMax'
  | 'maxNotMultipleOfLim'
  | 'notExactBytes'

/** The form field a problem belongs to, for easy mode and for pointing at the JSON key. */
export type InscriptionField = 'p' | 'op' | 'tick' | 'max' | 'lim' | 'amt' | 'id'

export type InscriptionRefusal = {
  ok: false
  problem: InscriptionProblem
  field?: InscriptionField | undefined
}

/**
 * The longest inscription accepted, in bytes of UTF-8 (the whole `data:` text). The longest
 * canonical one (a deploy with a 32-character protocol, 32 four-byte tick characters and two
 * 78-digit numbers) is under 400 bytes; the rest is room for JSON spacing, not for payloads.
 */
export const inscriptionMaxBytes = 1024
