import { afterEach, describe, expect, it } from 'vitest'
import { acknowledgedTokens, readCreatedTokens, rememberCreatedToken } from './createdTokens.ts'

const mine = '0x0963a1aBAF36Ca88C21032b82e479353126A1C4b'
const stranger = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

afterEach(() => localStorage.clear())

describe('tokens this browser created', () => {
  it('need no "not on the list" acknowledgement on their chain; other unlisted tokens still do (issue 77)', () => {
    const onScreen = new Set([stranger.toLowerCase()])
    expect([...acknowledgedTokens(31337, onScreen)]).toEqual([stranger.toLowerCase()])
    rememberCreatedToken(31337, mine)
    expect(acknowledgedTokens(31337, onScreen).has(mine.toLowerCase())).toBe(true)
    expect(acknowledgedTokens(31337, new Set()).has(stranger.toLowerCase())).toBe(false)
    // Per chain: the same address elsewhere is someone else's contract.
    expect(acknowledgedTokens(56, new Set()).has(mine.toLowerCase())).toBe(false)
  })

  it('are remembered once each, newest first, and a broken storage reads as none', () => {
    rememberCreatedToken(31337, stranger)
    rememberCreatedToken(31337, mine)
    rememberCreatedToken(31337, stranger)
    expect(readCreatedTokens(31337)).toEqual([stranger, mine])
    localStorage.setItem('tokenbox.createdTokens.31337', '{oops')
    expect(readCreatedTokens(31337)).toEqual([])
  })
})
