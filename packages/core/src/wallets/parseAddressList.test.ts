import { describe, expect, it } from 'vitest'
import { parseAddressList } from './parseAddressList.ts'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseAddressList', () => {
  it('takes the first column, skips a header and blank lines, merges duplicates in any case', () => {
    const text = `address,balance\r\n${a},12\n\n${b.toLowerCase()}\t7\n${a.toUpperCase().replace('0X', '0x')}\n"${b}";x`
    expect(parseAddressList(text)).toEqual({ addresses: [a, b], issues: [], duplicates: 2, overLimit: false })
  })

  it('lists bad lines with their numbers as illegal addresses', () => {
    const wrongChecksum = a.replace('f39Fd6', 'F39fd6')
    const text = `${a}\nhello\n0x1234\n${wrongChecksum}\n0x${'0'.repeat(40)}\n${b}`
    const result = parseAddressList(text)
    expect(result.addresses).toEqual([a, b])
    expect(result.issues).toEqual([
      { line: 2, text: 'hello', reason: 'illegalAddress' },
      { line: 3, text: '0x1234', reason: 'illegalAddress' },
      { line: 4, text: wrongChecksum, reason: 'illegalAddress' },
      { line: 5, text: `0x${'0'.repeat(40)}`, reason: 'illegalAddress' },
    ])
  })

  it('a first line that is not a header word is an issue, not skipped', () => {
    expect(parseAddressList(`0xabc\n${a}`).issues).toEqual([
      { line: 1, text: '0xabc', reason: 'illegalAddress' },
    ])
  })

  it('flags lists above the limit', () => {
    expect(parseAddressList(`${a}\n${b}`, 1).overLimit).toBe(true)
    expect(parseAddressList(`${a}\n${a}`, 1).overLimit).toBe(false)
  })
})
