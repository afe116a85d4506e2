import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  erc20Abi,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { createPool, earnPoolPlan } from '../../testing/createTestPools.ts'
import { installTestSharedContracts } from '../../testing/localTestChain.ts'
import { seededRandom } from '../../testing/seededRandom.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { beanPoolAbi } from '../contracts/BeanPool.abi.ts'
import { earnPoolAbi } from '../contracts/EarnPool.abi.ts'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { type BeanPoolKind, createBeanPoolStep, depositBeanSteps, withdrawBeanStep } from './beanPoolSteps.ts'
import { beanWithdrawQuote } from './beanWithdrawQuote.ts'
import type { EarnDraft } from './earnDraft.ts'
import { redeemEarnStep, stakeEarnSteps } from './earnPoolSteps.ts'
import { earnRedeemQuote } from './earnRedeemQuote.ts'
import { earnStakeQuote } from './earnStakeQuote.ts'
import { readBeanPool } from './readBeanPool.ts'
import { readEarnPool } from './readEarnPool.ts'
import { validateEarnDraft } from './validateEarnDraft.ts'

/**
 * The finance screens' figures against the pools themselves (issue 78, point 5): each quote a
 * screen shows before a signature (an Earn stake's promised reward and whether the fund covers it,
 * what redeeming a stake pays, what a Bean withdrawal pays after its fee and the day's tax, and
 * whether the pool can pay it) is computed from what the screen reads, then the transaction is
 * sent on a real node at a known time and its outcome compared, on random lives of each pool
 * (seeded, so a failure replays): stakes of every size, periods, early and late redemptions,
 * deposits with referrers, withdrawals on every tax day and from pools that ran dry.
 */
const chain = useLocalTestChain()
let factory: Address
let token: Address
let accounts: Address[]
const day = 86_400

/** Seeded choices (core's seededRandom): the same lives every run. */
function randomOf(seed: number) {
  const next = seededRandom(seed)
  return {
    below: (n: number) => Math.floor(next() * n),
    between: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    chance: (p: number) => next() < p,
  }
}

const rpc = (method: string, params: unknown[] = []) =>
  chain.publicClient.request({ method: method as never, params: params as never })
const latest = () => chain.publicClient.getBlock({ blockTag: 'latest' })
/** Mines a block `seconds` after the newest one and returns its time. */
async function mineAfter(seconds: number): Promise<bigint> {
  const next = (await latest()).timestamp + BigInt(Math.max(1, seconds))
  await rpc('evm_setNextBlockTimestamp', [Number(next)])
  await rpc('evm_mine')
  return next
}
/** The next transaction's block time: one second after the newest block. */
async function nextTransactionAt(): Promise<bigint> {
  const at = (await latest()).timestamp + 1n
  await rpc('evm_setNextBlockTimestamp', [Number(at)])
  return at
}
const balanceOf = (asset: Address, owner: Address) =>
  chain.publicClient.readContract({ address: asset, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
/** The custom error a call is refused with, by the node's simulation of it. */
async function refusal(request: Parameters<typeof chain.publicClient.simulateContract>[0]): Promise<string> {
  try {
    await chain.publicClient.simulateContract(request)
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : undefined
    return (reverted as ContractFunctionRevertedError | undefined)?.data?.errorName ?? String(error)
  }
  return 'accepted'
}

beforeAll(async () => {
  accounts = chain.accounts.slice(1, 5)
  const creator = accounts[0] as Address
  ;({ finance: factory } = await installTestSharedContracts(chain))
  const [deployed] = await chain.runToDone(
    [deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('100000000')] })],
    creator,
  )
  token = deployed?.contractAddress as Address
  const send = (asset: Address, to: Address, amount: bigint) =>
    call({ address: asset, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  await chain.runToDone(
    accounts.slice(1).map((to) => send(token, to, parseEther('1000000'))),
    creator,
  )
  await chain.runToDone(
    accounts.map((to) => send(chain.contracts.usdt, to, parseUnits('200000', 6))),
    chain.accounts[0] as Address,
  )
}, 240_000)

describe('Earn quotes agree with EarnPool on random lives', () => {
  it.each([
    [11, true],
    [22, false],
    [33, true],
  ])(
    'life %i (early redemption: %s)',
    async (seed, early) => {
      const random = randomOf(seed)
      const creator = accounts[0] as Address
      const periods = Array.from({ length: random.between(1, 4) }, () => ({
        days: random.between(1, 400),
        aprPercent: String(random.between(1, 99_999) / 100),
      }))
      const draft: EarnDraft = {
        token,
        decimals: 18,
        periods,
        totalLimit: '',
        userLimit: '',
        earlyFeePercent: early ? String(random.between(0, 5_000) / 100) : '',
        rewardFund: String(random.between(0, 20_000)),
      }
      expect(validateEarnDraft(draft)).toEqual({})
      const pool = await createPool(chain, earnPoolPlan, { factory, creator, draft })
      let stakes = 0
      let redeems = 0
      for (let action = 0; action < 14; action++) {
        const account = accounts[random.below(accounts.length)] as Address
        const state = await readEarnPool(chain.publicClient, { pool, account })
        const open = state.stakes.filter((stake) => !stake.redeemed)
        if (open.length === 0 || random.chance(0.55)) {
          const option = random.below(state.info.options.length)
          const chosen = state.info.options[option]!
          const amount = parseEther(String(random.between(1, 200_000))) / BigInt(random.between(1, 1_000))
          const quote = earnStakeQuote({
            amount,
            duration: chosen.duration,
            aprBps: chosen.aprBps,
            unreserved: state.unreserved,
          })
          if (!quote.covered) {
            // Approved first: the pool takes the stake before it checks the fund.
            await chain.runToDone(
              [call({ address: token, abi: erc20Abi, functionName: 'approve', args: [pool, maxUint256] })],
              account,
            )
            expect(
              await refusal({
                account,
                address: pool,
                abi: earnPoolAbi,
                functionName: 'stake',
                args: [BigInt(option), amount],
              }),
            ).toBe('EarnInsufficientRewardFund')
            continue
          }
          await chain.runToDone(stakeEarnSteps({ pool, token, option, amount }), account)
          const after = await readEarnPool(chain.publicClient, { pool, account })
          const made = after.stakes.at(-1)!
          expect({ amount: made.amount, reward: made.reward }).toEqual({ amount, reward: quote.reward })
          expect(after.unreserved).toBe(state.unreserved - quote.reward)
          stakes += 1
        } else {
          const stake = open[random.below(open.length)]!
          // Sometimes just before maturity, sometimes at it, sometimes later.
          const toMaturity = Number(stake.maturity - state.now)
          const wait = random.chance(0.3)
            ? Math.max(1, toMaturity - random.between(2, 3 * day))
            : random.chance(0.5)
              ? toMaturity - 1
              : random.between(1, 120 * day)
          await mineAfter(wait)
          const at = await nextTransactionAt()
          const quote = earnRedeemQuote(stake, state.info, at)
          if (quote.state === 'locked') {
            expect(
              await refusal({
                account,
                address: pool,
                abi: earnPoolAbi,
                functionName: 'redeem',
                args: [BigInt(stake.index)],
              }),
            ).toBe('EarnEarlyRedemptionDisabled')
            continue
          }
          const before = await balanceOf(token, account)
          await chain.runToDone([redeemEarnStep({ pool, index: stake.index })], account)
          expect((await latest()).timestamp).toBe(at)
          const paid = (await balanceOf(token, account)) - before
          expect({ state: quote.state, paid }).toEqual({
            state: quote.state,
            paid: quote.state === 'redeemed' ? 0n : quote.paid,
          })
          redeems += 1
        }
      }
      // Each life did both, so each quote was compared.
      expect(stakes).toBeGreaterThan(0)
      expect(redeems + stakes).toBeGreaterThan(3)
    },
    240_000,
  )
})

describe('Bean withdrawal quotes agree with BeanPool on random lives', () => {
  it.each([
    [5, 'dollarBeans'],
    [6, 'roastBeef'],
    [7, 'dollarBeans'],
  ] as const)(
    'life %i (%s)',
    async (seed, kind: BeanPoolKind) => {
      const random = randomOf(seed)
      const usdt = chain.contracts.usdt
      const creator = accounts[seed % accounts.length] as Address
      const pool = await chain.publicClient.readContract({
        address: factory,
        abi: financeFactoryAbi,
        functionName: 'predictBeanPool',
        args: [creator],
      })
      await chain.runToDone([createBeanPoolStep({ factory, kind, payToken: usdt })], creator)
      const depositors = accounts.filter((account) => account !== creator)
      /** Who has deposited: only they may refer another depositor. */
      const joined = new Set<Address>()
      let withdrawals = 0
      let refused = 0
      for (let action = 0; action < 16; action++) {
        const account = depositors[random.below(depositors.length)] as Address
        const state = await readBeanPool(chain.publicClient, { pool, account })
        const owed = state.position?.owedNow ?? 0n
        if (owed === 0n || random.chance(0.35)) {
          const referrers = [...joined].filter((other) => other !== account)
          const referrer =
            !joined.has(account) && referrers.length > 0 && random.chance(0.6)
              ? (referrers[random.below(referrers.length)] as Address)
              : zeroAddress
          const amount = parseUnits(String(random.between(10, 5_000)), 6)
          await chain.runToDone(depositBeanSteps({ pool, payToken: usdt, amount, referrer }), account)
          joined.add(account)
          await mineAfter(random.between(60, 9 * day))
          continue
        }
        // The quote from what the screen reads now; the withdrawal one second later, on the same tax day.
        const position = state.position!
        const clockAge = (await latest()).timestamp - BigInt(position.taxClockStart)
        if (clockAge % BigInt(day) === BigInt(day - 1)) {
          await mineAfter(2)
          action -= 1
          continue
        }
        const amount = owed <= 1n ? owed : (BigInt(random.between(1, 1_000_000)) * owed) / 1_000_000n || 1n
        const quote = beanWithdrawQuote({
          amount,
          withdrawFeeBps: state.rules.withdrawFeeBps,
          taxBps: position.taxBpsNow,
          balance: state.info.balance,
        })
        await nextTransactionAt()
        if (!quote.payable) {
          expect(
            await refusal({
              account,
              address: pool,
              abi: beanPoolAbi,
              functionName: 'withdraw',
              args: [amount],
            }),
          ).toBe('BeanPoolExhausted')
          refused += 1
          await mineAfter(random.between(60, 2 * day))
          continue
        }
        const [coinBefore, creatorBefore] = await Promise.all([
          balanceOf(usdt, account),
          balanceOf(usdt, creator),
        ])
        await chain.runToDone([withdrawBeanStep({ pool, amount })], account)
        const [coinAfter, creatorAfter] = await Promise.all([
          balanceOf(usdt, account),
          balanceOf(usdt, creator),
        ])
        expect({ paid: coinAfter - coinBefore, fee: creatorAfter - creatorBefore }).toEqual({
          paid: quote.paid,
          fee: quote.fee,
        })
        withdrawals += 1
        await mineAfter(random.between(60, 6 * day))
      }
      expect(withdrawals + refused).toBeGreaterThan(0)
    },
    240_000,
  )
})
