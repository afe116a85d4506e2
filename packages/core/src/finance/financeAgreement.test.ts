import { type Address, maxUint128, parseEther, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { createPool, earnPoolPlan } from '../../testing/createTestPools.ts'
import { type AgreementCase, expectFactoryRefused, expectIssue } from '../../testing/factoryAgreement.ts'
import { installTestSharedContracts, type LocalTestChain } from '../../testing/localTestChain.ts'
import { rewardFundCases } from '../../testing/rewardFundCases.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { beanPoolAbi } from '../contracts/BeanPool.abi.ts'
import { earnPoolAbi } from '../contracts/EarnPool.abi.ts'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import type { DraftIssues } from '../forms/fieldIssues.ts'
import { deploy } from '../transactions/deploy.ts'
import type { BeanPoolKind } from './beanPoolSteps.ts'
import { createBeanPoolPlan } from './createBeanPoolPlan.ts'
import { defaultEarnDraft, type EarnDraft, type EarnPeriodDraft } from './earnDraft.ts'
import { beanLimits, validateBeanCoin as validateCoin } from './validateBeanCoin.ts'
import { validateEarnDraft } from './validateEarnDraft.ts'

// Issue 48, "form and contract agree", for FinanceFactory's two creation forms: every refusal of
// validateEarnDraft and of the Dollar Beans / Roast Beef form (BeanCreatePanel checks the coin with
// core's validateBeanCoin, nothing else: the kind's rules are constants of BeanPool), and the same
// parameters sent straight to the factory with core's step builders, no validator. Refusals about
// text only the form parses, or that only spare the creator his own mistake, are marked formOnly
// with the reason.
const chain = useLocalTestChain()
let factory: Address
let creator: Address
/** An account without code: what a creator could type where a token belongs. */
let notAToken: Address
let token: Address

const expectRefused = (
  plan: { steps: Parameters<LocalTestChain['runToDone']>[0]; pool: Address },
  key: string,
) => expectFactoryRefused(chain, { factory, abi: financeFactoryAbi, creator }, plan, key)

/** 2^128 base units and more as whole-token text (18 decimals). */
function formatWholeUnits(units: bigint): string {
  const text = units.toString().padStart(19, '0')
  return `${text.slice(0, -18)}.${text.slice(-18)}`
}

beforeAll(async () => {
  const [, second, third] = chain.accounts as [Address, Address, Address]
  creator = second
  notAToken = third
  ;({ finance: factory } = await installTestSharedContracts(chain))
  const [deployed] = await chain.runToDone(
    [deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] })],
    creator,
  )
  token = deployed?.contractAddress as Address
}, 240_000)

// ---------------------------------------------------------------- Earn

/** The spec's four periods, early redemption at 5%, both limits, a fund: every field set, valid. */
function earnBaseline(): EarnDraft {
  return {
    ...defaultEarnDraft(),
    token,
    decimals: 18,
    totalLimit: '100000',
    userLimit: '1000',
    earlyFeePercent: '5',
    rewardFund: '1000',
  }
}

const period = (days: number | undefined, aprPercent = '10'): EarnPeriodDraft => ({ days, aprPercent })
const withPeriod = (draft: EarnDraft, extra: EarnPeriodDraft) => ({ periods: [...draft.periods, extra] })

const earnCases: AgreementCase<EarnDraft>[] = [
  {
    name: 'an empty token',
    change: () => ({ token: '' }),
    field: 'token',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no address to send',
  },
  {
    name: 'a malformed token address',
    change: () => ({ token: '0xabc' }),
    field: 'token',
    key: 'validation.illegalAddress',
    formOnly: 'text the form parses: the contract takes an address type, there is nothing to send',
  },
  {
    name: 'the zero address as token',
    // No fund: the approval of a fund would be the first step to fail.
    change: () => ({ token: zeroAddress, rewardFund: '0' }),
    field: 'token',
    key: 'validation.illegalAddress',
    contract: 'zeroAddress',
  },
  {
    name: 'a token the form could not read (an account without code)',
    change: () => ({ token: notAToken, decimals: undefined, rewardFund: '0' }),
    field: 'token',
    key: 'validation.notToken',
    // The pool reads its balance of the token at initialisation: a call without code reverts
    // with no reason, which the runner reports as a contract error without a name.
    contract: 'contractError',
  },
  {
    name: 'no period',
    change: () => ({ periods: [] }),
    field: 'periods',
    key: 'validation.lockEmpty',
    contract: 'earnOptionInvalid',
  },
  {
    name: 'nine periods',
    change: (draft) => ({ periods: [...draft.periods, ...[1, 2, 3, 4, 5].map((days) => period(days))] }),
    field: 'periods',
    key: 'validation.tooMany',
    contract: 'earnOptionInvalid',
  },
  {
    name: 'a period without its days',
    change: (draft) => withPeriod(draft, period(undefined)),
    field: 'periods.N.days',
    key: 'validation.lockEmpty',
    // The builder sends 0 seconds, under MIN_DURATION.
    contract: 'earnOptionInvalid',
  },
  {
    name: 'a period of 0 days',
    change: (draft) => withPeriod(draft, period(0)),
    field: 'periods.N.days',
    key: 'validation.wholeRange',
    contract: 'earnOptionInvalid',
  },
  {
    name: 'a period of 1,096 days',
    change: (draft) => withPeriod(draft, period(1096)),
    field: 'periods.N.days',
    key: 'validation.wholeRange',
    contract: 'earnOptionInvalid',
  },
  {
    name: 'a period of 1.5 days',
    change: (draft) => withPeriod(draft, period(1.5)),
    field: 'periods.N.days',
    key: 'validation.wholeRange',
    formOnly:
      'the form counts whole days; the contract takes any duration from 1 hour to 3 years, and a ' +
      '36-hour period is shown to the staker as what it is',
  },
  {
    name: 'an APR of 0%',
    change: (draft) => withPeriod(draft, period(10, '0')),
    field: 'periods.N.aprPercent',
    key: 'validation.percentRange',
    contract: 'earnOptionInvalid',
  },
  {
    name: 'an APR of 1,000.01%',
    change: (draft) => withPeriod(draft, period(10, '1000.01')),
    field: 'periods.N.aprPercent',
    key: 'validation.percentRange',
    contract: 'earnOptionInvalid',
  },
  {
    name: 'an APR with three decimals',
    change: (draft) => withPeriod(draft, period(10, '0.001')),
    field: 'periods.N.aprPercent',
    key: 'validation.percentRange',
    formOnly: 'text the form parses: the contract takes whole basis points',
  },
  {
    name: 'an empty APR',
    change: (draft) => withPeriod(draft, period(10, '')),
    field: 'periods.N.aprPercent',
    key: 'validation.empty',
    // The builder sends 0 basis points.
    contract: 'earnOptionInvalid',
  },
  {
    name: 'a total limit of 0',
    change: () => ({ totalLimit: '0' }),
    field: 'totalLimit',
    key: 'validation.invalidAmount',
    formOnly:
      'the contract reads 0 as "no limit", which the form asks for as an empty field; a missing cap ' +
      'is shown to stakers as no cap, and each stake is still only taken with its reward reserved',
  },
  {
    name: 'a total limit with more decimals than the token',
    change: () => ({ totalLimit: '1.0000000000000000001' }),
    field: 'totalLimit',
    key: 'validation.tooManyDecimals',
    formOnly: 'text the form parses: the contract takes an integer amount',
  },
  {
    name: 'a total limit above 2^128 base units',
    change: () => ({ totalLimit: formatWholeUnits(maxUint128 + 1n) }),
    field: 'totalLimit',
    key: 'validation.invalidAmount',
    formOnly: 'the contract takes any uint256 cap; one that high is no cap, which the contract also allows',
  },
  {
    name: 'a malformed user limit',
    change: () => ({ userLimit: '1e3' }),
    field: 'userLimit',
    key: 'validation.invalidAmount',
    formOnly: 'text the form parses: the contract takes an unsigned integer',
  },
  {
    name: 'a user limit with more decimals than the token',
    change: () => ({ userLimit: '1.0000000000000000001' }),
    field: 'userLimit',
    key: 'validation.tooManyDecimals',
    formOnly: 'text the form parses: the contract takes an integer amount',
  },
  {
    name: 'an early-redemption fee of 50.01%',
    change: () => ({ earlyFeePercent: '50.01' }),
    field: 'earlyFeePercent',
    key: 'validation.percentRange',
    contract: 'earnEarlyFeeInvalid',
  },
  {
    name: 'an early-redemption fee with three decimals',
    change: () => ({ earlyFeePercent: '5.001' }),
    field: 'earlyFeePercent',
    key: 'validation.percentRange',
    formOnly: 'text the form parses: the contract takes whole basis points',
  },
  ...rewardFundCases<EarnDraft>('10 tokens'),
]

/**
 * Every refusal validateEarnDraft can return, by field and key (read from its source and the shared
 * fieldIssues checks it calls; the limits are only checked when typed, so never "empty").
 */
const earnRefusals = [
  'token:validation.empty',
  'token:validation.illegalAddress',
  'token:validation.notToken',
  'periods:validation.lockEmpty',
  'periods:validation.tooMany',
  'periods.N.days:validation.lockEmpty',
  'periods.N.days:validation.wholeRange',
  'periods.N.aprPercent:validation.empty',
  'periods.N.aprPercent:validation.percentRange',
  'totalLimit:validation.invalidAmount',
  'totalLimit:validation.tooManyDecimals',
  'userLimit:validation.invalidAmount',
  'userLimit:validation.tooManyDecimals',
  'earlyFeePercent:validation.percentRange',
  'rewardFund:validation.empty',
  'rewardFund:validation.invalidAmount',
  'rewardFund:validation.tooManyDecimals',
]

const earnPlan = (draft: EarnDraft) => earnPoolPlan(chain, { factory, creator, draft })

/** A draft the form accepts, created on the factory; the pool. */
async function acceptedEarnPool(draft: EarnDraft): Promise<Address> {
  expect(validateEarnDraft(draft)).toEqual({})
  return createPool(chain, earnPoolPlan, { factory, creator, draft })
}

const readEarnPool = (pool: Address, functionName: 'earlyFeeBps' | 'options') =>
  chain.publicClient.readContract({ address: pool, abi: earnPoolAbi, functionName })

describe('FinanceFactory.createEarnPool refuses what validateEarnDraft refuses', () => {
  it('accepts the baseline draft, as the validator does', async () => {
    const pool = await acceptedEarnPool(earnBaseline())
    expect(await readEarnPool(pool, 'earlyFeeBps')).toBe(500)
  })

  it('accepts every bound itself, in the form and in the contract', async () => {
    // Eight periods of 1 to 1,095 days at 0.01% to 1,000%, a 50% fee.
    const draft: EarnDraft = {
      ...earnBaseline(),
      periods: [period(1, '0.01'), period(1095, '1000'), ...[2, 3, 4, 5, 6, 7].map((days) => period(days))],
      earlyFeePercent: '50',
    }
    expect(await readEarnPool(await acceptedEarnPool(draft), 'earlyFeeBps')).toBe(5_000)
  })

  it('takes an APR of exactly 1,000% (MAX_APR_BPS) in the form and on chain', async () => {
    const pool = await acceptedEarnPool({ ...earnBaseline(), periods: [period(30, '1000')] })
    expect(await readEarnPool(pool, 'options')).toEqual([{ duration: 30 * 86_400, aprBps: 100_000 }])
  })

  for (const agreement of earnCases) {
    const how = 'contract' in agreement ? `the factory refuses it too (${agreement.contract})` : 'form only'
    it(`${agreement.name}: the form refuses it, ${how}`, async () => {
      const base = earnBaseline()
      const draft = { ...base, ...agreement.change(base) }
      expectIssue(validateEarnDraft(draft), agreement.field, agreement.key)
      if ('contract' in agreement) await expectRefused(await earnPlan(draft), agreement.contract)
      else expect(agreement.formOnly.length).toBeGreaterThan(20)
    })
  }

  it('classifies every refusal the validator can return', () => {
    const covered = new Set(earnCases.map((agreement) => `${agreement.field}:${agreement.key}`))
    expect([...covered].sort()).toEqual([...earnRefusals].sort())
  })
})

// ---------------------------------------------------------------- Dollar Beans and Roast Beef

/** The Bean form's one field: the coin, as typed, with the decimals the form read (undefined: none). */
type BeanDraft = { coin: string; decimals: number | undefined }

/** BeanCreatePanel's whole check (core's validateBeanCoin), as the issues of a draft. */
function validateBeanCoin(draft: BeanDraft): DraftIssues {
  const issue = validateCoin(draft.coin, draft.decimals)
  return issue ? { coin: issue } : {}
}

const beanCases: AgreementCase<BeanDraft>[] = [
  {
    name: 'an empty coin',
    change: () => ({ coin: '' }),
    field: 'coin',
    key: 'validation.empty',
    formOnly: 'an empty field: there is no address to send',
  },
  {
    name: 'a malformed coin address',
    change: () => ({ coin: '0x12' }),
    field: 'coin',
    key: 'validation.illegalAddress',
    formOnly: 'text the form parses: the contract takes an address type, there is nothing to send',
  },
  {
    name: 'the zero address as coin',
    change: () => ({ coin: zeroAddress }),
    field: 'coin',
    key: 'validation.illegalAddress',
    contract: 'zeroAddress',
  },
  {
    name: 'a coin the form could not read (an account without code)',
    change: () => ({ coin: notAToken, decimals: undefined }),
    field: 'coin',
    key: 'validation.notToken',
    // The pool reads the coin's decimals at initialisation: a call without code reverts with no
    // reason (a contract error without a name).
    contract: 'contractError',
  },
]

// The decimals bound (coin:validation.beanCoinDecimals) is walked by its own test below: its coins
// are contracts put on the chain first.
const beanRefusals = ['coin:validation.empty', 'coin:validation.illegalAddress', 'coin:validation.notToken']

const beanPlan = (kind: BeanPoolKind, payToken: Address) =>
  createBeanPoolPlan(chain.publicClient, { factory, account: creator, kind, payToken })

/** A pool of `kind` paying in `payToken`, created on the factory; the pool. */
async function createdBeanPool(kind: BeanPoolKind, payToken: Address): Promise<Address> {
  const plan = await beanPlan(kind, payToken)
  await chain.runToDone(plan.steps, creator)
  return plan.pool
}

const readBeanPool = (pool: Address, functionName: 'payToken' | 'decimals') =>
  chain.publicClient.readContract({ address: pool, abi: beanPoolAbi, functionName })

/**
 * A contract that answers every call with `value` (so `decimals()` is `value`): runtime code
 * PUSH1 value, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN.
 */
async function coinWithDecimals(address: Address, value: number) {
  const code = `0x60${value.toString(16).padStart(2, '0')}60005260206000f3`
  await chain.publicClient.request({ method: 'anvil_setCode' as never, params: [address, code] as never })
  return address
}

describe('FinanceFactory.createBeanPool refuses what the Bean form refuses', () => {
  it('accepts the baseline coin for both kinds, as the form does', async () => {
    const usdt = chain.contracts.usdt
    expect(validateBeanCoin({ coin: usdt, decimals: 6 })).toEqual({})
    for (const kind of ['dollarBeans', 'roastBeef'] as const) {
      expect(await readBeanPool(await createdBeanPool(kind, usdt), 'payToken')).toBe(usdt)
    }
  })

  for (const agreement of beanCases) {
    const how = 'contract' in agreement ? `the factory refuses it too (${agreement.contract})` : 'form only'
    it(`${agreement.name}: the form refuses it, ${how}`, async () => {
      const base: BeanDraft = { coin: chain.contracts.usdt, decimals: 6 }
      const draft = { ...base, ...agreement.change(base) }
      expectIssue(validateBeanCoin(draft), agreement.field, agreement.key)
      if ('contract' in agreement)
        await expectRefused(await beanPlan('dollarBeans', draft.coin as Address), agreement.contract)
      else expect(agreement.formOnly.length).toBeGreaterThan(20)
    })
  }

  it('classifies every refusal the form can return', () => {
    const covered = new Set(beanCases.map((agreement) => `${agreement.field}:${agreement.key}`))
    expect([...covered].sort()).toEqual([...beanRefusals].sort())
  })

  it('takes a coin of 24 decimals; the form and the factory both refuse 25 (BeanPool._MAX_DECIMALS)', async () => {
    const [at24, at25] = [
      '0x00000000000000000000000000000000000b0024',
      '0x00000000000000000000000000000000000b0025',
    ] as const
    await coinWithDecimals(at24, 24)
    await coinWithDecimals(at25, 25)
    expect(validateBeanCoin({ coin: at24, decimals: beanLimits.maxCoinDecimals })).toEqual({})
    expect(validateBeanCoin({ coin: at25, decimals: 25 })).toEqual({
      coin: { key: 'validation.beanCoinDecimals', params: { count: 24 } },
    })
    expect(await readBeanPool(await createdBeanPool('roastBeef', at24), 'decimals')).toBe(24)
    await expectRefused(await beanPlan('roastBeef', at25), 'beanUnsupportedCoin')
  })
})
