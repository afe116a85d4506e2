import { type Address, type Hex, pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { transferAsset } from '../transactions/transfer.ts'
import {
  approvalForAllTopic,
  approvalKey,
  approvalTopic,
  decodeApprovalLog,
  latestApprovals,
  ownerTopic,
  type RawApprovalLog,
} from './approvalLogs.ts'
import { approvalRisk } from './approvalRisk.ts'
import { createAllowanceSteps } from './createAllowanceStep.ts'
import { createRevokeStep } from './createRevokeStep.ts'
import { classifyLogRangeError } from './scanApprovalLogs.ts'

const owner: Address = '0x1111111111111111111111111111111111111111'
const spender: Address = '0x2222222222222222222222222222222222222222'
const token: Address = '0x3333333333333333333333333333333333333333'
const word = (value: bigint | number) => pad(toHex(value), { size: 32 })

const log = (topics: Hex[], data: Hex, blockNumber = 1n, logIndex = 0): RawApprovalLog => ({
  address: token,
  topics,
  data,
  blockNumber,
  logIndex,
  transactionHash: word(blockNumber * 100n + BigInt(logIndex)),
})
const erc20Log = (value: bigint, block = 1n, index = 0) =>
  log([approvalTopic, ownerTopic(owner), ownerTopic(spender)], word(value), block, index)

describe('decodeApprovalLog', () => {
  it('tells ERC20 from ERC721 by the number of topics', () => {
    expect(decodeApprovalLog(erc20Log(5n))).toMatchObject({
      kind: 'erc20',
      spender,
      value: 5n,
      approved: true,
    })
    const nft = decodeApprovalLog(log([approvalTopic, ownerTopic(owner), ownerTopic(spender), word(7)], '0x'))
    expect(nft).toMatchObject({ kind: 'erc721', spender, tokenId: 7n, approved: true })
    const cleared = log([approvalTopic, ownerTopic(owner), word(0), word(7)], '0x')
    expect(decodeApprovalLog(cleared)).toMatchObject({ kind: 'erc721', approved: false })
  })

  it('reads ApprovalForAll and refuses malformed logs', () => {
    const forAll = log([approvalForAllTopic, ownerTopic(owner), ownerTopic(spender)], word(1))
    expect(decodeApprovalLog(forAll)).toMatchObject({ kind: 'forAll', spender, approved: true })
    expect(decodeApprovalLog(log([approvalTopic, ownerTopic(owner)], word(1)))).toBeNull()
    expect(decodeApprovalLog(log([approvalTopic, ownerTopic(owner), ownerTopic(spender)], '0x'))).toBeNull()
  })
})

describe('latestApprovals', () => {
  it('keeps the latest log per approval and drops the withdrawn ones', () => {
    const events = [erc20Log(5n, 1n), erc20Log(0n, 2n), erc20Log(9n, 2n, 3), erc20Log(4n, 2n, 1)].map(
      (entry) => decodeApprovalLog(entry)!,
    )
    expect(latestApprovals(events).map((event) => event.value)).toEqual([9n])
    expect(latestApprovals(events.slice(0, 2))).toEqual([])
  })

  it('keys an NFT approval by the NFT, not the spender', () => {
    const a = { kind: 'erc721' as const, token, spender, tokenId: 1n }
    expect(approvalKey(a)).toBe(approvalKey({ ...a, spender: owner }))
    expect(approvalKey({ ...a, kind: 'erc20' })).not.toBe(
      approvalKey({ ...a, kind: 'erc20', spender: owner }),
    )
  })
})

describe('approvalRisk', () => {
  const eoa = { isContract: false }
  const known = { isContract: true, known: 'TokenLocker' }
  const unverified = { isContract: true, verified: false }
  const unchecked = { isContract: true }
  const level = (input: Parameters<typeof approvalRisk>[0]) => approvalRisk(input).level

  it('rates what an EOA can take', () => {
    expect(approvalRisk({ kind: 'erc20', unlimited: true, spender: eoa })).toEqual({
      level: 'high',
      reasons: [{ key: 'unlimited' }, { key: 'eoaSpender' }],
    })
    expect(level({ kind: 'erc20', unlimited: false, amount: 10n, balance: 10n, spender: eoa })).toBe('high')
    expect(level({ kind: 'erc20', unlimited: false, amount: 9n, balance: 10n, spender: eoa })).toBe('medium')
    expect(level({ kind: 'forAll', unlimited: false, spender: eoa })).toBe('high')
    expect(level({ kind: 'erc721', unlimited: false, spender: eoa })).toBe('high')
  })

  it('rates contracts by what we know of them', () => {
    expect(level({ kind: 'erc20', unlimited: true, spender: unverified })).toBe('high')
    expect(level({ kind: 'erc20', unlimited: true, spender: known })).toBe('medium')
    expect(level({ kind: 'erc20', unlimited: true, spender: unchecked })).toBe('medium')
    expect(level({ kind: 'forAll', unlimited: false, spender: known })).toBe('medium')
    expect(level({ kind: 'erc20', unlimited: false, amount: 1n, balance: 10n, spender: unverified })).toBe(
      'medium',
    )
    expect(
      approvalRisk({ kind: 'erc20', unlimited: false, amount: 1n, balance: 10n, spender: known }),
    ).toEqual({
      level: 'low',
      reasons: [{ key: 'belowBalance' }, { key: 'knownContract', params: { name: 'TokenLocker' } }],
    })
    expect(level({ kind: 'erc721', unlimited: false, spender: { isContract: true, verified: true } })).toBe(
      'low',
    )
  })

  it('flags old approvals that still reach everything', () => {
    const ageSeconds = 200 * 86_400
    const old = approvalRisk({ kind: 'erc721', unlimited: false, spender: known, ageSeconds })
    expect(old).toEqual({
      level: 'medium',
      reasons: [
        { key: 'oneNft' },
        { key: 'knownContract', params: { name: 'TokenLocker' } },
        { key: 'old', params: { days: 200, count: 200 } },
      ],
    })
    const small = approvalRisk({
      kind: 'erc20',
      unlimited: false,
      amount: 1n,
      balance: 9n,
      spender: known,
      ageSeconds,
    })
    expect(small.level).toBe('low')
  })
})

describe('classifyLogRangeError', () => {
  it('knows the public nodes wordings', () => {
    expect(classifyLogRangeError(new Error('exceed maximum block range: 5000'))).toBe('range')
    expect(classifyLogRangeError({ cause: { message: 'block range is too large' } })).toBe('range')
    expect(classifyLogRangeError(new Error('query returned more than 10000 results'))).toBe('results')
    expect(classifyLogRangeError({ code: -32005, message: 'limit' })).toBe('results')
    expect(classifyLogRangeError(new Error('fetch failed'))).toBeNull()
  })
})

describe('step builders', () => {
  it('revokes each kind with its own call', () => {
    const erc20 = createRevokeStep({ kind: 'erc20', spender, token: { address: token } })
    expect([erc20.functionName, erc20.args]).toEqual(['approve', [spender, 0n]])
    const nft = createRevokeStep({ kind: 'erc721', spender, tokenId: 4n, token: { address: token } })
    expect([nft.functionName, nft.args]).toEqual([
      'approve',
      ['0x0000000000000000000000000000000000000000', 4n],
    ])
    const all = createRevokeStep({ kind: 'forAll', spender, token: { address: token } })
    expect([all.functionName, all.args]).toEqual(['setApprovalForAll', [spender, false]])
  })

  it('resets a USDT-style allowance before changing it, and sends native or token', () => {
    const steps = createAllowanceSteps({ token, spender, amount: 5n, current: 3n, resetFirst: true })
    expect(steps.map((step) => step.args)).toEqual([
      [spender, 0n],
      [spender, 5n],
    ])
    expect(
      createAllowanceSteps({ token, spender, amount: 'unlimited', current: 0n, resetFirst: true }),
    ).toHaveLength(1)
    expect(
      transferAsset({ asset: '0x0000000000000000000000000000000000000000', to: spender, amount: 3n }),
    ).toEqual({
      type: 'transfer',
      to: spender,
      value: 3n,
      label: 'transfer',
    })
    expect(transferAsset({ asset: token, to: spender, amount: 3n })).toMatchObject({
      type: 'call',
      functionName: 'transfer',
    })
  })
})
