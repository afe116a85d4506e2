import { defaultEarnDraft, type EarnDraft, earnLimits } from '@tokenbox/core/finance/earnDraft.ts'
import { Col, Form, type FormInstance, Input, Row, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ToolFactoryGate } from '../../../app/contracts/ToolFactoryGate.tsx'
import {
  DraftField,
  DraftFormProvider,
  SectionDivider,
  useDraftRule,
} from '../../../app/forms/DraftField.tsx'
import { DraftRowList } from '../../../app/forms/DraftRowList.tsx'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { DraftCreateForm } from '../../../app/transactions/DraftCreateForm.tsx'
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
    <ToolFactoryGate tool="finance">
      {(factory) => <CreateForm factory={factory} onOpen={onOpen} />}
    </ToolFactoryGate>
  )
}

function CreateForm({ factory, onOpen }: { factory: Address; onOpen: (pool: string) => void }) {
  const { t } = useTranslation(['finance', 'errors'])
  const creation = useEarnCreate(factory)
  return (
    <DraftCreateForm<EarnDraft>
      ns="finance"
      testIdPrefix="earn"
      title={t('earn.create.title')}
      submitLabel={t('earn.create.submit')}
      initialValues={defaultEarnDraft}
      creation={creation}
      summary={(form) => <EarnSummary form={form} />}
      onOpen={onOpen}
    >
      <DraftFormProvider value={earnFormSettings}>
        <EarnFormFields />
      </DraftFormProvider>
    </DraftCreateForm>
  )
}

function EarnFormFields() {
  const { t } = useTranslation('finance')
  const form = Form.useFormInstance<EarnDraft>()
  const tokenText = Form.useWatch('token', form)
  const token = useToken(tokenText)
  const tokenRule = useDraftRule('token')
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
      <DraftRowList
        name="periods"
        max={earnLimits.maxPeriods}
        newRow={{ days: undefined, aprPercent: '' }}
        addLabel={t('form.addPeriod')}
        addTestId="earn-add-period"
        columns={(index) => [
          {
            kind: 'days',
            field: 'days',
            label: t('form.periodDays', { number: index + 1 }),
            maxDays: earnLimits.maxDays,
          },
          { kind: 'percent', field: 'aprPercent', label: t('form.apr') },
        ]}
      />
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
