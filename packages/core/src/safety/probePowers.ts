import {
  type Address,
  encodeAbiParameters,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBytes,
  isAddressEqual,
  maxUint256,
  type PublicClient,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { deadAddress, isBurnAddress } from './burnAddresses.ts'
import { powerSignatures } from './bytecodePowers.ts'
import { createCallOutcomes } from './callOutcomes.ts'
import {
  approveReturningAnythingAbi,
  resultOf,
  type SimulatedCallResult,
  type SimulationMethod,
  simulateCalls,
} from './simulateCalls.ts'
import { saleReads } from './simulateHolderSales.ts'
import type { ProbedPower, TradeTest } from './types.ts'

export type ProbePowersParameters = {
  token: Address
  /** The token's runtime code (a proxy's implementation code is appended by the caller). */
  code: Hex
  /**
   * Who may hold a power: the owner, the creator, addresses the code or storage keeps. A promise
   * lets the functions open to anyone be found while the candidates are still being read.
   */
  candidates: readonly Address[] | Promise<readonly Address[]>
  /** Addresses that are never a controller: the token, its pools, the router, the wrapped coin. */
  known: readonly Address[]
  trades: readonly TradeTest[]
  /** At most this many functions are probed (default 40). */
  limit?: number
  /**
   * Selectors of the powers found by name that someone holds: of these, the probe says which are
   * closed (refused to every candidate for another reason than its caller, even after a buy).
   */
  closable?: readonly Hex[]
  /**
   * The contract whose functions are tried, when not the token: an outside contract the token
   * keeps (and may call in its transfer). Its powers count by what they do to the token's sales.
   */
  target?: Address
}

/** Nobody's address: the caller that every gated function must refuse. */
const stranger: Address = '0x000000000000000000000000000000000057a4e5'
/**
 * The buyer each power is tried on: a fresh address that buys in the simulated block (credited for
 * it by a state override), then sells after the power was used. Never an owner or an exempt wallet.
 */
const probeBuyer: Address = '0x00000000000000000000000000000000b0e5a1e5'
const farDeadline = 2n ** 40n
/** An ERC-20 Transfer event's first topic, and the zero address as a topic (a mint's sender). */
const transferTopic: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const zeroTopic: Hex = `0x${'0'.repeat(64)}`

/** Functions every ERC-20 has, and views of ownership: never a power to probe. */
const standardSelectors = new Set<Hex>(
  [
    'transfer(address,uint256)',
    'transferFrom(address,address,uint256)',
    'approve(address,uint256)',
    'increaseAllowance(address,uint256)',
    'decreaseAllowance(address,uint256)',
    'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
    'burn(uint256)',
    'burnFrom(address,uint256)',
    'renounceOwnership()',
    'transferOwnership(address)',
    'acceptOwnership()',
    'multicall(bytes[])',
  ].map((signature) => toFunctionSelector(`function ${signature}`)),
)

/** Known names for the evidence: the power table's signatures by selector. */
const signatureBySelector = new Map<Hex, string>(
  Object.values(powerSignatures)
    .flat()
    .map((signature) => [toFunctionSelector(`function ${signature}`), signature] as const),
)

/**
 * The mints the power table names (issue(uint256), mint(address,uint256), ...): a supply grown by one
 * of them is a mint in the open even without a Transfer event (USDT's issue emits only its own).
 */
const mintSelectors = new Set<Hex>(
  powerSignatures.mint.map((signature) => toFunctionSelector(`function ${signature}`)),
)

/**
 * The selectors a contract's dispatcher compares calldata with: a PUSH4 followed by EQ (or by DUP2
 * then EQ), as solc and vyper lay the dispatcher out. Error selectors and other constants are
 * pushed too, but not compared that way.
 */
export function dispatcherSelectors(code: Hex): Hex[] {
  const bytes = hexToBytes(code)
  const found = new Set<Hex>()
  for (let index = 0; index < bytes.length; index++) {
    const opcode = bytes[index] ?? 0
    if (opcode >= 0x60 && opcode <= 0x7f) {
      const size = opcode - 0x5f
      if (opcode === 0x63) {
        const next = bytes[index + 5]
        const after = bytes[index + 6]
        if (next === 0x14 || (next === 0x81 && after === 0x14)) {
          let hex = ''
          for (let offset = 1; offset <= 4; offset++)
            hex += (bytes[index + offset] ?? 0).toString(16).padStart(2, '0')
          found.add(`0x${hex}`)
        }
      }
      index += size
    }
  }
  return [...found]
}

/**
 * The address-shaped constants `code` pushes (PUSH20, or PUSH32 with 12 zero bytes: a constant or
 * an immutable), where a token keeps an address it was deployed with.
 */
export function codeAddresses(code: Hex): Address[] {
  const bytes = hexToBytes(code)
  const found = new Set<string>()
  for (let index = 0; index < bytes.length; index++) {
    const opcode = bytes[index] ?? 0
    if (opcode < 0x60 || opcode > 0x7f) continue
    const size = opcode - 0x5f
    // PUSH data running past the end is the compiler's metadata, not code.
    if (index + size >= bytes.length) break
    if (size === 20 || size === 32) {
      const data = bytes.slice(index + 1, index + 1 + size)
      const head = size === 32 ? data.slice(0, 12) : new Uint8Array()
      const body = size === 32 ? data.slice(12) : data
      const leadingZeros = body.findIndex((byte) => byte !== 0)
      if (head.every((byte) => byte === 0) && leadingZeros >= 0 && leadingZeros < 4)
        found.add(`0x${[...body].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`)
    }
    index += size
  }
  return [...found].map((address) => getAddress(address))
}

/** The selectors that hand the token or its logic to another address (ownership, upgrades). */
const handOvers = new Set<Hex>(
  [...powerSignatures.ownership, ...powerSignatures.upgrade].map((signature) =>
    toFunctionSelector(`function ${signature}`),
  ),
)

/** At most this many of a candidate's other calls are made before a power's tries (opensAfterOthers). */
const maxCallsBefore = 8

/**
 * The shapes' calls of `selector`, without those a known signature makes the same call: a function
 * whose arguments are all static reads only its first words, so shapes alike there (every shape of
 * `pause()`, the holder with 1 or with the maximum for `freeze(address)`) are one try. Unknown
 * selectors keep every shape.
 */
function distinctTries(
  selector: Hex,
  shapes: readonly { shape: ProbedPower['arguments']; data: Hex }[],
): { shape: ProbedPower['arguments']; data: Hex }[] {
  const tries = shapes.map((shape) => ({ ...shape, data: `${selector}${shape.data.slice(2)}` as Hex }))
  const signature = signatureBySelector.get(selector)
  const inner = signature ? /\((.*)\)$/.exec(signature)?.[1] : undefined
  if (inner === undefined) return tries
  const types = inner === '' ? [] : inner.split(',')
  if (types.some((type) => !/^(address|bool|u?int\d*|bytes\d+)$/.test(type.trim()))) return tries
  const read = 10 + 64 * types.length
  const seen = new Set<string>()
  return tries.filter((attempt) => {
    const key = attempt.data.slice(0, read)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** What a power's call did to the probe buyer's sale right after it. */
type SaleEffect = { canSell: boolean; taxBps: number; mints: boolean; hidden: boolean; takes: boolean }

/**
 * Small plain values (every argument 1, then 5) for `attempt`'s function: a setter that takes only
 * a narrow range (a fee of 1% to 25%) is not closed because the probe's shapes all missed it.
 */
function smallTries(attempt: { data: Hex }): { data: Hex }[] {
  const selector = attempt.data.slice(0, 10)
  const words = (value: bigint) => value.toString(16).padStart(64, '0').repeat(4)
  return [1n, 5n].map((value) => ({ data: `${selector}${words(value)}` as Hex }))
}

/** The argument shapes each function is tried with: the holder (and true), a list of it, extremes. */
function argumentSets(holder: Address): { shape: ProbedPower['arguments']; data: Hex }[] {
  const word = (value: bigint | Address) =>
    (typeof value === 'bigint'
      ? encodeAbiParameters([{ type: 'uint256' }], [value])
      : encodeAbiParameters([{ type: 'address' }], [value])
    ).slice(2)
  return [
    { shape: 'holder', data: `0x${word(holder)}${word(1n)}${word(0n)}${word(0n)}` },
    { shape: 'holderMax', data: `0x${word(holder)}${word(maxUint256)}${word(0n)}${word(0n)}` },
    // From the holder to another address, one unit: a function that moves anyone's tokens.
    { shape: 'holderOut', data: `0x${word(holder)}${word(deadAddress)}${word(1n)}${word(0n)}` },
    { shape: 'holderList', data: `0x${word(64n)}${word(1n)}${word(1n)}${word(holder)}` },
    { shape: 'max', data: `0x${word(maxUint256)}${word(maxUint256)}${word(maxUint256)}${word(maxUint256)}` },
    // A whole sale as a tax, in percent and in basis points (a setter with a ceiling refuses both).
    { shape: 'percent100', data: `0x${word(100n)}${word(100n)}${word(100n)}${word(100n)}` },
    { shape: 'bps10000', data: `0x${word(10_000n)}${word(10_000n)}${word(10_000n)}${word(10_000n)}` },
    { shape: 'zero', data: `0x${word(0n)}${word(0n)}${word(0n)}${word(0n)}` },
  ]
}

/**
 * Finds who can call which state-changing function of a contract that is no TokenBox template, and
 * what each does to a holder's sale, by simulation instead of by name (issue 50): a function name
 * list cannot keep up with `claim(address[],bool)` or `theSL()`. For each function the dispatcher
 * knows (standard ERC-20 functions aside), a call with a few argument shapes (the holder, a list of
 * it, all-max, 100 and 10,000 as a tax in percent or basis points, all-zero) is sent as nobody: a function nobody may call that one of the candidates
 * may is that candidate's power. Each such call is then simulated as that candidate, between a fresh
 * buyer's buy and its sale in one simulated block: a sale that then fails is "can stop holders selling",
 * one that then pays less than half is "can raise the sell tax"; a call that created tokens is "can
 * mint", and one that grew a balance or the supply without the Transfer event that says so "changes
 * balances in hiding". Nothing is sent; one `eth_call`
 * per try, one simulation per power found (`eth_simulateV1`, or where the node lacks it one `eth_call`
 * with state overrides: simulateCalls, where events are unseen and a hidden balance reads as a mint).
 * A function no candidate may call, where one was refused with another error than nobody was, is
 * `closed`: it cannot run today (a mint behind a set "finished" flag).
 *
 * Every function (and then every function and candidate pair) is tried at once, in two rounds:
 * the first shape, then, where it did not settle the question, the other shapes together. The
 * answers are those of trying one by one (each eth_call stands alone); a shape tried after the one
 * that settled it costs a call that order would have saved.
 *
 * @example
 * const { powers } = await probePowers(publicClient, { token, code, candidates: [creator], known: [pair], trades, holderSales })
 * powers.filter((power) => power.effect === 'stopsSales') // [{ selector: '0x…', caller: '0x…', … }]
 */
export async function probePowers(
  client: PublicClient,
  parameters: ProbePowersParameters,
): Promise<{
  powers: ProbedPower[]
  calls: number
  /** Functions only some address may call whose effect the node failed to simulate. */
  untested: number
  /**
   * Of `closable`, functions nobody may call that no candidate could call either, with any shape
   * tried, still refused after a buy, though a candidate passed the check of its caller (refused
   * with another error than nobody, or down another path: other gas used): closed for good as far
   * as the probe can tell, such as a mint behind a set "finished" flag.
   */
  closed: Hex[]
  /** Functions of the dispatcher left untried, beyond `limit`. */
  skipped: number
  /** How the effects were simulated: eth_simulateV1, or eth_call where the node lacks it (no logs). */
  method?: SimulationMethod
}> {
  const token = getAddress(parameters.token)
  const target = parameters.target ? getAddress(parameters.target) : token
  const trade = parameters.trades.find(
    (test) =>
      test.reading?.canSell && test.reading.bought > 0n && test.path && test.path.length >= 2 && test.value,
  )
  const known = parameters.known.map((address) => address.toLowerCase())
  const candidatesOf = (addresses: readonly Address[]) => [
    ...new Set(
      addresses
        .filter((address) => !isBurnAddress(address) && !isAddressEqual(address, zeroAddress))
        .filter(
          (address) =>
            !known.includes(address.toLowerCase()) &&
            !isAddressEqual(address, token) &&
            !isAddressEqual(address, target),
        )
        .map((address) => getAddress(address)),
    ),
  ]
  const given = Array.isArray(parameters.candidates) ? candidatesOf(parameters.candidates) : undefined
  if (!trade?.path || !trade.reading || !trade.value || given?.length === 0)
    return { powers: [], calls: 0, untested: 0, closed: [], skipped: 0 }
  const holder = probeBuyer
  const buyPath = trade.path
  const buyValue = trade.value
  // A little less than the probe got: the same buy in the simulated block may round differently.
  const amount = (trade.reading.bought * 99n) / 100n
  const baseTaxBps = trade.reading.sellTaxBps ?? 0
  const sellPath = [...trade.path].reverse()
  /** The probe buyer's buy that opens each simulated block: the token's sales are tried after it. */
  const buyCall = (buyer: Address) =>
    ({
      from: buyer,
      to: trade.router,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
      args: [0n, buyPath, buyer, farDeadline],
      value: buyValue,
    }) as const
  const native = sellPath[sellPath.length - 1] as Address
  const dispatched = dispatcherSelectors(parameters.code).filter(
    (selector) => !standardSelectors.has(selector),
  )
  const selectors = dispatched.slice(0, parameters.limit ?? 40)
  // Functions beyond the limit are not tried: counted, so the report says so.
  const skipped = dispatched.length - selectors.length
  const shapes = argumentSets(holder)
  const triesOf = (selector: Hex) => distinctTries(selector, shapes)
  let calls = 0
  let untested = 0
  let method: SimulationMethod = 'simulateV1'
  /** The revert selector each refused try answered ('0x' for none), by caller and calldata. */
  const refusals = new Map<string, Hex>()
  // The tries asked together go in one simulation where the node has eth_simulateV1.
  const outcomesOfCalls = createCallOutcomes(client)
  const succeeds = async (from: Address, data: Hex) => {
    const outcome = await outcomesOfCalls.outcome({ from, to: target, data })
    if (!outcome.succeeded) refusals.set(`${from.toLowerCase()}${data}`, outcome.revert)
    return outcome.succeeded
  }
  /**
   * Which of `tries` `from` may call, read lazily: the first shape alone, the other shapes together
   * when asked for (each eth_call stands alone, so asking them at once answers as one by one).
   */
  const outcomes = (from: Address, tries: readonly { data: Hex }[]) => {
    const first = succeeds(from, (tries[0] as { data: Hex }).data)
    let rest: Promise<boolean[]> | undefined
    return (index: number): Promise<boolean> => {
      if (index === 0) return first
      rest ??= Promise.all(tries.slice(1).map((attempt) => succeeds(from, attempt.data)))
      return rest.then((answers) => answers[index - 1] as boolean)
    }
  }

  // Open to anyone (a view, or an ungated function): no one's power. Every function is tried at
  // once, while the candidates are still being found.
  const gatedSelectors = Promise.all(
    selectors.map(async (selector) => {
      const tries = triesOf(selector)
      const outcome = outcomes(stranger, tries)
      for (let index = 0; index < tries.length; index++) if (await outcome(index)) return undefined
      return selector
    }),
  ).then((found) => found.filter((selector): selector is Hex => selector !== undefined))
  const [gated, candidates] = await Promise.all([
    gatedSelectors,
    given ?? Promise.resolve(parameters.candidates).then(candidatesOf),
  ])

  /** Gated functions some candidate could call with some shape. */
  const runnable = new Set<Hex>()
  /** What each candidate could call (lowercase address -> calldata), for a power that needs another's call first. */
  const ranBy = new Map<string, Hex[]>()
  /**
   * What `caller` can do with `selector`: every shape, each between a buy and a sale, in one
   * simulation (a shape the caller may not call is refused there and left out). A shape refused,
   * or whose buy failed, only after an earlier one went through (a setter that runs once, a logic
   * replaced) is simulated alone, as it would have been tried alone.
   */
  const powersOf = async (selector: Hex, caller: Address): Promise<ProbedPower[]> => {
    const tries = triesOf(selector)
    const context = { token, caller, holder, amount }
    calls += 1
    const effects = await salesAfter(client, { ...context, calls: tries.map((attempt) => attempt.data) })
    const found: ProbedPower[] = []
    let wentThrough = false
    for (const [index, attempt] of tries.entries()) {
      let effect = effects[index] ?? 'error'
      if ((effect === 'refused' || effect === 'error') && wentThrough) {
        calls += 1
        const [alone] = await salesAfter(client, { ...context, calls: [attempt.data] })
        effect = alone ?? 'error'
      }
      if (effect === 'refused') continue
      wentThrough = true
      runnable.add(selector)
      const key = caller.toLowerCase()
      ranBy.set(key, [...(ranBy.get(key) ?? []), attempt.data])
      const base = { selector, caller, arguments: attempt.shape }
      const named = signatureBySelector.get(selector)
      const power: ProbedPower = { ...base, ...(named ? { signature: named } : {}), effect: 'none' }
      // Found, but its effect was not simulated: counted, so the report says so.
      if (effect === 'error') {
        untested += 1
        continue
      }
      if (effect.takes) power.effect = 'takesTokens'
      else if (!effect.canSell) power.effect = 'stopsSales'
      else if (effect.taxBps >= 5_000 && effect.taxBps >= baseTaxBps + 2_000) {
        power.effect = 'raisesTax'
        power.taxBps = effect.taxBps
      } else if (effect.hidden && !(effect.mints && mintSelectors.has(selector)))
        power.effect = 'hiddenBalance'
      else if (effect.mints) power.effect = 'mints'
      found.push(power)
      // One shape with an effect is the evidence; a shape without one may still hide one.
      if (power.effect !== 'none') break
    }
    return found
  }
  // Every (function, candidate) pair at once; the powers in the order of the functions, then of the
  // candidates, then of the shapes, as tried one by one.
  const powers = (
    await Promise.all(gated.flatMap((selector) => candidates.map((caller) => powersOf(selector, caller))))
  ).flat()
  // Closed: a function of a power found by name (`closable`) that every candidate was refused, and
  // that still refuses a candidate every shape once the probe buyer holds tokens (a shape aimed at
  // the buyer's balance is then no reason to fail), where the candidate got past the check of its
  // caller: refused with another error than nobody was, or, where no error says it (an old
  // contract's bare require), its refused call took another path than nobody's (it used other gas
  // in the same block, which eth_simulateV1 reports). A "minting finished" flag, a cap reached.
  // Refused alike says nothing: the candidate may just not be the one it takes.
  const refusedWith = (from: Address, data: Hex) => refusals.get(`${from.toLowerCase()}${data}`)
  const closable = new Set((parameters.closable ?? []).map((selector) => selector.toLowerCase()))
  const closed = (
    await Promise.all(
      gated.map(async (selector) => {
        if (runnable.has(selector) || !closable.has(selector.toLowerCase())) return undefined
        const tries = triesOf(selector)
        const first = (tries[0] as { data: Hex }).data
        const nobody = refusedWith(stranger, first)
        // How each candidate is refused its first shape (asked here: the sales did not need it).
        await Promise.all(candidates.map((caller) => succeeds(caller, first)))
        const passed = candidates.find((caller) => {
          const answer = refusedWith(caller, first)
          return answer !== undefined && answer !== '0x' && answer !== nobody
        })
        // The owner (the first candidate) when no error told a candidate apart.
        const caller = passed ?? candidates[0]
        if (!caller) return undefined
        calls += 1
        return (await closedFor(client, caller, tries, passed !== undefined)) ? selector : undefined
      }),
    )
  ).filter((selector): selector is Hex => selector !== undefined)
  return { powers, calls: calls + outcomesOfCalls.calls(), untested, closed, skipped, method }

  /**
   * Whether `caller` is refused every try in a simulated block where the probe buyer bought first,
   * having got past the check of its caller: `errorDiffers` (its error was not nobody's), or its
   * first try used other gas than nobody's same try there. False when any try went through, or the
   * simulation did not run or reports no gas (closed only when shown).
   */
  async function closedFor(
    rpc: PublicClient,
    caller: Address,
    tries: readonly { data: Hex }[],
    errorDiffers: boolean,
  ): Promise<boolean> {
    const result = await simulateCalls(rpc, {
      stateOverrides: [{ address: holder, balance: buyValue * 2n }],
      calls: [
        buyCall(holder),
        { from: stranger, to: target, data: (tries[0] as { data: Hex }).data },
        ...[...tries, ...smallTries(tries[0] as { data: Hex })].map((attempt) => ({
          from: caller,
          to: target,
          data: attempt.data,
        })),
      ],
    }).catch(() => undefined)
    if (!result || result === 'unsupported' || result.calls[0]?.status !== 'success') return false
    const [, nobody, ...own] = result.calls
    if (nobody?.status !== 'failure' || !own.every((answer) => answer.status === 'failure')) return false
    const nobodyGas = nobody.gasUsed
    const ownGas = own[0]?.gasUsed
    if (!errorDiffers && (nobodyGas === undefined || ownGas === undefined || ownGas === nobodyGas))
      return false
    return !(await opensAfterOthers(rpc, caller, tries))
  }

  /**
   * Whether one of `tries` goes through once `caller` has first made every call it could make
   * (a burn of frozen funds needs the freeze first): a power that takes two steps is not closed.
   * Only ever turns "closed" into "open", so a call that costs the caller its role changes nothing.
   */
  async function opensAfterOthers(
    rpc: PublicClient,
    caller: Address,
    tries: readonly { data: Hex }[],
  ): Promise<boolean> {
    const first = (tries[0] as { data: Hex }).data.slice(0, 10)
    // Never a hand-over of the token or its logic, which would only make the tries fail.
    // One call of each other function (its first shape the caller could make: the holder first).
    const bySelector = new Map<string, Hex>()
    for (const data of ranBy.get(caller.toLowerCase()) ?? [])
      if (!bySelector.has(data.slice(0, 10))) bySelector.set(data.slice(0, 10), data)
    const before = [...bySelector.values()].filter(
      (data) => data.slice(0, 10) !== first && !handOvers.has(data.slice(0, 10) as Hex),
    )
    if (before.length === 0) return false
    const attempts = [...tries, ...smallTries(tries[0] as { data: Hex })]
    calls += 1
    const result = await simulateCalls(rpc, {
      stateOverrides: [{ address: holder, balance: buyValue * 2n }],
      calls: [
        buyCall(holder),
        // Each other call, then every try: one call may undo another (a freeze, then an unfreeze).
        ...before
          .slice(0, maxCallsBefore)
          .flatMap((data) => [
            { from: caller, to: target, data },
            ...attempts.map((attempt) => ({ from: caller, to: target, data: attempt.data })),
          ]),
      ],
    }).catch(() => undefined)
    // Not shown to open: the first answer stands.
    if (!result || result === 'unsupported') return false
    return result.calls
      .slice(1)
      .some((answer, index) => index % (attempts.length + 1) !== 0 && answer.status === 'success')
  }

  /**
   * In one simulated block, for each of `calls` in turn: the probe buyer buys, `caller` makes the
   * call, the buyer sells; what each call did to its sale. 'refused' where the call itself was
   * refused, 'error' where the segment's buy did not go through or the node failed.
   */
  async function salesAfter(
    rpc: PublicClient,
    context: { token: Address; caller: Address; calls: readonly Hex[]; holder: Address; amount: bigint },
  ): Promise<(SaleEffect | 'refused' | 'error')[]> {
    const router = trade!.router
    // The supply and the caller's balance, read before and after the power's call.
    const supplyAndBalance = [
      { from: context.caller, to: context.token, abi: erc20Abi, functionName: 'totalSupply' },
      {
        from: context.caller,
        to: context.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [context.caller],
      },
    ] as const
    // The holder's balance too: tokens credited to it that the supply does not count.
    const holderBalance = {
      from: context.holder,
      to: context.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [context.holder],
    } as const
    // The holder's wrapped coin before and after its sale, and what the pools alone would pay.
    const { nativeBalance, quoteCall } = saleReads({
      holder: context.holder,
      router,
      amount: context.amount,
      path: sellPath,
      native,
    })
    const segment = (call: Hex) => [
      buyCall(context.holder),
      ...supplyAndBalance,
      holderBalance,
      { from: context.caller, to: target, data: call },
      ...supplyAndBalance,
      holderBalance,
      nativeBalance,
      quoteCall,
      {
        from: context.holder,
        to: context.token,
        abi: approveReturningAnythingAbi,
        functionName: 'approve',
        args: [router, context.amount],
      },
      {
        from: context.holder,
        to: router,
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [context.amount, 0n, sellPath, context.holder, farDeadline],
      },
      nativeBalance,
    ]
    const size = segment('0x').length
    const result = await simulateCalls(rpc, {
      stateOverrides: [{ address: context.holder, balance: buyValue * BigInt(context.calls.length + 1) }],
      calls: context.calls.flatMap(segment),
    }).catch(() => undefined)
    if (!result || result === 'unsupported') return context.calls.map(() => 'error' as const)
    if (result.method === 'ethCall') method = 'ethCall'
    return context.calls.map((_, index) => effectOf(result.calls.slice(index * size, (index + 1) * size)))

    function effectOf(results: readonly SimulatedCallResult[]): SaleEffect | 'refused' | 'error' {
      if (results[0]?.status !== 'success') return 'error'
      if (results[4]?.status !== 'success') return 'refused'
      const [
        ,
        supplyBefore,
        callerBefore,
        holderBefore,
        used,
        supplyAfter,
        callerAfter,
        holderAfter,
        before,
        quote,
        approval,
        swap,
        after,
      ] = results
      // Tokens that appeared: a mint; a balance that grew with no Transfer event to it: hidden.
      const transfers = (used?.logs ?? []).filter(
        (log) => isAddressEqual(log.address, context.token) && log.topics[0] === transferTopic,
      )
      const [supplyRead, callerRead] = supplyAndBalance
      const supply = [resultOf(supplyRead, supplyBefore), resultOf(supplyRead, supplyAfter)] as const
      const callerBalance = [resultOf(callerRead, callerBefore), resultOf(callerRead, callerAfter)] as const
      const holderTokens = [
        resultOf(holderBalance, holderBefore),
        resultOf(holderBalance, holderAfter),
      ] as const
      // A read that failed shows no change (found only where both were read).
      const grew = ([a, b]: readonly [bigint | undefined, bigint | undefined]) =>
        a !== undefined && b !== undefined && b > a
      const mints = grew(supply)
      // Without the call's logs (simulated through eth_call) a Transfer event cannot be looked for:
      // a mint stays a mint, and a balance grown in hiding is not told apart.
      const logsSeen = used?.logs !== undefined
      const grewUnseen = (who: Address, balances: readonly [bigint | undefined, bigint | undefined]) =>
        grew(balances) &&
        !transfers.some((log) => log.topics[2]?.toLowerCase().endsWith(who.slice(2).toLowerCase()))
      // The caller's balance grown with no Transfer to it; or the holder's, beyond what the supply
      // counts (credited out of nothing: a sale still passes, so only the balance shows it).
      const hidden =
        logsSeen &&
        (grewUnseen(context.caller, callerBalance) || (!mints && grewUnseen(context.holder, holderTokens)))
      // The holder's balance shrunk by another's call: its tokens were taken or destroyed.
      const [held, heldAfter] = holderTokens
      const extra = {
        takes: held !== undefined && heldAfter !== undefined && heldAfter < held,
        mints,
        hidden: hidden || (logsSeen && mints && !transfers.some((log) => log.topics[1] === zeroTopic)),
      }
      if (approval?.status !== 'success' || swap?.status !== 'success')
        return { canSell: false, taxBps: 10_000, ...extra }
      const nativeBefore = resultOf(nativeBalance, before)
      const nativeAfter = resultOf(nativeBalance, after)
      const quoted = resultOf(quoteCall, quote)?.at(-1)
      // The sale went through, but what it paid or what the pools would pay was not read: its
      // effect was not measured ('error', counted untested), never "stops sales" or "no tax".
      if (nativeBefore === undefined || nativeAfter === undefined || quoted === undefined) return 'error'
      const received = nativeAfter - nativeBefore
      if (received <= 0n) return { canSell: false, taxBps: 10_000, ...extra }
      const taxBps = quoted > received ? Number(((quoted - received) * 10_000n) / quoted) : 0
      return { canSell: true, taxBps, ...extra }
    }
  }
}
