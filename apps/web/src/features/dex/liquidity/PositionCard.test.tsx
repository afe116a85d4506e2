import { cleanup, render, screen } from '@testing-library/react'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry, TokenEntry } from '@tokenbox/core/chains/types.ts'
import type { LiquidityPosition } from '@tokenbox/core/dex/findLiquidityPositions.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { activateNamespace, loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { PositionCard } from './PositionCard.tsx'

afterEach(cleanup)

const e18 = 10n ** 18n
const pair = '0x00000000000000000000000000000000000000aa'
const weth = '0x00000000000000000000000000000000000000bb'
const usdt = '0x00000000000000000000000000000000000000cc'
const unlock = 1_900_000_000n
// 1 ETH and 3,000 USDT added: integer division leaves the share's part a unit short.
const position: LiquidityPosition = {
  pair,
  factory: '0x00000000000000000000000000000000000000dd',
  token0: weth,
  token1: usdt,
  reserve0: 11n * e18,
  reserve1: 33_000n * 10n ** 6n,
  totalSupply: 1_000_000n,
  balance: 90_909n,
  venue: { name: 'TokenBox AMM', router: pair, factory: pair },
  tokens: [
    { address: weth, symbol: 'WETH', decimals: 18 },
    { address: usdt, symbol: 'USDT', decimals: 6 },
  ],
  amount0: e18 - 1n,
  amount1: 2_999_999_999n,
  sharePpm: 90_909n,
  locked: [
    {
      id: 3n,
      amount: 1_234_567n * e18,
      end: unlock,
      amount0: 2n * e18 - 3n,
      amount1: 6_000n * 10n ** 6n,
      value: 12_000_004_999n,
    },
  ],
  value: 6_000_000_001n,
} as unknown as LiquidityPosition

async function renderIn(language: Language, shown: LiquidityPosition = position) {
  const instance = await createI18n(language)
  activateNamespace(instance, 'dex')
  await Promise.all([
    loadNamespaceBundle(instance, 'en', 'dex'),
    loadNamespaceBundle(instance, language, 'dex'),
  ])
  const entry = getChainEntry(56) as ChainEntry
  const quote = { name: 'USDT', address: usdt, decimals: 6 } as unknown as TokenEntry
  render(
    <I18nextProvider i18n={instance}>
      <PositionCard entry={entry} position={shown} quote={quote} onSettled={() => undefined} />
    </I18nextProvider>,
  )
}

const cell = (name: string) => screen.getByTestId(`position-${pair}-${name}`).textContent

describe('PositionCard in the four languages (issue 52: one number and date format per language)', () => {
  for (const language of ['en', 'zh', 'es', 'ja'] as const) {
    it(`writes its amounts, share and dates as core's formatters do, in ${language}`, async () => {
      await renderIn(language)
      // What the LP holds is rounded: 1 ETH added reads 1, not 0.999999.
      expect(cell('amount0')).toBe('1')
      expect(cell('amount1')).toBe(formatTokenAmount(3_000n, 0, 0, { language }))
      expect(cell('lp')).toBe(formatTokenAmount(90_909n, 18, 6, { language }))
      expect(cell('share')).toBe(`${formatTokenAmount(909n, 2, 2, { language })}%`)
      expect(cell('value')).toBe(`≈ ${formatTokenAmount(6_000n, 0, 0, { language })} USDT`)
      const locked = cell('locked-3') ?? ''
      expect(locked).toContain(formatDateTime(unlock, language))
      expect(locked).toContain(formatTokenAmount(1_234_567n, 0, 0, { language }))
      expect(locked).toContain('2 WETH')
    })
  }

  it('shows LP held only in the locker by what the lock holds, without wallet rows of zeros (issue 77)', async () => {
    await renderIn('en', { ...position, balance: 0n, amount0: 0n, amount1: 0n, sharePpm: 0n, value: 0n })
    expect(screen.queryByTestId(`position-${pair}-amount0`)).toBeNull()
    expect(screen.queryByTestId(`position-${pair}-value`)).toBeNull()
    expect(cell('locked-3')).toContain('2 WETH')
    expect(cell('empty')).toBe('No LP of this pair in your wallet')
  })

  it('groups Spanish amounts its own way', async () => {
    await renderIn('es')
    expect(cell('amount1')).toBe('3000')
    expect(cell('locked-3')).toContain('1.234.567 LP')
    expect(cell('share')).toBe('9,09%')
  })
})
