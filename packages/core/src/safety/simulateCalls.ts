import {
  type Abi,
  type Address,
  type ContractFunctionName,
  type DecodeFunctionResultReturnType,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  getContractError,
  type Hex,
  isAddressEqual,
  type PublicClient,
  RawContractError,
} from 'viem'
import { callRelayAbi, callRelayBytecode } from '../contracts/CallRelay.ts'
import { classifyRpcRefusal } from '../errors/classifyRpcRefusal.ts'
import { endpointRefused } from '../errors/endpointRefused.ts'
import { learnSimulateV1 } from './callOutcomes.ts'

/**
 * `approve` as every ERC-20 answers it, the early ones (USDT, OMG, BNB) with no return value at all:
 * read with the standard ABI, their approval would not decode and look refused.
 */
export const approveReturningAnythingAbi = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** One call of a simulated block: from whom, to whom, with its calldata given raw or as a function of `abi`. */
export type SimulatedCall = {
  from: Address
  to: Address
  value?: bigint
  data?: Hex
  abi?: Abi | readonly unknown[]
  functionName?: string
  args?: readonly unknown[]
}

export type SimulatedBlock = {
  calls: readonly SimulatedCall[]
  /** Native coin credited to addresses for the simulation only. */
  stateOverrides?: readonly { address: Address; balance: bigint }[]
  /** The block the calls run in, when not the next one (a sale 30 days ahead). */
  blockOverrides?: { number: bigint; time: bigint }
}

/** What one call answered, as viem's simulateBlocks gives it (`logs` only where the node returns them). */
export type SimulatedCallResult = {
  status: 'success' | 'failure'
  result?: unknown
  error?: unknown
  /** What the call returned, raw (read it typed with {@link resultOf}). */
  data?: Hex
  /** Gas the call used, failed or not (eth_simulateV1 reports it; the eth_call way does not). */
  gasUsed?: bigint
  logs?: { address: Address; topics: Hex[] }[]
}

/**
 * How the calls ran: `eth_simulateV1` (with each call's logs), or one `eth_call` through
 * {@link callRelayAbi CallRelay} placed at every sender by a state override, where a node does
 * not serve eth_simulateV1 (no logs: an event a call emitted cannot be seen).
 */
export type SimulationMethod = 'simulateV1' | 'ethCall'

/** Which method each client serves, learned by its first simulation (later ones wait for it). */
const methods = new WeakMap<object, Promise<SimulationMethod | 'none'>>()

/**
 * CallRelay's runtime code, cut from its creation code: solc's creation code is the constructor's
 * code then the runtime code, each starting by setting the free memory pointer (0x6080604052); the
 * relay has no constructor arguments and no immutables, so the rest is the runtime code as deployed.
 */
function relayRuntime(): Hex {
  const body = callRelayBytecode.slice(2)
  let start = body.indexOf('6080604052', 10)
  while (start > 0 && start % 2 !== 0) start = body.indexOf('6080604052', start + 1)
  if (start <= 0) throw new Error('CallRelay: no runtime code found in its creation code')
  return `0x${body.slice(start)}`
}

/**
 * Runs `block`'s calls in order in one simulated block, each from its own sender, nothing signed or
 * sent: through `eth_simulateV1` where the node serves it, else (many public nodes) through one
 * `eth_call` with state overrides that place the CallRelay contract's code at each sender, so every
 * call still comes from its sender and sees the state the earlier calls left. Resolves to
 * `'unsupported'` when the node serves neither; rejects when the node failed otherwise.
 *
 * The eth_call way cannot see events (an `eth_call` returns none), and a sender's code is the
 * relay's during the call: a token that refuses senders with code refuses it as it would refuse a
 * contract wallet. A sender that already is a contract has its code replaced for the call.
 *
 * @example
 * const ran = await simulateCalls(client, { calls: [{ from: holder, to: token, abi: erc20Abi, functionName: 'approve', args: [router, amount] }] })
 * ran !== 'unsupported' && ran.calls[0]?.status // 'success'
 */
export async function simulateCalls(
  client: PublicClient,
  block: SimulatedBlock,
): Promise<{ calls: SimulatedCallResult[]; method: SimulationMethod } | 'unsupported'> {
  const known = methods.get(client)
  if (!known) {
    // The first simulation of this client finds its method; those started meanwhile wait for it.
    let settle: (method: SimulationMethod | 'none') => void = () => undefined
    methods.set(
      client,
      new Promise((resolve) => {
        settle = resolve
      }),
    )
    let first: Awaited<ReturnType<typeof learnSimulateV1<SimulatedCallResult[]>>>
    try {
      // Whether the node serves eth_simulateV1 is learned once for every reader of this client
      // (the power probe's tries too): this simulation asks, or waits for the one asking.
      first = await learnSimulateV1(client, () => simulateV1(client, block))
    } catch (error) {
      settle('simulateV1')
      throw error
    }
    if (first.served) {
      settle('simulateV1')
      const answer = first.answer ?? (await simulateV1(client, block))
      return answer === 'unsupported' ? 'unsupported' : { calls: answer, method: 'simulateV1' }
    }
    try {
      const relayed = await throughEthCall(client, block)
      settle(relayed === 'unsupported' ? 'none' : 'ethCall')
      return relayed
    } catch (error) {
      settle('ethCall')
      throw error
    }
  }
  const method = await known
  if (method === 'none') return 'unsupported'
  if (method === 'simulateV1') {
    const answer = await simulateV1(client, block)
    return answer === 'unsupported' ? 'unsupported' : { calls: answer, method }
  }
  return throughEthCall(client, block)
}

async function throughEthCall(
  client: PublicClient,
  block: SimulatedBlock,
): Promise<{ calls: SimulatedCallResult[]; method: SimulationMethod } | 'unsupported'> {
  const answer = await relayCall(client, block).catch((error: unknown) => {
    if (refusesOverrides(error)) return 'unsupported' as const
    throw error
  })
  return answer === 'unsupported' ? answer : { calls: answer, method: 'ethCall' }
}

async function simulateV1(
  client: PublicClient,
  block: SimulatedBlock,
): Promise<SimulatedCallResult[] | 'unsupported'> {
  const answer = await client
    .simulateBlocks({
      blocks: [
        {
          ...(block.blockOverrides ? { blockOverrides: block.blockOverrides } : {}),
          ...(block.stateOverrides ? { stateOverrides: [...block.stateOverrides] } : {}),
          calls: block.calls.map((call) => ({ ...call })) as never,
        },
      ],
    })
    .catch((error: unknown) => {
      if (endpointRefused(error)) return 'unsupported' as const
      throw error
    })
  if (answer === 'unsupported') return answer
  return (answer[0]?.calls ?? []) as SimulatedCallResult[]
}

const dataOf = (call: SimulatedCall): Hex =>
  call.abi && call.functionName
    ? encodeFunctionData({ abi: call.abi as Abi, functionName: call.functionName, args: call.args ?? [] })
    : (call.data ?? '0x')

/** The calls through CallRelay in one eth_call, sent as (and paid for by) the first sender. */
async function relayCall(client: PublicClient, block: SimulatedBlock): Promise<SimulatedCallResult[]> {
  const senders = [...new Set(block.calls.map((call) => getAddress(call.from)))]
  const first = senders[0]
  if (!first) return []
  const balances = block.stateOverrides ?? []
  const code = relayRuntime()
  const stateOverride = [
    ...senders.map((address) => {
      const balance = balances.find((credit) => isAddressEqual(credit.address, address))?.balance
      return { address, code, ...(balance !== undefined ? { balance } : {}) }
    }),
    ...balances
      .filter((credit) => !senders.some((sender) => isAddressEqual(sender, credit.address)))
      .map((credit) => ({ address: credit.address, balance: credit.balance })),
  ]
  const { data } = await client.call({
    account: first,
    to: first,
    data: encodeFunctionData({
      abi: callRelayAbi,
      functionName: 'run',
      args: [
        block.calls.map((call) => ({
          from: getAddress(call.from),
          to: call.to,
          value: call.value ?? 0n,
          data: dataOf(call),
        })),
      ],
    }),
    stateOverride,
    ...(block.blockOverrides ? { blockOverrides: block.blockOverrides } : {}),
  })
  const outcomes = decodeFunctionResult({ abi: callRelayAbi, functionName: 'run', data: data ?? '0x' })
  return block.calls.map((call, index): SimulatedCallResult => {
    const outcome = outcomes[index] as { ok: boolean; data: Hex } | undefined
    if (!outcome?.ok)
      return {
        status: 'failure',
        error: getContractError(new RawContractError({ data: outcome?.data ?? '0x' }), {
          abi: (call.abi ?? []) as Abi,
          address: call.to,
          args: call.args ?? [],
          functionName: call.functionName ?? '<unknown>',
        }),
      }
    let result: unknown = null
    const data = outcome.data
    if (call.abi && call.functionName && outcome.data !== '0x')
      try {
        result = decodeFunctionResult({
          abi: call.abi as Abi,
          functionName: call.functionName,
          data: outcome.data,
        })
      } catch {
        result = null
      }
    return { status: 'success', result, data }
  })
}

/**
 * What `call` returned in a simulation, typed by its ABI and function name as viem types a read
 * (`call` given with `as const`, as to viem's readContract); undefined where the call failed or its
 * answer does not decode. Never a stand-in value: a read that failed is not a balance of 0.
 *
 * @example
 * const balance = { from: holder, to: weth, abi: erc20Abi, functionName: 'balanceOf', args: [holder] } as const
 * const ran = await simulateCalls(client, { calls: [balance] })
 * ran !== 'unsupported' && resultOf(balance, ran.calls[0]) // bigint | undefined
 */
export function resultOf<const abi extends Abi, functionName extends ContractFunctionName<abi>>(
  call: { abi: abi; functionName: functionName },
  answer: SimulatedCallResult | undefined,
): DecodeFunctionResultReturnType<abi, functionName> | undefined {
  if (answer?.status !== 'success' || answer.data === undefined || answer.data === '0x') return undefined
  try {
    // Decoded by `call`'s own ABI and function, so the answer is what viem's type for them says
    // (viem's decodeFunctionResult cannot check a generic ABI's parameters: it is told, as viem
    // itself does inside it).
    const decoded: unknown = decodeFunctionResult({
      abi: call.abi as Abi,
      functionName: call.functionName as string,
      data: answer.data,
    })
    return decoded as DecodeFunctionResultReturnType<abi, functionName>
  } catch {
    return undefined
  }
}

/**
 * Whether an eth_call with code overrides was refused for the overrides themselves (an old node, a
 * public endpoint without them). Narrower than endpointRefused, which eth_simulateV1's refusal
 * goes by: this eth_call is the last way to simulate, and a failure of the calls it carries (out
 * of gas, say) must not mark the endpoint as unable to simulate for the session.
 */
function refusesOverrides(error: unknown): boolean {
  if (classifyRpcRefusal(error)?.kind === 'methodUnsupported') return true
  const text = (
    error instanceof Error
      ? `${error.message} ${(error as { details?: string }).details ?? ''}`
      : String(error)
  ).toLowerCase()
  return ['does not exist', 'not supported', 'unsupported', 'not available'].some((words) =>
    text.includes(words),
  )
}
