import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { explorerTransactionUrl } from './explorerTransactionUrl.ts'
import { TransactionHashLink } from './TransactionHashLink.tsx'

afterEach(cleanup)

const hash = '0x8f1c5e3d9a7b4c2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e'

describe('TransactionHashLink', () => {
  it("links the shortened hash to the explorer's transaction page", () => {
    render(<TransactionHashLink hash={hash} explorerUrl="https://bscscan.com" testId="tx" />)
    const link = screen.getByTestId('tx')
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe(`https://bscscan.com/tx/${hash}`)
    expect(link.textContent).toBe('0x8f1c5e3d...1b0c9d8e')
    expect(link.getAttribute('data-hash')).toBe(hash)
  })

  it('shows the short form where asked, and the bare hash on a chain without an explorer', () => {
    render(<TransactionHashLink hash={hash} explorerUrl="" testId="tx" compact />)
    const text = screen.getByTestId('tx')
    expect(text.tagName).not.toBe('A')
    expect(text.querySelector('a')).toBeNull()
    expect(text.textContent).toBe('0x8f1c...9d8e')
  })

  it('builds no explorer address without an explorer', () => {
    expect(explorerTransactionUrl(undefined, hash)).toBeUndefined()
    expect(explorerTransactionUrl('https://etherscan.io', hash)).toBe(`https://etherscan.io/tx/${hash}`)
  })
})
