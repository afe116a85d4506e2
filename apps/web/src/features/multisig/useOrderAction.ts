import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import {
  type MultisigOrderAction,
  type MultisigOrderActionPlan,
  planMultisigOrderAction,
} from '@tokenbox/core/multisig/planMultisigOrderAction.ts'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { usePlannedRun } from '../../app/transactions/usePlannedRun.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

type ReadyPlan = Extract<MultisigOrderActionPlan, { status: 'ready' }>

/**
 * An order card's Confirm / Revoke / Execute / Propose cancellation, owned here so the card only
 * renders: each through core's plan (planMultisigOrderAction: the wallet read again at the newest
 * block, the action checked as the wallet will, its step) and the runner, then `onChanged` after
 * any outcome (done, failed, declined or refused) so the card shows the chain's state, never a
 * guess. `refusal` is why the plan did not go (core's refusal, or a read that failed); a failed run
 * is the runner's `result`.
 *
 * @example
 * const order = useOrderAction(state.address, order.id, onChanged)
 * <Button onClick={() => order.act('confirm')} loading={order.busy && order.action === 'confirm'} />
 */
export function useOrderAction(wallet: Address, id: bigint, onChanged: () => void) {
  const { address } = useConnection()
  const publicClient = usePublicClient({ chainId: useCurrentNetwork().chainId })
  const flow = usePlannedRun<ReadyPlan>()
  const [action, setAction] = useState<MultisigOrderAction>()
  const [refusal, setRefusal] = useState<ErrorMessage | undefined>()

  const act = async (next: MultisigOrderAction) => {
    setAction(next)
    setRefusal(undefined)
    // Without a wallet nobody is a signer: said as the wallet would, nothing read.
    if (!address) return setRefusal({ key: 'noPermission', params: {} })
    if (!publicClient) return
    await flow.start(async () => {
      const plan = await planMultisigOrderAction(publicClient, { wallet, account: address, id, action: next })
      if (plan.status === 'unread') throw plan.error
      if (plan.status === 'refused') {
        setRefusal(plan.reason)
        return undefined
      }
      return plan
    })
    onChanged()
  }

  return {
    act,
    action,
    busy: flow.preparing || flow.running,
    progress: flow.progress,
    // The last run's failure is not this attempt's: hidden while the plan reads (a refusal takes its place).
    result: flow.preparing ? null : flow.result,
    running: flow.running,
    refusal: refusal ?? flow.prepareError ?? undefined,
  }
}
