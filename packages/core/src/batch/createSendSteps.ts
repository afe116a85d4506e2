import type { Address } from 'viem'
import { multiSenderAbi } from '../contracts/MultiSender.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { accessListForNativeSend, accessListForTokenSend, packRecipient } from './multiSenderCalldata.ts'
import type { SendLine } from './parseSendLines.ts'
import type { SendAsset, SendBatch, SendMode } from './planSend.ts'

export type CreateSendStepsParameters = {
  sender: Address
  asset: SendAsset
  mode: SendMode
  recipients: readonly Pick<SendLine, 'address' | 'amount'>[]
  batches: readonly SendBatch[]
  /** The contract's flat fee per transaction. */
  feePerTransaction: bigint
  /** The sending account (kept out of native access lists: it is warm anyway). */
  account?: Address | undefined
  /**
   * The token's balances mapping slot, when confirmed on chain ({@link findBalancesSlot}): each
   * batch then carries an access list of its recipients' balance slots (100 gas less each).
   */
  balancesSlot?: bigint | undefined
}

/**
 * The steps of a send: for a token, one approval of the whole list's total (skipped by the runner
 * when the allowance already covers it), then one MultiSender call per batch. Step `i + offset` is
 * batch `i` (`offset` is 1 for tokens, 0 for native), so a failed run resumes at the failed batch
 * and never resends a confirmed one.
 *
 * @example
 * const steps = createSendSteps({ sender, asset, mode: plan.mode, recipients, batches: plan.batches, feePerTransaction: plan.feePerTransaction })
 */
export function createSendSteps(parameters: CreateSendStepsParameters): Step[] {
  const { sender, asset, mode, recipients, batches, feePerTransaction, account, balancesSlot } = parameters
  const steps: Step[] = []
  if (asset.kind === 'token') {
    const total = batches.reduce((sum, batch) => sum + batch.total, 0n)
    steps.push(approve({ token: asset.address, spender: sender, amount: total, label: 'approve' }))
  }
  for (const batch of batches) {
    const slice = recipients.slice(batch.start, batch.end)
    const label = `batch ${batch.index + 1}`
    const addresses = slice.map((line) => line.address)
    // The batch's balance slots where the token's mapping slot is known; `via` is the MultiSender
    // where the tokens pass through it (`sendToken`), undefined where they go straight to each one.
    const tokenAccessList = (via: Address | undefined) =>
      asset.kind === 'native' || balancesSlot === undefined
        ? {}
        : {
            accessList: accessListForTokenSend({
              token: asset.address,
              recipients: addresses,
              sender: account,
              multiSender: via,
              balancesSlot,
            }),
          }
    if (asset.kind === 'native') {
      steps.push(
        call({
          address: sender,
          abi: multiSenderAbi,
          functionName: 'sendNative',
          args: [slice.map((line) => packRecipient(line.address, line.amount))],
          value: batch.total + feePerTransaction,
          accessList: accessListForNativeSend({
            recipients: addresses,
            sender: account,
            multiSender: sender,
          }),
          label,
        }),
      )
    } else if (mode === 'from') {
      steps.push(
        call({
          address: sender,
          abi: multiSenderAbi,
          functionName: 'sendTokenFrom',
          args: [asset.address, addresses, slice.map((line) => line.amount)],
          value: feePerTransaction,
          ...tokenAccessList(undefined),
          label,
        }),
      )
    } else {
      steps.push(
        call({
          address: sender,
          abi: multiSenderAbi,
          functionName: 'sendToken',
          args: [asset.address, batch.total, slice.map((line) => packRecipient(line.address, line.amount))],
          value: feePerTransaction,
          ...tokenAccessList(sender),
          label,
        }),
      )
    }
  }
  return steps
}
