import { type OnlineMintRun, onlineMintRange } from '@tokenbox/core/inscription/onlineMintRun.ts'
import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Alert, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { InscribeResult } from '../InscribeResult.tsx'

/**
 * The online run on screen: why it stopped early when the tick filled up, each transaction (a mint,
 * or a bulk contract call's range of mints), the result, and after a failure how many mints went.
 */
export function OnlineMintProgress({
  run,
  steps,
  progress,
  result,
  mintedOut,
  sent,
}: {
  run: OnlineMintRun | null
  steps: readonly Step[]
  progress: StepProgress | null
  result: RunStepsResult | null
  mintedOut: boolean
  /** Mints sent before the run stopped or failed. */
  sent: number
}) {
  const { t } = useTranslation('inscription')
  return (
    <Flex vertical gap={16} style={{ marginTop: 20 }}>
      {mintedOut && (
        <Alert type="warning" showIcon title={t('online.mintedOut')} data-testid="online-minted-out" />
      )}
      <StepsProgress
        layout="list"
        steps={steps}
        titles={steps.map((_, index) =>
          run?.method === 'contract'
            ? t('online.callNumber', onlineMintRange(run, index))
            : t('progress.mintNumber', { number: index + 1 }),
        )}
        progress={progress}
        result={result}
        testId="online-mint-progress"
      />
      <InscribeResult result={result} prefix="online-mint" numbered={Boolean(run?.texts?.length)} />
      {result?.status === 'failed' && (
        <Typography.Text type="secondary" data-testid="online-mint-sent" data-done={sent}>
          {t('online.sentSoFar', { count: sent })}
        </Typography.Text>
      )}
    </Flex>
  )
}
