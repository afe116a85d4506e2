import { describe, expect, it } from 'vitest'
import { type Language, supportedLanguages } from '../src/i18n/languages.ts'

/**
 * The checks every set of TokenBox locale files passes, shared by the web app's locale tests and
 * the browser extension's (apps/extension): the same keys in every language, the same
 * placeholders, plural forms where a number counts, CJK spacing, and the word choices of
 * locales/README.md. `files` is an eager `import.meta.glob` of every JSON file one folder down in a locales folder
 * (keys `./<language>/<namespace>.json`).
 */
export type LocaleFiles = Readonly<Record<string, Record<string, unknown>>>

// A placeholder's name, with or without a format ("{{readyAt, datetime(dateStyle: medium)}}").
export const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1]).sort()

// i18next plurals: English and Spanish tell one from many (`_one`, `_other`); Chinese and Japanese
// have a single form, which i18next reads from `_other`, so they carry that key alone.
const pluralForms: Record<Language, readonly string[]> = {
  en: ['one', 'other'],
  es: ['one', 'other'],
  zh: ['other'],
  ja: ['other'],
}
export const pluralSuffix = /_(zero|one|two|few|many|other)$/
const baseKey = (key: string) => key.replace(pluralSuffix, '')

/** Each text's key without its plural suffix, with the forms it has ([] when it is not plural). */
function formsByBase(strings: Record<string, unknown>): Map<string, string[]> {
  const forms = new Map<string, string[]>()
  for (const key of Object.keys(strings)) {
    const form = pluralSuffix.exec(key)?.[1]
    const list = forms.get(baseKey(key)) ?? []
    if (form) list.push(form)
    forms.set(baseKey(key), list)
  }
  return forms
}

/** The English text a translated key answers to: the same form, else English's `_other`. */
const englishFor = (english: Record<string, unknown>, key: string) =>
  String(english[key] ?? english[`${baseKey(key)}_other`] ?? '')

// CJK text (ideographs, kana, the long vowel mark) and full-width punctuation.
const cjk = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー\\u3000-\\u303f\\uff00-\\uffef'
// Chinese and Japanese interface text puts no space between its own characters and a number,
// written or filled in ("共{{count}}个", "{{count}}件", "最多18位"): a space there reads as a typo.
// Between a number and Latin text ("{{amount}} {{symbol}}", "{{count}} ETH", "1 MiB") it stays.
// Names and addresses filled in are Latin words, spaced or not as the sentence reads best
// ("切换到 {{chain}}", "{{symbol}}残高"): the rule leaves them alone.
export const namePlaceholder =
  /\{\{\s*(symbol|name|chain|network|owner|username|recipient|wallet|target|address|signer|oldSigner|newSigner|selector|token|explorer|tx|words|spender|to|url)\s*\}\}/g
export const spacedPlaceholder = new RegExp(
  `[${cjk}][ \\t]+(\\{\\{|[0-9])|(\\}\\}|[0-9%])[ \\t]+[${cjk}]`,
  'u',
)

// A number filled in before a noun agrees with it ("1 day", "2 days"). i18next chooses a plural
// form from `count` alone, so an English text whose number placeholder other than `count`
// ("{{days}} days", "{{decimals}} decimal places") stands before a word has plural forms, and its
// call passes `count` too (`t('reason.old', { days, count: days })`). The words below may follow a
// number without being counted: function words, verbs and participles ("{{skipped}} skipped"),
// units ("{{seconds}} s"); a name or address filled in ("{{symbol}} balance") counts nothing.
const uncountedAfterNumber = new Set(
  [
    ...[
      'a',
      'and',
      'at',
      'before',
      'every',
      'for',
      'from',
      'in',
      'of',
      'on',
      'or',
      'out',
      'per',
      'the',
      'to',
      'with',
    ],
    ...['again', 'more', 'now', 'only'],
    ...['allows', 'are', 'arrived', 'can', 'cannot', 'caps', 'could', 'fits', 'has', 'is', 'was'],
    ...['available', 'collected', 'done', 'failed', 'needed', 'received', 'skipped', 'submitted'],
    ...['gas', 'h', 'min', 'ms', 's'],
  ].map((word) => word.toLowerCase()),
)
const namedPlaceholders = new Set(
  'symbol name chain network owner username recipient wallet target address signer oldSigner newSigner selector token explorer spender to url field id tool pool first until function holder dex failure'.split(
    ' ',
  ),
)
const numberBeforeWord = /\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}\s+(\p{L}+)/gu

/** The "{{number}} word" pairs of a text that need plural forms: [placeholder, word]. */
export function countedNumbers(text: string): [string, string][] {
  return [...text.matchAll(numberBeforeWord)]
    .map((match) => [match[1]!, match[2]!] as [string, string])
    .filter(
      ([name, word]) =>
        name !== 'count' && !namedPlaceholders.has(name) && !uncountedAfterNumber.has(word.toLowerCase()),
    )
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '')

// Formal (usted) imperatives of the verbs an interface uses, with an optional attached pronoun
// (Déjela, Inténtelo, Cuéntenos), matched without accents. Only at the start of a clause: after a
// comma the same form is often a third-person subjunctive ("haga lo que haga el propietario").
// "Importe" is left out: it is also the noun ("Importe aprobado").
const formalImperative =
  /(^|[.:;!?¿¡(]\s*)(ingrese|introduzca|seleccione|elija|haga|pulse|presione|escriba|compruebe|revise|espere|vuelva|intente|confirme|conecte|deje|copie|utilice|use|pegue|anada|agregue|consulte|asegurese|cambie|guarde|inicie|cierre|abra|elimine|descargue|instale|recargue|actualice|active|desactive|marque|suba|envie|apruebe|firme|verifique|escanee|cuente|diga|contacte|rellene|complete|busque|lea)(lo|la|los|las|le|les|nos|se|me)?\b/i

// Spanish addresses the reader as tú everywhere; these forms address them as usted. A bare "su"
// is not among them: "su dirección", "su parte" speak of a token or a holder in the third person.
const ustedForms: [string, RegExp][] = [
  ['usted', /\bustedes?\b/i],
  ['a formal imperative', formalImperative],
  ['"haga clic"', /\bhaga clic\b/i],
  ['a session or password of "su"', /\bsus?\s+(sesi[oó]n|sesiones|contraseñas?)\b/i],
]

export const ustedFormsIn = (text: string) =>
  ustedForms.filter(([, form]) => form.test(withoutAccents(text)) || form.test(text)).map(([name]) => name)

// Product names that contain the English word; placeholders such as {{wallet}} are not text.
const walletBrands = /\b(Trust|Coinbase|OKX|Bitget|Rabby|Phantom) Wallet\b|Safe\{Wallet\}|WalletConnect/g
const placeholder = /{{\s*\w+\s*}}/g

/**
 * Registers the locale-file tests for `namespaces` of `files`.
 *
 * @example
 * describeLocaleFiles(files, ['popup', 'guard']) // files: the eager glob of ./<language>/<namespace>.json
 */
export function describeLocaleFiles(files: LocaleFiles, namespaces: readonly string[]): void {
  function bundle(language: Language, namespace: string): Record<string, unknown> {
    const found = files[`./${language}/${namespace}.json`]
    if (!found) throw new Error(`missing file ${language}/${namespace}.json`)
    return found
  }

  describe('locale files', () => {
    it('exist for every language and namespace, and nothing else', () => {
      const expected = supportedLanguages.flatMap((language) =>
        namespaces.map((ns) => `./${language}/${ns}.json`),
      )
      expect(Object.keys(files).sort()).toEqual(expected.sort())
    })

    for (const namespace of namespaces) {
      it(`${namespace}: every language has the texts of English, each a non-empty string`, () => {
        const english = formsByBase(bundle('en', namespace))
        for (const language of supportedLanguages) {
          const strings = bundle(language, namespace)
          const forms = formsByBase(strings)
          expect([...forms.keys()].sort(), `${language}/${namespace}.json keys`).toEqual(
            [...english.keys()].sort(),
          )
          for (const [base, englishForms] of english) {
            const expected = englishForms.length > 0 ? pluralForms[language] : []
            expect(
              forms.get(base)?.sort(),
              `${language}/${namespace}: the plural forms of "${base}"`,
            ).toEqual([...expected].sort())
          }
          for (const [key, text] of Object.entries(strings)) {
            expect(
              typeof text === 'string' && text.trim().length > 0,
              `${language}/${namespace}: "${key}" is empty`,
            ).toBe(true)
          }
        }
      })

      it(`${namespace}: every translation uses the same placeholders as English`, () => {
        const english = bundle('en', namespace)
        for (const language of supportedLanguages) {
          const strings = bundle(language, namespace)
          for (const key of Object.keys(strings)) {
            expect(placeholders(String(strings[key])), `${language}/${namespace}: "${key}"`).toEqual(
              placeholders(englishFor(english, key)),
            )
          }
        }
      })

      it(`${namespace}: counts are plurals, never "(s)" or a bare "{{count}} items"`, () => {
        for (const language of ['en', 'es'] as const) {
          const strings = bundle(language, namespace)
          for (const [key, text] of Object.entries(strings) as [string, string][]) {
            // "http(s)" is a scheme, not a plural
            expect(
              /\w\((s|es)\)/.test(text.replaceAll('http(s)', '')),
              `${language}/${namespace}: "${key}"`,
            ).toBe(false)
            // a counted noun ("{{count}} lines", "{{count}} líneas") changes with the number
            if (/\{\{\s*count\s*\}\}\s+\p{L}/u.test(text)) {
              expect(
                pluralSuffix.test(key),
                `${language}/${namespace}: "${key}" counts, so it needs plural forms`,
              ).toBe(true)
            }
          }
        }
      })

      it(`${namespace}: a number other than \`count\` before a noun has plural forms too ("1 day", not "1 days")`, () => {
        const unpaired = Object.entries(bundle('en', namespace))
          .filter(([key, text]) => !pluralSuffix.test(key) && countedNumbers(String(text)).length > 0)
          .map(([key, text]) => `${key}: ${text}`)
        expect(unpaired, `en/${namespace}: give these _one/_other forms and pass \`count\``).toEqual([])
      })

      it(`${namespace}: Chinese and Japanese put no space between their text and a number`, () => {
        for (const language of ['zh', 'ja'] as const) {
          const spaced = Object.entries(bundle(language, namespace))
            .filter(([, text]) => spacedPlaceholder.test(String(text).replace(namePlaceholder, 'Name')))
            .map(([key, text]) => `${key}: ${text}`)
          expect(spaced, `${language}/${namespace}`).toEqual([])
        }
      })
    }

    // One word for each thing (issue 17): a multisig's pending transaction is not a purchase order
    // (订单 / 注文) to its users, and Spanish says "billetera" for a wallet, never "cartera".
    it('use one word for a multisig transaction and for a wallet', () => {
      const misused: Partial<Record<Language, RegExp>> = { zh: /订单/, ja: /注文/, es: /\bcarteras?\b/i }
      for (const [language, word] of Object.entries(misused) as [Language, RegExp][]) {
        const found = namespaces.flatMap((namespace) =>
          Object.entries(bundle(language, namespace))
            .filter(([, text]) => word.test(String(text)))
            .map(([key]) => `${namespace}.${key}`),
        )
        expect(found, `${language}: ${word}`).toEqual([])
      }
    })
  })
}

/**
 * Registers the wording tests (locales/README.md) for every file of `files`: Spanish says tú and
 * "billetera", Chinese says 你.
 */
export function describeWording(files: LocaleFiles): void {
  function strings(language: string): [string, string][] {
    return Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .flatMap(([path, bundle]) => {
        const namespace = path.slice(`./${language}/`.length, -'.json'.length)
        return Object.entries(bundle).map(([key, text]): [string, string] => [
          `${namespace}.${key}`,
          String(text),
        ])
      })
  }

  describe('Spanish wording', () => {
    it('addresses the reader as tú, never as usted', () => {
      const found = strings('es').flatMap(([key, text]) =>
        ustedFormsIn(text).map((name) => `${key} uses ${name}: ${text}`),
      )
      expect(found).toEqual([])
    })

    it('says "billetera" for a wallet, never cartera, monedero or wallet', () => {
      const found = strings('es')
        .filter(([, text]) =>
          /\b(carteras?|monederos?|wallets?)\b/i.test(
            text.replace(placeholder, '').replace(walletBrands, ''),
          ),
        )
        .map(([key, text]) => `${key}: ${text}`)
      expect(found).toEqual([])
    })
  })

  describe('Chinese wording', () => {
    it('addresses the reader as 你, never 您', () => {
      const formal = strings('zh').filter(([, text]) => text.includes('您'))
      expect(formal.map(([key]) => key)).toEqual([])
    })
  })
}
