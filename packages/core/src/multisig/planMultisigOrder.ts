import type { Address, PublicClient } from 'viem'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'
import { readToken } from '../erc20/readToken.ts'
import { readContractsAt } from '../evm/readContractsAt.ts'
import type { Step } from '../transactions/types.ts'
import {
  type EncodedMultisigOrder,
  encodeMultisigOrder,
  type MultisigOrderInput,
  MultisigOrderInputError,
} from './encodeMultisigOrder.ts'
import { checkMultisigOrderFunds, type MultisigShortfall } from './multisigFunds.ts'
import { submitMultisigOrderStep } from './multisigSteps.ts'

/**
 * An order as the New order form describes it: {@link MultisigOrderInput} with a token transfer's
 * decimals left to the plan, which reads them from the token.
 */
export type MultisigOrderDraft =
  | Exclude<MultisigOrderInput, { kind: 'token' }>
  | { kind: 'token'; token: Address; to: Address; amount: string }

/**
 * A new order's plan: `ready` with the submit step and the order it encodes, and the `shortfall`
 * when the order sends more than the wallet holds now (the screen holds it back until the signer
 * submits it anyway: it executes once the wallet holds enough, or is cancelled); `refused` when the
 * account is not a signer of the wallet as read now (`noPermission`: the wallet would revert) or a
 * token transfer names a contract that does not answer as a token (`notToken`); `invalid` with the
 * encoder's code and detail when the draft does not encode (a bad ABI, function, argument, amount
 * or data); `unread` with the node's error when a read failed.
 */
export type MultisigOrderPlan =
  | { status: 'ready'; steps: Step[]; order: EncodedMultisigOrder; shortfall?: MultisigShortfall | undefined }
  | { status: 'refused'; reason: 'noPermission' | 'notToken' }
  | { status: 'invalid'; code: MultisigOrderInputError['code']; detail: string }
  | { status: 'unread'; error: unknown }

export type PlanMultisigOrderParameters = {
  wallet: Address
  /** The wallet that submits (undefined: none connected, refused as a non-signer without reading). */
  account: Address | undefined
  draft: MultisigOrderDraft
}

/**
 * Plans a new multisig order (issue 78: the screen renders a core plan): reads at the newest block
 * whether the account is a signer (the wallet's `submit` requires it) and, for a token transfer,
 * the token's decimals; encodes the draft (encodeMultisigOrder), and reads what the wallet holds
 * against what the order sends (checkMultisigOrderFunds). The signer check comes first, as the
 * form always said "No permission" before anything else.
 *
 * @example
 * const plan = await planMultisigOrder(publicClient, { wallet, account, draft: { kind: 'native', to, amount: '1' } })
 * if (plan.status === 'ready' && !plan.shortfall) await run(plan.steps)
 */
export async function planMultisigOrder(
  client: PublicClient,
  { wallet, account, draft }: PlanMultisigOrderParameters,
): Promise<MultisigOrderPlan> {
  if (!account) return { status: 'refused', reason: 'noPermission' }
  let input: MultisigOrderInput
  let blockNumber: bigint
  try {
    const block = await client.getBlock({ blockTag: 'latest' })
    blockNumber = block.number
    const [[isSigner], token] = await Promise.all([
      readContractsAt(client, blockNumber, [
        { address: wallet, abi: multisigWalletAbi, functionName: 'isSigner', args: [account] },
      ]),
      draft.kind === 'token' ? readToken(client, { token: draft.token }) : undefined,
    ])
    if (!isSigner) return { status: 'refused', reason: 'noPermission' }
    if (draft.kind !== 'token') input = draft
    else if (token) input = { ...draft, decimals: token.decimals }
    else return { status: 'refused', reason: 'notToken' }
  } catch (error) {
    return { status: 'unread', error }
  }
  let order: EncodedMultisigOrder
  try {
    order = encodeMultisigOrder(wallet, input)
  } catch (error) {
    if (error instanceof MultisigOrderInputError)
      return { status: 'invalid', code: error.code, detail: error.detail }
    return { status: 'invalid', code: 'invalidData', detail: '' }
  }
  let shortfall: MultisigShortfall | undefined
  try {
    shortfall = await checkMultisigOrderFunds(client, wallet, order, { blockNumber })
  } catch (error) {
    return { status: 'unread', error }
  }
  return { status: 'ready', steps: [submitMultisigOrderStep(wallet, order)], order, shortfall }
}
