import { supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import { routeTable, type ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'
import { describe, expect, it } from 'vitest'
import { toolContracts } from './toolContracts.ts'
import type { ToolDoc } from './toolDoc.ts'

const docs = import.meta.glob<ToolDoc>('../../docs/*/*.json', { eager: true, import: 'default' })
const locales = import.meta.glob<Record<string, string>>('../../../../../packages/ui/src/locales/*/*.json', {
  eager: true,
  import: 'default',
})

const docOf = (language: string, id: string) => docs[`../../docs/${language}/${id}.json`]

/**
 * Pages that are not tools of their own: the documentation explains the tools, not itself, and the
 * guide's tours show them (issue 26).
 */
const notDocumented = new Set(['dashboard', 'documentation', 'guide'])

/** Every tool a user can open from the menus. */
const tools = routeTable.filter(
  (route): route is ScreenRoute =>
    route.kind === 'screen' && route.built && !route.hidden && !notDocumented.has(route.id),
)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A label or message as a reader compares it: no trailing colon or asterisk, spaces squeezed. */
const normalise = (text: string) =>
  text
    .trim()
    .replace(/[:：*]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

/** Every interface string of a language, as patterns: a `{{placeholder}}` matches any text. */
function interfaceStrings(language: string): RegExp[] {
  return Object.entries(locales)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .flatMap(([, bundle]) => Object.values(bundle))
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map((text) => {
      const pattern = normalise(text)
        .split(/\{\{[^}]*\}\}/)
        .map(escapeRegExp)
        .join('.+?')
      return new RegExp(`^${pattern}$`, 'u')
    })
}

const cjk = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}'
const spacedNumber = new RegExp(`[${cjk}][ \\t]+[0-9]|[0-9%][ \\t]+[${cjk}]`, 'u')

/** Every string of a page, with where it is. */
function textsOf(doc: ToolDoc): [string, string][] {
  return [
    ['title', doc.title],
    ['summary', doc.summary],
    ...(doc.sections ?? []).flatMap((section, i): [string, string][] => [
      [`sections[${i}].title`, section.title],
      [`sections[${i}].text`, section.text],
    ]),
    ...doc.steps.map((step, i): [string, string] => [`steps[${i}]`, step]),
    ...doc.fields.flatMap((field, i): [string, string][] => [
      [`fields[${i}].label`, field.label],
      [`fields[${i}].text`, field.text],
    ]),
    ...doc.costs.map((cost, i): [string, string] => [`costs[${i}]`, cost]),
    ...doc.errors.flatMap((error, i): [string, string][] => [
      [`errors[${i}].message`, error.message],
      [`errors[${i}].meaning`, error.meaning],
    ]),
    ...doc.risks.map((risk, i): [string, string] => [`risks[${i}]`, risk]),
  ]
}

describe('tool documentation', () => {
  it('exists for every built tool in every language, with its contracts named', () => {
    const missing = tools.flatMap((tool) =>
      supportedLanguages
        .filter((language) => !docOf(language, tool.id))
        .map((language) => `${language}/${tool.id}`),
    )
    expect(missing, 'write src/docs/<language>/<route id>.json').toEqual([])
    expect(tools.filter((tool) => !toolContracts[tool.id]).map((tool) => tool.id)).toEqual([])
  })

  it('names the contracts of tools the route table has, nothing else', () => {
    const ids = new Set(routeTable.map((route) => ('id' in route ? route.id : '')))
    expect(Object.keys(toolContracts).filter((id) => !ids.has(id))).toEqual([])
  })

  it('has no page for a tool the route table does not have', () => {
    const ids = new Set(routeTable.map((route) => ('id' in route ? route.id : '')))
    const strays = Object.keys(docs)
      .map((path) => /\/docs\/(\w+)\/(\w+)\.json$/.exec(path)?.slice(1, 3) ?? [])
      .filter(
        ([language, id]) => !(supportedLanguages as readonly string[]).includes(language!) || !ids.has(id!),
      )
    expect(strays).toEqual([])
  })

  for (const tool of tools) {
    const english = docOf('en', tool.id)
    if (!english) continue
    describe(tool.id, () => {
      for (const language of supportedLanguages) {
        const doc = docOf(language, tool.id)
        if (!doc) continue
        it(`${language}: is complete, and says as much as the English page`, () => {
          const empty = textsOf(doc).filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          expect(empty.map(([where]) => where)).toEqual([])
          expect(doc.steps.length, 'steps').toBeGreaterThan(0)
          expect(doc.costs.length, 'costs').toBeGreaterThan(0)
          expect(doc.risks.length, 'risks').toBeGreaterThan(0)
          expect(
            {
              sections: doc.sections?.length ?? 0,
              steps: doc.steps.length,
              fields: doc.fields.length,
              costs: doc.costs.length,
              errors: doc.errors.length,
              risks: doc.risks.length,
            },
            'the same parts as en',
          ).toEqual({
            sections: english.sections?.length ?? 0,
            steps: english.steps.length,
            fields: english.fields.length,
            costs: english.costs.length,
            errors: english.errors.length,
            risks: english.risks.length,
          })
        })

        it(`${language}: names fields and messages exactly as the screen shows them`, () => {
          const strings = interfaceStrings(language)
          const shown = (text: string) => strings.some((pattern) => pattern.test(normalise(text)))
          expect(
            doc.fields.map((field) => field.label).filter((label) => !shown(label)),
            'field labels',
          ).toEqual([])
          expect(
            doc.errors.map((error) => error.message).filter((message) => !shown(message)),
            'messages',
          ).toEqual([])
        })

        if (language === 'zh') {
          it('zh: says 你, never 您 (locales/README.md)', () => {
            expect(textsOf(doc).filter(([, text]) => text.includes('您'))).toEqual([])
          })
        }
        if (language === 'zh' || language === 'ja') {
          it(`${language}: puts no space between its text and a number`, () => {
            const spaced = textsOf(doc).filter(([, text]) => spacedNumber.test(text))
            expect(spaced).toEqual([])
          })
        }
        if (language === 'es') {
          it('es: says "billetera", and tú', () => {
            const wrong = textsOf(doc).filter(([, text]) =>
              /\b(cartera|monedero|usted|ustedes)\b/i.test(text.replace(/\b\w+ Wallet\b|WalletConnect/g, '')),
            )
            expect(wrong).toEqual([])
          })
        }
      }
    })
  }
})
