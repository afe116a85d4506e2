import { type Address, getAddress, type PublicClient } from 'viem'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'
import type { ErrorMessage } from '../errors/toErrorMessage.ts'
import { readContractsAt } from '../evm/readContractsAt.ts'
import type { Plan, PlanRefusal } from '../transactions/plan.ts'
import type { CallStep } from '../transactions/types.ts'
import { multisigOrderActionStep, proposeMultisigCancelStep } from './multisigSteps.ts'

/** What a signer does with an order: its buttons on the order's card. */
export type MultisigOrderAction = 'confirm' | 'revoke' | 'execute' | 'cancel'

/**
 * An order action's plan: `ready` with its one step (the call on the wallet, or for `cancel` the
 * submission of a cancel order naming it); `refused` in the catalogue's words the wallet's own
 * refusal gets, when the wallet as read now does not allow it to the account (not a signer, the
 * order gone, executed or cancelled since the screen's read, a confirmation already given or not
 * there to revoke, too few confirmations to execute); `unread` with the node's error.
 */
export type MultisigOrderActionPlan = Plan<{ action: MultisigOrderAction; steps: CallStep[] }, PlanRefusal>

export type PlanMultisigOrderActionParameters = {
  wallet: Address
  /** The signer that acts. */
  account: Address
  /** The order's id. */
  id: bigint
  action: MultisigOrderAction
}

const say = (key: ErrorMessage['key'], params: Record<string, string> = {}): ErrorMessage => ({ key, params })

/**
 * Plans a signer's action on a multisig order (issue 78: the card renders a core plan): reads at
 * the newest block whether the account is a signer, the order, whether the account's confirmation
 * counts and how many count, checks the action as the wallet will (MultisigWallet's `confirm`,
 * `revoke`, `execute`, and `submit` of a cancel order for an undone order), and builds its step.
 * An execution the wallet cannot pay is not refused here: its estimate says why, with the raw error.
 *
 * @example
 * const plan = await planMultisigOrderAction(publicClient, { wallet, account, id: 4n, action: 'execute' })
 * if (plan.status === 'ready') await run(plan.steps)
 */
export async function planMultisigOrderAction(
  client: PublicClient,
  { wallet, account, id, action }: PlanMultisigOrderActionParameters,
): Promise<MultisigOrderActionPlan> {
  const contract = { address: getAddress(wallet), abi: multisigWalletAbi } as const
  let reason: ErrorMessage | undefined
  try {
    const { number } = await client.getBlock({ blockTag: 'latest' })
    const [isSigner, threshold, orderCount] = await readContractsAt(client, number, [
      { ...contract, functionName: 'isSigner', args: [account] },
      { ...contract, functionName: 'threshold' },
      { ...contract, functionName: 'orderCount' },
    ])
    const ref = { id: id.toString() }
    if (!isSigner) reason = say('noPermission')
    // `order` reverts for an id not submitted yet: asked only for one that is.
    else if (id >= orderCount) reason = say('orderNotFound', ref)
    else {
      const [order, confirmed, confirmations] = await readContractsAt(client, number, [
        { ...contract, functionName: 'order', args: [id] },
        { ...contract, functionName: 'isConfirmed', args: [id, account] },
        { ...contract, functionName: 'confirmationCount', args: [id] },
      ])
      if (order.executed) reason = say('orderExecuted', ref)
      else if (order.cancelled) reason = say('orderCancelled', ref)
      else if (action === 'confirm' && confirmed) reason = say('alreadyConfirmed')
      else if (action === 'revoke' && !confirmed) reason = say('notConfirmed')
      else if (action === 'execute' && confirmations < threshold)
        reason = say('notEnoughConfirmations', {
          confirmations: confirmations.toString(),
          threshold: threshold.toString(),
        })
    }
  } catch (error) {
    return { status: 'unread', error }
  }
  if (reason) return { status: 'refused', reason }
  const step =
    action === 'cancel'
      ? proposeMultisigCancelStep(contract.address, id)
      : multisigOrderActionStep(contract.address, action, id)
  return { status: 'ready', action, steps: [step] }
}
