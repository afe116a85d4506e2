import { act, cleanup, render } from '@testing-library/react'
import { formatBalance } from '@tokenbox/core/format/formatBalance.ts'
import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { loadedAntdLocale } from '@tokenbox/ui/i18n/loadAntdLocale.ts'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { loadLanguage, loadLazyNamespace } from '../../base/loadLanguage.ts'
import { changeLanguage } from './changeLanguage.ts'
import { createI18n } from './createI18n.ts'
import { useLazyNamespace } from './useLazyNamespace.ts'

afterEach(cleanup)

/** A screen with a lazy namespace beside a startup one; records the text of every render. */
function Screen({ seen }: { seen: string[] }) {
  const { t } = useLazyNamespace('announcements')
  const text = `${t('intro.title', { ns: 'home' })} | ${t('title')}`
  seen.push(text)
  return <p>{text}</p>
}

describe('changeLanguage', () => {
  it("takes every amount and balance to the new language's digit groups (issue 52)", async () => {
    const i18n = await createI18n('en')
    expect(formatTokenAmount(1_234_567_500_000n, 6)).toBe('1,234,567.5')
    await changeLanguage(i18n, 'es')
    expect(formatTokenAmount(1_234_567_500_000n, 6)).toBe('1.234.567,5')
    expect(formatBalance(10n ** 22n)).toBe('10.000,0000')
    expect(formatThousands(25_000)).toBe('25.000')
    await changeLanguage(i18n, 'ja')
    expect(formatTokenAmount(1_234_567_500_000n, 6)).toBe('1,234,567.5')
    // A call that names its language keeps it.
    expect(formatTokenAmount(1_234_567_500_000n, 6, 6, { language: 'es' })).toBe('1.234.567,5')
    await changeLanguage(i18n, 'en')
  })

  it('a lazy namespace asked for while the switch loads is in the new language when it applies', async () => {
    const i18n = await createI18n('en')
    const switching = changeLanguage(i18n, 'zh')
    // A screen opens (the dashboard's announcements) while Chinese is still loading.
    const opening = loadLazyNamespace(i18n, 'announcements')
    await Promise.all([switching, opening])
    expect(i18n.language).toBe('zh')
    expect(i18n.t('title', { ns: 'announcements' })).toBe('公告')
    expect(i18n.t('intro.title', { ns: 'home' })).toBe('欢迎使用 TokenBox')
  })

  it('the last choice wins when an earlier one finishes loading later', async () => {
    const i18n = await createI18n('en')
    // Spanish is loaded already (picked before), Japanese is not: Spanish is ready first.
    await loadLanguage(i18n, 'es')
    const first = changeLanguage(i18n, 'ja')
    const second = changeLanguage(i18n, 'es')
    await Promise.all([first, second])
    expect(i18n.language).toBe('es')
    expect(localStorage.getItem('tokenbox.language')).toBe('es')
  })

  it("loads Ant Design's texts before it switches, so one render applies both", async () => {
    const i18n = await createI18n('en')
    await changeLanguage(i18n, 'ja')
    expect(loadedAntdLocale('ja')?.locale).toBe('ja')
  })

  it('no render shows the new language beside English strings of a namespace in use', async () => {
    const i18n = await createI18n('en')
    const seen: string[] = []
    // The screen mounts while Chinese is still loading.
    await act(async () => {
      const switching = changeLanguage(i18n, 'zh')
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <Screen seen={seen} />
          </Suspense>
        </I18nextProvider>,
      )
      await switching
    })
    await expect.poll(() => seen.at(-1)).toBe('欢迎使用 TokenBox | 公告')
    expect(seen.filter((text) => text.includes('欢迎') && text.includes('Announcements'))).toEqual([])
  })
})
