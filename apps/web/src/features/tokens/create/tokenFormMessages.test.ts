import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  defaultSwapBackPercent,
  limitPercentOfSupply,
  limitTokensFromPercent,
} from '@tokenbox/core/tokens/limitShare.ts'
import {
  validateDecimals,
  validateFeeSide,
  validateFeeTotal,
  validateLimit,
  validateLimitPercent,
  validatePercent,
} from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import { defaultTokenFormValues, type TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import type { TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { feeSideTotalBps, formatPercentNumber } from './feeSideTotal.ts'
import { issueText } from './issueRule.ts'
import { summaryLines } from './summaryLines.ts'

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const translators: Record<string, TFunction> = {}

beforeAll(async () => {
  for (const language of ['en', 'zh', 'es'] as const) {
    const i18n = await createI18n(language)
    await loadNamespaceBundle(i18n, language, 'tokens')
    translators[language] = i18n.getFixedT(language, 'tokens')
  }
})

const say = (issue: FieldIssue, language = 'en') =>
  issue ? issueText(translators[language]!, issue) : undefined

describe('each fee field speaks of itself', () => {
  it('a 60% share names that share, never the transfer total', () => {
    expect(say(validatePercent('60', 'tax.shareFee.marketing'))).toBe('Marketing fee cannot exceed 25%')
    expect(say(validatePercent('60', 'tax.shareFee.liquidity'), 'zh')).toBe('流动性手续费不能超过25%')
    expect(say(validatePercent('60', 'tax.shareFee.team'), 'es')).toBe(
      'Comisión del equipo: no puede superar el 25%',
    )
    expect(say(validatePercent('', 'tax.shareFee.burn'))).toBe('Burn fee cannot be empty')
    expect(say(validatePercent('1.234', 'tax.shareFee.burn'))).toBe(
      'Invalid amount: a percentage with at most two decimals',
    )
  })

  it('the normal token: each percentage its own cap, the pair its total', () => {
    expect(say(validatePercent('30', 'form.transferFeePercent'))).toBe(
      'Transfer fee percentage cannot exceed 25%',
    )
    expect(say(validatePercent('26', 'form.transferBurnPercent'))).toBe(
      'Transfer burn percentage cannot exceed 25%',
    )
    // Each alone is fine; only together are they too much, and the total's message says so.
    expect(say(validateFeeTotal('15', '15'))).toBe('Transfer burn and fee together cannot exceed 25%')
    expect(validateFeeTotal('30', '0')).toBeUndefined()
  })

  it('the compound fees, the invitation rewards and the fomo reward name their field', () => {
    expect(say(validatePercent('26', 'form.buyFeePercent'))).toBe('Buy fee cannot exceed 25%')
    expect(say(validatePercent('26', 'tax.inviteReward'))).toBe('Invitation reward cannot exceed 25%')
    expect(say(validatePercent('101', 'tax.fomoReward', 10_000))).toBe('Period reward cannot exceed 100%')
    expect(validatePercent('100', 'tax.fomoReward', 10_000)).toBeUndefined()
  })

  it('one side over the cap, each share valid: the side message', () => {
    expect(say(validateFeeSide({ liquidity: '20', marketing: '6' }, []))).toBe(
      'Fees of one side, invitation included, cannot exceed 25%',
    )
    expect(validateFeeSide({ liquidity: '60', marketing: '1' }, [])).toBeUndefined()
  })
})

describe('decimals', () => {
  it('refuses 19 and 1.5 with a message (the field keeps what was typed)', () => {
    expect(say(validateDecimals(19))).toBe('Decimals must be a whole number from 0 to 18')
    expect(say(validateDecimals(1.5))).toBe('Decimals must be a whole number from 0 to 18')
    expect(say(validateDecimals(-1))).toBe('Decimals must be a whole number from 0 to 18')
    expect(validateDecimals(0)).toBeUndefined()
    expect(validateDecimals(18)).toBeUndefined()
  })
})

describe('limits in tokens and in % of the supply', () => {
  it('convert both ways, exactly', () => {
    expect(limitTokensFromPercent('1.5', '1000000', 18)).toBe('15000')
    expect(limitTokensFromPercent('0.1234', '1000000000', 0)).toBe('1234000')
    expect(limitTokensFromPercent('33.3333', '10', 2)).toBe('3.33')
    expect(limitPercentOfSupply('15000', '1000000', 18)).toBe('1.5')
    expect(limitPercentOfSupply('1', '3', 18)).toBe('33.3333')
    expect(limitTokensFromPercent('1.5', '', 18)).toBeUndefined()
    expect(limitTokensFromPercent('abc', '1000', 18)).toBeUndefined()
    expect(limitPercentOfSupply('abc', '1000', 18)).toBeUndefined()
  })

  it('refuse a share under 0.1% or over 100%, and tokens over the supply', () => {
    expect(say(validateLimitPercent('0.05'))).toBe('A limit must be at least 0.1% of the supply')
    expect(say(validateLimitPercent('101'))).toBe(
      'Enter a share of the supply from 0.1% to 100%, with at most four decimals',
    )
    expect(say(validateLimitPercent('1.23456'))).toBe(
      'Enter a share of the supply from 0.1% to 100%, with at most four decimals',
    )
    expect(validateLimitPercent('')).toBeUndefined()
    expect(validateLimitPercent('0')).toBeUndefined()
    expect(validateLimitPercent('2')).toBeUndefined()
    expect(say(validateLimit('2000', '1000', 18))).toBe('A limit cannot be more than the initial supply')
    expect(say(validateLimit('0.5', '1000', 18))).toBe('A limit must be at least 0.1% of the supply')
  })

  it('start the swap-back threshold at 0.05% of the supply', () => {
    expect(limitTokensFromPercent(defaultSwapBackPercent, '1000000000', 18)).toBe('500000')
  })
})

function form(overrides: Partial<TokenFormValues>): Partial<TokenFormValues> {
  return { ...defaultTokenFormValues(wallet, 'marketing'), ...overrides }
}

const line = (lines: ReturnType<typeof summaryLines>, id: string) => lines.find((entry) => entry.id === id)

describe('the fee totals and the live summary', () => {
  it('name an invalid share invalid instead of dropping it', () => {
    const values = form({ buyFees: { ...form({}).buyFees!, marketing: '2x' } })
    expect(feeSideTotalBps(values, 'buyFees', 'marketing')).toBeNull()
    expect(feeSideTotalBps(values, 'sellFees', 'marketing')).toBe(300)
    expect(line(summaryLines('marketing', values, translators.en!, 'en'), 'fees')).toEqual({
      id: 'fees',
      tone: 'invalid',
      text: 'A fee is not a valid percentage: correct it to see what trades pay.',
    })
  })

  it('count a 60% share in full', () => {
    const values = form({ sellFees: { ...form({}).sellFees!, marketing: '60' } })
    expect(feeSideTotalBps(values, 'sellFees', 'marketing')).toBe(6100)
    expect(line(summaryLines('marketing', values, translators.en!, 'en'), 'fees')?.text).toBe(
      'Buys pay 3% and sells 61% in fees.',
    )
  })

  it('write every figure with the language’s separators', () => {
    const values = form({ initialSupply: '1000000000.5', symbol: 'TAX', maxWallet: '20000000', maxTx: '' })
    const en = summaryLines('marketing', values, translators.en!, 'en')
    expect(line(en, 'supply')?.text).toBe(`1,000,000,000.5 TAX are created once and sent to 0x70...79C8.`)
    expect(line(en, 'limits')?.text).toBe('Max wallet 20,000,000, max transaction — tokens.')
    const es = summaryLines('marketing', values, translators.es!, 'es')
    expect(line(es, 'supply')?.text).toContain('1.000.000.000,5 TAX')
    expect(line(es, 'limits')?.text).toContain('20.000.000')
    expect(formatPercentNumber(250, 'es')).toBe('2,5')
  })

  it('name an invalid supply, limit, transfer fee and compound growth', () => {
    const en = (template: Parameters<typeof summaryLines>[0], values: Partial<TokenFormValues>) =>
      summaryLines(template, form(values), translators.en!, 'en')
    expect(line(en('standard', { initialSupply: '12abc' }), 'supply')?.tone).toBe('invalid')
    expect(line(en('marketing', { initialSupply: '1000', maxTx: '0.5' }), 'limits')?.tone).toBe('invalid')
    expect(line(en('normal', { transferFeePercent: 'x' }), 'fees')?.tone).toBe('invalid')
    expect(line(en('normal', { transferFeePercent: '2.5' }), 'fees')?.text).toBe(
      'Every transfer pays 2.5% to 0x70...79C8.',
    )
    expect(line(en('compound', { ratePercent: '', maxSupply: '5000' }), 'growth')?.tone).toBe('invalid')
    expect(line(en('compound', { buyFeePercent: '3..' }), 'fees')?.tone).toBe('invalid')
  })
})
