import { checkInscriptionFields } from './checkInscriptionFields.ts'
import {
  type Inscription,
  type InscriptionField,
  type InscriptionOp,
  type InscriptionRefusal,
  inscriptionMaxBytes,
} from './types.ts'

export type ParseInscriptionResult = { ok: true; inscription: Inscription } | InscriptionRefusal

/** The two data-URI headers accepted, each exactly (lower case, no parameters, no base64). */
const acceptedPrefixes = ['data:,', 'data:application/json,'] as const

const fieldsOf: Record<InscriptionOp, readonly string[]> = {
  deploy: ['p', 'op', 'tick', 'max', 'lim'],
  mint: ['p', 'op', 'tick', 'id', 'amt'],
  transfer: ['p', 'op', 'tick', 'amt'],
}

type FlatJson = { ok: true; entries: [string, unknown][] } | { ok: false; problem: 'notJson' | 'nestedValue' }

const whitespace = /[ \t\n\r]*/y
const jsonNumber = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y
const jsonLiteral = /true|false|null/y

/**
 * Reads a JSON object whose values are all scalars, keeping every key in order (JSON.parse would
 * keep only the last of duplicates). A number value is returned as its source text (a `number`
 * would round it), which the field checks then refuse for not being a string.
 */
function parseFlatJsonObject(text: string): FlatJson {
  let at = 0
  const skipWhitespace = () => {
    whitespace.lastIndex = at
    whitespace.test(text)
    at = whitespace.lastIndex
  }
  const readString = (): string | undefined => {
    if (text[at] !== '"') return undefined
    let end = at + 1
    while (end < text.length && text[end] !== '"') {
      if (text.charCodeAt(end) < 0x20) return undefined
      end += text[end] === '\\' ? 2 : 1
    }
    if (end >= text.length) return undefined
    try {
      // JSON.parse checks the escapes and decodes them.
      const value = JSON.parse(text.slice(at, end + 1)) as string
      at = end + 1
      return value
    } catch {
      return undefined
    }
  }
  const readToken = (pattern: RegExp) => {
    pattern.lastIndex = at
    const match = pattern.exec(text)
    if (!match) return undefined
    at = pattern.lastIndex
    return match[0]
  }
  const notJson = { ok: false, problem: 'notJson' } as const
  skipWhitespace()
  if (text[at] !== '{') return notJson
  at += 1
  skipWhitespace()
  const entries: [string, unknown][] = []
  if (text[at] === '}') at += 1
  else {
    for (;;) {
      const key = readString()
      if (key === undefined) return notJson
      skipWhitespace()
      if (text[at] !== ':') return notJson
      at += 1
      skipWhitespace()
      const next = text[at]
      if (next === '{' || next === '[') return { ok: false, problem: 'nestedValue' }
      let value: unknown
      if (next === '"') value = readString()
      else if (next === 't' || next === 'f' || next === 'n') {
        const literal = readToken(jsonLiteral)
        if (literal === undefined) return notJson
        value = JSON.parse(literal)
      } else {
        // A number stays text: kept apart from a string by being wrapped.
        const number = readToken(jsonNumber)
        if (number === undefined) return notJson
        value = { number }
      }
      if (value === undefined) return notJson
      entries.push([key, value])
      skipWhitespace()
      if (text[at] === ',') {
        at += 1
        skipWhitespace()
        continue
      }
      if (text[at] !== '}') return notJson
      at += 1
      break
    }
  }
  skipWhitespace()
  return at === text.length ? { ok: true, entries } : notJson
}

/**
 * THE rule of what TokenBox accepts as an inscription: its indexer applies it to every
 * transaction's data, and the forms check through it, so what a user may send is exactly what
 * will be indexed. Returns the inscription in canonical form ({@link Inscription}) or the first
 * problem found. Nothing throws.
 *
 * The rule, strict on purpose (the -20 indexers of 2023-24 disagreed at every loose edge):
 * - at most {@link inscriptionMaxBytes} bytes of UTF-8;
 * - starts with exactly `data:,` or `data:application/json,` (the two headers the EVM inscription
 *   sites sent); the rest is taken literally: no percent-decoding, no base64;
 * - then one JSON object (JSON whitespace allowed) whose values are strings, each key once;
 * - `op` is `deploy` (keys `p`, `op`, `tick`, `max`, optional `lim` which defaults to `max`),
 *   `mint` or `transfer` (keys `p`, `op`, `tick`, `amt`), in lower case; any other key is refused;
 * - `p` is 1 to 32 of `[a-z0-9-_]` in any case, `tick` 1 to 32 visible characters (no spaces,
 *   controls, `"` or `\`); both are compared and returned in lower case;
 * - `max`, `lim` and `amt` are strings of decimal digits without leading zeros, above 0 and below
 *   2^256; `lim` is at most `max`.
 *
 * @example
 * parseInscription('data:,{"p":"bsc-20","op":"mint","tick":"BNBS","amt":"1000"}')
 * // { ok: true, inscription: { p: 'bsc-20', op: 'mint', tick: 'bnbs', amt: '1000' } }
 * parseInscription('data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":1000}')
 * // { ok: false, problem: 'badNumber', field: 'amt' }
 */
export function parseInscription(text: string): ParseInscriptionResult {
  if (text.length === 0) return { ok: false, problem: 'empty' }
  // A UTF-16 unit is at most 3 bytes of UTF-8: short strings need no encoding to pass.
  if (text.length * 3 > inscriptionMaxBytes && new TextEncoder().encode(text).length > inscriptionMaxBytes)
    return { ok: false, problem: 'tooLong' }
  if (!text.startsWith('data:') || !text.includes(',')) return { ok: false, problem: 'notDataUri' }
  const prefix = acceptedPrefixes.find((candidate) => text.startsWith(candidate))
  if (!prefix) return { ok: false, problem: 'unsupportedMediaType' }
  const json = parseFlatJsonObject(text.slice(prefix.length))
  if (!json.ok) return json
  const fields = new Map<string, unknown>()
  for (const [key, value] of json.entries) {
    if (fields.has(key)) return { ok: false, problem: 'duplicateKey' }
    fields.set(key, value)
  }
  const op = fields.get('op')
  if (op === undefined) return { ok: false, problem: 'missingField', field: 'op' }
  if (op !== 'deploy' && op !== 'mint' && op !== 'transfer')
    return { ok: false, problem: 'unknownOp', field: 'op' }
  const allowed = fieldsOf[op]
  for (const key of fields.keys()) if (!allowed.includes(key)) return { ok: false, problem: 'unknownField' }
  const values = Object.fromEntries(fields) as Record<InscriptionField, unknown>
  const checked = checkInscriptionFields({ ...values, op })
  return checked.ok ? { ok: true, inscription: checked.inscription } : checked
}
