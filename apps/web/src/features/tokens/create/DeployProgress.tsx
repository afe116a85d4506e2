import type { StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Steps } from 'antd'
import { useTranslation } from 'react-i18next'

/** The spec's creation progress (spec 001 section 4), one item each. */
const stages = ['initiating', 'awaitingConfirmation', 'generating', 'verifying'] as const

export type VerificationState = 'pending' | 'running' | 'verified' | 'skipped' | 'failed'

/**
 * Initiating -> Waiting for confirmation -> Generating token -> Sourcecode Verify, driven by the
 * step runner's progress of the deploy step and by the verification that follows it.
 */
export function DeployProgress({
  progress,
  failed,
  verification,
}: {
  progress: StepProgress | null
  failed: boolean
  verification: VerificationState
}) {
  const { t } = useTranslation('tokens')
  let current = 0
  if (progress?.step.type === 'deploy') {
    current =
      progress.state === 'done' ? 3 : Math.max(0, stages.indexOf(progress.state as (typeof stages)[number]))
  } else if (progress) {
    current = 3
  }
  if (verification !== 'pending') current = 3
  const finished = verification === 'verified' || verification === 'skipped'
  return (
    <Steps
      size="small"
      data-testid="deploy-progress"
      current={finished ? 4 : current}
      status={failed || verification === 'failed' ? 'error' : 'process'}
      items={stages.map((stage) => ({
        title: t(`progress.${stage}`),
        description:
          stage === 'verifying' && verification !== 'pending'
            ? t(`progress.verification.${verification}`)
            : undefined,
      }))}
    />
  )
}
