import type { Address, Hex, PublicClient } from 'viem'
import { endpointRefused } from '../errors/endpointRefused.ts'

export type CallTry = { from: Address; to: Address; data: Hex }

/**
 * How one try ended: it succeeded, or it was refused with `revert` (the first four bytes of its
 * revert data, an error's selector; '0x' when it gave none).
 */
export type CallOutcome = { succeeded: true } | { succeeded: false; revert: Hex }

export type CallOutcomes = {
  /** How `call` ends on its own at the newest block, as one `eth_call` answers. */
  outcome: (call: CallTry) => Promise<CallOutcome>
  /** Whether `call` succeeds on its own at the newest block. */
  succeeds: (call: CallTry) => Promise<boolean>
  /** JSON-RPC calls sent so far (a simulation of many tries counts one). */
  calls: () => number
}

/** Tries per simulation: one simulated block each (a node takes 256 blocks at most). */
const triesPerSimulation = 100

/**
 * Whether each node (by client) serves eth_simulateV1, learned once by whichever reader simulates
 * first (the power probe's tries here, the holders' sales in simulateCalls.ts); the others wait for
 * that answer instead of asking too, so a node without the method refuses it once per client.
 */
const simulateV1Served = new WeakMap<object, Promise<boolean>>()

/**
 * Learns whether `client`'s node serves eth_simulateV1 by running `first` (a simulation that answers
 * `'unsupported'` when the node refuses the method), unless another reader learned it or is
 * learning it: then resolves to that reader's answer without asking. `first`'s own answer, or its
 * failure, goes to the caller that ran it (a failure other than a refusal says nothing of the method).
 *
 * @example
 * const learned = await learnSimulateV1(client, () => simulateOrUnsupported(client, blocks))
 * if (!learned.served) // one eth_call per try
 */
export async function learnSimulateV1<T>(
  client: object,
  first: () => Promise<T | 'unsupported'>,
): Promise<{ served: true; answer?: T } | { served: false }> {
  const known = simulateV1Served.get(client)
  if (known) return (await known) ? { served: true } : { served: false }
  let learned: (served: boolean) => void = () => undefined
  simulateV1Served.set(
    client,
    new Promise((resolve) => {
      learned = resolve
    }),
  )
  try {
    const answer = await first()
    learned(answer !== 'unsupported')
    return answer === 'unsupported' ? { served: false } : { served: true, answer }
  } catch (error) {
    learned(true)
    throw error
  }
}

/**
 * Answers "does this call succeed?" for many calls at once, in as few requests as the node allows:
 * the tries asked together (in one turn of the event loop) go in one `eth_simulateV1`, each alone
 * in its own simulated block (so one that burns all its gas leaves the next its own), instead of
 * one `eth_call` each, so a probe of dozens of tries costs a few requests of an endpoint's rate.
 *
 * The answers are those of one `eth_call` per try: a call that failed changed nothing, so the
 * tries after it still start from the newest block's state; a call that succeeded may have
 * changed state, so the tries after it are asked again in the next simulation. A node without
 * `eth_simulateV1` (or one that fails a simulation) gets one `eth_call` per try; a node that
 * refused the method is not asked for it again.
 *
 * @example
 * const outcomes = createCallOutcomes(client)
 * await Promise.all([outcomes.succeeds({ from: stranger, to: token, data }), ...]) // [false, ...]
 */
export function createCallOutcomes(client: PublicClient): CallOutcomes {
  type Pending = { call: CallTry; resolve: (outcome: CallOutcome) => void }
  const queue: Pending[] = []
  let scheduled = false
  let calls = 0
  let newest: Promise<{ number: bigint; timestamp: bigint } | undefined> | undefined

  const oneByOne = (pending: readonly Pending[]) => {
    for (const { call, resolve } of pending) {
      calls += 1
      client.call({ account: call.from, to: call.to, data: call.data }).then(
        () => resolve({ succeeded: true }),
        (error: unknown) => resolve({ succeeded: false, revert: revertSelector(error) }),
      )
    }
  }

  /** The tries of `pending` from `from` on (at most one simulation's worth), simulated in order. */
  const simulateFrom = async (pending: readonly Pending[], from: number): Promise<CallOutcome[]> => {
    // The simulated blocks follow the newest one a second apart (a node's default is 12 s each, so
    // 100 tries would run 20 minutes later than an eth_call does).
    if (!newest) calls += 1
    newest ??= client.getBlock({ blockTag: 'latest' }).then(
      (block) => (block.number === null ? undefined : { number: block.number, timestamp: block.timestamp }),
      () => undefined,
    )
    const head = await newest
    calls += 1
    const tries = pending.slice(from, from + triesPerSimulation)
    const blocks = (await client.simulateBlocks({
      blocks: tries.map(({ call }, index) => ({
        ...(head ? { blockOverrides: { time: head.timestamp + BigInt(index + 1) } } : {}),
        calls: [{ from: call.from, to: call.to, data: call.data }],
      })),
    })) as unknown as { calls: readonly { status: string; data?: Hex }[] }[]
    if (blocks.length !== tries.length) throw new Error('a simulation answered fewer blocks than asked')
    return blocks.map(({ calls: [answer] }) =>
      answer?.status === 'success'
        ? { succeeded: true }
        : { succeeded: false, revert: (answer?.data ?? '0x').slice(0, 10).toLowerCase() as Hex },
    )
  }

  /**
   * Settles every try of `pending`. A simulation from try `a` answers exactly up to its first
   * success (the state after it may differ from the newest block's); the next simulation starts
   * after that success. Those next starts are guessed from the answers so far (a success that
   * changed nothing, a view, leaves the later answers right) and simulated together, so a batch
   * with ten views costs about two round trips, not ten; a wrong guess costs a call, never a
   * wrong answer.
   */
  const settle = async (pending: readonly Pending[]): Promise<void> => {
    const simulations = new Map<number, Promise<CallOutcome[]>>()
    const simulation = (from: number) => {
      let answer = simulations.get(from)
      if (!answer) {
        answer = simulateFrom(pending, from)
        simulations.set(from, answer)
      }
      return answer
    }
    let cursor = 0
    try {
      // The first simulation of this node tells whether it serves the method (or waits for the
      // reader that is finding out).
      const learned = await learnSimulateV1(client, () =>
        simulation(0).catch((error: unknown) => {
          if (endpointRefused(error)) return 'unsupported' as const
          throw error
        }),
      )
      if (!learned.served) {
        oneByOne(pending)
        return
      }
      while (cursor < pending.length) {
        // The next starts guessed from the newest answers that reach past the cursor.
        const guesses = [cursor]
        for (const [from, answer] of simulations) {
          if (from > cursor) continue
          const known = await answer
          known.forEach(({ succeeded }, offset) => {
            const at = from + offset
            if (succeeded && at >= cursor && at + 1 < pending.length) guesses.push(at + 1)
          })
        }
        for (const from of guesses.slice(0, 16)) void simulation(from).catch(() => undefined)
        const answers = await simulation(cursor)
        const from = cursor
        for (const [offset, outcome] of answers.entries()) {
          pending[from + offset]?.resolve(outcome)
          cursor = from + offset + 1
          if (outcome.succeeded) break
        }
      }
    } catch {
      // A simulation that failed otherwise (a network failure, an answer cut short): one by one.
      oneByOne(pending.slice(cursor))
    }
  }

  const flush = () => {
    scheduled = false
    while (queue.length > 0) {
      const pending = queue.splice(0, triesPerSimulation)
      if (pending.length === 1) oneByOne(pending)
      else void settle(pending)
    }
  }
  function schedule() {
    if (scheduled) return
    scheduled = true
    setTimeout(flush, 0)
  }

  const outcome = (call: CallTry) =>
    new Promise<CallOutcome>((resolve) => {
      queue.push({ call, resolve })
      schedule()
    })
  return {
    outcome,
    succeeds: async (call) => (await outcome(call)).succeeded,
    calls: () => calls,
  }
}

/**
 * The first four bytes of the revert data a failed call carries (an error's selector), '0x' when it
 * carries none; found anywhere along the error's causes.
 */
export function revertSelector(error: unknown): Hex {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current; depth++) {
    const data = (current as { data?: unknown }).data
    const hex = typeof data === 'string' ? data : (data as { data?: unknown } | undefined)?.data
    if (typeof hex === 'string' && /^0x[0-9a-fA-F]*$/.test(hex)) return hex.slice(0, 10).toLowerCase() as Hex
    current = (current as { cause?: unknown }).cause
  }
  return '0x'
}
