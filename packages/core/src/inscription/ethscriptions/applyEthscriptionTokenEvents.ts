import type { Address, Hash } from 'viem'
import {
  type InscriptionBalanceChange,
  type InscriptionEffect,
  type InscriptionTick,
  inscriptionBalanceKey,
  inscriptionTickKey,
} from '../indexer/types.ts'
import { inscriptionConventionOf } from '../inscriptionConventions.ts'
import type { EthscriptionEvent } from './types.ts'

/** A token item: an ethscription that is mint number `itemId` of the token `tickKey`. */
export type EthscriptionTokenItem = { tickKey: string; itemId: bigint }

/**
 * The token index of the ethscriptions `erc-20` format: tokens by `inscriptionTickKey(p, tick)`
 * (exact bytes, case kept), token items by ethscription id, and each holder's balance (items owned
 * times `lim`) by `inscriptionBalanceKey` (an address without an entry holds 0). `minted` of a
 * token is its item count times `lim`.
 */
export type EthscriptionTokenState = {
  ticks: ReadonlyMap<string, InscriptionTick>
  items: ReadonlyMap<Hash, EthscriptionTokenItem>
  balances: ReadonlyMap<string, bigint>
}

/**
 * What one ethscription event changed in the token index: the account model's effect shape, with the
 * token item created (mint) or moved (transfer).
 */
export type EthscriptionTokenEffect = Omit<InscriptionEffect, 'op'> & {
  op: 'deploy' | 'mint' | 'transfer'
  item: { id: Hash; itemId: bigint } | undefined
}

/**
 * Why an ethscription shaped like a token mint is not a token item:
 * - `notDeployed`: no token has this exact `p` and `tick` (a tick in other capitals is another tick);
 * - `idOutOfRange`: its `id` is above `max / lim` (the mint past the cap);
 * - `amountNotLimit`: its `amt` is not the token's `lim` exactly;
 * - `fullyMinted`: a mint without id (BSC-20) after `max / lim` items exist;
 * - `notCalldata`: a mint by an ESIP-3 event where the convention counts calldata only (BSC-20).
 * A mint whose content an earlier ethscription already had (the same id minted twice) is no
 * ethscription at all, so it never reaches this layer.
 */
export type EthscriptionTokenIgnoredReason =
  | 'notDeployed'
  | 'idOutOfRange'
  | 'amountNotLimit'
  | 'fullyMinted'
  | 'notCalldata'

export type EthscriptionTokenIgnored = { id: Hash; reason: EthscriptionTokenIgnoredReason }

/** `p`: the reference's protocol check (token.rb `sync_past_token_items!`). */
const protocolPart = '[a-z0-9-]+'
/** `tick`: Ruby's `[[:alnum:]\p{Emoji_Presentation}]+` (Alphabetic and decimal digits, or emoji). */
const tickPart = '[\\p{Alphabetic}\\p{Nd}\\p{Emoji_Presentation}]+'
const integerPart = '[1-9][0-9]{0,77}'

const deployFormat = new RegExp(
  `^data:,\\{"p":"(${protocolPart})","op":"deploy","tick":"(${tickPart})","max":"(${integerPart})","lim":"(${integerPart})"\\}$`,
  'u',
)
const mintFormat = new RegExp(
  `^data:,\\{"p":"(${protocolPart})","op":"mint","tick":"(${tickPart})","id":"(${integerPart})","amt":"(${integerPart})"\\}$`,
  'u',
)
const mintWithoutIdFormat = new RegExp(
  `^data:,\\{"p":"(${protocolPart})","op":"mint","tick":"(${tickPart})","amt":"(${integerPart})"\\}$`,
  'u',
)

const maxUint256 = (1n << 256n) - 1n

/**
 * The token a deploy ethscription's content declares, in the reference's exact bytes
 * (token.rb `find_deploy_transaction`): `data:,{"p":"…","op":"deploy","tick":"…","max":"…","lim":"…"}`,
 * keys in that order, no spaces, numbers as decimal strings without leading zeros, at most
 * 2^256 - 1, and `lim` at most `max` (a multiple of `lim` where the convention says so). Undefined
 * for anything else, and for a protocol of the account model (`inscriptionConventionOf`).
 *
 * @example
 * readEthscriptionTokenDeploy('data:,{"p":"erc-20","op":"deploy","tick":"eths","max":"21000000","lim":"1000"}')
 * // { p: 'erc-20', tick: 'eths', max: 21000000n, lim: 1000n }
 */
export function readEthscriptionTokenDeploy(
  content: string,
): { p: string; tick: string; max: bigint; lim: bigint } | undefined {
  const match = deployFormat.exec(content)
  if (!match) return undefined
  const [, p, tick, maxText, limText] = match as unknown as [string, string, string, string, string]
  const max = BigInt(maxText)
  const lim = BigInt(limText)
  const convention = inscriptionConventionOf(p)
  if (convention.model !== 'items' || max > maxUint256 || lim > max) return undefined
  if (convention.maxMultipleOfLim && max % lim !== 0n) return undefined
  return { p, tick, max, lim }
}

/**
 * A mint ethscription's fields in exact bytes, as its protocol's convention writes a mint: with an
 * id (token.rb `token_id_from_ethscription`: `data:,{"p":"…","op":"mint","tick":"…","id":"…","amt":"…"}`)
 * or, for a convention without ids (BSC-20), `data:,{"p":"…","op":"mint","tick":"…","amt":"…"}`.
 * `id` is undefined for the latter. Undefined for anything else, and for a mint in the other
 * shape than its protocol's convention.
 *
 * @example
 * readEthscriptionTokenMint('data:,{"p":"erc-20","op":"mint","tick":"eths","id":"1","amt":"1000"}')
 * // { p: 'erc-20', tick: 'eths', id: 1n, amt: '1000' }
 * readEthscriptionTokenMint('data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}')
 * // { p: 'bsc-20', tick: 'bnbs', id: undefined, amt: '1000' }
 */
export function readEthscriptionTokenMint(
  content: string,
): { p: string; tick: string; id: bigint | undefined; amt: string } | undefined {
  const withId = mintFormat.exec(content)
  if (withId) {
    const [, p, tick, id, amt] = withId as unknown as [string, string, string, string, string]
    const convention = inscriptionConventionOf(p)
    return convention.model === 'items' && convention.mintId ? { p, tick, id: BigInt(id), amt } : undefined
  }
  const withoutId = mintWithoutIdFormat.exec(content)
  if (!withoutId) return undefined
  const [, p, tick, amt] = withoutId as unknown as [string, string, string, string]
  const convention = inscriptionConventionOf(p)
  return convention.model === 'items' && !convention.mintId ? { p, tick, id: undefined, amt } : undefined
}

/**
 * Whether a content may repeat an earlier one and still be an ethscription for its token layer: a
 * mint of a convention without ids (BSC-20 mints are all the same bytes). ESIP-6 is the protocol's
 * own way; this is the convention's.
 *
 * @example
 * isRepeatableTokenMint('data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}') // true
 * isRepeatableTokenMint('data:,{"p":"erc-20","op":"mint","tick":"eths","id":"1","amt":"1000"}') // false
 */
export function isRepeatableTokenMint(content: string): boolean {
  const mint = readEthscriptionTokenMint(content)
  return mint !== undefined && mint.id === undefined
}

/**
 * Folds ethscription events ({@link applyEthscriptionCandidates}) into the token index by the
 * ethscriptions `erc-20` token rules (ethscriptions-protocol/ethscriptions-indexer, token.rb), the
 * reference that TokenBox's indexer applies to every protocol label without a public rule set of
 * its own. Pure: the state passed in is not changed.
 * - **deploy**: an ethscription whose content is exactly a deploy ({@link readEthscriptionTokenDeploy})
 *   creates the token `(p, tick)`, in the exact bytes given. The reference indexes the tokens its
 *   operator lists; TokenBox lists the first deploy of each `(p, tick)` and ignores later ones
 *   (their content differs, or they would not be ethscriptions);
 * - **mint**: an ethscription whose content is exactly a mint of a deployed token with `amt`
 *   equal to its `lim` and `id` from 1 to `max / lim` (integer division) is token item `id`,
 *   worth `lim` to whoever owns it. Content is unique, so each id is minted once and the supply
 *   never passes `max`: there is no partial mint;
 * - **transfer**: a token item changes hands only as an ethscription (calldata ids, ESIP-1, ESIP-2);
 *   the balance moves with it. A JSON `"op":"transfer"` is an ordinary ethscription, nothing more.
 *
 * @example
 * const { state: tokens, effects } = applyEthscriptionTokenEvents(tokenState, events)
 */
export function applyEthscriptionTokenEvents(
  state: EthscriptionTokenState,
  events: readonly EthscriptionEvent[],
): {
  state: EthscriptionTokenState
  effects: EthscriptionTokenEffect[]
  ignored: EthscriptionTokenIgnored[]
} {
  const ticks = new Map(state.ticks)
  const items = new Map(state.items)
  const balances = new Map(state.balances)
  const effects: EthscriptionTokenEffect[] = []
  const ignored: EthscriptionTokenIgnored[] = []
  const setBalance = (tickKey: string, address: Address, delta: bigint): InscriptionBalanceChange => {
    const key = inscriptionBalanceKey(tickKey, address)
    const before = balances.get(key) ?? 0n
    const after = before + delta
    if (after === 0n) balances.delete(key)
    else balances.set(key, after)
    return { key, address, before, after }
  }
  const holderDelta = (changes: InscriptionBalanceChange[]) =>
    changes.reduce(
      (sum, { before, after }) =>
        sum + (before === 0n && after > 0n ? 1 : 0) - (before > 0n && after === 0n ? 1 : 0),
      0,
    )

  for (const event of events) {
    if (event.kind === 'transferred') {
      const item = items.get(event.id)
      if (!item) continue
      const tick = ticks.get(item.tickKey) as InscriptionTick
      const changes = [
        setBalance(item.tickKey, event.from, -tick.lim),
        setBalance(item.tickKey, event.to, tick.lim),
      ]
      const tickAfter = { ...tick, holders: tick.holders + holderDelta(changes) }
      ticks.set(item.tickKey, tickAfter)
      effects.push({
        op: 'transfer',
        blockNumber: event.blockNumber,
        txHash: event.txHash,
        txIndex: event.txIndex,
        logIndex: event.logIndex,
        tickKey: item.tickKey,
        tickBefore: tick,
        tickAfter,
        item: { id: event.id, itemId: item.itemId },
        balances: changes,
      })
      continue
    }
    const common = {
      blockNumber: event.blockNumber,
      txHash: event.id,
      txIndex: event.txIndex,
      logIndex: event.logIndex,
    }
    const deploy = readEthscriptionTokenDeploy(event.content)
    if (deploy) {
      const tickKey = inscriptionTickKey(deploy.p, deploy.tick)
      if (ticks.has(tickKey)) continue
      const tickAfter: InscriptionTick = {
        ...deploy,
        minted: 0n,
        holders: 0,
        deployer: event.creator,
        deployTx: event.id,
        deployBlock: event.blockNumber,
      }
      ticks.set(tickKey, tickAfter)
      effects.push({
        op: 'deploy',
        ...common,
        tickKey,
        tickBefore: undefined,
        tickAfter,
        item: undefined,
        balances: [],
      })
      continue
    }
    const mint = readEthscriptionTokenMint(event.content)
    if (!mint) continue
    const tickKey = inscriptionTickKey(mint.p, mint.tick)
    const tick = ticks.get(tickKey)
    const convention = inscriptionConventionOf(mint.p)
    if (!tick) ignored.push({ id: event.id, reason: 'notDeployed' })
    else if (convention.calldataOnly && event.logIndex !== null)
      ignored.push({ id: event.id, reason: 'notCalldata' })
    else if (mint.amt !== tick.lim.toString()) ignored.push({ id: event.id, reason: 'amountNotLimit' })
    else if (mint.id !== undefined && mint.id > tick.max / tick.lim)
      ignored.push({ id: event.id, reason: 'idOutOfRange' })
    else if (mint.id === undefined && tick.minted + tick.lim > tick.max)
      ignored.push({ id: event.id, reason: 'fullyMinted' })
    else {
      const itemId = mint.id ?? tick.minted / tick.lim + 1n
      items.set(event.id, { tickKey, itemId })
      const changes = [setBalance(tickKey, event.initialOwner, tick.lim)]
      const tickAfter = {
        ...tick,
        minted: tick.minted + tick.lim,
        holders: tick.holders + holderDelta(changes),
      }
      ticks.set(tickKey, tickAfter)
      effects.push({
        op: 'mint',
        ...common,
        tickKey,
        tickBefore: tick,
        tickAfter,
        item: { id: event.id, itemId },
        balances: changes,
      })
    }
  }
  return { state: { ticks, items, balances }, effects, ignored }
}
