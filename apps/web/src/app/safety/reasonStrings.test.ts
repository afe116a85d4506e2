import { type SafetyReason, type SafetyReasonKey, safetyReasonKeys } from '@tokenbox/core/safety/types.ts'
import typesSource from '@tokenbox/core/safety/types.ts?raw'
import { supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import { reasonContext, reasonText } from '@tokenbox/ui/safety/reasonText.ts'
import { describe, expect, it } from 'vitest'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'
import { createI18n } from '../i18n/createI18n.ts'

const bundles = import.meta.glob<Record<string, string>>(
  '../../../../../packages/ui/src/locales/*/check.json',
  {
    eager: true,
    import: 'default',
  },
)
const bundle = (language: string) => bundles[`../../../../../packages/ui/src/locales/${language}/check.json`]!

/**
 * The parameters core documents for each reason (the list above `safetyReasonKeys` in
 * safety/types.ts: "- `key` { name, optional?, kind ('a' | 'b') }"), read from that comment so the
 * sentences follow what core says it sends, not a second copy of it.
 */
function documentedParams(): Map<string, { required: string[]; optional: string[] }> {
  const documented = new Map<string, { required: string[]; optional: string[] }>()
  for (const match of typesSource.matchAll(/^\s*\* - `(\w+)` \{([^}]*)\}/gm)) {
    const names = match[2]!
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    documented.set(match[1]!, {
      required: names.filter((name) => !name.endsWith('?')),
      optional: names.filter((name) => name.endsWith('?')).map((name) => name.slice(0, -1)),
    })
  }
  return documented
}

/** Parameters that pick a variant of the sentence rather than appear in it. */
const kindParams = new Set(['adminKind', 'ownerKind'])

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!)

/** Every string of a reason key: the plain one, its variants (`_capped`) and plural forms. */
function stringsOf(strings: Record<string, string>, key: SafetyReasonKey): [string, string][] {
  const base = `reason.${key}`
  return Object.entries(strings).filter(([name]) => name === base || name.startsWith(`${base}_`))
}

describe('safety reasons', () => {
  const documented = documentedParams()

  it('core documents the parameters of every reason key', () => {
    expect(safetyReasonKeys.filter((key) => !documented.has(key))).toEqual([])
  })

  for (const language of supportedLanguages) {
    it(`${language}: every reason has a sentence, whose placeholders are the parameters core documents`, () => {
      const strings = bundle(language)
      for (const key of safetyReasonKeys) {
        const found = stringsOf(strings, key)
        const plain = found.some(([name]) => name === `reason.${key}` || name === `reason.${key}_other`)
        expect(plain, `${language}: check.reason.${key}`).toBe(true)
        const { required, optional } = documented.get(key) ?? { required: [], optional: [] }
        const allowed = new Set([...required, ...optional, 'count'])
        for (const [name, text] of found) {
          const used = placeholders(text)
          expect(
            used.filter((placeholder) => !allowed.has(placeholder)),
            `${language}: ${name} uses a parameter core does not send`,
          ).toEqual([])
          const shown = required.filter((param) => !kindParams.has(param) && param !== 'count')
          expect(
            shown.filter((param) => !used.includes(param)),
            `${language}: ${name} leaves out a parameter`,
          ).toEqual([])
          // A variant exists for an optional parameter: the variant shows it, the plain one does not.
          // A variant named after one of them (`_pool`, `_owner`) shows that one.
          for (const param of optional.filter((name) => !kindParams.has(name))) {
            const variant = name !== `reason.${key}` && !/_(one|other)$/.test(name)
            const suffix = name.slice(`reason.${key}_`.length)
            const namedFor = optional.includes(suffix) ? suffix : undefined
            if (variant && (namedFor === undefined || namedFor === param))
              expect(used, `${language}: ${name} shows ${param}`).toContain(param)
          }
        }
      }
    })
  }

  it('fills each sentence from a report reason, variants and plurals included', async () => {
    const i18n = await createI18n('en')
    await loadLazyNamespace(i18n, 'check')
    const t = i18n.getFixedT('en', 'check')
    const reason = (key: SafetyReasonKey, params?: SafetyReason['params']): SafetyReason => ({
      key,
      severity: 'warning',
      ...(params ? { params } : {}),
    })
    expect(reasonText(t, reason('sellTaxHigh', { bps: 9900, dex: 'TokenBox Swap' }), 'TRAP')).toBe(
      'The sell tax measured on TokenBox Swap is 99%.',
    )
    const capped = reason('ownerCanMint', { max: '2000000' })
    expect(reasonContext(capped)).toBe('max')
    expect(reasonText(t, capped, 'TRAP')).toBe(
      'New tokens can be created, up to a total supply of 2,000,000 TRAP.',
    )
    const dilutes = reason('ownerCanMint', { max: '100000000', mintableBps: 56_666 })
    expect(reasonContext(dilutes)).toBe('mintableBps')
    expect(reasonText(t, dilutes, 'TRAP')).toBe(
      'New tokens can be created up to a total supply of 100,000,000 TRAP: 566.66% more than exists today, enough to dilute every holder.',
    )
    expect(reasonText(t, reason('ownerCanMint'), 'TRAP')).toContain('without limit')
    expect(
      reasonText(
        t,
        reason('ownerPresent', {
          owner: '0x1234567890AbcdEF1234567890aBcdef12345678',
          ownerKind: 'contract',
        }),
        'TRAP',
      ),
    ).toMatch(/^The contract 0x12.*5678 holds the owner powers/)
    // A template by its display name, never its internal key (issue 50).
    expect(reasonText(t, reason('templateRecognised', { template: 'marketing' }), 'TRAP')).toContain(
      'Marketing Coin',
    )
    expect(reasonText(t, reason('templateRecognised', { template: 'marketing' }), 'TRAP')).not.toContain(
      'template marketing',
    )
    expect(reasonText(t, reason('ownerCanLimit', { floorBps: 10 }), 'TRAP')).toBe(
      'Transaction or wallet limits can be changed, but never below 0.1% of the supply: a limit cannot stop a sale.',
    )
    expect(reasonText(t, reason('topHoldersConcentrated', { bps: 6000, count: 1 }), 'TRAP')).toBe(
      'The largest holder holds 60% of the supply.',
    )
    expect(reasonText(t, reason('topHoldersConcentrated', { bps: 7550, count: 10 }), 'TRAP')).toBe(
      'The 10 largest holders together hold 75.5% of the supply.',
    )
  })
})
