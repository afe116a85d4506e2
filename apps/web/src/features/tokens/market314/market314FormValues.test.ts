import {
  defaultMarket314FormValues,
  type Market314FormValues,
  toMarket314Parameters,
  validate314FeeSide,
  validate314Figures,
  validateFeeReceiver,
  validateFutureTime,
  validateInvitePercent,
  validateMinBind,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { describe, expect, it } from 'vitest'
import { market314SummaryLines } from './market314SummaryLines.ts'

const owner = '0x00000000000000000000000000000000000000aa'
const values = (changes: Partial<Market314FormValues> = {}): Market314FormValues => ({
  ...defaultMarket314FormValues(1_000_000),
  name: 'Market',
  symbol: 'MKT',
  ...changes,
})
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as never

describe('ERC314 create form values', () => {
  it('turns the form into each template’s parameters', () => {
    // antd submits only the fields a template shows: the ERC314 form has no x314 or sale fields.
    const { burnPercent: _b, invitePercent: _i, minBindAmount: _m, tradingStart: _t, ...plain } = values()
    expect(toMarket314Parameters('erc314', plain as Market314FormValues, owner).template).toBe('erc314')
    expect(toMarket314Parameters('erc314', values({ maxWallet: '20000' }), owner)).toEqual({
      template: 'erc314',
      name: 'Market',
      symbol: 'MKT',
      decimals: 18,
      initialSupply: 10n ** 24n,
      owner,
      liquidityTokens: 5n * 10n ** 23n,
      feeReceiver: owner,
      buyFeeBps: 100,
      sellFeeBps: 100,
      maxWallet: 20_000n * 10n ** 18n,
    })
    const x314 = toMarket314Parameters(
      'x314',
      values({ tradingStart: 'timed', tradingStartsAt: 5_000_000, burnPercent: '1.5', invitePercent: '50' }),
      owner,
    )
    expect(x314).toMatchObject({
      tradingStartTime: 5_000n,
      burnBps: 150,
      inviteBps: 5_000,
      minBindAmount: 10n ** 18n,
    })
    const sale = toMarket314Parameters('x314Sale', values({ lockDays: 30 }), owner)
    expect(sale).toMatchObject({
      template: 'x314Sale',
      tradingStartTime: 0n,
      sale: {
        tokensPerCoin: 1000n * 10n ** 18n,
        hardCap: 100n * 10n ** 18n,
        softCap: 0n,
        liquidityBps: 6_000,
        lockDuration: 30n * 86_400n,
        beneficiary: owner,
        endTime: 1_000n + 7n * 86_400n,
      },
    })
  })

  it('refuses what the contracts refuse, with the field to fix', () => {
    expect(validate314FeeSide(values({ buyFeePercent: '20' }), false)).toBeUndefined()
    expect(validate314FeeSide(values({ buyFeePercent: '20', burnPercent: '6' }), true)).toEqual({
      key: 'm314.issue.feeWithBurnCap',
      params: { cap: 25 },
    })
    expect(validateInvitePercent('100')).toBeUndefined()
    expect(validateInvitePercent('101')?.key).toBe('validation.percentCap')
    expect(validateMinBind(values({ invitePercent: '10', minBindAmount: '0' }))).toEqual({
      key: 'm314.issue.minBindZero',
    })
    expect(validateMinBind(values({ invitePercent: '0', minBindAmount: '0' }))).toBeUndefined()
    expect(validateFeeReceiver('')).toBeUndefined()
    expect(validateFeeReceiver('0x12')?.key).toBe('validation.illegalAddress')
    expect(validateFutureTime(999, 1_000, 'sale.form.endTime')).toEqual({ key: 'm314.issue.timeInPast' })
    // 100 coin at 1,000 tokens a coin is 100,000 tokens for sale: with a 95% reserve the supply is short.
    expect(validate314Figures('sale314', values({ liquidityPercent: '95' }), 'liquidityPercent')?.key).toBe(
      'm314.issue.supplyBelowSale',
    )
    expect(
      validate314Figures('erc314', values({ liquidityPercent: '95' }), 'liquidityPercent'),
    ).toBeUndefined()
    expect(validate314Figures('sale314', values({ softCap: '200' }), 'softCap')?.key).toBe(
      'sale.issue.softCapAboveHardCap',
    )
    expect(validate314Figures('sale314', values({ minContribution: '20' }), 'maxContribution')?.key).toBe(
      'sale.issue.minAboveMax',
    )
    expect(validate314Figures('erc314', values({ maxWallet: '1' }), 'maxWallet')?.key).toBe(
      'validation.limitFloor',
    )
  })

  it('summarises the owner’s powers and where the supply goes as the form stands', () => {
    const context = { t, language: 'en', coin: 'ETH' }
    const lines = market314SummaryLines('erc314', values(), context)
    expect(lines.map((line) => line.id)).toEqual([
      'ownerPowers',
      'ownerCannot',
      'supply',
      'fees',
      'liquidity',
      'sameBlock',
    ])
    expect(lines.find((line) => line.id === 'supply')!.text).toContain('"reserve":"500,000"')
    const sale = market314SummaryLines('x314Sale', values({ burnPercent: '1' }), context)
    expect(sale.map((line) => line.id)).toEqual([
      'ownerPowers',
      'ownerCannot',
      'supply',
      'fees',
      'burn',
      'sale',
      'openingPrice',
      'launch',
      'refund',
      'sameBlock',
    ])
    expect(market314SummaryLines('erc314', values({ initialSupply: 'x' }), context).at(-1)!.tone).toBe(
      'invalid',
    )
  })
})
