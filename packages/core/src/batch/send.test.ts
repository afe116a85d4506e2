import { type Address, parseEther, parseUnits } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '../../testing/contracts/FeeOnTransferToken.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { sampleStablecoinAbi, sampleStablecoinBytecode } from '../contracts/SampleStablecoin.ts'
import { deploy } from '../transactions/deploy.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { createSendSteps } from './createSendSteps.ts'
import type { SendLine } from './parseSendLines.ts'
import {
  type PrepareSendParameters,
  prepareSend,
  type SendAsset,
  type SendPlan,
  transactionGasCap,
} from './planSend.ts'

const chain = useLocalTestChain()
const [, user] = devAccounts

let nextKey = 0x5e4d0000n
function recipients(count: number, amount: (index: number) => bigint): SendLine[] {
  return Array.from({ length: count }, (_, index) => ({
    line: index + 1,
    address: privateKeyToAddress(`0x${(nextKey++).toString(16).padStart(64, '0')}`),
    amount: amount(index),
  }))
}

/** The multi sender's plan of sending `asset` to `list` from the user. */
const planSend = (asset: SendAsset, list: SendLine[], options: Pick<PrepareSendParameters, 'mode'> = {}) =>
  prepareSend(chain.publicClient, {
    sender: chain.contracts.send,
    account: user,
    asset,
    recipients: list,
    ...options,
  })

/** The steps that carry out `plan` from the user. */
const planSteps = (asset: SendAsset, list: SendLine[], plan: SendPlan) =>
  createSendSteps({ sender: chain.contracts.send, asset, recipients: list, account: user, ...plan })

const balanceOf = tokenBalanceReader(chain)

async function deployToken(abi: never, bytecode: `0x${string}`, args: readonly unknown[]): Promise<Address> {
  const [result] = await chain.runToDone([deploy({ abi, bytecode, args })], user)
  return result?.contractAddress as Address
}

describe('multi sender plan and steps on the local chain', () => {
  it('sends native coin to 600 new accounts in batches under the transaction gas cap', async () => {
    const { publicClient, contracts } = chain
    const list = recipients(600, (index) => parseEther('0.001') * BigInt(index + 1))
    const asset: SendAsset = { kind: 'native', symbol: 'ETH', decimals: 18 }
    const plan = await planSend(asset, list)
    expect(plan.mode).toBe('native')
    expect(plan.newRecipients).toBe(600)
    expect(plan.batches.length).toBeGreaterThanOrEqual(2)
    expect(plan.batches.at(-1)?.end).toBe(600)
    expect(plan.shortfall).toEqual({ native: 0n, token: 0n })
    const results = await chain.runToDone(planSteps(asset, list, plan), user)
    expect(results).toHaveLength(plan.batches.length)
    for (const [index, result] of results.entries()) {
      const used = result.receipt?.gasUsed ?? 0n
      expect(used).toBeLessThanOrEqual(transactionGasCap)
      // The model is an upper bound, so Confirm never promises less than the chain takes.
      expect(used).toBeLessThanOrEqual(plan.batches[index]?.gas ?? 0n)
    }
    for (const line of [list[0], list[299], list[599]] as SendLine[]) {
      expect(await publicClient.getBalance({ address: line.address })).toBe(line.amount)
    }
    expect(await publicClient.getBalance({ address: contracts.send })).toBe(0n)
    // Each batch carried its recipients as an EIP-2930 access list (100 gas less per recipient).
    const sent = await publicClient.getTransaction({ hash: results[0]?.hash as `0x${string}` })
    expect(sent.accessList?.length).toBe((plan.batches[0]?.end ?? 0) - (plan.batches[0]?.start ?? 0))
  }, 120_000)

  it('approves once and sends a token in packed batches, existing holders costing less', async () => {
    const { contracts } = chain
    const token = await deployToken(sampleStablecoinAbi as never, sampleStablecoinBytecode, [
      'Send Me',
      'SEND',
      6,
      0n,
      parseUnits('1000000', 6),
    ])
    const list = recipients(300, (index) => parseUnits(String(index + 1), 6))
    const asset: SendAsset = { kind: 'token', address: token, symbol: 'SEND', decimals: 6 }
    const steps0 = createSendSteps({
      sender: contracts.send,
      asset,
      mode: 'packed',
      recipients: list.slice(0, 10),
      batches: [
        { index: 0, start: 0, end: 10, total: list.slice(0, 10).reduce((s, l) => s + l.amount, 0n), gas: 0n },
      ],
      feePerTransaction: 0n,
    })
    await chain.runToDone(steps0, user)
    const plan = await planSend(asset, list)
    expect(plan.mode).toBe('packed')
    expect(plan.newRecipients).toBe(290)
    expect(plan.approvalNeeded).toBe(true)
    // An OpenZeppelin ERC20: balances at slot 0, confirmed on chain, so batches get access lists.
    expect(plan.balancesSlot).toBe(0n)
    const before = await balanceOf(token, user)
    const results = await chain.runToDone(planSteps(asset, list, plan), user)
    expect(results[0]?.type).toBe('approve')
    for (const [index, result] of results.slice(1).entries()) {
      expect(result.receipt?.gasUsed ?? 0n).toBeLessThanOrEqual(plan.batches[index]?.gas ?? 0n)
    }
    const after = await balanceOf(token, user)
    expect(before - after).toBe(plan.total)
    const first = await balanceOf(token, list[0]!.address)
    expect(first).toBe(list[0]!.amount * 2n)
  }, 120_000)

  it('reports a shortfall at Confirm instead of failing a transaction', async () => {
    const token = await deployToken(sampleStablecoinAbi as never, sampleStablecoinBytecode, [
      'Few',
      'FEW',
      18,
      0n,
      parseEther('10'),
    ])
    const asset: SendAsset = { kind: 'token', address: token, symbol: 'FEW', decimals: 18 }
    const plan = await planSend(
      asset,
      recipients(3, () => parseEther('4')),
    )
    expect(plan.shortfall.token).toBe(parseEther('2'))
  })

  it('falls back to one transferFrom per recipient for a fee-on-transfer token, resuming after the approval', async () => {
    const { publicClient, walletClient, contracts } = chain
    const token = await deployToken(feeOnTransferTokenAbi as never, feeOnTransferTokenBytecode, [
      100n,
      parseEther('1000'),
    ])
    const asset: SendAsset = { kind: 'token', address: token, symbol: 'FOT', decimals: 18 }
    const list = recipients(20, () => parseEther('1'))
    const plan = await planSend(asset, list)
    const steps = planSteps(asset, list, plan)
    const failed = await runSteps({ publicClient, walletClient, account: user, steps })
    expect(failed.status).toBe('failed')
    if (failed.status !== 'failed') return
    expect(failed.stepIndex).toBe(1)
    expect(JSON.stringify(failed.message)).toContain('MultiSenderFeeOnTransferToken')
    const replan = await planSend(asset, list, { mode: 'from' })
    expect(replan.approvalNeeded).toBe(false)
    const retry = await runSteps({
      publicClient,
      walletClient,
      account: user,
      steps: createSendSteps({ sender: contracts.send, asset, recipients: list, ...replan }),
      resume: { results: failed.results },
    })
    expect(retry.status).toBe('done')
    const received = await balanceOf(token, list[5]!.address)
    expect(received).toBe(parseEther('0.99'))
  })
})
