import type { MultisigShortfall } from '@tokenbox/core/multisig/multisigFunds.ts'
import {
  type OrderKind,
  type OrderValues,
  toOrderDraft,
} from '@tokenbox/core/multisig/multisigOrderValues.ts'
import { submittedMultisigOrder } from '@tokenbox/core/multisig/multisigSteps.ts'
import { type MultisigOrderPlan, planMultisigOrder } from '@tokenbox/core/multisig/planMultisigOrder.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useToken } from '../../app/tokens/useToken.ts'
import { usePlannedRun } from '../../app/transactions/usePlannedRun.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

type ReadyPlan = Extract<MultisigOrderPlan, { status: 'ready' }>

/**
 * The New order form's flow, owned here so the form only renders: the kind of order, the token a
 * token order names (read for its symbol and the wallet's balance), each submission through core's
 * plan (planMultisigOrder: the signer and the token read at the newest block, the draft encoded, the
 * wallet's funds checked) and the runner. An order above what the wallet holds is held back with its
 * shortfall until `submitAnyway`; `problem` is why an order was refused, in the user's words; the
 * id of the order submitted is kept, and `onSent` runs after it.
 *
 * @example
 * const order = useNewOrder(state.address, Form.useWatch('token', form), () => form.resetFields())
 * <Form onFinish={order.submit}>
 */
export function useNewOrder(wallet: Address, tokenText: string | undefined, onSent: () => void) {
  const { t } = useTranslation('multisig')
  const { address } = useConnection()
  const publicClient = usePublicClient({ chainId: useCurrentNetwork().chainId })
  const token = useToken(tokenText, { owner: wallet })
  const flow = usePlannedRun<ReadyPlan>()
  const [kind, setKind] = useState<OrderKind>('native')
  const [problem, setProblem] = useState<string>()
  // An order held back by the funds warning, sent as it is by "Create anyway".
  const [held, setHeld] = useState<ReadyPlan & { shortfall: MultisigShortfall }>()
  const [submitted, setSubmitted] = useState<bigint>()

  const run = async (prepare: () => Promise<ReadyPlan | undefined>) => {
    const outcome = await flow.start(prepare)
    if (outcome?.status !== 'done') return
    setSubmitted(submittedMultisigOrder(outcome.results[0]?.receipt?.logs ?? []))
    onSent()
  }

  const submit = async (values: OrderValues) => {
    setProblem(undefined)
    setSubmitted(undefined)
    setHeld(undefined)
    if (!publicClient) return
    await run(async () => {
      const plan = await planMultisigOrder(publicClient, {
        wallet,
        account: address,
        draft: toOrderDraft(kind, values),
      })
      if (plan.status === 'unread') throw plan.error
      if (plan.status === 'refused') {
        setProblem(
          plan.reason === 'noPermission' ? t('noPermission', { ns: 'errors' }) : t('validation.notToken'),
        )
        return undefined
      }
      if (plan.status === 'invalid') {
        setProblem(t(`validation.${plan.code}`, { name: plan.detail }))
        return undefined
      }
      if (plan.shortfall) {
        setHeld({ ...plan, shortfall: plan.shortfall })
        return undefined
      }
      return plan
    })
  }

  const submitAnyway = async () => {
    if (!held) return
    setHeld(undefined)
    await run(async () => held)
  }

  return {
    kind,
    changeKind: (next: OrderKind) => {
      setKind(next)
      setProblem(undefined)
      setHeld(undefined)
    },
    token,
    submit,
    submitAnyway,
    /** The form changed: an order held back no longer matches it. */
    release: () => setHeld(undefined),
    shortfall: held?.shortfall,
    problem,
    submitted,
    busy: flow.preparing || flow.running,
    running: flow.running,
    progress: flow.progress,
    result: flow.result,
    readError: flow.prepareError,
  }
}
