import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { sharedContractAddress } from '../../contracts/sharedContracts.ts'
import { dividendExclusions } from './dividendExclusions.ts'
import { claimDividendsStep, distributeDividendsSteps } from './dividendSteps.ts'
import { stakeLpSteps, unstakeLpStep } from './stakeLpSteps.ts'

const tracker = '0x1000000000000000000000000000000000000001'
const token = '0x2000000000000000000000000000000000000002'
const pair = '0x3000000000000000000000000000000000000003'
const locker = '0x4000000000000000000000000000000000000004'

describe('dividendExclusions', () => {
  it('adds the chain locker to the creator list once, checksummed, skipping unknown contracts', () => {
    const mine = '0x5000000000000000000000000000000000000005'
    expect(dividendExclusions([mine], [locker, undefined, null])).toEqual([
      '0x5000000000000000000000000000000000000005',
      '0x4000000000000000000000000000000000000004',
    ])
    expect(
      dividendExclusions([locker], [locker.toUpperCase().replace('0X', '0x') as `0x${string}`]),
    ).toHaveLength(1)
    expect(dividendExclusions([], [])).toEqual([])
  })

  it('leaves out the shared locker of either build: the tracker excludes it from every book itself', () => {
    const mine = '0x5000000000000000000000000000000000000005'
    const { cancun, london } = sharedContractAddress.TokenLocker
    expect(dividendExclusions([mine, london], [cancun])).toEqual([mine])
    expect(dividendExclusions([], [cancun.toLowerCase() as `0x${string}`])).toEqual([])
  })
})

describe('stakeLpSteps', () => {
  it('approves the tracker for the pair LP, then stakes into the token book', () => {
    const steps = stakeLpSteps({ tracker, token, pair, amount: 5n })
    expect(steps).toHaveLength(2)
    expect(steps[0]).toMatchObject({ type: 'approve', token: pair, spender: tracker, amount: 5n })
    expect(steps[1]).toMatchObject({
      type: 'call',
      address: tracker,
      functionName: 'stake',
      args: [token, 5n],
    })
  })

  it('unstakes from the token book', () => {
    expect(unstakeLpStep({ tracker, token, amount: 7n })).toMatchObject({
      type: 'call',
      address: tracker,
      functionName: 'unstake',
      args: [token, 7n],
    })
  })
})

describe('dividend steps', () => {
  it('claims from the token book of the tracker', () => {
    expect(claimDividendsStep({ tracker, token })).toMatchObject({
      type: 'call',
      address: tracker,
      functionName: 'claim',
      args: [token],
    })
  })

  it('sends a native dividend with the call to the tracker, and approves an ERC-20 coin for the tracker first', () => {
    const native = distributeDividendsSteps({ tracker, token, coin: zeroAddress, amount: 9n })
    expect(native).toHaveLength(1)
    expect(native[0]).toMatchObject({
      type: 'call',
      address: tracker,
      functionName: 'distribute',
      args: [token, 9n],
      value: 9n,
    })
    const coin = '0x6000000000000000000000000000000000000006'
    const erc20 = distributeDividendsSteps({ tracker, token, coin, amount: 9n })
    expect(erc20).toHaveLength(2)
    // The tracker pulls the coin, so the tracker is the spender.
    expect(erc20[0]).toMatchObject({ type: 'approve', token: coin, spender: tracker, amount: 9n })
    expect(erc20[1]).toMatchObject({
      address: tracker,
      functionName: 'distribute',
      args: [token, 9n],
      value: undefined,
    })
  })
})
