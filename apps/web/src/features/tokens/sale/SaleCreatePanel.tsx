import { Alert, Button, Col, Flex, Form, Row } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { Panel } from '../../../app/layout/Panel.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { CreatedTokenResult } from '../create/CreatedTokenResult.tsx'
import { skippedReason, verificationFailureText, verificationState } from '../create/verificationOutcome.ts'
import { SaleFormFields } from './SaleFormFields.tsx'
import { SaleSummary } from './SaleSummary.tsx'
import { defaultSaleFormValues, type SaleFormValues } from './saleFormValues.ts'
import { useSaleCreate } from './useSaleCreate.ts'

/** The spec's creation progress (spec 001 section 4): the token's transaction, then its verification. */
const creationStages = ['initiating', 'awaitingConfirmation', 'generating', 'verifying'] as const

/**
 * Create Token for the standard sale token: the token, the sale's figures, the exchange and the
 * LP's fate, the live summary of owner powers and of where the coin goes, then the deployment and
 * "Sourcecode Verify" as for every template. A failed transaction leaves the form as typed.
 */
export function SaleCreatePanel({ onOpenSale }: { onOpenSale: (address: string) => void }) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { address } = useConnection()
  const [form] = Form.useForm<SaleFormValues>()
  const creation = useSaleCreate()
  const { entry } = useConnectedChainEntry()
  // The default end is a week from when the screen opened.
  const [initialValues] = useState(() => defaultSaleFormValues(Date.now()))
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
            onFinish={creation.submit}
            disabled={running || preparing}
            requiredMark={false}
            data-testid="create-token-form"
          >
            <SaleFormFields locker={creation.locker} coin={entry?.nativeCurrency.symbol ?? 'ETH'} />
            {!address && (
              <Alert
                type="warning"
                showIcon
                title={t('connectWallet', { ns: 'errors' })}
                style={{ marginBottom: 16 }}
              />
            )}
            {prepareError && (
              <ErrorAlert
                message={prepareError}
                testId="create-token-prepare-error"
                style={{ marginBottom: 16 }}
              />
            )}
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={running || preparing}
              disabled={!address}
              data-testid="create-token-submit"
            >
              {t('create.submit')}
            </Button>
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={20} style={{ position: 'sticky', top: 16 }}>
          <Panel title={t('summary.title')}>
            <SaleSummary form={form} />
          </Panel>
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
                    onManage={() => onOpenSale(created.address)}
                    manageLabel={t('sale.result.open')}
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
