import type { DraftIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import { market314Actions } from '@tokenbox/core/tokens/market314/market314Actions.ts'
import {
  type Owner314ActionId,
  type Owner314Field,
  owner314Fields,
  validateOwner314Field,
  visibleOwner314Actions,
} from '@tokenbox/core/tokens/market314/owner314Actions.ts'
import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Col, Flex, Form, Input, Popconfirm, Row, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { WholeNumberInput } from '../../../app/forms/WholeNumberInput.tsx'
import { DoneAlert } from '../../../app/transactions/DoneAlert.tsx'
import { issueRule, issueText } from '../create/issueRule.ts'
import type { Market314SectionProps } from './market314SectionProps.ts'
import { useMarket314Action } from './useMarket314Action.ts'

/**
 * Manage Token for an ERC314 market: the owner's one-time liquidity and its lock, the fees, their
 * receiver, max wallet, the x314 trading start and renouncing; the provider's lock extension and,
 * once the lock has ended, the removal. Only what the connected account may do is shown; each
 * goes through core's plan (useMarket314Action), which checks it against the market as read now.
 */
export function Owner314Actions({ state, account, coin }: Market314SectionProps) {
  const { t } = useTranslation('tokens')
  const action = useMarket314Action(state.token)
  const visible = visibleOwner314Actions(market314Actions(state, account))
  if (visible.length === 0) return null
  const act = (id: Owner314ActionId, values: Record<string, unknown>) =>
    action.act({ kind: 'manage', id, values, nowMs: Date.now() })
  const { done } = action
  return (
    <Panel title={t('m314.manage.title')} data-testid="m314-manage">
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          {visible.map((id) => (
            <Col xs={24} md={12} key={id}>
              <ActionForm id={id} state={state} coin={coin} running={action.busy} onRun={act} />
            </Col>
          ))}
        </Row>
        <DoneAlert done={done} title={t(`m314.manage.done.${done}`)} testId="m314-manage-done" />
        {action.failure && <ErrorAlert message={action.failure} testId="m314-manage-error" />}
      </Flex>
    </Panel>
  )
}

function ActionForm({
  id,
  state,
  coin,
  running,
  onRun,
}: {
  id: Owner314ActionId
  state: Market314State
  coin: string
  running: boolean
  /** Resolves with the form's issue when core's plan found one (nothing was sent). */
  onRun: (id: Owner314ActionId, values: Record<string, unknown>) => Promise<DraftIssue | undefined>
}) {
  const { t } = useTranslation('tokens')
  const [form] = Form.useForm()
  const [issue, setIssue] = useState<string | undefined>()
  const fields = owner314Fields[id]
  const submit = async (values: Record<string, unknown>) => {
    setIssue(undefined)
    const problem = await onRun(id, values)
    if (problem) setIssue(issueText(t, problem))
  }
  const button = (
    <Button
      type={id === 'renounce' ? 'default' : 'primary'}
      danger={id === 'renounce' || id === 'removeLiquidity'}
      htmlType={id === 'renounce' ? 'button' : 'submit'}
      loading={running}
      disabled={running}
      data-testid={`m314-action-${id}`}
    >
      {t(`m314.manage.action.${id}.button`)}
    </Button>
  )
  return (
    <VerticalForm
      form={form}
      onFinish={submit}
      // The fees start from today's, so changing one side keeps the other.
      initialValues={
        id === 'fees'
          ? { buyPercent: String(state.buyFeeBps / 100), sellPercent: String(state.sellFeeBps / 100) }
          : undefined
      }
      data-testid={`m314-form-${id}`}
      style={{ height: '100%' }}
    >
      <Typography.Text strong>{t(`m314.manage.action.${id}.title`)}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t(`m314.manage.action.${id}.hint`, { coin, max: 25 })}
      </Typography.Paragraph>
      {fields.map((field) => (
        <FieldItem key={field.name} field={field} coin={coin} symbol={state.symbol} />
      ))}
      {issue && (
        <Typography.Paragraph type="danger" data-testid={`m314-issue-${id}`}>
          {issue}
        </Typography.Paragraph>
      )}
      {id === 'renounce' ? (
        <Popconfirm title={t('m314.manage.action.renounce.confirm')} onConfirm={() => void submit({})}>
          {button}
        </Popconfirm>
      ) : (
        button
      )}
    </VerticalForm>
  )
}

function FieldItem({ field, coin, symbol }: { field: Owner314Field; coin: string; symbol: string }) {
  const { t } = useTranslation('tokens')
  const now = () => Date.now()
  const rules = [issueRule(t, (value: unknown) => validateOwner314Field(field, value, now()))]
  const label = t(`m314.manage.field.${field.name}`, { coin, symbol })
  const testId = `m314-field-${field.name}`
  if (field.kind === 'days' || field.kind === 'lockDays')
    return (
      <Form.Item
        name={field.name}
        label={label}
        rules={rules}
        // Why a 30-day lock ends an hour past 30 days (issue 77): the contract's floor counts from
        // when trading opens, which is no earlier than this transaction's block.
        extra={field.kind === 'lockDays' ? t('m314.manage.field.lockDaysHint') : undefined}
      >
        <WholeNumberInput data-testid={testId} />
      </Form.Item>
    )
  if (field.kind === 'date')
    return (
      <Form.Item name={field.name} label={label} rules={rules} {...epochMsItemProps}>
        <DateTimePicker data-testid={testId} />
      </Form.Item>
    )
  return (
    <Form.Item name={field.name} label={label} rules={rules}>
      <Input
        inputMode={field.kind === 'address' ? undefined : 'decimal'}
        spellCheck={false}
        suffix={field.kind === 'percent' ? '%' : field.kind === 'coin' ? coin : undefined}
        placeholder={field.kind === 'address' ? '0x…' : undefined}
        data-testid={testId}
      />
    </Form.Item>
  )
}
