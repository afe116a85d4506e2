import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildDeployInscription, buildMintInscription } from './buildInscription.ts'
import { inscriptionConventionOf } from './inscriptionConventions.ts'
import { inscriptionFromHex, inscriptionToHex } from './inscriptionFromHex.ts'
import { inscriptionProtocols } from './inscriptionProtocols.ts'
import { parseInscription } from './parseInscription.ts'
import { serializeInscription } from './serializeInscription.ts'
import type { InscriptionProblem } from './types.ts'
import { validateInscriptionInput } from './validateInscriptionInput.ts'

const problems: readonly InscriptionProblem[] = [
  'empty',
  'tooLong',
  'notHex',
  'oddLength',
  'notUtf8',
  'notDataUri',
  'unsupportedMediaType',
  'notJson',
  'nestedValue',
  'duplicateKey',
  'unknownField',
  'missingField',
  'badProtocol',
  'unknownOp',
  'badTick',
  'badNumber',
  'limAboveMax',
  'maxNotMultipleOfLim',
  'notExactBytes',
]

const protocol = fc.oneof(
  fc.constantFrom(...inscriptionProtocols),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-_'), minLength: 1, maxLength: 32 }),
)
const tick = fc.string({
  unit: fc.constantFrom(...'abcdeXYZ0189!#$%&()*+,-./:;<=>?@[]^_`{|}~', 'é', 'Ä', '蛙', '🐸', 'İ'),
  minLength: 1,
  maxLength: 16,
})
const amount = fc.bigInt({ min: 1n, max: maxUint256 })

/** Parses, and when accepted checks the canonical text reads back the same; returns the result. */
function parseAndCheckCanonical(text: string) {
  const parsed = parseInscription(text)
  if (parsed.ok) {
    const canonical = serializeInscription(parsed.inscription)
    expect(parseInscription(canonical)).toEqual(parsed)
    expect(serializeInscription((parseInscription(canonical) as typeof parsed).inscription)).toBe(canonical)
  } else {
    expect(problems).toContain(parsed.problem)
  }
  return parsed
}

describe('inscription fuzz', () => {
  it('parses whatever the builders produce back to the same fields', () => {
    fc.assert(
      fc.property(protocol, tick, amount, amount, amount, (protocol, tick, a, b, amt) => {
        const [lim, max] = a <= b ? [a, b] : [b, a]
        const convention = inscriptionConventionOf(protocol)
        // The account model compares ticks in lower case; the item model keeps the exact bytes.
        const key = convention.model === 'account' ? tick.toLowerCase() : tick
        const deploy = buildDeployInscription({ protocol, tick, max, lim })
        if (convention.maxMultipleOfLim && max % lim !== 0n) {
          expect(deploy).toEqual({ ok: false, problem: 'maxNotMultipleOfLim', field: 'lim' })
          return
        }
        expect(deploy.ok).toBe(true)
        if (!deploy.ok) return
        expect(deploy.inscription).toEqual({
          p: protocol.toLowerCase(),
          op: 'deploy',
          tick: key,
          max: max.toString(),
          lim: lim.toString(),
        })
        expect(parseAndCheckCanonical(deploy.text)).toEqual({ ok: true, inscription: deploy.inscription })
        const numbered = convention.model === 'items' && convention.mintId
        const mint = buildMintInscription({ protocol, tick, amt, id: numbered ? a : undefined })
        expect(mint.ok).toBe(true)
        if (mint.ok && numbered) expect(mint.text).toContain(`"id":"${a}","amt":"${amt}"}`)
        expect(mint.ok && parseInscription(mint.text)).toEqual({
          ok: true,
          inscription: mint.ok && mint.inscription,
        })
        // The three modes agree on it.
        if (!mint.ok) return
        expect(validateInscriptionInput({ mode: 'hex', hex: inscriptionToHex(mint.text) })).toEqual(
          validateInscriptionInput({ mode: 'text', text: mint.text }),
        )
      }),
      { numRuns: 300 },
    )
  })

  it('never throws on any string, and what it accepts is canonical', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (body) => {
        parseAndCheckCanonical(body)
        parseAndCheckCanonical(`data:,${body}`)
      }),
      { numRuns: 300 },
    )
  })

  it('accepts JSON objects exactly when JSON.parse reads the same valid fields', () => {
    const key = fc.constantFrom('p', 'op', 'tick', 'max', 'lim', 'amt', 'to', 'P')
    const value = fc.oneof(
      fc.constantFrom(
        'bsc-20',
        'BSC-20',
        'deploy',
        'mint',
        'transfer',
        'Mint',
        'bnbs',
        '1',
        '10',
        '010',
        '0',
        '-1',
      ),
      amount.map(String),
      fc.integer({ min: 0, max: 1000 }),
      fc.constant(null),
      fc.string({ maxLength: 6 }),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 7 }), fc.boolean(), (entries, spaced) => {
        const json = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${spaced ? ' ' : ''}${JSON.stringify(v)}`).join(',')}}`
        const parsed = parseAndCheckCanonical(`data:,${json}`)
        if (!parsed.ok) return
        // Accepted: no duplicates, so JSON.parse sees the same object.
        const plain = JSON.parse(json) as Record<string, string>
        expect(new Set(entries.map(([k]) => k)).size).toBe(entries.length)
        expect(parsed.inscription.p).toBe(plain.p?.toLowerCase())
        expect(parsed.inscription.op).toBe(plain.op)
        const account = inscriptionConventionOf(parsed.inscription.p).model === 'account'
        expect(parsed.inscription.tick).toBe(account ? plain.tick?.toLowerCase() : plain.tick)
        for (const field of ['max', 'amt'] as const)
          if (field in parsed.inscription)
            expect((parsed.inscription as Record<string, string>)[field]).toBe(plain[field])
      }),
      { numRuns: 1000 },
    )
  })

  it('decodes any bytes without throwing, and what it decodes encodes back to the same bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (bytes, prefixed) => {
        const body = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
        const hex = `0x${prefixed ? '646174613a2c' : ''}${body}`
        const decoded = inscriptionFromHex(hex)
        if (decoded.ok) expect(inscriptionToHex(decoded.text)).toBe(hex)
        else expect(problems).toContain(decoded.problem)
        const checked = validateInscriptionInput({ mode: 'hex', hex })
        if (checked.ok) expect(checked.hex).toBe(hex)
      }),
      { numRuns: 1000 },
    )
  })
})
