import fc from 'fast-check'
import { type Address, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { presaleParamsWith } from '../../testing/testPresale.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { launchpadFactoryAbi, launchpadFactoryBytecode } from '../contracts/LaunchpadFactory.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { type PresaleParams, presaleKindIndex, presaleParamsTokensNeeded } from './toPresaleParams.ts'

/*
 * Issue 51 item 6: the launchpad's arithmetic that TypeScript mirrors is checked against the
 * contract, not against a second copy of itself. presaleTokensNeeded (what the create form shows
 * and approves, and what createPresaleSteps deposits) must equal LaunchpadFactory.tokensNeeded, the
 * figure the factory pulls from the creator, for any terms: fuzzed kinds, pay coins (rate 0 ones
 * included), phases, caps, liquidity shares and operator token fees.
 */

const chain = useLocalTestChain()
const [operator] = devAccounts
let factory: Address

beforeAll(async () => {
  const [deployed] = await chain.runToDone(
    [deploy({ abi: launchpadFactoryAbi, bytecode: launchpadFactoryBytecode, args: [operator] })],
    operator,
  )
  factory = deployed!.contractAddress!
})

/** Rates as the contract counts them (token units per 1e18 coin units), from 1e9 up: no overflow below. */
const rate = fc.bigInt({ min: 10n ** 9n, max: 2n ** 100n })
const amount = fc.bigInt({ min: 0n, max: 2n ** 100n })
const bps = fc.integer({ min: 0, max: 10_000 })

const payCoin = fc.record({
  coin: fc.constant(zeroAddress as Address),
  // A coin without a rate (a multi-period or fair-launch coin) counts nothing in rate modes.
  rate: fc.oneof(rate, fc.constant(0n)),
  listingRate: fc.bigInt({ min: 0n, max: 2n ** 60n }),
})
const phase = fc.record({
  start: fc.constant(0n),
  end: fc.constant(0n),
  rate: fc.oneof(rate, fc.constant(0n)),
  tokenCap: amount,
})

const terms = fc.record({
  kind: fc.constantFrom(...(Object.keys(presaleKindIndex) as (keyof typeof presaleKindIndex)[])),
  payCoins: fc.array(payCoin, { minLength: 0, maxLength: 4 }),
  phases: fc.array(phase, { minLength: 0, maxLength: 5 }),
  hardCap: amount,
  tokensForSale: amount,
  liquidityBps: bps,
})

/** The factory's params for `t`: only what tokensNeeded reads varies, the rest is a valid shape. */
function paramsOf(t: typeof terms extends fc.Arbitrary<infer T> ? T : never): PresaleParams {
  return presaleParamsWith({
    config: {
      kind: presaleKindIndex[t.kind],
      liquidityBps: t.liquidityBps,
      hardCap: t.hardCap,
      tokensForSale: t.tokensForSale,
    },
    payCoins: t.payCoins,
    phases: t.phases,
  })
}

async function setTokenFee(tokenFeeBps: number) {
  await chain.runToDone(
    [
      call({
        address: factory,
        abi: launchpadFactoryAbi,
        functionName: 'setFees',
        args: [{ recipient: operator, flatFeeToken: zeroAddress, flatFee: 0n, raiseFeeBps: 0, tokenFeeBps }],
      }),
    ],
    operator,
  )
}

describe('presaleTokensNeeded agrees with LaunchpadFactory.tokensNeeded', () => {
  // The operator's token fee: none, a middle one, and the most the factory allows (5%).
  for (const tokenFeeBps of [0, 137, 500]) {
    it(`for fuzzed terms of every kind, with a token fee of ${tokenFeeBps} bps`, async () => {
      await setTokenFee(tokenFeeBps)
      let compared = 0
      await fc.assert(
        fc.asyncProperty(terms, async (t) => {
          const params = paramsOf(t)
          const onChain = await chain.publicClient.readContract({
            address: factory,
            abi: launchpadFactoryAbi,
            functionName: 'tokensNeeded',
            args: [params],
          })
          expect(presaleParamsTokensNeeded(params, BigInt(tokenFeeBps)).total).toBe(onChain)
          compared++
        }),
        { numRuns: 120, seed: 51 + tokenFeeBps },
      )
      expect(compared).toBe(120)
    })
  }
})
