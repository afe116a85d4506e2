import { isLaunchTemplate } from '@tokenbox/core/launch/types.ts'
import { defaultSaleFormValues } from '@tokenbox/core/tokens/sale/saleFormValues.ts'
import { defaultTokenFormValues, type TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { isHubSaleTemplate, type TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { launchPath } from '@tokenbox/ui/routes/routeTable.ts'
import { Alert, Col, Divider, Flex, Form, Modal, Row } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { SaleFormFields } from '../sale/SaleFormFields.tsx'
import { CreateTokenProgress } from './CreateTokenProgress.tsx'
import { CreateTokenSubmit } from './CreateTokenSubmit.tsx'
import { TokenFormFields } from './TokenFormFields.tsx'
import { TokenSummary } from './TokenSummary.tsx'
import { useTokenCreate } from './useTokenCreate.ts'

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
  // A `?t=1` token's form holds its sale's terms too.
  const sale = isHubSaleTemplate(template)
  const creation = useTokenCreate(template)
  const { engineMissing, running, preparing } = creation
  const [initialValues] = useState(() => ({
    // Customize (`fields`) can switch its sale on later: its terms start from the same defaults.
    ...(sale || fields ? defaultSaleFormValues(Date.now()) : {}),
    ...defaultTokenFormValues(address, template),
  }))
  const [modal, modalContext] = Modal.useModal()
  const [form] = Form.useForm<TokenFormValues>()

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

  // Core plans the creation; the user agrees here when it deploys the chain's dividend tracker first.
  const confirmTracker = async () =>
    Boolean(
      await modal.confirm({
        title: t('dividend.needTracker'),
        content: t('dividend.needTrackerHint'),
        okText: t('dividend.continue'),
        cancelText: t('dividend.cancel'),
      }),
    )
  // onFinish hands over the fields on screen only; Customize's template reads every field, so the
  // rest come from the form's store (their starting values).
  const submit = (values: TokenFormValues) =>
    creation.submit(toValues ? toValues({ ...form.getFieldsValue(true), ...values }) : values, confirmTracker)

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
          <VerticalForm
            form={form}
            initialValues={initialValues}
            onFinish={submit}
            disabled={running || preparing}
            data-testid="create-token-form"
          >
            {fields ?? <TokenFormFields template={template} />}
            {sale && (
              <>
                <Divider titlePlacement="start">{t('sale.tax.section')}</Divider>
                <SaleFormFields termsOnly locker={creation.locker} coin={creation.coin} />
              </>
            )}
            <CreateTokenSubmit
              connected={!!address}
              blocked={engineMissing}
              prepareError={creation.prepareError}
              busy={running || preparing}
            />
          </VerticalForm>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        {/* Stays in view beside long forms (marketing tokens), so the summary follows the typing. */}
        <Flex vertical gap={20} style={{ position: 'sticky', top: 16 }}>
          <Panel title={t('summary.title')}>
            <TokenSummary template={template} form={form} toValues={toValues} />
          </Panel>
          <CreateTokenProgress creation={creation} onManage={onManage} />
        </Flex>
      </Col>
    </Row>
  )
}
