import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import { StepsProgress } from './StepsProgress.tsx'

/**
 * A create screen's right column: the live summary, a notice about the plan (e.g. a tax exemption
 * added first), the steps with their progress once they run, and the new contract's address with a
 * button that opens it. Test ids: `<prefix>-create-progress`, `<prefix>-create-error`,
 * `<prefix>-created`, `<prefix>-created-address`, `<prefix>-created-open`.
 *
 * @example
 * <CreateFlowColumn testIdPrefix="mining" summaryTitle={t('summary.title')} summary={<MiningSummary form={form} />} … />
 */
export function CreateFlowColumn({
  testIdPrefix,
  summaryTitle,
  summary,
  notice,
  progressTitle,
  steps,
  titles,
  progress,
  result,
  created,
  createdTitle,
  openLabel,
  onOpen,
}: {
  testIdPrefix: string
  summaryTitle: ReactNode
  summary: ReactNode
  notice?: ReactNode
  progressTitle: ReactNode
  steps: readonly Step[]
  titles: readonly string[]
  progress: StepProgress | null
  result: RunStepsResult | null
  created: string | undefined
  createdTitle: ReactNode
  openLabel: ReactNode
  onOpen: (address: string) => void
}) {
  return (
    <Flex vertical gap={20}>
      <Panel title={summaryTitle}>{summary}</Panel>
      {notice}
      {steps.length > 0 && (
        <Panel title={progressTitle}>
          <StepsProgress
            layout="list"
            steps={steps}
            titles={titles}
            progress={progress}
            result={result}
            testId={`${testIdPrefix}-create-progress`}
            errorTestId={`${testIdPrefix}-create-error`}
          />
        </Panel>
      )}
      {created && (
        <Alert
          type="success"
          showIcon
          data-testid={`${testIdPrefix}-created`}
          title={createdTitle}
          description={
            <Flex vertical gap={8} align="flex-start">
              <Typography.Text code copyable data-testid={`${testIdPrefix}-created-address`}>
                {created}
              </Typography.Text>
              <Button
                type="primary"
                onClick={() => onOpen(created)}
                data-testid={`${testIdPrefix}-created-open`}
              >
                {openLabel}
              </Button>
            </Flex>
          }
        />
      )}
    </Flex>
  )
}
