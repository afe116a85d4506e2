import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { defaultLaunchFormValues, type LaunchFormValues } from '@tokenbox/core/launch/launchFormValues.ts'
import { launchStepIssue, launchWizardSteps, planLaunch } from '@tokenbox/core/launch/planLaunch.ts'
import type { LaunchPlan, LaunchTemplateId } from '@tokenbox/core/launch/types.ts'
import { Form } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection, usePublicClient } from 'wagmi'
import { useLaunchAssets } from './useLaunchAssets.ts'
import type { useLaunchRun } from './useLaunchRun.ts'

/**
 * The launch wizard's flow, owned here so the wizard only renders: the one form of every step, the
 * step shown, the token and quote coin it prices (useLaunchAssets), each step's Next checked by its
 * fields' rules and core's launchStepIssue, and the start through core's plan (planLaunch: the steps
 * checked again, the chain's clock read, the plan built) handed to `onStart`. `issue` is why a step
 * or the start was refused, in the launch's words; `readError` a read of the chain that failed.
 *
 * @example
 * const wizard = useLaunchWizard({ entry, template, locker: launch.locker, onStart: launch.start })
 * <Button onClick={wizard.next} />
 */
export function useLaunchWizard({
  entry,
  template,
  locker,
  onStart,
}: {
  entry: ChainEntry
  template: LaunchTemplateId
  locker: ReturnType<typeof useLaunchRun>['locker']
  onStart: (plan: LaunchPlan) => Promise<void>
}) {
  const { t } = useTranslation('launch')
  const { address: account } = useConnection()
  const publicClient = usePublicClient({ chainId: entry.id })
  const [form] = Form.useForm<LaunchFormValues>()
  const [initialValues] = useState(() => defaultLaunchFormValues(account, template))
  const [current, setCurrent] = useState(0)
  const [issue, setIssue] = useState<string | undefined>()
  const [readError, setReadError] = useState<ErrorMessage | undefined>()
  const [starting, setStarting] = useState(false)
  const watched = (Form.useWatch([], { form, preserve: true }) ?? initialValues) as LaunchFormValues
  const values = { ...initialValues, ...watched }
  const assets = useLaunchAssets(entry, values, account)
  // Every step's values, also those of steps not shown now.
  const all = () => ({ ...initialValues, ...form.getFieldsValue(true) }) as LaunchFormValues

  const next = async () => {
    setIssue(undefined)
    try {
      await form.validateFields()
    } catch {
      return
    }
    const step = launchWizardSteps[current] ?? 'review'
    const found = launchStepIssue(step, all(), {
      account,
      existingTokenFound: Boolean(assets.token),
      locker: locker.data,
    })
    if (found) return setIssue(t(found))
    setCurrent(current + 1)
  }

  const launch = async () => {
    if (!account || !publicClient || !assets.token || !assets.quote) return
    setIssue(undefined)
    setReadError(undefined)
    setStarting(true)
    try {
      const plan = await planLaunch(publicClient, {
        values: all(),
        chainId: entry.id,
        account,
        wrappedNative: entry.wrappedNative,
        tokenDecimals: assets.token.decimals,
        quoteDecimals: assets.quote.decimals,
        locker: locker.data,
        nowMs: Date.now(),
      })
      if (plan.status === 'refused') return setIssue(t(plan.issue))
      if (plan.status === 'unread') return setReadError(toErrorMessage(plan.error, { reading: true }))
      await onStart(plan.launch)
    } finally {
      setStarting(false)
    }
  }

  return {
    form,
    initialValues,
    values,
    assets,
    current,
    back: () => setCurrent(current - 1),
    issue,
    readError,
    starting,
    next,
    launch,
  }
}
