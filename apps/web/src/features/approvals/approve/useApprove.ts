import { type AllowancePlan, planAllowance } from '@tokenbox/core/approvals/planAllowance.ts'
import { parseDraftAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { getAddress, isAddress, maxUint256 } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useToken } from '../../../app/tokens/useToken.ts'
import { usePlannedRun } from '../../../app/transactions/usePlannedRun.ts'

type ReadyPlan = Extract<AllowancePlan, { status: 'ready' }>

export type ApproveValues = { token: string; spender: string; amount?: string; unlimited?: boolean }

/**
 * Approve's flow, owned here so the panel only renders: the token the form names with the wallet's
 * balance and its allowance to the spender typed (read once the spender is an address), and the
 * allowance set through core's plan (planAllowance: the allowance read again at the newest block,
 * a reset to 0 first where the token needs it) and the runner; the token is read again after.
 *
 * @example
 * const approval = useApprove(token, spender)
 * <Form onFinish={approval.submit} />
 */
export function useApprove(tokenText: string | undefined, spenderText: string | undefined) {
  const { address: owner } = useConnection()
  const typedSpender = spenderText?.trim()
  const token = useToken(tokenText, {
    owner,
    spender: typedSpender && isAddress(typedSpender) ? typedSpender : undefined,
  })
  const publicClient = usePublicClient()
  const flow = usePlannedRun<ReadyPlan>()

  const submit = async (values: ApproveValues) => {
    const info = token.data
    if (!info || !owner || !publicClient) return
    await flow.start(async () => {
      const plan = await planAllowance(publicClient, {
        token: getAddress(values.token.trim()),
        owner,
        spender: getAddress(values.spender.trim()),
        amount: values.unlimited ? maxUint256 : parseDraftAmount(values.amount!, info.decimals),
      })
      if (plan.status === 'unread') throw plan.error
      return plan
    })
    await token.refetch()
  }

  return { ...flow, token, submit, busy: flow.preparing || flow.running }
}
