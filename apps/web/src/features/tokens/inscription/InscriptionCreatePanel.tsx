import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  InfoCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import { type ErrorMessage, toErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { reportDeployment } from '@tokenbox/core/webApi/deployments.ts'
import { Alert, Button, Col, Flex, Form, Input, Row, Switch, Typography, theme } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { useChainBuild } from '../../../app/contracts/useChainBuild.ts'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { Panel } from '../../../app/layout/Panel.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { type CreatedToken, CreatedTokenResult } from '../create/CreatedTokenResult.tsx'
import { type CreateFlow, createFlow } from '../create/createFlow.ts'
import { issueRule } from '../create/issueRule.ts'
import type { SummaryLine } from '../create/summaryLines.ts'
import {
  validateAddress,
  validateAmount,
  validateTokenName,
  validateTokenSymbol,
  validateWhole,
} from '../create/validateTokenFields.ts'
import { skippedReason, verificationFailureText, verificationState } from '../create/verificationOutcome.ts'
import { WholeNumberInput } from '../create/WholeNumberInput.tsx'
import { InscriptionText } from './InscriptionText.tsx'
import {
  defaultInscriptionFormValues,
  type InscriptionFormValues,
  inscriptionDecimals,
  inscriptionSummaryLines,
  maxMintsPerAddress,
  toInscriptionParameters,
  validateInscriptionFigures,
} from './inscriptionFormValues.ts'

const creationStages = ['initiating', 'awaitingConfirmation', 'generating', 'verifying'] as const

/**
 * Create Token for an inscription token: the figures, an optional stated allocation, the live
 * summary with the deploy and mint texts, then the deployment and "Sourcecode Verify" as for every
 * template (the shared createFlow). A failed transaction leaves the form as typed.
 */
export function InscriptionCreatePanel({ onMint }: { onMint: (address: string) => void }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { token } = theme.useToken()
  const { address, chainId } = useConnection()
  const [form] = Form.useForm<InscriptionFormValues>()
  const values = (Form.useWatch([], form) ?? {}) as Partial<InscriptionFormValues>
  const allocationEnabled = Form.useWatch('allocationEnabled', form)
  const { run, progress, result, running } = useStepRunner()
  const ensureBuild = useChainBuild()
  const [created, setCreated] = useState<CreatedToken | null>(null)
  const [started, setStarted] = useState(false)
  const [preparing, setPreparing] = useState(false)
  const [prepareError, setPrepareError] = useState<ErrorMessage | null>(null)
  const [flow, setFlow] = useState<CreateFlow>({ steps: [], tokenIndex: 0, verifyIndex: 1 })

  useEffect(() => {
    if (address && !form.isFieldTouched('allocationRecipient'))
      form.setFieldValue('allocationRecipient', address)
  }, [address, form])

  const submit = async (formValues: InscriptionFormValues) => {
    if (!address) return
    const parameters = toInscriptionParameters(formValues, address)
    setPreparing(true)
    setPrepareError(null)
    let next: CreateFlow
    try {
      next = await createFlow('inscription', parameters, await ensureBuild())
    } catch (error) {
      setPrepareError(toErrorMessage(error))
      return
    } finally {
      setPreparing(false)
    }
    setFlow(next)
    setCreated(null)
    setStarted(true)
    const outcome = await run(next.steps)
    const deployed = outcome.results[next.tokenIndex]
    if (deployed?.contractAddress) {
      if (chainId && deployed.hash)
        void reportDeployment({
          kind: 'token',
          chainId,
          address: deployed.contractAddress,
          template: 'inscription',
          txHash: deployed.hash,
          deployer: address,
        })
      setCreated({
        address: deployed.contractAddress,
        symbol: parameters.symbol,
        decimals: parameters.decimals,
        hash: deployed.hash,
      })
    }
  }

  const retryVerification = () => {
    if (result?.status === 'failed' && result.stepIndex >= flow.verifyIndex) void run(flow.steps, result)
  }

  const summary = inscriptionSummaryLines(values, t, i18n.language)
  const verification = verificationState(progress, result, flow.verifyIndex)
  const creationFailed = result?.status === 'failed' && result.stepIndex < flow.verifyIndex
  const skipped = skippedReason(result, flow.verifyIndex)
  const icon = (tone: SummaryLine['tone']) =>
    tone === 'ok' ? (
      <CheckCircleOutlined style={{ color: token.colorSuccess }} />
    ) : tone === 'warn' ? (
      <WarningOutlined style={{ color: token.colorWarning }} />
    ) : tone === 'invalid' ? (
      <CloseCircleOutlined style={{ color: token.colorError }} />
    ) : (
      <InfoCircleOutlined style={{ color: token.colorPrimary }} />
    )
  const amountRule = (field: string, allowZero = false) =>
    issueRule(t, (value: string) => validateAmount(value, inscriptionDecimals, { field, allowZero }))

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t('create.title')}>
          <Form
            form={form}
            layout="vertical"
            initialValues={defaultInscriptionFormValues(address)}
            onFinish={submit}
            disabled={running || preparing}
            requiredMark={false}
            data-testid="create-token-form"
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="name" label={t('form.name')} rules={[issueRule(t, validateTokenName)]}>
                  <Input placeholder={t('form.namePlaceholder')} maxLength={64} data-testid="token-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="symbol"
                  label={t('inscription.form.tick')}
                  tooltip={t('inscription.form.tickHint')}
                  rules={[issueRule(t, validateTokenSymbol)]}
                >
                  <Input placeholder="insc" maxLength={16} data-testid="token-symbol" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="maxSupply"
                  label={t('inscription.form.maxSupply')}
                  tooltip={t('inscription.form.maxSupplyHint')}
                  rules={[amountRule('inscription.form.maxSupply')]}
                >
                  <Input inputMode="decimal" data-testid="ins-max-supply" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="amountPerMint"
                  label={t('inscription.form.amountPerMint')}
                  tooltip={t('inscription.form.amountPerMintHint')}
                  dependencies={['maxSupply', 'allocation', 'allocationEnabled', 'mintsPerAddress']}
                  rules={[
                    amountRule('inscription.form.amountPerMint'),
                    issueRule(t, () => validateInscriptionFigures(form.getFieldsValue(true))),
                  ]}
                >
                  <Input inputMode="decimal" data-testid="ins-amount-per-mint" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="mintsPerAddress"
                  label={t('inscription.form.mintsPerAddress')}
                  tooltip={t('inscription.form.mintsPerAddressHint')}
                  rules={[issueRule(t, (value: number) => validateWhole(value, 1, maxMintsPerAddress))]}
                >
                  <WholeNumberInput data-testid="ins-mints-per-address" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="allocationEnabled"
                  label={t('inscription.form.allocationEnabled')}
                  tooltip={t('inscription.form.allocationEnabledHint')}
                  valuePropName="checked"
                >
                  <Switch data-testid="ins-allocation-enabled" />
                </Form.Item>
              </Col>
              {allocationEnabled && (
                <>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="allocation"
                      label={t('inscription.form.allocation')}
                      rules={[amountRule('inscription.form.allocation')]}
                    >
                      <Input inputMode="decimal" data-testid="ins-allocation" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="allocationRecipient"
                      label={t('inscription.form.allocationRecipient')}
                      rules={[
                        issueRule(t, (value: string) =>
                          validateAddress(value, 'inscription.form.allocationRecipient'),
                        ),
                      ]}
                    >
                      <Input placeholder="0x…" spellCheck={false} data-testid="ins-allocation-recipient" />
                    </Form.Item>
                  </Col>
                </>
              )}
            </Row>
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
            <Flex vertical gap={10} data-testid="token-summary">
              {summary.lines.map((line) => (
                <Flex
                  key={line.id}
                  gap={8}
                  align="baseline"
                  data-testid={`summary-${line.id}`}
                  data-tone={line.tone}
                >
                  {icon(line.tone)}
                  <Typography.Text type={line.tone === 'invalid' ? 'danger' : undefined}>
                    {line.text}
                  </Typography.Text>
                </Flex>
              ))}
              {summary.deployText && (
                <>
                  <Typography.Text type="secondary">{t('inscription.summary.deployText')}</Typography.Text>
                  <InscriptionText text={summary.deployText} testId="ins-deploy-text" />
                  <Typography.Text type="secondary">{t('inscription.summary.mintText')}</Typography.Text>
                  <InscriptionText text={summary.mintText!} testId="ins-mint-text" />
                </>
              )}
            </Flex>
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
                    onManage={() => onMint(created.address)}
                    manageLabel={t('inscription.result.mint')}
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
                        onClick={retryVerification}
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
