import { useQuery } from '@tanstack/react-query'
import { tokenLockerRuntime } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { tokenSaleHubRuntime } from '@tokenbox/core/contracts/TokenSaleHub.abi.ts'
import { isLaunchTemplate } from '@tokenbox/core/launch/types.ts'
import type { CreateTokenParameters } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import { dividendExclusions } from '@tokenbox/core/tokens/dividends/dividendExclusions.ts'
import {
  defaultSaleFormValues,
  type SaleFormValues,
  toHubSaleParameters,
} from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { swapEngineQueryOptions } from '@tokenbox/core/tokens/swapEngine.ts'
import {
  defaultTokenFormValues,
  type TokenFormValues,
  toCreateTokenParameters,
} from '@tokenbox/core/tokens/tokenFormValues.ts'
import {
  isDividendTemplate,
  isHubSaleTemplate,
  isTradingTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { launchPath } from '@tokenbox/ui/routes/routeTable.ts'
import { Alert, Button, Col, Divider, Flex, Form, Modal, Row } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useDividendTracker } from '../dividends/useDividendTracker.ts'
import { SaleFormFields } from '../sale/SaleFormFields.tsx'
import { CreatedTokenResult } from './CreatedTokenResult.tsx'
import { TokenFormFields } from './TokenFormFields.tsx'
import { TokenSummary } from './TokenSummary.tsx'
import { useTemplateCreate } from './useTemplateCreate.ts'
import { skippedReason, verificationFailureText, verificationState } from './verificationOutcome.ts'

/** The spec's creation progress (spec 001 section 4): the token's transaction, then its verification. */
const creationStages = ['initiating', 'awaitingConfirmation', 'generating', 'verifying'] as const

/**
 * Create Token: the form with its live summary, then the deployment from the user's wallet with
 * the spec's progress, then the new token's address. A refused or failed transaction shows the
 * translated reason and leaves every field as the user typed it.
 */
export function CreateTokenPanel({
  template,
  onManage,
  fields,
  toValues,
}: {
  template: TokenTemplateId
  onManage: (address: string) => void
  /** Customize: its own fields in place of the template's (the template follows its options). */
  fields?: ReactNode
  /** Customize: what the deployment and the summary read, from what the form holds. */
  toValues?: (values: TokenFormValues) => TokenFormValues
}) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { address } = useConnection()
  const tracker = useDividendTracker()
  // Tokens locked in the chain's locker could never claim their dividends: the tracker excludes the
  // locker's shared address from every book itself; a catalogue's locker elsewhere is listed here.
  const locker = useChainContract('lock', tokenLockerRuntime)
  // A `?t=1` token registers its sale with the chain's shared hub (null: none yet, the flow makes it).
  const sale = isHubSaleTemplate(template)
  const saleHub = useChainContract('saleHub', tokenSaleHubRuntime)
  const { entry } = useConnectedChainEntry()
  // Tax tokens need the chain's shared swap engine, or the deployment proxy that creates it: on a
  // chain with neither the form says so up front and offers no Create (the run would only revert).
  const trading = isTradingTemplate(template)
  const engineQuery = swapEngineQueryOptions(usePublicClient({ chainId: entry?.id }))
  const engine = useQuery({ ...engineQuery, enabled: engineQuery.enabled && trading && !!entry })
  const engineMissing = trading && engine.data === false
  const [initialValues] = useState(() => ({
    // Customize (`fields`) can switch its sale on later: its terms start from the same defaults.
    ...(sale || fields ? defaultSaleFormValues(Date.now()) : {}),
    ...defaultTokenFormValues(address, template),
  }))
  const [modal, modalContext] = Modal.useModal()
  const [form] = Form.useForm<TokenFormValues>()
  const {
    create,
    retryVerification,
    progress,
    result,
    running,
    created,
    started,
    preparing,
    prepareError,
    flow,
  } = useTemplateCreate()

  // The owner and fee address default to the wallet, until the user types their own.
  useEffect(() => {
    if (!address) return
    for (const field of [
      'owner',
      'feeRecipient',
      'marketingWallet',
      'teamWallet',
      'liquidityReceiver',
    ] as const) {
      if (!form.isFieldTouched(field)) form.setFieldValue(field, address)
    }
  }, [address, form])

  const submit = async (values: TokenFormValues) => {
    if (engineMissing) return
    const chainLocker = async () => (locker.data === undefined ? (await locker.refetch()).data : locker.data)
    // onFinish hands over the fields on screen only; Customize's template reads every field, so the
    // rest come from the form's store (their starting values).
    const typed = toValues ? toValues({ ...form.getFieldsValue(true), ...values }) : values
    let parameters: CreateTokenParameters = sale
      ? toHubSaleParameters(template, typed as TokenFormValues & SaleFormValues, await chainLocker())
      : toCreateTokenParameters(template, typed)
    if (parameters.template === 'dividend' || parameters.template === 'dividendSale') {
      parameters = {
        ...parameters,
        dividend: {
          ...parameters.dividend,
          excluded: dividendExclusions(parameters.dividend.excluded, [await chainLocker()]),
        },
      }
    }
    let hub: Address | null | undefined
    if (sale) {
      hub = saleHub.data === undefined ? (await saleHub.refetch()).data : saleHub.data
      if (hub === undefined) return
    }
    let trackerAddress: Address | null | undefined
    if (isDividendTemplate(template)) {
      trackerAddress = tracker.data ?? (await tracker.refetch()).data
      if (trackerAddress === undefined) return
      if (trackerAddress === null) {
        const confirmed = await modal.confirm({
          title: t('dividend.needTracker'),
          content: t('dividend.needTrackerHint'),
          okText: t('dividend.continue'),
          cancelText: t('dividend.cancel'),
        })
        if (!confirmed) return
      }
    }
    const run = await create(parameters, trackerAddress, hub)
    // A tracker or hub deployed by this flow sits at its shared address: read the chain again to find it.
    if (run?.flow.trackerIndex !== undefined && run.outcome.results[run.flow.trackerIndex]?.contractAddress)
      void tracker.refetch()
    if (sale && hub === null && run) void saleHub.refetch()
  }

  const verification = verificationState(progress, result, flow.verifyIndex)
  const creationFailed = result?.status === 'failed' && result.stepIndex < flow.verifyIndex
  const skipped = skippedReason(result, flow.verifyIndex)
  return (
    <Row gutter={[20, 20]}>
      {modalContext}
      <Col xs={24} lg={14}>
        <Panel title={t('create.title')}>
          {/* Templates whose pool the creator makes: the guided launch does the rest after creation.
              Not on Customize, whose options the launch's form does not offer. */}
          {!fields && isLaunchTemplate(template) && (
            <Alert
              type="info"
              showIcon
              data-testid="create-launch-link"
              style={{ marginBottom: 16 }}
              title={t('create.launchHint')}
              action={
                <Link to={`${launchPath}?${new URLSearchParams({ template })}`}>
                  {t('create.launchLink')}
                </Link>
              }
            />
          )}
          {engineMissing && (
            <ErrorAlert
              message={{ key: 'noSwapEngineProxy', params: {} }}
              testId="create-no-swap-engine"
              style={{ marginBottom: 16 }}
            />
          )}
          <Form
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={submit}
            disabled={running || preparing}
            requiredMark={false}
            data-testid="create-token-form"
          >
            {fields ?? <TokenFormFields template={template} />}
            {sale && (
              <>
                <Divider titlePlacement="start">{t('sale.tax.section')}</Divider>
                <SaleFormFields termsOnly locker={locker.data} coin={entry?.nativeCurrency.symbol ?? 'ETH'} />
              </>
            )}
            <CreateSubmitFooter
              connected={!!address}
              blocked={engineMissing}
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
        {/* Stays in view beside long forms (marketing tokens), so the summary follows the typing. */}
        <Flex vertical gap={20} style={{ position: 'sticky', top: 16 }}>
          <Panel title={t('summary.title')}>
            <TokenSummary template={template} form={form} toValues={toValues} />
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
                  <CreatedTokenResult created={created} onManage={() => onManage(created.address)} />
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
