import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Flex, Form, type FormInstance, Row } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { CreatedTokenResult } from './CreatedTokenResult.tsx'
import type { useTemplateCreate } from './useTemplateCreate.ts'
import { skippedReason, verificationFailureText, verificationState } from './verificationOutcome.ts'

/** The spec's creation progress (spec 001 section 4): the token's transaction, then its verification. */
const creationStages = ['initiating', 'awaitingConfirmation', 'generating', 'verifying'] as const

type TemplateCreation = ReturnType<typeof useTemplateCreate>

/**
 * Create Token for a template with its own form (sale, fair launch, inscription): the form's fields beside the
 * live summary, then the deployment and "Sourcecode Verify" as for every template, and the token's
 * own screen one click away. A failed transaction leaves the form as typed.
 */
export function TemplateCreatePanel<Values extends object>({
  form,
  initialValues,
  creation,
  submit,
  fields,
  summary,
  onOpen,
  openLabel,
}: {
  form: FormInstance<Values>
  initialValues: Values
  creation: TemplateCreation
  submit: (values: Values) => Promise<void>
  fields: ReactNode
  summary: ReactNode
  onOpen: (address: string) => void
  openLabel: string
}) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { address } = useConnection()
  const { progress, result, running, preparing, prepareError, created, started, flow } = creation
  const verification = verificationState(progress, result, flow.verifyIndex)
  const creationFailed = result?.status === 'failed' && result.stepIndex < flow.verifyIndex
  const skipped = skippedReason(result, flow.verifyIndex)

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t('create.title')}>
          <Form
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={submit}
            disabled={running || preparing}
            requiredMark={false}
            data-testid="create-token-form"
          >
            {fields}
            <CreateSubmitFooter
              connected={!!address}
              prepareError={prepareError}
              busy={running || preparing}
              label={t('create.submit')}
              submitTestId="create-token-submit"
              prepareErrorTestId="create-token-prepare-error"
            />
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={20} style={{ position: 'sticky', top: 16 }}>
          <Panel title={t('summary.title')}>{summary}</Panel>
          {started && (
            <Panel title={t('progress.title')} data-testid="create-progress">
              <Flex vertical gap={16}>
                <StepsProgress
                  layout="stages"
                  stages={creationStages}
                  titles={{ generating: t('progress.generating') }}
                  descriptions={{
                    verifying:
                      verification === 'pending' ? undefined : t(`progress.verification.${verification}`),
                  }}
                  progress={progress}
                  result={result}
                  testId="deploy-progress"
                />
                {creationFailed && <StepError result={result} testId="create-token-error" />}
                {created && (
                  <CreatedTokenResult
                    created={created}
                    onManage={() => onOpen(created.address)}
                    manageLabel={openLabel}
                  />
                )}
                {skipped && (
                  <Alert
                    type="info"
                    showIcon
                    data-testid="verify-skipped"
                    title={t(`verify.skipped.${skipped}`)}
                  />
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
          )}
        </Flex>
      </Col>
    </Row>
  )
}
