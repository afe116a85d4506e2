import { describe, expect, it } from 'vitest'

// The word choices of locales/README.md, held for every namespace (the admin console's too).
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' })

function strings(language: string): [string, string][] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`./${language}/`))
    .flatMap(([path, bundle]) => {
      const namespace = path.slice(`./${language}/`.length, -'.json'.length)
      return Object.entries(bundle).map(([key, text]): [string, string] => [`${namespace}.${key}`, text])
    })
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

const ustedFormsIn = (text: string) =>
  ustedForms.filter(([, form]) => form.test(withoutAccents(text)) || form.test(text)).map(([name]) => name)

// Product names that contain the English word; placeholders such as {{wallet}} are not text.
const walletBrands = /\b(Trust|Coinbase|OKX|Bitget|Rabby|Phantom) Wallet\b|Safe\{Wallet\}|WalletConnect/g
const placeholder = /{{\s*\w+\s*}}/g

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
        /\b(carteras?|monederos?|wallets?)\b/i.test(text.replace(placeholder, '').replace(walletBrands, '')),
      )
      .map(([key, text]) => `${key}: ${text}`)
    expect(found).toEqual([])
  })

  it('recognises the usted forms it forbids and lets the tú forms and third persons through', () => {
    const usted = (text: string) => ustedFormsIn(text).length > 0
    for (const text of [
      'Introduzca el nombre de usuario',
      'Déjela vacía para generar una',
      'Cópiela ahora: solo se muestra esta vez',
      'No se pudo enviar. Inténtelo de nuevo.',
      'Se ha cerrado su sesión',
      '¿Desea continuar? Haga clic en Aceptar',
    ]) {
      expect(usted(text), text).toBe(true)
    }
    for (const text of [
      'Introduce el nombre de usuario',
      'Déjala vacía para generar una',
      'No se pudo enviar. Inténtalo de nuevo.',
      'puede retirarlo en cualquier momento, haga lo que haga el propietario',
      'Pega la dirección de un token o LP para ver todos sus bloqueos.',
      'abre este sitio en su navegador integrado',
      'Importe aprobado',
    ]) {
      expect(usted(text), text).toBe(false)
    }
  })
})

// A multisig "order" is a transaction waiting for its signers: "order", 订单 and 注文 read as a
// purchase order, so the multisig screens say what Safe's users say (en transaction, zh 交易,
// ja トランザクション) and Spanish says transacción, not orden (a trading order).
const multisigTerms = [
  { language: 'en', forbidden: /\border(s)?\b/i, term: 'transaction' },
  { language: 'zh', forbidden: /订单|订购/, term: '交易' },
  { language: 'ja', forbidden: /注文/, term: 'トランザクション' },
  { language: 'es', forbidden: /\b[óo]rden(es)?\b/i, term: 'transacci' },
] as const

describe('multisig wording', () => {
  const english = files['./en/multisig.json'] ?? {}
  const aboutTransactions = Object.keys(english).filter((key) => /\btransaction/i.test(english[key] ?? ''))

  it('finds the English texts about transactions', () => {
    expect(aboutTransactions.length).toBeGreaterThan(10)
  })

  for (const { language, forbidden, term } of multisigTerms) {
    it(`${language}: names an order as a transaction on every multisig screen`, () => {
      const bundle = files[`./${language}/multisig.json`] ?? {}
      const wrong = Object.entries(bundle)
        .filter(([, text]) => forbidden.test(text))
        .map(([key, text]) => `${key}: ${text}`)
      expect(wrong).toEqual([])
      const missing = aboutTransactions
        .filter((key) => !(bundle[key] ?? '').toLowerCase().includes(term))
        .map((key) => `${key}: ${bundle[key]}`)
      expect(missing).toEqual([])
    })
  }
})

describe('Chinese wording', () => {
  it('addresses the reader as 你, never 您', () => {
    const formal = strings('zh').filter(([, text]) => text.includes('您'))
    expect(formal.map(([key]) => key)).toEqual([])
  })
})
