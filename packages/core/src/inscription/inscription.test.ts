import { describe, expect, it } from 'vitest'
import { buildDeployInscription, buildMintInscription } from './buildInscription.ts'
import { inscriptionFromHex, inscriptionToHex } from './inscriptionFromHex.ts'
import { inscriptionProtocols, protocolIdOf } from './inscriptionProtocols.ts'
import { parseInscription } from './parseInscription.ts'
import { serializeInscription } from './serializeInscription.ts'
import { validateInscriptionInput } from './validateInscriptionInput.ts'

const mint = 'data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"}'

describe('inscriptionProtocols', () => {
  it('lists the spec 32 labels in its order, each a valid protocol id once lower-cased', () => {
    expect(inscriptionProtocols).toHaveLength(32)
    expect(inscriptionProtocols[0]).toBe('AC-20')
    expect(inscriptionProtocols[10]).toBe('BSC-20')
    expect(inscriptionProtocols[31]).toBe('ZRC-20')
    expect(new Set(inscriptionProtocols).size).toBe(32)
    for (const label of inscriptionProtocols) expect(protocolIdOf(label)).toBe(label.toLowerCase())
  })

  it('takes custom protocols trimmed and lower-cased, and refuses what is not an id', () => {
    expect(protocolIdOf(' My_Proto-1 ')).toBe('my_proto-1')
    expect(() => protocolIdOf('')).toThrow()
    expect(() => protocolIdOf('a b')).toThrow()
    expect(() => protocolIdOf('bsc.20')).toThrow()
    expect(() => protocolIdOf('x'.repeat(33))).toThrow()
    expect(protocolIdOf('x'.repeat(32))).toBe('x'.repeat(32))
  })
})

describe('buildInscription', () => {
  it('writes the exact text, keys in the -20 order, protocol as its id, tick as typed', () => {
    expect(buildMintInscription({ protocol: 'ASC-20', tick: 'bnbs', amt: '1000' })).toEqual({
      ok: true,
      text: mint,
      inscription: { p: 'asc-20', op: 'mint', tick: 'bnbs', amt: '1000' },
    })
    const deploy = buildDeployInscription({ protocol: 'ASC-20', tick: 'Avav', max: 21_000_000n, lim: '1000' })
    expect(deploy).toEqual({
      ok: true,
      text: 'data:,{"p":"asc-20","op":"deploy","tick":"Avav","max":"21000000","lim":"1000"}',
      inscription: { p: 'asc-20', op: 'deploy', tick: 'avav', max: '21000000', lim: '1000' },
    })
  })

  it('refuses bad fields with the field they belong to', () => {
    const deploy = (fields: Partial<Parameters<typeof buildDeployInscription>[0]>) =>
      buildDeployInscription({ protocol: 'asc-20', tick: 'bnbs', max: '100', lim: '10', ...fields })
    expect(deploy({ protocol: 'bsc 20' })).toEqual({ ok: false, problem: 'badProtocol', field: 'p' })
    expect(deploy({ tick: '' })).toEqual({ ok: false, problem: 'badTick', field: 'tick' })
    // Spaces, quotes, backslashes, control and invisible characters, more than 32 characters.
    for (const tick of ['a b', 'a"b', 'a\\b', 'a\u0000', 'a\u200b', 'x'.repeat(33)])
      expect(deploy({ tick }), tick).toMatchObject({ problem: 'badTick' })
    expect(deploy({ tick: '🐸'.repeat(32) })).toMatchObject({ ok: true })
    expect(deploy({ max: '0' })).toEqual({ ok: false, problem: 'badNumber', field: 'max' })
    // Only a plain whole number that fits in 256 bits.
    for (const max of ['-1', '1.5', '0100', '1e3', '1,000', (2n ** 256n).toString()])
      expect(deploy({ max }), max).toMatchObject({ problem: 'badNumber' })
    expect(deploy({ max: 2n ** 256n - 1n, lim: 2n ** 256n - 1n })).toMatchObject({ ok: true })
    expect(deploy({ lim: '0' })).toEqual({ ok: false, problem: 'badNumber', field: 'lim' })
    expect(deploy({ lim: '101' })).toEqual({ ok: false, problem: 'limAboveMax', field: 'lim' })
    expect(deploy({ lim: '100' })).toMatchObject({ ok: true })
    expect(buildMintInscription({ protocol: 'asc-20', tick: 'bnbs', amt: 0n })).toEqual({
      ok: false,
      problem: 'badNumber',
      field: 'amt',
    })
  })
})

describe('parseInscription', () => {
  it('reads both accepted headers, any key order and JSON spacing, ticks and p in lower case', () => {
    const expected = { ok: true, inscription: { p: 'asc-20', op: 'mint', tick: 'bnbs', amt: '1000' } }
    expect(parseInscription(mint)).toEqual(expected)
    expect(parseInscription(mint.replace('data:,', 'data:application/json,'))).toEqual(expected)
    expect(parseInscription('data:,{"amt":"1000","tick":"BNBS","op":"mint","p":"ASC-20"}')).toEqual(expected)
    expect(parseInscription('data:,\n{ "p" : "asc-20", "op":"mint" ,"tick":"bnbs","amt":"1000" }\n')).toEqual(
      expected,
    )
    expect(parseInscription('data:,{"p":"asc-20","op":"mint","tick":"\\u0062nbs","amt":"1000"}')).toEqual(
      expected,
    )
  })

  it('reads transfers, and deploys without lim as lim = max (the BRC-20 rule)', () => {
    expect(parseInscription('data:,{"p":"asc-20","op":"transfer","tick":"bnbs","amt":"5"}')).toEqual({
      ok: true,
      inscription: { p: 'asc-20', op: 'transfer', tick: 'bnbs', amt: '5' },
    })
    expect(parseInscription('data:,{"p":"asc-20","op":"deploy","tick":"bnbs","max":"5"}')).toEqual({
      ok: true,
      inscription: { p: 'asc-20', op: 'deploy', tick: 'bnbs', max: '5', lim: '5' },
    })
  })

  it.each([
    ['', 'empty'],
    [`data:,${' '.repeat(1100)}{}`, 'tooLong'],
    ['{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"}', 'notDataUri'],
    ['DATA:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"}', 'notDataUri'],
    ['data:{"p":"asc-20"}', 'notDataUri'],
    ['data:text/plain,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"}', 'unsupportedMediaType'],
    ['data:application/json;base64,eyJwIjoiYnNjLTIwIn0=', 'unsupportedMediaType'],
    ['data:;charset=utf-8,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"}', 'unsupportedMediaType'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"', 'notJson'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000"}x', 'notJson'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1000",}', 'notJson'],
    ["data:,{'p':'asc-20'}", 'notJson'],
    ['data:,["asc-20"]', 'notJson'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bn\tbs","amt":"1"}', 'notJson'],
    ['data:,{"p":"asc-20","op":"mint","tick":{"a":"b"},"amt":"1"}', 'nestedValue'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1","amt":"2"}', 'duplicateKey'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","tick":"BNBS","amt":"1"}', 'duplicateKey'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1","to":"0x00"}', 'unknownField'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","max":"1"}', 'unknownField'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs"}', 'missingField'],
    ['data:,{"p":"asc-20","tick":"bnbs","amt":"1"}', 'missingField'],
    ['data:,{"op":"mint","tick":"bnbs","amt":"1"}', 'missingField'],
    ['data:,{"p":"asc-20","op":"deploy","tick":"bnbs","lim":"1"}', 'missingField'],
    ['data:,{"p":"bsc 20","op":"mint","tick":"bnbs","amt":"1"}', 'badProtocol'],
    ['data:,{"p":20,"op":"mint","tick":"bnbs","amt":"1"}', 'badProtocol'],
    ['data:,{"p":"asc-20","op":"MINT","tick":"bnbs","amt":"1"}', 'unknownOp'],
    ['data:,{"p":"asc-20","op":"burn","tick":"bnbs","amt":"1"}', 'unknownOp'],
    ['data:,{"p":"asc-20","op":"mint","tick":"","amt":"1"}', 'badTick'],
    ['data:,{"p":"asc-20","op":"mint","tick":"a\\"b","amt":"1"}', 'badTick'],
    ['data:,{"p":"asc-20","op":"mint","tick":"\\ud800","amt":"1"}', 'badTick'],
    ['data:,{"p":"asc-20","op":"mint","tick":null,"amt":"1"}', 'badTick'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":1000}', 'badNumber'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"01000"}', 'badNumber'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"-1"}', 'badNumber'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"1.0"}', 'badNumber'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":" 1"}', 'badNumber'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":"0"}', 'badNumber'],
    ['data:,{"p":"asc-20","op":"mint","tick":"bnbs","amt":true}', 'badNumber'],
    ['data:,{"p":"asc-20","op":"deploy","tick":"bnbs","max":"10","lim":"11"}', 'limAboveMax'],
  ])('refuses %j: %s', (text, problem) => {
    const result = parseInscription(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problem).toBe(problem)
  })

  it('serialises what it accepts canonically, and that reads back the same', () => {
    const parsed = parseInscription(
      'data:application/json, {"tick":"BNBS","amt":"7","op":"transfer","p":"SARC-20"}',
    )
    if (!parsed.ok) throw new Error(parsed.problem)
    const text = serializeInscription(parsed.inscription)
    expect(text).toBe('data:,{"p":"sarc-20","op":"transfer","tick":"bnbs","amt":"7"}')
    expect(parseInscription(text)).toEqual(parsed)
  })
})

describe('inscriptionFromHex', () => {
  it('round-trips text through hex, multi-byte characters included', () => {
    const text = 'data:,{"p":"asc-20","op":"mint","tick":"蛙🐸","amt":"1"}'
    const hex = inscriptionToHex(text)
    expect(hex.startsWith('0x646174613a2c')).toBe(true)
    expect(inscriptionFromHex(hex)).toEqual({ ok: true, text })
    expect(inscriptionFromHex(hex.toUpperCase().replace('0X', '0x'))).toEqual({ ok: true, text })
  })

  it.each([
    ['646174613a2c7b7d', 'notHex'],
    ['0x64617461zz', 'notHex'],
    ['0X646174613a2c7b7d', 'notHex'],
    ['0x', 'empty'],
    ['0x646174613a2c7b7', 'oddLength'],
    ['0x646174613a2cff', 'notUtf8'],
    ['0xc0af', 'notUtf8'],
    ['0xefbbbf646174613a2c7b7d', 'notDataUri'],
    ['0xa9059cbb', 'notUtf8'],
    ['0x7b7d', 'notDataUri'],
    [`0x646174613a2c${'20'.repeat(1024)}`, 'tooLong'],
  ])('refuses %s: %s', (hex, problem) => {
    expect(inscriptionFromHex(hex)).toEqual({ ok: false, problem })
  })
})

describe('validateInscriptionInput', () => {
  it('gives the same text, bytes and inscription in all three modes', () => {
    const easy = validateInscriptionInput({
      mode: 'easy',
      op: 'mint',
      protocol: 'ASC-20',
      tick: ' bnbs ',
      amt: '1000 ',
    })
    const text = validateInscriptionInput({ mode: 'text', text: `  ${mint}\n` })
    const hex = validateInscriptionInput({
      mode: 'hex',
      hex: ` ${inscriptionToHex(mint).toUpperCase().replace('0X', '0x')}`,
    })
    const expected = {
      ok: true,
      text: mint,
      hex: inscriptionToHex(mint),
      inscription: { p: 'asc-20', op: 'mint', tick: 'bnbs', amt: '1000' },
    }
    expect(easy).toEqual(expected)
    expect(text).toEqual(expected)
    expect(hex).toEqual(expected)
  })

  it('builds deploys in easy mode and keeps text mode exact', () => {
    expect(
      validateInscriptionInput({
        mode: 'easy',
        op: 'deploy',
        protocol: 'my-proto',
        tick: 'Frog',
        max: '1000',
        lim: '10',
      }),
    ).toMatchObject({
      ok: true,
      text: 'data:,{"p":"my-proto","op":"deploy","tick":"Frog","max":"1000","lim":"10"}',
    })
    const spaced = 'data:,{"p": "asc-20", "op": "mint", "tick": "bnbs", "amt": "1000"}'
    expect(validateInscriptionInput({ mode: 'text', text: spaced })).toMatchObject({
      ok: true,
      text: spaced,
      hex: inscriptionToHex(spaced),
    })
  })

  it('refuses with the reason in every mode', () => {
    expect(
      validateInscriptionInput({ mode: 'easy', op: 'mint', protocol: 'ASC-20', tick: 'bnbs', amt: '1.5' }),
    ).toEqual({
      ok: false,
      problem: 'badNumber',
      field: 'amt',
    })
    expect(
      validateInscriptionInput({
        mode: 'easy',
        op: 'deploy',
        protocol: 'ASC-20',
        tick: 'bnbs',
        max: '10',
        lim: '',
      }),
    ).toEqual({ ok: false, problem: 'badNumber', field: 'lim' })
    expect(validateInscriptionInput({ mode: 'text', text: '   ' })).toEqual({ ok: false, problem: 'empty' })
    expect(validateInscriptionInput({ mode: 'text', text: mint.slice(0, -1) })).toEqual({
      ok: false,
      problem: 'notJson',
    })
    expect(validateInscriptionInput({ mode: 'hex', hex: '0x123' })).toEqual({
      ok: false,
      problem: 'oddLength',
    })
    expect(
      validateInscriptionInput({ mode: 'hex', hex: inscriptionToHex(mint.replace('1000', '01000')) }),
    ).toEqual({
      ok: false,
      problem: 'badNumber',
      field: 'amt',
    })
  })
})

describe("the item model's forms (inscriptionConventions)", () => {
  it("writes an erc-20 mint with its id in the reference's key order and keeps the tick's case", () => {
    expect(buildMintInscription({ protocol: 'ERC-20', tick: 'Eths', id: 7n, amt: 1000n })).toEqual({
      ok: true,
      text: 'data:,{"p":"erc-20","op":"mint","tick":"Eths","id":"7","amt":"1000"}',
      inscription: { p: 'erc-20', op: 'mint', tick: 'Eths', id: '7', amt: '1000' },
    })
    expect(buildMintInscription({ protocol: 'ERC-20', tick: 'eths', amt: 1000n })).toEqual({
      ok: false,
      problem: 'missingField',
      field: 'id',
    })
    expect(buildMintInscription({ protocol: 'BSC-20', tick: 'bnbs', id: 1n, amt: 1000n })).toMatchObject({
      ok: false,
      problem: 'unknownField',
    })
  })

  it('refuses a BSC-20 deploy whose max is no multiple of lim (Glypher: max % lim = 0)', () => {
    expect(buildDeployInscription({ protocol: 'BSC-20', tick: 'bnbs', max: 2500n, lim: 1000n })).toEqual({
      ok: false,
      problem: 'maxNotMultipleOfLim',
      field: 'lim',
    })
  })

  it('refuses item-model text in any bytes but the exact ones; the account model takes spacing', () => {
    const spaced = 'data:,{"p": "erc-20", "op": "mint", "tick": "eths", "id": "1", "amt": "1000"}'
    expect(validateInscriptionInput({ mode: 'text', text: spaced })).toEqual({
      ok: false,
      problem: 'notExactBytes',
    })
    const exact = 'data:,{"p":"erc-20","op":"mint","tick":"eths","id":"1","amt":"1000"}'
    expect(validateInscriptionInput({ mode: 'text', text: exact })).toMatchObject({ ok: true, text: exact })
    const json = 'data:application/json,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}'
    expect(validateInscriptionInput({ mode: 'text', text: json })).toEqual({
      ok: false,
      problem: 'notExactBytes',
    })
  })
})
