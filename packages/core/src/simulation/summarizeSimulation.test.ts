import { getAddress, maxUint256, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { readSimulatedRequest } from '../guard/readSimulatedRequest.ts'
import type { TransactionSimulation } from './simulateTransaction.ts'
import { summarizeRevert, summarizeSimulation } from './summarizeSimulation.ts'

const usdt = getAddress('0x55d398326f99059ff775485246999027b3197955')
const router = getAddress('0x10ed43c718714eb63d5aa57b78b54704e256024e')
const bob = getAddress('0x00000000000000000000000000000000000000b0')
const nft = getAddress('0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d')
const made = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')

const swap: TransactionSimulation = {
  status: 'success',
  method: 'simulateV1',
  // Out of the simulator's order: the summary puts what leaves first.
  changes: [
    {
      kind: 'erc20',
      asset: usdt,
      amount: 2_850_123_456_789n * 10n ** 6n,
      symbol: 'USDT',
      decimals: 18,
      counterparties: [router],
    },
    {
      kind: 'native',
      asset: zeroAddress,
      amount: -parseEther('1.5'),
      symbol: 'BNB',
      decimals: 18,
      counterparties: [router],
    },
    { kind: 'erc721', asset: nft, tokenId: 7n, amount: -1n, counterparties: [bob] },
    { kind: 'erc20', asset: bob, amount: -12345n, counterparties: [bob] },
  ],
  approvals: [
    {
      kind: 'erc20',
      token: usdt,
      spender: router,
      amount: maxUint256,
      unlimited: true,
      symbol: 'USDT',
      decimals: 18,
    },
    {
      kind: 'erc20',
      token: usdt,
      spender: bob,
      amount: 10n ** 18n,
      unlimited: false,
      symbol: 'USDT',
      decimals: 18,
    },
    { kind: 'erc20', token: usdt, spender: bob, amount: 0n, unlimited: false, symbol: 'USDT', decimals: 18 },
    { kind: 'operator', token: nft, spender: bob, approved: true },
    {
      kind: 'permit2',
      token: usdt,
      spender: router,
      amount: 2n ** 160n - 1n,
      unlimited: true,
      expiration: 1_900_000_000n,
    },
  ],
  created: [made],
  gasUsed: 21_000n,
}

describe('summarizeSimulation: what the guard shows before the wallet opens (issue 80)', () => {
  it('puts what leaves first, then what arrives, then what others may take, then what it creates', () => {
    const summary = summarizeSimulation(swap, { language: 'en' })
    expect(summary.status).toBe('success')
    const lines = summary.status === 'success' ? summary.lines : []
    expect(lines.map((line) => line.kind)).toEqual([
      'send',
      'send',
      'send',
      'receive',
      'approve',
      'approve',
      'operator',
      'approve',
      'create',
    ])
    expect(lines[0]).toEqual({
      kind: 'send',
      asset: 'native',
      token: zeroAddress,
      amount: { value: '1.5', symbol: 'BNB', baseUnits: false },
      counterparties: [router],
    })
    // An NFT is counted, with its id; a token that did not say its decimals is in base units.
    expect(lines[1]).toMatchObject({
      asset: 'erc721',
      tokenId: '7',
      amount: { value: '1', baseUnits: false },
    })
    expect(lines[2]).toMatchObject({ amount: { value: '12,345', baseUnits: true } })
    expect(lines[3]).toMatchObject({ kind: 'receive', amount: { value: '2.850123', symbol: 'USDT' } })
    expect(lines[4]).toEqual({
      kind: 'approve',
      standard: 'erc20',
      token: usdt,
      spender: router,
      unlimited: true,
      symbol: 'USDT',
    })
    expect(lines[5]).toMatchObject({ unlimited: false, amount: { value: '1', symbol: 'USDT' } })
    // An allowance set to zero takes a permission away: not shown.
    expect(lines[7]).toMatchObject({ standard: 'permit2', unlimited: true, expiration: 1_900_000_000n })
    expect(lines[8]).toEqual({ kind: 'create', address: made })
  })

  it('ends with the recipients that are contracts created lately, and says none where the node could not tell', () => {
    const withNew = summarizeSimulation({ ...swap, newContracts: [bob] }, { language: 'en' })
    const lines = withNew.status === 'success' ? withNew.lines : []
    expect(lines.at(-1)).toEqual({ kind: 'newContract', address: bob, days: 30 })
    const unknown = summarizeSimulation(swap, { language: 'en' })
    expect(unknown.status === 'success' && unknown.lines.some((line) => line.kind === 'newContract')).toBe(
      false,
    )
  })

  it("groups numbers as the reader's language writes them", () => {
    const big: TransactionSimulation = {
      ...swap,
      changes: [
        {
          kind: 'erc20',
          asset: usdt,
          amount: -1_234_567_890_000n,
          symbol: 'USDT',
          decimals: 6,
          counterparties: [bob],
        },
      ],
      approvals: [],
      created: [],
    }
    const value = (language: string) => {
      const summary = summarizeSimulation(big, { language })
      return summary.status === 'success' && summary.lines[0]?.kind === 'send'
        ? summary.lines[0].amount.value
        : ''
    }
    expect(value('en')).toBe('1,234,567.89')
    expect(value('zh')).toBe('1,234,567.89')
    expect(value('es')).toBe('1.234.567,89')
  })

  it('nothing moved is an empty success; unavailable and reverted are said as such', () => {
    expect(
      summarizeSimulation({ ...swap, changes: [], approvals: [], created: [] }, { language: 'en' }),
    ).toEqual({
      status: 'success',
      lines: [],
    })
    expect(summarizeSimulation({ status: 'unavailable' }, { language: 'en' })).toEqual({
      status: 'unavailable',
    })
    expect(
      summarizeSimulation(
        {
          status: 'reverted',
          method: 'call',
          reason: { kind: 'error', name: 'ERC20InsufficientBalance', args: [bob, 0n, 1n] },
        },
        { language: 'en' },
      ),
    ).toEqual({ status: 'fails', failure: { kind: 'error', key: 'tokenBalanceTooLow', params: {} } })
  })

  it('words a revert from the error table, never raw data', () => {
    expect(summarizeRevert({ kind: 'message', message: 'UniswapV2Router: EXPIRED' })).toEqual({
      kind: 'error',
      key: 'deadlineExpired',
      params: {},
    })
    expect(summarizeRevert({ kind: 'message', message: 'Ownable: caller is not the owner' })).toMatchObject({
      key: 'noPermission',
    })
    expect(summarizeRevert({ kind: 'message', message: 'Sale not started' })).toEqual({
      kind: 'message',
      message: 'Sale not started',
    })
    expect(summarizeRevert({ kind: 'message', message: 'x'.repeat(500) })).toMatchObject({
      message: `${'x'.repeat(159)}…`,
    })
    expect(summarizeRevert({ kind: 'panic', code: 17n })).toEqual({ kind: 'panic', code: '0x11' })
    expect(summarizeRevert({ kind: 'unknown', selector: '0xdeadbeef' })).toEqual({ kind: 'unexplained' })
    expect(summarizeRevert({ kind: 'error', name: 'SomeoneElsesError', args: [] })).toEqual({
      kind: 'unexplained',
    })
    expect(summarizeRevert({ kind: 'none' })).toEqual({ kind: 'unexplained' })
  })
})

describe('readSimulatedRequest', () => {
  const from = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
  it('reads what a page asks its wallet to send', () => {
    expect(
      readSimulatedRequest([{ from, to: router.toLowerCase(), value: '0xde0b6b3a7640000', data: '0x1234' }]),
    ).toEqual({
      from: getAddress(from),
      to: router,
      value: 10n ** 18n,
      data: '0x1234',
    })
    // A contract creation (no `to`), calldata as `input`, no value.
    expect(readSimulatedRequest([{ from, input: '0x6080', to: null }])).toEqual({
      from: getAddress(from),
      data: '0x6080',
    })
    expect(readSimulatedRequest([{ from, to: bob, data: '0x' }])).toEqual({ from: getAddress(from), to: bob })
  })
  it('refuses what no wallet could send', () => {
    for (const params of [
      [{ to: bob }],
      [{ from, to: 'bob' }],
      [{ from, to: bob, data: '0x123' }],
      [{ from, to: bob, data: 'hello' }],
      [{ from, to: bob, value: '-1' }],
      'nonsense',
      [null],
    ])
      expect(readSimulatedRequest(params as unknown), JSON.stringify(params)).toBeUndefined()
  })
})
