import { type Address, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainTime } from '../../../testing/chainClock.ts'
import { deployOrRefusal } from '../../../testing/deployOrRefusal.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { liquidityFloorBps } from '../../promises/liquidityFloor.ts'
import { liquidityLockDaysIssue } from '../../promises/liquidityLockFloor.ts'
import {
  createTokenDeployStep,
  type FairLaunchConditionName,
  type FairLaunchTokenParameters,
} from '../createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../tokenTemplates.ts'
import {
  checkFairLaunchFigures,
  type FairLaunchFigures,
  type FairLaunchFiguresIssue,
} from './checkFairLaunchFigures.ts'

/*
 * Issue 48, "form and contract agree", for the fair launch (/co/fa, /co/50?t=1): every refusal of
 * core's checkFairLaunchFigures (with the pool share's floor, issue 73: a crowdfunding pools at least
 * 51% of the coin) and liquidityLockDaysIssue, and every bound the web's fair-launch
 * form holds alone, is refused again by FairLaunchToken's constructor when the same terms are
 * deployed straight through createTokenDeployStep. A last table keeps the constructor's own bounds
 * that no form rule states (the form's parameter mapping avoids them, or it does not: see each).
 */

const day = 86_400
const maxUint112 = 2n ** 112n - 1n

const chain = useLocalTestChain()
const [creator] = devAccounts

/** A fair launch's terms as the form turns them into the deploy step's parameters. */
type FairLaunchTerms = FairLaunchFigures & {
  decimals: number
  /** Seconds after the chain's latest block. */
  endIn: bigint
  /** 0 burns the LP. */
  lpLockDays: number
  /** 0 = immediate. */
  vestingDays: number
  condition: FairLaunchConditionName
  conditionToken: Address
  conditionAmount: bigint
  router: Address
  locker: Address
}

/** Crowdfunding: four mints of 1,000 tokens from 0.01 coin, a 100% premium, 80% refunds, 60% pooled. */
function baselineTerms(): FairLaunchTerms {
  return {
    decimals: 18,
    mintAmount: parseEther('1000'),
    mintFee: parseEther('0.01'),
    mintsPerAddress: 2,
    maxMints: 4,
    premiumBps: 10_000,
    refundBps: 8_000,
    liquidityBps: 6_000,
    endIn: BigInt(day),
    lpLockDays: 30,
    vestingDays: 0,
    condition: 'none',
    conditionToken: zeroAddress,
    conditionAmount: 0n,
    router: chain.contracts.router,
    locker: chain.contracts.lock,
  }
}

/** The free-mint mode as the form sends it (toFairLaunchParameters): no coin, so no pool terms. */
function freeMint(): Partial<FairLaunchTerms> {
  return {
    mintFee: 0n,
    premiumBps: 0,
    refundBps: 0,
    liquidityBps: 0,
    router: zeroAddress,
    locker: zeroAddress,
    lpLockDays: 0,
  }
}

/** Holding the chain's wrapped coin as the mint condition. */
function holdToken(conditionAmount: bigint): Partial<FairLaunchTerms> {
  return { condition: 'holdToken', conditionToken: chain.contracts.weth, conditionAmount }
}

/** A mint of a million base units pooled whole: one mint's pool is sqrt(fee x 10^6) LP. */
const smallMint = { mintAmount: 1_000_000n, liquidityBps: 10_000 }

/**
 * The smallest first-mint fee whose pool share mints the pair's first liquidity after a single
 * mint, found with core's check; the contract must draw the line at the same wei.
 */
function smallestPoolableFee(changes: Partial<FairLaunchTerms>): bigint {
  const terms = { ...baselineTerms(), ...changes }
  let fee = 1n
  while (checkFairLaunchFigures({ ...terms, mintFee: fee }) === 'feeTooSmallForPool') fee += 1n
  return fee
}

type CoreRefusal = FairLaunchFiguresIssue | 'validation.lpLockFloor'

type FairLaunchCase = { name: string } & (
  | ({
      change: () => Partial<FairLaunchTerms>
      /** The FairLaunchInvalidConfig field (the error maps to 'fairLaunchSettingInvalid'). */
      contractField: string
      /** The bound itself, which both accept. */
      accepted?: () => Partial<FairLaunchTerms>
    } & (
      | { core: CoreRefusal }
      | {
          /** A bound only the web form holds (apps/web cannot be imported here): its value and file. */
          web: string
        }
    ))
  | {
      /** Text the form parses, or a term that hurts nobody but the creator: why nothing is sent. */
      formOnly: string
      web: string
    }
)

const formValues = 'packages/core/src/tokens/fairLaunch/fairLaunchFormValues.ts'
const formFields = 'apps/web/src/features/tokens/fairLaunch/FairLaunchFormFields.tsx'
const fateFields = 'apps/web/src/features/tokens/create/LiquidityFateFields.tsx'

const cases: FairLaunchCase[] = [
  {
    name: 'a per-address limit one mint above the cap',
    change: () => ({ mintsPerAddress: 5 }),
    core: 'limitAboveCap',
    contractField: 'mintsPerAddress',
    accepted: () => ({ mintsPerAddress: 4 }),
  },
  {
    // Core refuses it as a limit above the cap; the form's whole-number range (1 to 4e9) first.
    name: 'no mints at all',
    change: () => ({ maxMints: 0 }),
    core: 'limitAboveCap',
    contractField: 'maxMints',
  },
  {
    // The web's rate field holds the same bound: at most 1,000% (formValues, validateRatePercent).
    name: 'a premium of 1,000.01% (the last mint above 11 times the first)',
    change: () => ({ premiumBps: 100_001 }),
    core: 'premiumTooHigh',
    contractField: 'premiumBps',
    accepted: () => ({ premiumBps: 100_000 }),
  },
  {
    name: 'a mint of 2^112 base units',
    change: () => ({ mintAmount: maxUint112 + 1n }),
    core: 'supplyTooLarge',
    contractField: 'mintAmount',
  },
  {
    // One mint pooled whole: the stated supply is twice the mint, 2^112 here.
    name: 'a stated supply one unit above 2^112 - 1',
    change: () => ({ maxMints: 1, mintsPerAddress: 1, liquidityBps: 10_000, mintAmount: 2n ** 111n }),
    core: 'supplyTooLarge',
    contractField: 'mintAmount',
    accepted: () => ({ maxMints: 1, mintsPerAddress: 1, liquidityBps: 10_000, mintAmount: 2n ** 111n - 1n }),
  },
  {
    // The whole cap at the highest premium must fit the minters' 112-bit coin records.
    name: 'a first-mint fee one wei above 2^112 / (11 x the cap)',
    change: () => ({ mintFee: maxUint112 / 44n + 1n }),
    core: 'feeTooLarge',
    contractField: 'mintFee',
    accepted: () => ({ mintFee: maxUint112 / 44n }),
  },
  {
    name: 'a free mint with a premium of 0.01%',
    change: () => ({ ...freeMint(), premiumBps: 1 }),
    core: 'freeMintHasNoCoin',
    contractField: 'premiumBps',
    accepted: freeMint,
  },
  {
    name: 'a free mint with a refund of 0.01%',
    change: () => ({ ...freeMint(), refundBps: 1 }),
    core: 'freeMintHasNoCoin',
    contractField: 'refundBps',
  },
  {
    name: 'a free mint with a pool share of 0.01%',
    change: () => ({ ...freeMint(), liquidityBps: 1 }),
    core: 'freeMintHasNoCoin',
    contractField: 'liquidityBps',
  },
  {
    // The form's fee field refuses 0 in crowdfunding mode (formValues, validateAmount): free mint
    // is the other radio button, and the contract reads a zero fee as free mint.
    name: "a zero fee with the crowdfunding's premium, refund and pool",
    change: () => ({ mintFee: 0n }),
    core: 'freeMintHasNoCoin',
    contractField: 'premiumBps',
  },
  {
    // The web's field holds the same bound (formValues, validateFairLaunchLiquidityPercent: the
    // contracts' floor, promises/liquidityFloor.ts).
    name: 'a crowdfunding with no pool share',
    change: () => ({ liquidityBps: 0 }),
    core: 'liquidityOutOfRange',
    contractField: 'liquidityBps',
    accepted: () => ({ liquidityBps: liquidityFloorBps }),
  },
  {
    // Issue 73: the creator took 49.995 of 50 coin minted with 0.01% pooled.
    name: 'a crowdfunding pooling 0.01% of the coin',
    change: () => ({ liquidityBps: 1 }),
    core: 'liquidityOutOfRange',
    contractField: 'liquidityBps',
  },
  {
    name: 'a crowdfunding pooling 50% of the coin (MIN_LIQUIDITY_BPS: at least 51%)',
    change: () => ({ liquidityBps: 5_000 }),
    core: 'liquidityOutOfRange',
    contractField: 'liquidityBps',
    accepted: () => ({ liquidityBps: liquidityFloorBps }),
  },
  {
    name: 'a crowdfunding pooling 50.99% of the coin',
    change: () => ({ liquidityBps: liquidityFloorBps - 1 }),
    core: 'liquidityOutOfRange',
    contractField: 'liquidityBps',
    accepted: () => ({ liquidityBps: liquidityFloorBps }),
  },
  {
    // sqrt(1 wei x 10^6 units) is exactly the pair's MINIMUM_LIQUIDITY of 1,000.
    name: "a first-mint fee one wei too small for the pool's first mint after a single mint",
    change: () => ({ ...smallMint, mintFee: smallestPoolableFee(smallMint) - 1n }),
    core: 'feeTooSmallForPool',
    contractField: 'mintFee',
    accepted: () => ({ ...smallMint, mintFee: smallestPoolableFee(smallMint) }),
  },
  {
    // The form's amount field refuses 0 first (formValues, validateAmount).
    name: 'a crowdfunded mint of zero tokens',
    change: () => ({ mintAmount: 0n }),
    core: 'feeTooSmallForPool',
    contractField: 'mintAmount',
  },
  {
    name: 'an LP lock of 29 days',
    change: () => ({ lpLockDays: 29 }),
    core: 'validation.lpLockFloor',
    contractField: 'lpLockDuration',
  },
  {
    name: 'an LP lock of 36,501 days (100 years of 365 days and one)',
    change: () => ({ lpLockDays: 36_501 }),
    core: 'validation.lpLockFloor',
    contractField: 'lpLockDuration',
    accepted: () => ({ lpLockDays: 36_500 }),
  },
  {
    name: 'a free mint of zero tokens',
    change: () => ({ ...freeMint(), mintAmount: 0n }),
    web: `a mint amount above zero (${formValues}, fairLaunchFiguresOf and ${formFields}: validateAmount)`,
    contractField: 'mintAmount',
  },
  {
    name: 'a per-address limit of zero',
    change: () => ({ mintsPerAddress: 0 }),
    web: `mints per address from 1 (${formFields}, whole('mintsPerAddress', 1, 4_000_000_000))`,
    contractField: 'mintsPerAddress',
    accepted: () => ({ mintsPerAddress: 1 }),
  },
  {
    name: 'a refund of 100.01%',
    change: () => ({ refundBps: 10_001 }),
    web: `refund at most 100% (${formFields}, rate('refundPercent', 0, 100): validateRatePercent)`,
    contractField: 'refundBps',
    accepted: () => ({ refundBps: 10_000 }),
  },
  {
    name: 'a pool share of 100.01%',
    change: () => ({ liquidityBps: 10_001 }),
    core: 'liquidityOutOfRange',
    contractField: 'liquidityBps',
    accepted: () => ({ liquidityBps: 10_000 }),
  },
  {
    name: "an end at the chain's clock",
    change: () => ({ endIn: 0n }),
    web: `the end after now (${formValues}, validateMintEnd: sale.issue.endInPast)`,
    contractField: 'endTime',
  },
  {
    // The contract counts the year from the block that deploys, seconds after the form's clock: an
    // hour past it is past it whenever the transaction is mined.
    name: 'an end 365 days and an hour away',
    change: () => ({ endIn: BigInt(365 * day + 3_600) }),
    web: `the end within 365 days (${formValues}, maxMintSeconds, validateMintEnd: sale.issue.endTooFar)`,
    contractField: 'endTime',
    accepted: () => ({ endIn: BigInt(364 * day) }),
  },
  {
    name: 'a linear vesting of 36,501 days',
    change: () => ({ vestingDays: 36_501 }),
    web: `vesting days at most 36,500 (${formFields}, validateWhole(value, 1, maxLockDays))`,
    contractField: 'vestingDuration',
    accepted: () => ({ vestingDays: 36_500 }),
  },
  {
    name: 'a holding condition of zero tokens',
    change: () => holdToken(0n),
    web: `a holding amount above zero (${formFields}, conditionAmount: validateAmount)`,
    contractField: 'conditionAmount',
    accepted: () => holdToken(1n),
  },
  {
    name: 'no router',
    change: () => ({ router: zeroAddress }),
    web: `a router chosen from the chain's list (${fateFields}: the form has no free text for it)`,
    contractField: 'router',
  },
  {
    name: 'a rate with three decimals (premium 0.001%)',
    formOnly: 'text the form parses: the contract takes whole basis points, there is nothing to send',
    web: `${formValues}, validateRatePercent: fairLaunch.issue.rate`,
  },
  {
    name: 'a mint amount with more decimals than the token',
    formOnly: 'text the form parses: the contract takes base units, there is nothing to send',
    web: `${formFields}, mintAmount: validateAmount: validation.tooManyDecimals`,
  },
  {
    name: 'a holding condition on malformed text',
    formOnly: 'text the form parses: the contract takes an address (one without code it refuses, below)',
    web: `${formValues}, validateConditionToken: validation.illegalAddress`,
  },
  {
    name: '19 decimals',
    formOnly:
      'display only (the contract takes any uint8, as every template; the token templates test reports it): the price, cap and pool are in base units whatever the decimals',
    web: 'apps/web/src/features/tokens/create/validateTokenFields.ts, validateDecimals',
  },
  {
    name: 'a cap of 4,000,000,001 mints',
    formOnly:
      "the input's own range inside the contract's uint32 (4,294,967,295): the stated supply, price curve and 112-bit bounds stay checked by both, so a larger cap changes no minter's promise",
    web: `${formFields}, whole('maxMints', 1, 4_000_000_000)`,
  },
  {
    name: 'a linear vesting of 0 days',
    formOnly:
      'the contract reads 0 as immediate, the other radio button: minters get their tokens at once, which hurts none of them',
    web: `${formFields}, vestingDays: validateWhole(value, 1, maxLockDays)`,
  },
]

/**
 * Every refusal core's checks can return (checkFairLaunchFigures' FairLaunchFiguresIssue, the lock
 * floor); typed as a record so a new issue fails the type check until it is listed, then this file's
 * last test until it has a case.
 */
const coreRefusals = Object.keys({
  limitAboveCap: true,
  premiumTooHigh: true,
  freeMintHasNoCoin: true,
  liquidityOutOfRange: true,
  feeTooSmallForPool: true,
  feeTooLarge: true,
  supplyTooLarge: true,
  'validation.lpLockFloor': true,
} satisfies Record<CoreRefusal, true>)

/** The constructor's bounds that no form rule states: what the form sends instead, or does not. */
const contractOnly: {
  name: string
  change: () => Partial<FairLaunchTerms>
  contractField: string
  /** What the form does about it. */
  form: string
}[] = [
  {
    name: 'a holding condition on an address without code',
    change: () => ({ condition: 'holdToken', conditionToken: creator, conditionAmount: 1n }),
    contractField: 'conditionToken',
    form: `nothing: ${formValues} validateConditionToken checks the address's form only (reported)`,
  },
  {
    name: 'a free mint with a router',
    change: () => ({ ...freeMint(), router: chain.contracts.router }),
    contractField: 'router',
    form: `${formValues} toFairLaunchParameters sends the zero router in free-mint mode`,
  },
  {
    name: 'a locked LP with no locker',
    change: () => ({ locker: zeroAddress }),
    contractField: 'locker',
    form: `${fateFields} offers the lock only with the chain's locker; toFairLaunchParameters sends it`,
  },
  {
    name: 'a burned LP with a locker',
    change: () => ({ lpLockDays: 0 }),
    contractField: 'locker',
    form: `${formValues} toFairLaunchParameters sends the zero locker when the LP is burned`,
  },
  {
    name: 'a condition token without the holding condition',
    change: () => ({ conditionToken: chain.contracts.weth }),
    contractField: 'conditionToken',
    form: `${formValues} toFairLaunchParameters sends the zero address unless the condition is holdToken`,
  },
]

async function fairLaunchParameters(terms: FairLaunchTerms): Promise<FairLaunchTokenParameters> {
  return {
    template: 'fairLaunch',
    name: 'Fair',
    symbol: 'FAIR',
    decimals: terms.decimals,
    owner: creator,
    mintAmount: terms.mintAmount,
    mintFee: terms.mintFee,
    mintsPerAddress: terms.mintsPerAddress,
    maxMints: terms.maxMints,
    endTime: (await chainTime(chain)) + terms.endIn,
    premiumBps: terms.premiumBps,
    refundBps: terms.refundBps,
    liquidityBps: terms.liquidityBps,
    condition: terms.condition,
    conditionToken: terms.conditionToken,
    conditionAmount: terms.conditionAmount,
    vestingDuration: terms.vestingDays * day,
    router: terms.router,
    locker: terms.locker,
    lpLockDuration: terms.lpLockDays * day,
  }
}

/** Deploys `terms` straight through core's deploy step; the address it created, or why it could not. */
async function deployStraight(terms: FairLaunchTerms) {
  const step = createTokenDeployStep(
    await fairLaunchParameters(terms),
    await tokenTemplateBytecode('fairLaunch', 'cancun'),
    'cancun',
  )
  return deployOrRefusal(chain, creator, step)
}

/** Core's refusal before the wallet; the lock floor applies to a locked LP only (0 days burns it). */
function coreRefusal(terms: FairLaunchTerms) {
  return (
    checkFairLaunchFigures(terms) ??
    (terms.lpLockDays === 0 ? undefined : liquidityLockDaysIssue(terms.lpLockDays)?.key)
  )
}

const refusedFor = (field: string) => ({
  refused: expect.objectContaining({ key: 'fairLaunchSettingInvalid', params: { field } }),
})

describe('the fair-launch form and FairLaunchToken agree', () => {
  it('accepts the crowdfunding and the free-mint baselines in core and deploys them', async () => {
    expect(coreRefusal(baselineTerms())).toBeUndefined()
    expect(await deployStraight(baselineTerms())).toHaveProperty('created')
    const free = { ...baselineTerms(), ...freeMint() }
    expect(coreRefusal(free)).toBeUndefined()
    expect(await deployStraight(free)).toHaveProperty('created')
  })

  const onChain = cases.flatMap((each) => ('formOnly' in each ? [] : [each]))
  it.each(onChain.map((each) => [each.name, each] as const))(
    'refuses %s before the wallet, and the contract refuses it when deployed directly',
    async (_, each) => {
      const terms = { ...baselineTerms(), ...each.change() }
      if ('core' in each) expect(coreRefusal(terms)).toBe(each.core)
      // A bound only the form holds: core lets it through, so the form's rule is the only one.
      else expect(coreRefusal(terms)).toBeUndefined()
      expect(await deployStraight(terms)).toEqual(refusedFor(each.contractField))
      if (each.accepted) {
        const bound = { ...baselineTerms(), ...each.accepted() }
        expect(coreRefusal(bound)).toBeUndefined()
        expect(await deployStraight(bound)).toHaveProperty('created')
      }
    },
  )

  const formOnly = cases.flatMap((each) => ('formOnly' in each ? [each] : []))
  it.each(formOnly.map((each) => [each.name, each] as const))(
    'refuses %s in the form only, and says why nothing is sent',
    (_, each) => {
      expect(each.formOnly).toMatch(/\S/)
      expect(each.web).toMatch(/\S/)
    },
  )

  it.each(contractOnly.map((each) => [each.name, each] as const))(
    'the contract alone refuses %s',
    async (_, each) => {
      const terms = { ...baselineTerms(), ...each.change() }
      expect(coreRefusal(terms)).toBeUndefined()
      expect(each.form).toMatch(/\S/)
      expect(await deployStraight(terms)).toEqual(refusedFor(each.contractField))
    },
  )
})

it("classifies every refusal core's fair-launch checks can return (a new rule needs a case)", () => {
  const covered = new Set(cases.flatMap((each) => ('core' in each ? [each.core] : [])))
  expect([...covered].sort()).toEqual([...coreRefusals].sort())
})
