import { Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useIsMobile } from '../../../base/useIsMobile.ts'
import { StopRunButton } from './StopRunButton.tsx'
import type { useBulkMintRun } from './useBulkMintRun.ts'

/**
 * Bulk mint's buttons by the run's phase: Start (with a failed plan's reason), Stop while it runs,
 * and once it is done "Resume" for what it left and "Again"; and the funding transfers' progress
 * while they are sent (or when one failed).
 */
export function BulkMintActions({
  run,
  busy,
  connected,
  runLeft,
  onStart,
  onResumeRest,
}: {
  run: ReturnType<typeof useBulkMintRun>
  busy: boolean
  connected: boolean
  /** Mints the finished run left unminted. */
  runLeft: number
  onStart: () => void
  onResumeRest: () => void
}) {
  const { t } = useTranslation('inscription')
  const isMobile = useIsMobile()
  return (
    <>
      {busy || run.phase === 'done' ? null : (
        <CreateSubmitFooter
          connected={connected}
          prepareError={run.setupError}
          busy={false}
          label={t('bulk.start')}
          submitTestId="bulk-mint-start"
          onClick={onStart}
        />
      )}
      {busy && (
        <StopRunButton
          stopping={run.stopping}
          disabled={run.phase !== 'minting' || run.stopping}
          onStop={run.stop}
          testId="bulk-mint-stop"
        />
      )}
      {run.phase === 'done' && (
        <Flex gap={8} vertical={isMobile}>
          {runLeft > 0 && (
            <Button
              type="primary"
              size="large"
              block
              onClick={onResumeRest}
              data-testid="bulk-mint-resume-rest"
            >
              {t('bulk.resumeRest', { count: runLeft })}
            </Button>
          )}
          <Button size="large" block onClick={onStart} data-testid="bulk-mint-again">
            {t('bulk.again')}
          </Button>
        </Flex>
      )}
      {run.fundingSteps.length > 0 &&
        (run.phase === 'funding' || run.funding.result?.status === 'failed') && (
          <StepsProgress
            layout="list"
            steps={run.fundingSteps}
            titles={run.fundingSteps.map((_, index) => t('bulk.fundNumber', { number: index + 1 }))}
            progress={run.funding.progress}
            result={run.funding.result}
            testId="bulk-mint-funding"
          />
        )}
    </>
  )
}
