import type { RunStepsResult, Step, StepProgress } from '@tokenbox/core/transactions/types.ts'
import type { LazyNamespace } from '@tokenbox/ui/i18n/languages.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Flex, Row, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { StepsProgress } from './StepsProgress.tsx'

/** A create flow's run as its hook gives it (usePlannedRun's fields, the step titles, the new address). */
export type CreationRun = {
  steps: readonly Step[]
  titles: readonly string[]
  progress: StepProgress | null
  result: RunStepsResult | null
  created: string | undefined
  /** The plan exempts the new contract from a TokenBox tax token's fees first. */
  exemption?: boolean
}

/**
 * A create screen: the form's panel (`children`, titled `title`) on the left, and on the right the
 * live summary, a notice when the plan adds a tax exemption first (`create.exemption`), the steps
 * with their progress once they run, and the new contract's address with a button that opens it.
 * The right column's words are the namespace's `summary.title`, `create.progress`,
 * `create.created` and `create.open`. Test ids: `<prefix>-exemption`, `<prefix>-create-progress`,
 * `<prefix>-create-error`, `<prefix>-created`, `<prefix>-created-address`, `<prefix>-created-open`.
 *
 * @example
 * <CreateColumns ns="mining" title={t('create.title')} testIdPrefix="mining" summary={<MiningSummary form={form} />}
 *   run={creation} onOpen={onOpen}>{form}</CreateColumns>
 */
export function CreateColumns({
  ns,
  title,
  testIdPrefix,
  summary,
  run,
  onOpen,
  children,
}: {
  ns: LazyNamespace
  title: ReactNode
  testIdPrefix: string
  summary: ReactNode
  run: CreationRun
  onOpen: (address: string) => void
  children: ReactNode
}) {
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={title}>{children}</Panel>
      </Col>
      <Col xs={24} lg={10}>
        <CreateFlowColumn ns={ns} testIdPrefix={testIdPrefix} summary={summary} run={run} onOpen={onOpen} />
      </Col>
    </Row>
  )
}

function CreateFlowColumn({
  ns,
  testIdPrefix,
  summary,
  run,
  onOpen,
}: {
  ns: LazyNamespace
  testIdPrefix: string
  summary: ReactNode
  run: CreationRun
  onOpen: (address: string) => void
}) {
  const { t } = useTranslation(ns)
  const { created } = run
  return (
    <Flex vertical gap={20}>
      <Panel title={t('summary.title')}>{summary}</Panel>
      {run.exemption && (
        <Alert type="info" showIcon title={t('create.exemption')} data-testid={`${testIdPrefix}-exemption`} />
      )}
      {run.steps.length > 0 && (
        <Panel title={t('create.progress')}>
          <StepsProgress
            layout="list"
            steps={run.steps}
            titles={run.titles}
            progress={run.progress}
            result={run.result}
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
          title={t('create.created')}
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
                {t('create.open')}
              </Button>
            </Flex>
          }
        />
      )}
    </Flex>
  )
}
