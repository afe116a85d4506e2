import { type Address, createPublicClient, type Hash, http, parseGwei } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { inscriptionToHex } from '../inscriptionFromHex.ts'
import { buildBulkMintPlan } from './buildBulkMintPlan.ts'
import { bulkMintFundingSteps } from './bulkMintFundingSteps.ts'
import { bumpFees } from './bumpFees.ts'
import { classifySendError } from './classifySendError.ts'
import { createBulkMintSnapshot } from './createBulkMintSnapshot.ts'
import { feeCeilingOf } from './feeCeilingOf.ts'
import { runBulkMint } from './runBulkMint.ts'
import { splitMints } from './splitMints.ts'
import { summarizeBulkMint } from './summarizeBulkMint.ts'
import type { BulkMintSnapshot } from './types.ts'

const data = inscriptionToHex('data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}')
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address

describe('splitMints', () => {
  it('spreads mints evenly, the first wallets taking the remainder', () => {
    expect(splitMints(10, 4)).toEqual([3, 3, 2, 2])
    expect(splitMints(20, 4)).toEqual([5, 5, 5, 5])
    expect(splitMints(2, 5)).toEqual([1, 1, 0, 0, 0])
    expect(splitMints(0, 3)).toEqual([0, 0, 0])
  })

  it('refuses impossible counts', () => {
    expect(() => splitMints(-1, 2)).toThrow(RangeError)
    expect(() => splitMints(1.5, 2)).toThrow(RangeError)
    expect(() => splitMints(3, 0)).toThrow(RangeError)
  })
})

describe('bumpFees and feeCeilingOf', () => {
  it('raises every fee field by more than the 10 % nodes require, even from zero', () => {
    const start = { type: 'eip1559', maxFeePerGas: parseGwei('3'), maxPriorityFeePerGas: 0n } as const
    const bumped = bumpFees(start)
    if (bumped.type !== 'eip1559') throw new Error('type changed')
    expect(bumped.maxFeePerGas).toBe(parseGwei('3.375') + 1n)
    expect(bumped.maxFeePerGas * 10n).toBeGreaterThanOrEqual(start.maxFeePerGas * 11n)
    expect(bumped.maxPriorityFeePerGas).toBe(1n)
    expect(bumpFees({ type: 'legacy', gasPrice: 100n })).toEqual({ type: 'legacy', gasPrice: 113n })
  })

  it('gives the fee after n replacements', () => {
    expect(feeCeilingOf({ type: 'legacy', gasPrice: 100n }, 0)).toBe(100n)
    expect(feeCeilingOf({ type: 'legacy', gasPrice: 100n }, 2)).toBe(128n)
    expect(feeCeilingOf({ type: 'eip1559', maxFeePerGas: 800n, maxPriorityFeePerGas: 8n }, 1)).toBe(901n)
  })
})

describe('buildBulkMintPlan', () => {
  const fees = {
    type: 'eip1559',
    maxFeePerGas: parseGwei('2'),
    maxPriorityFeePerGas: parseGwei('1'),
  } as const
  const gasLimit = 23_400n
  /** One mint's gas at the 2 gwei max fee: what a wallet needs per mint without replacements. */
  const perMint = gasLimit * parseGwei('2')
  /** The plan of `mints` without replacements over wallets 1, 2, … holding `balances`. */
  const planWithoutReplacements = (mints: number, balances: bigint[]) =>
    buildBulkMintPlan({
      data,
      mints,
      gasLimit,
      fees,
      maxReplacements: 0,
      wallets: balances.map((balance, index) => ({ address: address(index + 1), balance })),
    })

  it('funds each wallet with exactly mints x gas x max fee minus what it holds', () => {
    const plan = planWithoutReplacements(10, [
      0n,
      perMint, // one mint's worth already there
      2n * perMint - 1n, // one wei short
      5n * perMint, // more than enough
    ])
    expect(plan.feeCeiling).toBe(parseGwei('2'))
    expect(plan.wallets.map((wallet) => wallet.mints)).toEqual([3, 3, 2, 2])
    expect(plan.wallets.map((wallet) => wallet.needed)).toEqual([3n, 3n, 2n, 2n].map((n) => n * perMint))
    expect(plan.fundings).toEqual([
      { to: address(1), value: 3n * perMint },
      { to: address(2), value: 2n * perMint },
      { to: address(3), value: 1n },
    ])
    expect(plan.totalFunding).toBe(5n * perMint + 1n)
    expect(plan.wallets[3]?.funding).toBe(0n)
  })

  it('covers the stated replacements and nothing more', () => {
    const plan = buildBulkMintPlan({
      data,
      mints: 3,
      gasLimit,
      fees,
      wallets: [{ address: address(1), balance: 0n }],
    })
    expect(plan.maxReplacements).toBe(2)
    expect(plan.feeCeiling).toBe(feeCeilingOf(fees, 2))
    expect(plan.totalFunding).toBe(3n * gasLimit * feeCeilingOf(fees, 2))
  })

  it('turns the fundings into one transfer step each, in wallet order, none for funded wallets', () => {
    const plan = planWithoutReplacements(4, [0n, 9n * perMint, 1n])
    expect(bulkMintFundingSteps(plan)).toEqual([
      { type: 'transfer', to: address(1), value: 2n * perMint, label: 'fund 1' },
      { type: 'transfer', to: address(3), value: perMint - 1n, label: 'fund 2' },
    ])
    expect(bulkMintFundingSteps({ fundings: [] })).toEqual([])
  })

  it('refuses a plan without gas or with a negative replacement count', () => {
    const wallets = [{ address: address(1), balance: 0n }]
    expect(() => buildBulkMintPlan({ data, mints: 1, gasLimit: 0n, fees, wallets })).toThrow(RangeError)
    expect(() => buildBulkMintPlan({ data, mints: 1, gasLimit, fees, wallets, maxReplacements: -1 })).toThrow(
      RangeError,
    )
  })
})

describe('createBulkMintSnapshot and summarizeBulkMint', () => {
  const plan = buildBulkMintPlan({
    data,
    mints: 5,
    gasLimit: 23_400n,
    fees: { type: 'legacy', gasPrice: 7n },
    wallets: [
      { address: address(1), balance: 0n },
      { address: address(2), balance: 0n },
    ],
  })

  it('starts every mint waiting, wallet by wallet, as plain JSON', () => {
    const snapshot = createBulkMintSnapshot(plan, { chainId: 56 })
    expect(snapshot.mints.map((mint) => [mint.index, mint.wallet, mint.state])).toEqual([
      [0, 0, 'waiting'],
      [1, 0, 'waiting'],
      [2, 0, 'waiting'],
      [3, 1, 'waiting'],
      [4, 1, 'waiting'],
    ])
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot)
    expect(snapshot.fees).toEqual({ type: 'legacy', gasPrice: '7' })
  })

  it('counts mints by state and failure, and adds up the gas mined mints paid', () => {
    const snapshot: BulkMintSnapshot = createBulkMintSnapshot(plan, { chainId: 56 })
    const hash = `0x${'ab'.repeat(32)}` as Hash
    Object.assign(snapshot.mints[0]!, { state: 'success', hash, gasPaid: '100' })
    Object.assign(snapshot.mints[1]!, { state: 'success', hash, gasPaid: '300' })
    Object.assign(snapshot.mints[2]!, { state: 'failed', error: 'reverted', gasPaid: '50' })
    Object.assign(snapshot.mints[3]!, { state: 'failed', error: 'insufficientFunds' })
    Object.assign(snapshot.mints[4]!, { state: 'terminated', reason: 'mintedOut' })
    expect(summarizeBulkMint(snapshot)).toEqual({
      total: 5,
      counts: { waiting: 0, pending: 0, success: 2, failed: 2, terminated: 1 },
      failures: { reverted: 1, insufficientFunds: 1 },
      gasPaid: 450n,
      gasPaidPerSuccess: 225n,
    })
  })
})

describe('classifySendError', () => {
  it('sorts node refusals and network failures apart', () => {
    expect(classifySendError(new Error('already known'))).toBe('alreadyKnown')
    expect(classifySendError(new Error('x', { cause: new Error('nonce too low: next nonce 3') }))).toBe(
      'nonceTooLow',
    )
    expect(classifySendError(new Error('replacement transaction underpriced'))).toBe('underpriced')
    expect(classifySendError(new Error('insufficient funds for gas * price + value'))).toBe(
      'insufficientFunds',
    )
    expect(classifySendError(Object.assign(new Error('x'), { name: 'HttpRequestError' }))).toBe('maybeSent')
    expect(classifySendError(new Error('invalid sender'))).toBe('refused')
  })
})

describe('runBulkMint before anything is sent', () => {
  // Nothing listens here: these runs must end without asking a node anything.
  const client = createPublicClient({
    chain: foundry,
    transport: http('http://127.0.0.1:9'),
    pollingInterval: 10,
  })
  const key = generatePrivateKey()
  const wallet = { address: privateKeyToAccount(key).address, privateKey: key }
  const plan = buildBulkMintPlan({
    data,
    mints: 3,
    gasLimit: 23_400n,
    fees: { type: 'legacy', gasPrice: 1n },
    wallets: [{ address: wallet.address, balance: 0n }],
  })

  it('terminates every mint when stopped before it starts', async () => {
    const final = await runBulkMint(client, { plan, wallets: [wallet], signal: AbortSignal.abort() })
    expect(final.mints.map((mint) => [mint.state, mint.reason])).toEqual(
      Array(3).fill(['terminated', 'stopped']),
    )
  })

  it('terminates with the reason of the check, or checkFailed when the check throws', async () => {
    const declined = await runBulkMint(client, { plan, wallets: [wallet], shouldContinue: () => false })
    expect(declined.mints.map((mint) => mint.reason)).toEqual(['declined', 'declined', 'declined'])
    const broken = await runBulkMint(client, {
      plan,
      wallets: [wallet],
      shouldContinue: () => {
        throw new Error('indexer down')
      },
    })
    expect(broken.mints.map((mint) => [mint.state, mint.reason])).toEqual(
      Array(3).fill(['terminated', 'checkFailed']),
    )
  })

  it('fails the mints of a wallet whose key is missing, with a code', async () => {
    const final = await runBulkMint(client, { plan, wallets: [] })
    expect(final.mints.map((mint) => [mint.state, mint.error])).toEqual(
      Array(3).fill(['failed', 'missingKey']),
    )
  })
})
