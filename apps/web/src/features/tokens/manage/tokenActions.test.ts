import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import { type Address, parseUnits, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { actionPermission, actionsFor, tokenActions } from './tokenActions.ts'

const owner = '0x00000000000000000000000000000000000000a1' as Address
const stranger = '0x00000000000000000000000000000000000000b2' as Address
const marketing = '0x00000000000000000000000000000000000000c3' as Address

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
      cooldownSeconds: 30n,
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
