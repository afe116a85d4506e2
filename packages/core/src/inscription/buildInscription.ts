import { checkInscriptionFields } from './checkInscriptionFields.ts'
import { serializeInscription } from './serializeInscription.ts'
import type { Inscription, InscriptionRefusal } from './types.ts'

/** A number field: a decimal string as typed, or an integer. */
type Amount = string | bigint

export type BuildDeployInscriptionParameters = {
  /** A label of {@link inscriptionProtocols} or a custom protocol; written as its `protocolIdOf`. */
  protocol: string
  tick: string
  /** The tick's total supply. */
  max: Amount
  /** The most one mint may take. */
  lim: Amount
}

export type BuildMintInscriptionParameters = {
  protocol: string
  tick: string
  /** The amount this mint takes (the tick's `lim` exactly, for the item model). */
  amt: Amount
  /** The mint's number, 1 to max / lim: required where the convention numbers mints (ERC-20). */
  id?: Amount | undefined
}

export type BuildTransferInscriptionParameters = {
  protocol: string
  tick: string
  /** The amount moved from the sender to the transaction's recipient. */
  amt: Amount
}

/** The text to send, and what {@link parseInscription} reads from it (tick in lower case). */
export type BuildInscriptionResult = { ok: true; text: string; inscription: Inscription } | InscriptionRefusal

const asText = (value: Amount) => (typeof value === 'bigint' ? value.toString() : value)

/** The protocol label as its id; whatever fails the id rule is passed on for the checker to refuse. */
const protocolField = (protocol: string) => protocol.trim().toLowerCase()

function build(result: ReturnType<typeof checkInscriptionFields>): BuildInscriptionResult {
  if (!result.ok) return result
  const text = serializeInscription({ ...result.inscription, tick: result.tickAsWritten })
  return { ok: true, text, inscription: result.inscription }
}

/**
 * The exact text of a deploy inscription, or why the fields are refused (the same rule
 * {@link parseInscription} applies, so anything built here is accepted by TokenBox's indexer).
 * The tick keeps the case it was typed in; indexers compare it in lower case. Numbers are not
 * trimmed or reformatted: `'1,000'` and `' 1000'` are refused, not guessed at.
 *
 * @example
 * buildDeployInscription({ protocol: 'BSC-20', tick: 'bnbs', max: '21000000', lim: '1000' })
 * // { ok: true, text: 'data:,{"p":"bsc-20","op":"deploy","tick":"bnbs","max":"21000000","lim":"1000"}', inscription: { ... } }
 */
export function buildDeployInscription(parameters: BuildDeployInscriptionParameters): BuildInscriptionResult {
  const { protocol, tick, max, lim } = parameters
  return build(
    checkInscriptionFields({
      op: 'deploy',
      p: protocolField(protocol),
      tick,
      max: asText(max),
      lim: asText(lim),
    }),
  )
}

/**
 * The exact text of a mint inscription, or why the fields are refused. Whether the mint will
 * count (the tick deployed, `amt` within its limit, supply left) depends on the chain: the
 * indexer's tick figures say that.
 *
 * @example
 * buildMintInscription({ protocol: 'BSC-20', tick: 'bnbs', amt: 1000n })
 * // { ok: true, text: 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}', inscription: { ... } }
 * buildMintInscription({ protocol: 'ERC-20', tick: 'eths', id: 7n, amt: 1000n })
 * // { ok: true, text: 'data:,{"p":"erc-20","op":"mint","tick":"eths","id":"7","amt":"1000"}', inscription: { ... } }
 */
export function buildMintInscription(parameters: BuildMintInscriptionParameters): BuildInscriptionResult {
  const { protocol, tick, amt, id } = parameters
  return build(
    checkInscriptionFields({
      op: 'mint',
      p: protocolField(protocol),
      tick,
      amt: asText(amt),
      ...(id === undefined ? {} : { id: asText(id) }),
    }),
  )
}

/**
 * The exact text of a transfer inscription, or why the fields are refused: sent as the calldata of
 * a transaction from the holder to the recipient, it moves `amt` to the recipient (when the sender
 * holds it). An inscription sale's escrow is one, sent to the sale's address.
 *
 * @example
 * buildTransferInscription({ protocol: 'bsc-20', tick: 'bnbs', amt: 5000n })
 * // { ok: true, text: 'data:,{"p":"bsc-20","op":"transfer","tick":"bnbs","amt":"5000"}', inscription: { ... } }
 */
export function buildTransferInscription(
  parameters: BuildTransferInscriptionParameters,
): BuildInscriptionResult {
  const { protocol, tick, amt } = parameters
  return build(checkInscriptionFields({ op: 'transfer', p: protocolField(protocol), tick, amt: asText(amt) }))
}
