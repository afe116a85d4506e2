import { type Address, decodeAbiParameters, encodeDeployData, type Hex, type PublicClient } from 'viem'
import { swapTaxProbeAbi, swapTaxProbeBytecode } from '../contracts/SwapTaxProbe.ts'

export type MeasureSwapTaxParameters = {
  /** The UniswapV2-style router the swap would go through. */
  router: Address
  /** Wrapped native coin first, the token last: the path a buy with the native coin takes. */
  buyPath: readonly Address[]
  /** Native coin (base units) the simulated buy spends; a small amount of what the user means to trade. */
  value: bigint
  /**
   * Who the simulation runs as: an address the node credits with `value` for the call only (a
   * state override); the default is a fixed address nobody holds. Nothing is sent.
   */
  from?: Address
}

/** What a simulated buy and sell of a token showed. Tax in basis points of what the pools alone would pay. */
export type SwapTaxReading = {
  /** The buy went through. */
  canBuy: boolean
  /** Everything bought could be sold back right away: false is the honeypot warning. */
  canSell: boolean
  /** Taken on the buy (0 for a token without tax); undefined when the buy failed. */
  buyTaxBps: number | undefined
  /** Taken on the sell; undefined when the sell failed or nothing was bought. */
  sellTaxBps: number | undefined
  /** Base units of the token that arrived, and of the native coin the sell paid. */
  bought: bigint
  sold: bigint
}

/** The account a probe runs as when none is given: nobody's, so no real balance or nonce matters. */
const probeAccount: Address = '0x000000000000000000000000000000000050a3e5'

const probeResult = [
  {
    type: 'tuple',
    components: [
      { name: 'buyOk', type: 'bool' },
      { name: 'buyQuoted', type: 'uint256' },
      { name: 'bought', type: 'uint256' },
      { name: 'sellOk', type: 'bool' },
      { name: 'sellQuoted', type: 'uint256' },
      { name: 'sold', type: 'uint256' },
    ],
  },
] as const

/** The share of `quoted` that did not arrive, in basis points rounded to the nearest (0 to 10,000; more arriving than quoted is 0). */
function shortfallBps(quoted: bigint, arrived: bigint): number {
  if (quoted <= 0n || arrived >= quoted) return 0
  return Number(((quoted - arrived) * 10_000n + quoted / 2n) / quoted)
}

/**
 * Buys a token with the native coin and sells it straight back, in one `eth_call` that runs the
 * SwapTaxProbe contract's creation code (nothing is deployed or sent), and reports the buy and sell
 * tax it measured and whether the token can be sold at all. Run before a buy: a token that cannot
 * be sold is shown as such before anyone spends on it.
 *
 * Limits: a token that treats the same-block buy and sell differently (cooldowns, anti-bot rules,
 * limits per transaction below `value`) may read as unsellable or taxed more than a wallet would
 * be; a token that taxes only some holders shows what an ordinary holder pays.
 *
 * @example
 * const tax = await measureSwapTax(client, { router, buyPath: [wbnb, token], value: parseEther('0.01') })
 * if (!tax.canSell) warn('This token cannot be sold')
 */
export async function measureSwapTax(
  client: PublicClient,
  parameters: MeasureSwapTaxParameters,
): Promise<SwapTaxReading> {
  const { router, buyPath, value } = parameters
  if (buyPath.length < 2) throw new RangeError('measureSwapTax: the path needs the native side and the token')
  if (value <= 0n) throw new RangeError('measureSwapTax: the value must be above 0')
  const from = parameters.from ?? probeAccount
  const { data } = await client.call({
    account: from,
    data: encodeDeployData({
      abi: swapTaxProbeAbi,
      bytecode: swapTaxProbeBytecode,
      args: [router, [...buyPath]],
    }),
    value,
    // The probe's native coin exists for this call only.
    stateOverride: [{ address: from, balance: value }],
  })
  if (!data) throw new Error('measureSwapTax: the probe answered nothing')
  const [probe] = decodeAbiParameters(probeResult, data as Hex)
  const canBuy = probe.buyOk && probe.bought > 0n
  const canSell = canBuy && probe.sellOk
  return {
    canBuy,
    canSell,
    buyTaxBps: canBuy ? shortfallBps(probe.buyQuoted, probe.bought) : undefined,
    sellTaxBps: canSell ? shortfallBps(probe.sellQuoted, probe.sold) : undefined,
    bought: probe.bought,
    sold: probe.sold,
  }
}
