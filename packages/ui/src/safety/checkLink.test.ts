import { describe, expect, it } from 'vitest'
import { checkHref, parseCheckQuery, tokenAddressIssue } from './checkLink.ts'

describe('check link', () => {
  const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

  it('round-trips a chain and a token, checksummed', () => {
    const href = checkHref(31337, token)
    expect(href).toBe('/check?chain=31337&address=0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(parseCheckQuery(href.slice(href.indexOf('?')))).toEqual({
      chainId: 31337,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
  })

  it('leaves a chain that is no number undefined and keeps a bad address for its message', () => {
    expect(parseCheckQuery('?chain=bsc&address=%200x12%20')).toEqual({ chainId: undefined, address: '0x12' })
    expect(parseCheckQuery('')).toEqual({ chainId: undefined, address: '' })
  })

  it('words a missing or malformed address with the validation messages', () => {
    expect(tokenAddressIssue('  ')).toBe('validation.required')
    expect(tokenAddressIssue('0x12')).toBe('validation.illegalAddress')
    expect(tokenAddressIssue(`${token.slice(0, -1)}g`)).toBe('validation.illegalAddress')
    expect(tokenAddressIssue(` ${token} `)).toBeUndefined()
  })
})
