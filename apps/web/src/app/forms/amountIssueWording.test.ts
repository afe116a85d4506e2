import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { describe, expect, it } from 'vitest'
import { loadNamespaceBundle } from '../../base/loadLanguage.ts'
import { createI18n } from '../i18n/createI18n.ts'

async function tokensT(language: Language) {
  const i18n = await createI18n(language)
  await loadNamespaceBundle(i18n, language, 'tokens')
  return i18n.getFixedT(language, 'tokens')
}

describe('validateAmount', () => {
  it('says the decimals limit with its number’s plural form ("1 decimal place", "2 decimal places")', async () => {
    const message = (t: Awaited<ReturnType<typeof tokensT>>, decimals: number) => {
      const issue = validateAmount('1.123', decimals)
      return issue && t(issue.key, { ...issue.params })
    }
    const en = await tokensT('en')
    expect(message(en, 0)).toBe('Invalid amount: at most 0 decimal places')
    expect(message(en, 1)).toBe('Invalid amount: at most 1 decimal place')
    expect(message(en, 2)).toBe('Invalid amount: at most 2 decimal places')
    const es = await tokensT('es')
    expect(message(es, 1)).toBe('Cantidad no válida: 1 decimal como máximo')
    expect(message(es, 2)).toBe('Cantidad no válida: 2 decimales como máximo')
    const ja = await tokensT('ja')
    expect(message(ja, 1)).toBe('無効な数量です：小数点以下は1桁までです')
  })
})
