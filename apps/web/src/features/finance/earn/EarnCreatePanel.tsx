import { defaultEarnDraft, type EarnDraft, earnLimits } from '@tokenbox/core/finance/earnDraft.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Col, Form, type FormInstance, Input, Row, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import {
  AddRowButton,
  DraftField,
  DraftFormProvider,
  RemoveRowColumn,
  SectionDivider,
  useDraftRule,
} from '../../../app/forms/DraftField.tsx'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { CreateFlowColumn } from '../../../app/transactions/CreateFlowColumn.tsx'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { FinanceFactoryGate } from '../FinanceFactoryGate.tsx'
import { earnFormSettings } from './earnFormSettings.ts'
import { earnSummaryLines } from './earnSummaryLines.ts'
import { useEarnCreate } from './useEarnCreate.ts'

/**
 * Create an Earn pool: the token, its earn periods (7, 30, 90 and 180 days to start with, or any
 * of 1 to 1,095 days) each with its annual rate, the limits, the early-redemption fee (empty: early
 * redemption is not possible) and the reward fund deposited now; the live summary beside it, then
 * the steps and the new pool one click away.
 */
export function EarnCreatePanel({ onOpen }: { onOpen: (pool: string) => void }) {
  return (
    <FinanceFactoryGate>{(factory) => <CreateForm factory={factory} onOpen={onOpen} />}</FinanceFactoryGate>
  )
}

function CreateForm({ factory, onOpen }: { factory: Address; onOpen: (pool: string) => void }) {
  const { t } = useTranslation(['finance', 'errors'])
  const { address } = useConnection()
  const [form] = Form.useForm<EarnDraft>()
  const [initialValues] = useState(defaultEarnDraft)
  const creation = useEarnCreate(factory)
  const busy = creation.running || creation.preparing
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t('earn.create.title')}>
          <Form
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={() => void creation.submit(form.getFieldsValue(true) as EarnDraft)}
            disabled={busy}
            requiredMark={false}
            data-testid="earn-create-form"
            scrollToFirstError
          >
            <DraftFormProvider value={earnFormSettings}>
              <EarnFormFields />
            </DraftFormProvider>
            <CreateSubmitFooter
              connected={!!address}
              prepareError={creation.prepareError}
              busy={busy}
              label={t('earn.create.submit')}
              submitTestId="earn-create-submit"
              prepareErrorTestId="earn-prepare-error"
            />
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <CreateFlowColumn
          testIdPrefix="earn"
          summaryTitle={t('summary.title')}
          summary={<EarnSummary form={form} />}
          progressTitle={t('create.progress')}
          steps={creation.steps}
          titles={creation.titles}
          progress={creation.progress}
          result={creation.result}
          created={creation.created}
          createdTitle={t('create.created')}
          openLabel={t('create.open')}
          onOpen={onOpen}
        />
      </Col>
    </Row>
  )
}

function EarnFormFields() {
  const { t } = useTranslation('finance')
  const form = Form.useFormInstance<EarnDraft>()
  const tokenText = Form.useWatch('token', form)
  const token = useToken(tokenText)
  const tokenRule = useDraftRule('token')
  const periodsRule = useDraftRule('periods')
  const symbol = token.data?.symbol ?? ''
  useEffect(() => {
    form.setFieldValue('decimals', token.data?.decimals)
    if (tokenText) void form.validateFields(['token']).catch(() => undefined)
  }, [token.data?.decimals, form, tokenText])
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name="token" label={t('form.token')} rules={[tokenRule]} tooltip={t('form.tokenHint')}>
          <Input placeholder="0x…" spellCheck={false} data-testid="earn-token" />
        </Form.Item>
        {token.data && (
          <Typography.Paragraph type="secondary" data-testid="earn-token-info">
            {t('form.tokenInfo', {
              name: token.data.name,
              symbol: token.data.symbol,
              decimals: token.data.decimals,
            })}
          </Typography.Paragraph>
        )}
      </Col>
      <SectionDivider title={t('form.periods')} />
      <Form.List name="periods" rules={[periodsRule]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Col xs={24} key={field.key}>
                <Row gutter={16}>
                  <DraftField
                    kind="days"
                    path={`periods.${index}.days`}
                    listField={field.name}
                    label={t('form.periodDays', { number: index + 1 })}
                    maxDays={earnLimits.maxDays}
                    xs={11}
                    md={10}
                  />
                  <DraftField
                    kind="percent"
                    path={`periods.${index}.aprPercent`}
                    listField={field.name}
                    label={t('form.apr')}
                    xs={11}
                    md={10}
                  />
                  <RemoveRowColumn xs={2} md={4} onRemove={() => remove(field.name)} />
                </Row>
              </Col>
            ))}
            <Col xs={24}>
              <Form.ErrorList errors={errors} />
            </Col>
            {fields.length < earnLimits.maxPeriods && (
              <AddRowButton
                column
                onClick={() => add({ days: undefined, aprPercent: '' })}
                testId="earn-add-period"
              >
                {t('form.addPeriod')}
              </AddRowButton>
            )}
          </>
        )}
      </Form.List>
      <SectionDivider title={t('form.rules')} />
      <DraftField kind="amount" path="totalLimit" hint suffix={symbol} />
      <DraftField kind="amount" path="userLimit" hint suffix={symbol} />
      <DraftField kind="percent" path="earlyFeePercent" hint />
      <DraftField kind="amount" path="rewardFund" hint suffix={symbol} />
    </Row>
  )
}

/** The create form's live summary, rebuilt as the user types (earnSummaryLines). */
function EarnSummary({ form }: { form: FormInstance<EarnDraft> }) {
  const { t, i18n } = useTranslation('finance')
  Form.useWatch([], form)
  const draft = form.getFieldsValue(true) as EarnDraft
  const token = useToken(draft.token)
  if (!draft.periods) return null
  return (
    <SummaryLineList
      lines={earnSummaryLines(draft, {
        t: t as TFunction,
        language: i18n.language,
        symbol: token.data?.symbol ?? '',
      })}
    />
  )
}
