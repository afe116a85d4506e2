import { describe, expect, it } from 'vitest'
import { normalTokenAbi } from '../../contracts/NormalToken.abi.ts'
import { taxTokenAbi } from '../../contracts/TaxToken.abi.ts'
import { contractBuilds } from '../../evm/contractBuild.ts'
import { tokenTemplates } from '../tokenTemplates.ts'
import {
  type CustomTokenSelection,
  customOptionBlock,
  customTokenOptions,
  customTokenSize,
  customTokenTemplate,
  eip170MaxCodeBytes,
  toggleCustomOption,
} from './customTokenOptions.ts'

/** Every selection the form can reach from nothing by allowed switches (a breadth-first walk). */
function reachableSelections(): CustomTokenSelection[] {
  const seen = new Map<string, CustomTokenSelection>([['', []]])
  const queue: CustomTokenSelection[] = [[]]
  while (queue.length) {
    const current = queue.shift()!
    for (const option of customTokenOptions) {
      const next = toggleCustomOption(current, option)
      const key = next.join(',')
      if (!seen.has(key)) {
        seen.set(key, next)
        queue.push(next)
      }
    }
  }
  return [...seen.values()]
}

/** The on/off flag (constructor field) each option sets in its template's ABI. */
const templateFlag = {
  burn: 'burnable',
  mint: 'mintable',
  pause: 'pausable',
  blacklist: 'blacklistEnabled',
  whitelist: 'whitelistEnabled',
  timedRenounce: 'timedRenounceEnabled',
} as const

function constructorFields(abi: readonly unknown[]): string[] {
  const deploy = abi.find((item) => (item as { type: string }).type === 'constructor') as {
    inputs: { components?: { name: string }[] }[]
  }
  return deploy.inputs[0]!.components!.map((component) => component.name)
}

describe('Customize options', () => {
  const selections = reachableSelections()

  it('reach every combination of the normal options and every valid trading combination, nothing else', () => {
    // Normal family: 2^7 (burn, mint, pause, blacklist, whitelist, transfer fee, timed renounce).
    // Trading family: burn, blacklist, timed renounce (2^3) x {fees; fees+limits} x
    // {no swap-back; swap-back; swap-back + dividends; swap-back + LP dividends}, each with and
    // without the sale.
    expect(selections).toHaveLength(2 ** 7 + 2 ** 3 * 2 * 4 * 2)
    for (const selection of selections) {
      if (selection.includes('sale')) expect(selection).toContain('tradeFees')
      const normal = selection.some((option) =>
        ['mint', 'pause', 'whitelist', 'transferFee'].includes(option),
      )
      const trading = selection.some((option) => ['tradeFees', 'limits', 'swapBack'].includes(option))
      expect(normal && trading, selection.join(',')).toBe(false)
      if (trading) expect(selection).toContain('tradeFees')
      if (selection.includes('dividends') || selection.includes('lpDividends'))
        expect(selection).toContain('swapBack')
      expect(selection.includes('dividends') && selection.includes('lpDividends')).toBe(false)
    }
  })

  it('deploy every reachable selection from a template that has each chosen option as a flag', () => {
    const normalFields = constructorFields(normalTokenAbi)
    const taxFields = constructorFields(taxTokenAbi)
    for (const selection of selections) {
      const template = customTokenTemplate(selection)
      const fields = template === 'normal' ? normalFields : taxFields
      for (const option of selection) {
        if (option in templateFlag)
          expect(fields).toContain(templateFlag[option as keyof typeof templateFlag])
      }
      if (selection.includes('transferFee'))
        expect(fields).toEqual(expect.arrayContaining(['transferFeeBps']))
      if (selection.includes('limits')) expect(fields).toEqual(expect.arrayContaining(['maxWallet', 'maxTx']))
      if (selection.includes('swapBack')) expect(fields).toContain('swapBackEnabled')
      const base = selection.includes('dividends')
        ? 'dividend'
        : selection.includes('lpDividends')
          ? 'lpDividend'
          : selection.includes('tradeFees')
            ? 'marketing'
            : 'normal'
      expect(template).toBe(selection.includes('sale') ? `${base}Sale` : base)
    }
  })

  it('fit every reachable selection under EIP-170 in every build (the size model is the compiled code)', () => {
    for (const build of contractBuilds) {
      for (const selection of selections) {
        const size = customTokenSize(selection, build)
        expect(size.bytes).toBe(tokenTemplates[size.template].runtime[build].codeLength)
        expect(size.bytes).toBeLessThanOrEqual(eip170MaxCodeBytes)
      }
    }
  })

  it('block the cross-family options because the trading templates have no room for the normal ones', () => {
    for (const build of contractBuilds) {
      const size = customTokenSize(['tradeFees'], build)
      // The claim the form's size message makes: the normal options need more than the room left.
      expect(size.normalOptionsBytes).toBeGreaterThan(size.tradingHeadroom)
    }
    expect(customOptionBlock(['tradeFees'], 'mint')).toBe('sizeLimit')
    expect(customOptionBlock(['pause'], 'tradeFees')).toBe('sizeLimit')
    expect(customOptionBlock(['mint'], 'limits')).toBe('sizeLimit')
  })

  it('name the reason of every other block', () => {
    expect(customOptionBlock([], 'limits')).toBe('needsTradeFees')
    expect(customOptionBlock(['tradeFees'], 'dividends')).toBe('needsSwapBack')
    expect(customOptionBlock(['tradeFees', 'swapBack', 'lpDividends'], 'dividends')).toBe('oneDividendKind')
    expect(customOptionBlock(['tradeFees', 'swapBack', 'dividends'], 'swapBack')).toBe(
      'dividendsNeedSwapBack',
    )
    expect(customOptionBlock([], 'sale')).toBe('saleNeedsTradeFees')
    expect(customOptionBlock(['burn'], 'sale')).toBe('saleNeedsTradeFees')
    expect(customOptionBlock(['tradeFees'], 'sale')).toBeUndefined()
    expect(customOptionBlock(['tradeFees', 'swapBack', 'dividends'], 'sale')).toBeUndefined()
    expect(customOptionBlock(['tradeFees', 'swapBack', 'sale'], 'lpDividends')).toBeUndefined()
    expect(customOptionBlock(['burn', 'blacklist'], 'timedRenounce')).toBeUndefined()
  })

  it('drop what depends on an option switched off, and keep the form order', () => {
    expect(toggleCustomOption(['tradeFees', 'limits', 'swapBack', 'dividends', 'burn'], 'tradeFees')).toEqual(
      ['burn'],
    )
    expect(toggleCustomOption(['tradeFees', 'swapBack', 'lpDividends'], 'lpDividends')).toEqual([
      'tradeFees',
      'swapBack',
    ])
    expect(toggleCustomOption(['timedRenounce'], 'burn')).toEqual(['burn', 'timedRenounce'])
    // The sale needs the pair of the fee option: both go together.
    expect(toggleCustomOption(['tradeFees', 'limits', 'sale'], 'tradeFees')).toEqual([])
    expect(toggleCustomOption(['tradeFees', 'sale'], 'sale')).toEqual(['tradeFees'])
    // A blocked switch changes nothing.
    expect(toggleCustomOption(['tradeFees'], 'mint')).toEqual(['tradeFees'])
  })
})
