import {
  type Abi,
  type AbiFunction,
  type Address,
  encodeFunctionData,
  type Hex,
  parseUnits,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { type TokenDetails, templateViews } from '../readTokenDetails.ts'
import { type TokenTemplateId, tokenTemplates } from '../tokenTemplates.ts'
import type { ActionFieldValues, ActionValueReader } from './actionValues.ts'
import { actionPermission, actionsFor, tokenActions } from './tokenActions.ts'

const [owner, stranger, marketing] = devAccounts

function marketingToken(
  changes: Partial<TokenDetails> = {},
  settings: Record<string, unknown> = {},
): TokenDetails {
  return {
    address: '0x0000000000000000000000000000000000000777',
    template: 'marketing',
    name: 'Demo',
    symbol: 'DEMO',
    decimals: 18,
    totalSupply: parseUnits('1000000', 18),
    owner,
    balance: 0n,
    chainTime: 1_800_000_000n,
    settings: {
      timedRenounceEnabled: true,
      returningOwner: zeroAddress,
      renounceEndsAt: 0n,
      swapBackEnabled: true,
      swapBackThreshold: parseUnits('500', 18),
      marketingWallet: marketing,
      teamWallet: owner,
      liquidityReceiver: owner,
      maxWallet: parseUnits('20000', 18),
      maxTx: 0n,
      cooldownSeconds: 30,
      twitter: 'https://x.com/demo',
      telegram: '',
      website: '',
      tradingOpen: true,
      ...settings,
    },
    ...changes,
  }
}

const action = (id: string) => tokenActions.find((candidate) => candidate.id === id)!

describe('Manage Token forms', () => {
  it('open with the token settings, so a form never switches off what the user did not touch', () => {
    const details = marketingToken()
    expect(action('swapBack').initialValues?.(details, owner)).toEqual({
      swapBackEnabled: true,
      threshold: '500',
    })
    expect(action('limits').initialValues?.(details, owner)).toEqual({ maxWallet: '20000', maxTx: '0' })
    expect(action('receivers').initialValues?.(details, owner)).toEqual({
      marketingWallet: marketing,
      teamWallet: owner,
      liquidityReceiver: owner,
    })
    expect(action('cooldown').initialValues?.(details, owner)).toEqual({ seconds: 30 })
    expect(action('info').initialValues?.(details, owner)).toEqual({
      twitter: 'https://x.com/demo',
      telegram: '',
      website: '',
    })
  })

  it('mints to the connected wallet by default', () => {
    expect(action('mint').initialValues?.(marketingToken(), stranger)).toEqual({ to: stranger })
  })
})

describe('taking ownership back', () => {
  const renounced = marketingToken(
    { owner: zeroAddress },
    { returningOwner: owner, renounceEndsAt: 1_800_086_400n },
  )

  it('is shown to the returning owner only', () => {
    expect(actionsFor(renounced, owner).map((candidate) => candidate.id)).toContain('reclaim')
    expect(actionsFor(renounced, stranger).map((candidate) => candidate.id)).not.toContain('reclaim')
    expect(actionsFor(renounced, undefined).map((candidate) => candidate.id)).not.toContain('reclaim')
  })

  it('is refused before the end date, by the chain clock given', () => {
    expect(actionPermission(action('reclaim'), renounced, owner, 1_800_086_399)).toEqual({
      allowed: false,
      reason: 'renounceNotOver',
    })
    expect(actionPermission(action('reclaim'), renounced, owner, 1_800_086_400)).toEqual({ allowed: true })
  })
})

describe('a compound sale token', () => {
  const ids = (tradingStartedAt: bigint) =>
    actionsFor(
      marketingToken(
        { template: 'compoundSale' },
        {
          tradingStartedAt,
          pair: '0x0000000000000000000000000000000000000888',
          router: '0x0000000000000000000000000000000000000999',
          quoteToken: zeroAddress,
          compoundingEnded: false,
          pendingIntervals: 3n,
          buyFeeBps: 300n,
          sellFeeBps: 500n,
        },
      ),
      owner,
    ).map((action) => action.id)

  it('offers the compound owner powers always, and rebase and liquidity only once the launch opened trading', () => {
    const duringSale = ids(0n)
    expect(duringSale).toEqual(expect.arrayContaining(['tradeFees', 'marketingWallet', 'tradeFeeExempt']))
    expect(duringSale).not.toContain('rebase')
    expect(duringSale).not.toContain('addLiquidity')
    expect(ids(1_800_000_000n)).toEqual(expect.arrayContaining(['tradeFees', 'rebase', 'addLiquidity']))
  })
})

describe('the calls Manage Token sends', () => {
  const token = '0x0000000000000000000000000000000000000777' as Address
  /** A valid argument of each input kind. */
  const samples: ActionFieldValues = {
    address: owner,
    amount: 1n,
    amountOrZero: 0n,
    quoteAmount: 1n,
    percent: 100,
    date: 1_900_000_000n,
    flag: true,
    seconds: 30,
    link: '',
    dividendAmount: 1n,
    shareAmount: 1n,
    lpAmount: 1n,
    hours: 3600n,
    gas: 300_000,
  }
  const value: ActionValueReader = (field) => samples[field.kind]
  /** A token of `template` with every option on, so every action that can apply to it does. */
  const everyOption = (template: TokenTemplateId): TokenDetails => {
    const details = marketingToken({ address: token, template }, everySetting)
    // Only the settings the template has, as readTokenDetails reads them (by view name), and what it
    // derives from its tracker.
    const own = new Set<string>(templateViews[template])
    if (own.has('dividendTracker')) for (const derived of trackerDerived) own.add(derived)
    return {
      ...details,
      settings: Object.fromEntries(Object.entries(details.settings).filter(([name]) => own.has(name))),
    }
  }
  const trackerDerived = ['trackerGenuine', 'dividendCoin', 'dividendHolder', 'lpBalance']
  const everySetting = {
    mintable: true,
    burnable: true,
    pausable: true,
    paused: false,
    blacklistEnabled: true,
    whitelistEnabled: true,
    whitelistOnly: true,
    transferBurnEnabled: true,
    transferFeeEnabled: true,
    returningOwner: owner,
    tradingOpen: false,
    tradingStartedAt: 1n,
    compoundingEnded: false,
    pendingIntervals: 1n,
    pair: '0x0000000000000000000000000000000000000888',
    router: '0x0000000000000000000000000000000000000999',
    quoteToken: zeroAddress,
    nativeQuote: true,
    trackerGenuine: true,
    dividendTracker: '0x0000000000000000000000000000000000000aaa',
    dividendCoin: zeroAddress,
    dividendHolder: { staked: 1n },
  }

  it.each(Object.keys(tokenTemplates) as TokenTemplateId[])(
    '%s: every call to the token names a function of its own ABI, with arguments it encodes',
    (template) => {
      const details = everyOption(template)
      const own = new Set(
        (tokenTemplates[template].abi as Abi)
          .filter((item) => item.type === 'function')
          .map((item) => toFunctionSelector(item as AbiFunction)),
      )
      for (const action of tokenActions.filter((candidate) => candidate.applies(details))) {
        const steps = action.steps({ value, details, account: owner, wrappedNative: zeroAddress })
        for (const step of steps) {
          if (step.type !== 'call' || step.address !== token || typeof step.args === 'function') continue
          const data = encodeFunctionData({ abi: step.abi, functionName: step.functionName, args: step.args })
          expect(own.has(data.slice(0, 10) as Hex), `${template} ${action.id}: ${step.functionName}`).toBe(
            true,
          )
        }
      }
    },
  )

  it('covers the templates Manage Token serves, with their powers', () => {
    const offered = (template: TokenTemplateId) =>
      tokenActions.filter((action) => action.applies(everyOption(template))).map((action) => action.id)
    expect(offered('normal')).toEqual(expect.arrayContaining(['mint', 'pause', 'blacklist', 'renounce']))
    expect(offered('marketing')).toEqual(expect.arrayContaining(['taxFees', 'limits', 'startTrading']))
    expect(offered('dividend')).toEqual(expect.arrayContaining(['taxFeesWithReward', 'dividendRules']))
    expect(offered('compound')).toEqual(expect.arrayContaining(['tradeFees', 'rebase']))
  })
})
