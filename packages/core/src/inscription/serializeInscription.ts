import type { Inscription } from './types.ts'

/**
 * The text of an inscription: `data:,` and the JSON with the keys in the order the -20 sites wrote
 * them (`p`, `op`, `tick`, then `max`, `lim`, or a mint's `id` and `amt` as the ethscriptions token
 * format orders them, or `amt`), no spaces, numbers as decimal strings: exactly the bytes the
 * item model counts (token.rb's formats). For
 * an inscription {@link parseInscription} returned, this is its canonical form; `tick` may be given
 * in another case (a builder keeps the case the user typed; indexers compare in lower case).
 *
 * @example
 * serializeInscription({ p: 'bsc-20', op: 'mint', tick: 'bnbs', amt: '1000' })
 * // 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}'
 */
export function serializeInscription(inscription: Inscription): string {
  const { p, op, tick } = inscription
  const json =
    inscription.op === 'deploy'
      ? JSON.stringify({ p, op, tick, max: inscription.max, lim: inscription.lim })
      : inscription.op === 'mint' && inscription.id !== undefined
        ? JSON.stringify({ p, op, tick, id: inscription.id, amt: inscription.amt })
        : JSON.stringify({ p, op, tick, amt: inscription.amt })
  return `data:,${json}`
}
