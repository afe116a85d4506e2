import { errorMessageKeys } from '@tokenbox/core/errors/errorMessageKeys.ts'
import { describe, expect, it } from 'vitest'
import {
  countedNumbers,
  describeLocaleFiles,
  namePlaceholder,
  spacedPlaceholder,
} from '../../testing/localeChecks.ts'
import { lazyNamespaces, namespaces as startupNamespaces, supportedLanguages } from '../i18n/languages.ts'

const namespaces = [...startupNamespaces, ...lazyNamespaces]

// Every locale file, read eagerly: the test sees exactly what the app can load.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' })

describeLocaleFiles(files, namespaces)

describe('locale rules', () => {
  it('holds the spacing rule to what it means', () => {
    for (const text of [
      '共 {{count}} 个',
      '{{count}} 件',
      '第 {{line}} 行',
      '最多 {{count}}（本设备',
      '最多 18 位',
      '10 % の',
    ]) {
      expect(spacedPlaceholder.test(text), text).toBe(true)
    }
    for (const text of [
      '共{{count}}个',
      '{{amount}} {{symbol}}',
      '余额：{{amount}} ETH',
      '{{count}}件',
      '1 MiB',
      'Gas 价格',
    ]) {
      expect(spacedPlaceholder.test(text), text).toBe(false)
    }
    for (const text of ['切换到 {{chain}}', '{{symbol}} 残高', '{{symbol}}残高']) {
      expect(spacedPlaceholder.test(text.replace(namePlaceholder, 'Name')), text).toBe(false)
    }
  })

  it('holds the number-before-noun rule to what it means', () => {
    for (const text of [
      'Feedback per day (last {{days}} days)',
      'At most {{decimals}} decimal places',
      '{{words}} words',
      'max transaction {{tx}} tokens',
      'Transfer {{amount}} base units',
    ]) {
      expect(countedNumbers(text), text).not.toEqual([])
    }
    for (const text of [
      '{{count}} lines',
      '{{done}} done, {{skipped}} skipped, {{failed}} failed',
      '{{symbol}} balance',
      'generated in {{seconds}} s',
      '{{amount}} more is needed',
      '{{available}} of {{total}} available',
    ]) {
      expect(countedNumbers(text), text).toEqual([])
    }
  })

  it("name feedback categories in the console as the public form does (issue 77: '缺陷' beside '问题报告')", () => {
    for (const language of supportedLanguages) {
      const admin = files[`./${language}/admin.json`] ?? {}
      const form = files[`./${language}/feedback.json`] ?? {}
      const categories = Object.keys(form).filter((key) => key.startsWith('category.'))
      expect(categories.length).toBeGreaterThan(0)
      for (const key of categories) expect(admin[`feedback.${key}`], `${language}: ${key}`).toBe(form[key])
    }
  })

  it('translate every error key core can return, in every language', () => {
    for (const language of supportedLanguages) {
      const errors = files[`./${language}/errors.json`] ?? {}
      for (const key of errorMessageKeys) {
        expect(errors[key], `${language}/errors.json lacks "${key}"`).toBeTypeOf('string')
      }
    }
  })
})
