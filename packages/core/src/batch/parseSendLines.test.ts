import { describe, expect, it } from 'vitest'
import { parseListAmount, splitListRows } from '../forms/listText.ts'
import { formatSendLines, mergeDuplicateLines, parseSendLines, withSameAmount } from './parseSendLines.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const carol = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('parseListAmount', () => {
  it('reads decimals, scientific notation and digit groups exactly', () => {
    expect(parseListAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseListAmount('.5', 6)).toBe(500_000n)
    expect(parseListAmount('1e3', 6)).toBe(1_000_000_000n)
    expect(parseListAmount('2.5E-3', 6)).toBe(2_500n)
    expect(parseListAmount('1.2345e+25', 0)).toBe(12_345_000_000_000_000_000_000_000n)
    expect(parseListAmount('1_000', 0)).toBe(1000n)
    expect(parseListAmount('0.100000', 1)).toBe(1n)
  })

  it('refuses zero, negative, non-numbers and more decimals than the token has', () => {
    for (const bad of ['0', '0.0', '-1', 'abc', '1..2', '', '1,5', '0x10', 'NaN', 'Infinity']) {
      expect(parseListAmount(bad, 18)).toBe('invalidAmount')
    }
    expect(parseListAmount('0.0000001', 6)).toBe('tooManyDecimals')
    expect(parseListAmount('1e-7', 6)).toBe('tooManyDecimals')
    expect(parseListAmount('1.5', 0)).toBe('tooManyDecimals')
  })
})

describe('splitListRows', () => {
  it('normalises full-width characters and splits on every separator, keeping line numbers', () => {
    const rows = splitListRows(`${alice}，１．５\n\n"${bob}";2\n${carol}\t3\n${alice} = 4\n${bob}、5`, {
      spaces: true,
    })
    expect(rows.map((row) => [row.line, ...row.columns])).toEqual([
      [1, alice, '1.5'],
      [3, bob, '2'],
      [4, carol, '3'],
      [5, alice, '4'],
      [6, bob, '5'],
    ])
  })
})

describe('parseSendLines', () => {
  it('returns valid recipients with checksummed addresses and the total, skipping a header and CRLF', () => {
    const text = `address,amount\r\n${alice.toLowerCase()},1.5\r\n${bob}  2e-1\r\n${carol}，3`
    const parsed = parseSendLines(text, 18)
    expect(parsed.issues).toEqual([])
    expect(parsed.recipients).toEqual([
      { line: 2, address: alice, amount: 1_500_000_000_000_000_000n },
      { line: 3, address: bob, amount: 200_000_000_000_000_000n },
      { line: 4, address: carol, amount: 3_000_000_000_000_000_000n },
    ])
    expect(parsed.total).toBe(4_700_000_000_000_000_000n)
  })

  it('lists every bad line with its number and reason and still returns the good ones', () => {
    const badChecksum = alice.replace('C8', 'c8')
    const text = [
      `${alice},1`,
      '0x1234,5',
      `${bob},-2`,
      `${carol},1.0000001`,
      `${badChecksum},1`,
      'hello world again',
      `${bob}`,
      '0x0000000000000000000000000000000000000000,1',
      `${carol},1,extra`,
      `${bob},abc`,
    ].join('\n')
    const parsed = parseSendLines(text, 6)
    expect(parsed.recipients.map((line) => line.line)).toEqual([1])
    expect(parsed.issues.map(({ line, issue }) => [line, issue])).toEqual([
      [2, 'invalidAddress'],
      [3, 'invalidAmount'],
      [4, 'tooManyDecimals'],
      [5, 'badChecksum'],
      [6, 'format'],
      [7, 'invalidAmount'],
      [8, 'invalidAddress'],
      [9, 'format'],
      [10, 'invalidAmount'],
    ])
  })

  it('reports duplicates with their lines and sum, and merges them on request', () => {
    const text = `${alice},1\n${bob},2\n${alice.toLowerCase()},3.5\nbad line,1`
    const parsed = parseSendLines(text, 18)
    expect(parsed.duplicates).toEqual([{ address: alice, lines: [1, 3], total: 4_500_000_000_000_000_000n }])
    expect(mergeDuplicateLines(text, 18)).toBe(`${alice},4.5\n${bob},2\nbad line,1`)
  })

  it('gives every address line the same amount, bare addresses included', () => {
    expect(withSameAmount(`${alice}\n${bob},7\nnot an address,1`, '2.5')).toBe(
      `${alice},2.5\n${bob},2.5\nnot an address,1`,
    )
  })

  it('formats recipients back to text that parses to the same list', () => {
    const recipients = [
      { address: alice, amount: 1n },
      { address: bob, amount: 123_456_789n },
    ] as const
    const text = formatSendLines(recipients, 6)
    expect(text).toBe(`${alice},0.000001\n${bob},123.456789`)
    expect(parseSendLines(text, 6).recipients.map(({ address, amount }) => ({ address, amount }))).toEqual(
      recipients,
    )
  })

  it('parses 10,000 lines', () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => {
      const address = `0x${(index + 1).toString(16).padStart(40, '0')}`
      return `${address},${index + 1}`
    })
    const parsed = parseSendLines(lines.join('\n'), 18)
    expect(parsed.issues).toEqual([])
    expect(parsed.recipients).toHaveLength(10_000)
    expect(parsed.total).toBe(50_005_000n * 10n ** 18n)
  })
})
