import {
  defaultSaleFormValues,
  type SaleFormValues,
  toHubSaleParameters,
  toSaleParameters,
  validateLiquidityPercent,
  validateSaleEnd,
  validateSaleFigures,
} from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { defaultTokenFormValues, type TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import type { TFunction } from 'i18next'
import { parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { saleSummaryLines } from './saleSummaryLines.ts'

const now = 1_800_000_000_000
const owner = '0x1111111111111111111111111111111111111111'
const locker = '0x2222222222222222222222222222222222222222'
const values: SaleFormValues = {
  ...defaultSaleFormValues(now),
  name: 'Moon',
  symbol: 'MOON',
  router: '0x3333333333333333333333333333333333333333',
}
const t = ((key: string, params?: Record<string, unknown>) =>
  `${key}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction

describe('sale form values', () => {
  it('shows each figures issue under the field that fixes it, with the supply needed', () => {
    expect(validateSaleFigures(values, 'totalSupply')).toBeUndefined()
    expect(validateSaleFigures({ ...values, softCap: '200' }, 'softCap')).toEqual({
      key: 'sale.issue.softCapAboveHardCap',
    })
    expect(validateSaleFigures({ ...values, softCap: '200' }, 'totalSupply')).toBeUndefined()
    expect(validateSaleFigures({ ...values, minContribution: '20' }, 'maxContribution')).toEqual({
      key: 'sale.issue.minAboveMax',
    })
    expect(validateSaleFigures({ ...values, totalSupply: '1000' }, 'totalSupply')).toEqual({
      key: 'sale.issue.supplyBelowReserves',
      params: { needed: '160000' },
    })
  })

  it('checks the liquidity share and the end', () => {
    expect(validateLiquidityPercent('60')).toBeUndefined()
    // The contracts' floor (issue 73): at least 51% of the raise goes to the pool.
    const floor = { key: 'validation.liquidityFloor', params: { min: 51 } }
    expect(validateLiquidityPercent('51')).toBeUndefined()
    expect(validateLiquidityPercent('100')).toBeUndefined()
    expect(validateLiquidityPercent('50.99')).toEqual(floor)
    expect(validateLiquidityPercent('0.01')).toEqual(floor)
    expect(validateLiquidityPercent('0')).toEqual(floor)
    expect(validateLiquidityPercent('100.5')).toEqual(floor)
    expect(validateLiquidityPercent(' ')).toEqual({
      key: 'validation.empty',
      params: { field: 'sale.form.liquidityPercent' },
    })
    expect(validateSaleEnd(now - 1, now)).toEqual({ key: 'sale.issue.endInPast' })
    expect(validateSaleEnd(now + 366 * 86_400_000, now)).toEqual({ key: 'sale.issue.endTooFar' })
    expect(validateSaleEnd(now + 1_000, now)).toBeUndefined()
  })

  it('builds the deploy parameters: LP locked in the locker, or burned with no locker', () => {
    expect(toSaleParameters(values, owner, locker)).toMatchObject({
      template: 'sale',
      initialSupply: parseEther('1000000'),
      tokensPerCoin: parseEther('1000'),
      hardCap: parseEther('100'),
      minContribution: parseEther('0.1'),
      liquidityBps: 6_000,
      endTime: BigInt((now + 7 * 86_400_000) / 1000),
      locker,
      lpLockDuration: 365 * 86_400,
    })
    expect(toSaleParameters({ ...values, lpMode: 'burn' }, owner, locker)).toMatchObject({
      locker: zeroAddress,
      lpLockDuration: 0,
    })
  })

  it('summarises the allocation, the reserves and the coin to the creator', () => {
    const lines = saleSummaryLines(values, { t, language: 'en', coin: 'ETH', dex: 'AMM' })
    const byId = Object.fromEntries(lines.map((line) => [line.id, line]))
    expect(byId.allocation?.text).toContain('"amount":"840,000"')
    expect(byId.saleReserve?.text).toContain('"amount":"100,000"')
    expect(byId.liquidityReserve?.text).toContain('"amount":"60,000"')
    expect(byId.toCreator?.text).toContain('"percent":"40"')
    expect(byId.softCap?.tone).toBe('warn')
    expect(
      saleSummaryLines({ ...values, softCap: '500' }, { t, language: 'en', coin: 'ETH', dex: 'AMM' }).at(-1)
        ?.id,
    ).toBe('figures')
  })

  it('builds a compound sale token from the compound form plus the terms: native pair, supply as typed', () => {
    const form = {
      ...defaultTokenFormValues(owner, 'compoundSale'),
      ...values,
      initialSupply: '1000000',
      maxSupply: '5000000',
      quoteToken: '0x4444444444444444444444444444444444444444',
      sellFeePercent: '5',
      startTime: now + 3_600_000,
    } as TokenFormValues & SaleFormValues
    const parameters = toHubSaleParameters('compoundSale', form, locker)
    expect(parameters).toMatchObject({
      template: 'compoundSale',
      initialSupply: parseEther('1000000'),
      maxSupply: parseEther('5000000'),
      // The sale raises the native coin, so the pair is always the native one.
      quoteToken: zeroAddress,
      sellFeeBps: 500,
      rate: 1_000_000,
      startTime: BigInt((now + 3_600_000) / 1000),
      hub: zeroAddress,
      sale: { tokensPerCoin: parseEther('1000'), hardCap: parseEther('100'), liquidityBps: 6_000, locker },
    })
    expect(toHubSaleParameters('marketingSale', form, locker).template).toBe('marketingSale')
  })
})
