import { describe, expect, it } from 'vitest'
import { describeWording, ustedFormsIn } from '../../testing/localeChecks.ts'

// The word choices of locales/README.md, held for every namespace (the admin console's too).
const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' })

describeWording(files)

describe('Spanish wording rules', () => {
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
