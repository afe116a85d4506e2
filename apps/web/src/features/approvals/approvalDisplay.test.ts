import type { LiveApproval } from '@tokenbox/core/approvals/readApprovals.ts'
import type { TFunction } from 'i18next'
import { maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { approvalAmountText, riskReasonTexts, unlimitedText } from './approvalDisplay.ts'

const t = ((key: string, params?: Record<string, unknown>) =>
  params && Object.keys(params).length ? `${key}:${JSON.stringify(params)}` : key) as unknown as TFunction

const base: LiveApproval = {
  id: 'erc20:0xt:0xs',
  kind: 'erc20',
  standard: 'ERC20',
  token: {
    address: '0x0000000000000000000000000000000000000001',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 18,
  },
  spender: '0x0000000000000000000000000000000000000002',
  spenderInfo: { isContract: true, known: 'TokenBox TokenLocker' },
  amount: parseEther('1234.5'),
  unlimited: false,
  lastChange: { blockNumber: 1n, transactionHash: '0x01' },
  risk: { level: 'low', reasons: [{ key: 'belowBalance' }, { key: 'knownContract', params: { name: 'X' } }] },
}

describe('approval display', () => {
  it('says what the spender may take', () => {
    expect(approvalAmountText(t, base)).toBe('1,234.5 USDC')
    expect(approvalAmountText(t, { ...base, unlimited: true })).toBe('amount.unlimited')
    expect(approvalAmountText(t, { ...base, kind: 'erc721', tokenId: 42n })).toBe('#42')
    expect(approvalAmountText(t, { ...base, kind: 'forAll' })).toBe('amount.allNfts')
    expect(unlimitedText(t, maxUint256, 18, 'USDC')).toBe('amount.unlimited')
    expect(unlimitedText(t, 0n, 6, 'USDT')).toBe('0 USDT')
  })

  it('never calls a tiny allowance 0: 1,000 base units of an 18-decimal token are written exactly (issue 77)', () => {
    expect(approvalAmountText(t, { ...base, amount: 1_000n })).toBe('0.000000000000001 USDC')
    expect(unlimitedText(t, 1_000n, 18, 'WLNT')).toBe('0.000000000000001 WLNT')
  })

  it('says the spender may take nothing once revoked, never "Unlimited"', () => {
    expect(approvalAmountText(t, { ...base, unlimited: true }, { revoked: true })).toBe('0 USDC')
    expect(approvalAmountText(t, base, { revoked: true })).toBe('0 USDC')
    expect(approvalAmountText(t, { ...base, kind: 'forAll' }, { revoked: true })).toBe('amount.revoked')
    expect(approvalAmountText(t, { ...base, kind: 'erc721', tokenId: 1n }, { revoked: true })).toBe(
      'amount.revoked',
    )
  })

  it('turns risk reasons into translated sentences with their parameters', () => {
    expect(riskReasonTexts(t, base)).toEqual(['reason.belowBalance', 'reason.knownContract:{"name":"X"}'])
  })
})
