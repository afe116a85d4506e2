import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { deploymentName } from './deploymentName.ts'

async function translator(language: 'en' | 'zh' | 'es' | 'ja') {
  const i18n = await createI18n(language)
  await loadNamespaceBundle(i18n, language, 'admin')
  return i18n.getFixedT(language, 'admin')
}

describe('deploymentName', () => {
  it("names a token by its template and other deployments by their kind, in the console's language", async () => {
    const en = await translator('en')
    expect(deploymentName(en, { kind: 'token', template: 'meme' })).toBe('MEME Coin')
    expect(deploymentName(en, { kind: 'token', template: 'lpDividend' })).toBe('LP Dividend Coin')
    expect(deploymentName(en, { kind: 'token', template: 'inscription' })).toBe('Inscription Token')
    expect(deploymentName(en, { kind: 'token', template: 'sale' })).toBe('Standard Coin (Sale)')
    expect(deploymentName(en, { kind: 'token', template: 'compoundSale' })).toBe('Compound Coin (Sale)')
    expect(deploymentName(en, { kind: 'lock', template: null })).toBe('Token lock')
    expect(deploymentName(en, { kind: 'multisig', template: null })).toBe('Multisig wallet')
    expect(deploymentName(en, { kind: 'token', template: null })).toBe('Token (template not reported)')
    const ja = await translator('ja')
    expect(deploymentName(ja, { kind: 'token', template: 'dividend' })).toBe('配当トークン')
    const es = await translator('es')
    expect(deploymentName(es, { kind: 'multisig', template: null })).toBe('Billetera multifirma')
  })

  it('shows an unknown template or kind as sent', async () => {
    const en = await translator('en')
    expect(deploymentName(en, { kind: 'token', template: 'future' })).toBe('future')
    expect(deploymentName(en, { kind: 'bridge', template: null })).toBe('bridge')
  })
})
