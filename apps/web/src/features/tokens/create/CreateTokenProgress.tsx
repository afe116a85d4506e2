import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { CreatedTokenResult } from './CreatedTokenResult.tsx'
import type { useTemplateCreate } from './useTemplateCreate.ts'
import { skippedReason, verificationFailureText, verificationState } from './verificationOutcome.ts'

/** The spec's creation progress (spec 001 section 4): the token's transaction, then its verification. */
const creationStages = ['initiating', 'awaitingConfirmation', 'generating', 'verifying'] as const

/**
 * A token creation's progress, shown once it started, the same on every create screen: the spec's
 * stages, a failed transaction's reason, the new token, and a verification that was skipped or
 * failed (with a retry of the verification alone).
 *
 * @example
 * <CreateTokenProgress creation={creation} onManage={open} />
 */
export function CreateTokenProgress({
  creation,
  onManage,
  manageLabel,
}: {
  creation: ReturnType<typeof useTemplateCreate>
  onManage: (address: string) => void
  /** The token's own screen's button, where it is not Manage Token. */
  manageLabel?: string
}) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { progress, result, running, created, started, flow } = creation
  if (!started) return null
  const verification = verificationState(progress, result, flow.verifyIndex)
  const creationFailed = result?.status === 'failed' && result.stepIndex < flow.verifyIndex
  const skipped = skippedReason(result, flow.verifyIndex)
  return (
    <Panel title={t('progress.title')} data-testid="create-progress">
      <Flex vertical gap={16}>
        <StepsProgress
          layout="stages"
          stages={creationStages}
          titles={{ generating: t('progress.generating') }}
          descriptions={{
            verifying: verification === 'pending' ? undefined : t(`progress.verification.${verification}`),
          }}
          progress={progress}
          result={result}
          testId="deploy-progress"
        />
        {creationFailed && <StepError result={result} testId="create-token-error" />}
        {created && (
          <CreatedTokenResult
            created={created}
            onManage={() => onManage(created.address)}
            manageLabel={manageLabel}
          />
        )}
        {skipped && (
          <Alert type="info" showIcon data-testid="verify-skipped" title={t(`verify.skipped.${skipped}`)} />
        )}
        {result?.status === 'failed' && result.stepIndex >= flow.verifyIndex && (
          <Alert
            type="warning"
            showIcon
            data-testid="verify-error"
            title={verificationFailureText(t, result.error)}
            action={
              <Button
                size="small"
                onClick={creation.retryVerification}
                loading={running}
                data-testid="verify-retry"
              >
                {t('verify.retry')}
              </Button>
            }
          />
        )}
      </Flex>
    </Panel>
  )
}
