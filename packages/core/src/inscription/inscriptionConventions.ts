import { type InscriptionProtocolLabel, inscriptionProtocols, protocolIdOf } from './inscriptionProtocols.ts'

/**
 * How TokenBox's indexer counts a protocol label's tokens, and what its forms send for it. Two
 * models exist in the wild:
 * - `items`: the ethscriptions token format. Every mint is an ethscription worth `lim`, owned
 *   by whoever owns that ethscription; balances move only when the ethscription is transferred
 *   (calldata ids, ESIP-1, ESIP-2). With `mintId`, a mint names its id (1 to max / lim) and
 *   content is unique, so each id counts once; without it, mints repeat the same bytes and count in
 *   chain order until `max / lim` of them exist. Exact bytes, `amt` equal to `lim`, no partial mint;
 * - `account`: the -20 JSON convention of 2023 (BRC-20's rules on an EVM chain): balances per
 *   address, a JSON `transfer` moves `amt` to the transaction's recipient, ticks in any case.
 */
export type InscriptionConvention = {
  label: InscriptionProtocolLabel
  model: 'items' | 'account'
  /** items: the mint carries `"id"` (1 to max / lim). */
  mintId: boolean
  /** items: only calldata creates token items (an ESIP-3 event's creation is not one). */
  calldataOnly: boolean
  /** items without id: the deploy's `max` must be a multiple of `lim`. */
  maxMultipleOfLim: boolean
  /** account: what the mint that crosses `max` gets. */
  crossingMint: 'remainder' | 'nothing'
  /** account: the largest `max` accepted (asc-20: uint64). */
  maxSupply: bigint
  /**
   * The public rules followed, or undefined when none could be found (then the ethscriptions
   * `erc-20` reference rules apply, and the documentation page says so).
   */
  source: { title: string; url: string } | undefined
  /** Where TokenBox decides because the source is silent. */
  decisions: string[]
}

const uint256Max = (1n << 256n) - 1n
const uint64Max = (1n << 64n) - 1n

const reference: Omit<InscriptionConvention, 'label' | 'source' | 'decisions'> = {
  model: 'items',
  mintId: true,
  calldataOnly: false,
  maxMultipleOfLim: false,
  crossingMint: 'nothing',
  maxSupply: uint256Max,
}

const accountDecisions = [
  'a deploy or mint counts only when sent from an address to itself (or created by an ESIP-3 event for its initialOwner)',
  'a mint may take less than lim, never more',
  'an ESIP-3 event carrying a transfer moves amt from the emitting contract to initialOwner',
]

const documented: Partial<Record<InscriptionProtocolLabel, Omit<InscriptionConvention, 'label'>>> = {
  'ERC-20': {
    ...reference,
    source: {
      // The reference indexer's app/models/token.rb; etch.market's index rules say the same.
      title: 'the ethscriptions protocol (its erc-20 token format)',
      url: 'https://github.com/ethscriptions-protocol/ethscriptions-indexer',
    },
    decisions: [
      'the first deploy of a (p, tick) is the token (the reference indexes the tokens its operator lists)',
    ],
  },
  'BSC-20': {
    ...reference,
    mintId: false,
    calldataOnly: true,
    maxMultipleOfLim: true,
    source: { title: 'Glypher, BSC-20 (BNBScription)', url: 'https://docs.glypher.io/docs/bsc-20' },
    decisions: [
      'mints repeat the same bytes, so a mint is not refused for repeating an earlier content',
      'the first deploy of a (p, tick) is the token; ticks are exact bytes',
    ],
  },
  'ASC-20': {
    ...reference,
    model: 'account',
    mintId: false,
    crossingMint: 'remainder',
    maxSupply: uint64Max,
    source: {
      title: 'Avascriptions, ASC-20 index rules',
      url: 'https://docs.avascriptions.com/asc-20/index-rules',
    },
    decisions: [
      ...accountDecisions,
      'contract transfers by the ASIP-1 event (avascriptions_protocol_TransferASC20Token) are not read yet',
    ],
  },
  'SARC-20': {
    ...reference,
    model: 'account',
    mintId: false,
    crossingMint: 'remainder',
    maxSupply: uint256Max,
    source: { title: 'SARC-20 operations', url: 'https://docs.sarc20ipt.com/sarc-20/operations' },
    decisions: [
      ...accountDecisions,
      'ticks in any case and the crossing mint as ASC-20 (the source says nothing)',
    ],
  },
}

/**
 * Every label the inscription forms offer, with the rules TokenBox follows for it. Only four labels
 * have public rules that could be found (ERC-20, BSC-20, ASC-20, SARC-20); the others are names
 * communities used without a written standard (EVM INK's survey found inscriptions under
 * undocumented labels outnumbering documented ones a thousand to one), so they follow the
 * ethscriptions `erc-20` reference rules.
 */
export const inscriptionConventions: readonly InscriptionConvention[] = inscriptionProtocols.map((label) => {
  const known = documented[label]
  return known ? { label, ...known } : { label, ...reference, source: undefined, decisions: [] }
})

const byId = new Map(inscriptionConventions.map((convention) => [protocolIdOf(convention.label), convention]))

/**
 * The convention of a protocol id (`p` as sent, lower case) or label; a custom protocol the forms
 * allow follows the reference rules.
 *
 * @example
 * inscriptionConventionOf('erc-20').mintId // true
 * inscriptionConventionOf('asc-20').model // 'account'
 * inscriptionConventionOf('my-proto').source // undefined
 */
export function inscriptionConventionOf(protocol: string): InscriptionConvention {
  const id = protocol.trim().toLowerCase()
  return (
    byId.get(id) ?? {
      label: id.toUpperCase() as InscriptionProtocolLabel,
      ...reference,
      source: undefined,
      decisions: [],
    }
  )
}

/**
 * Whether a protocol's mints carry an `id` (the item model with numbered mints: ERC-20 and every
 * label without rules of its own); the mint forms then ask for one.
 *
 * @example
 * mintIsNumbered('ERC-20') // true
 * mintIsNumbered('bsc-20') // false
 */
export function mintIsNumbered(protocol: string): boolean {
  const convention = inscriptionConventionOf(protocol)
  return convention.model === 'items' && convention.mintId
}
