import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import { tokenTemplates } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { call } from '@tokenbox/core/transactions/call.ts'
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Popconfirm, Row, Switch } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Abi } from 'viem'
import { useConnection } from 'wagmi'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { Panel } from '../../../app/layout/Panel.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueRule } from '../create/issueRule.ts'
import {
  type FieldIssue,
  validateAddress,
  validateAmount,
  validateLink,
  validatePercent,
  validateRenounceDate,
  validateWhole,
} from '../create/validateTokenFields.ts'
import { type ActionField, type AmountDecimals, actionValueReader, amountDecimalsOf } from './actionValues.ts'
import { actionPermission, type TokenAction } from './tokenActions.ts'

function validateField(field: ActionField, value: unknown, units: AmountDecimals): FieldIssue {
  const { decimals, quoteDecimals } = units
  switch (field.kind) {
    case 'dividendAmount':
      return validateAmount(value as string, units.dividendDecimals, { field: `manage.field.${field.name}` })
    case 'shareAmount':
      return validateAmount((value as string | undefined)?.trim() || '0', units.shareDecimals, {
        allowZero: true,
      })
    case 'lpAmount':
      return validateAmount(value as string, units.shareDecimals, { field: `manage.field.${field.name}` })
    case 'hours':
      return validateWhole(value as number, 0, 720)
    case 'gas':
      return value === 0 ? undefined : validateWhole(value as number, 300_000, 500_000)
    case 'quoteAmount':
      return validateAmount(value as string, quoteDecimals, { field: `manage.field.${field.name}` })
    case 'address':
      return validateAddress(value as string, `manage.field.${field.name}`)
    case 'amount':
      return validateAmount(value as string, decimals, { field: `manage.field.${field.name}` })
    case 'amountOrZero':
      return validateAmount((value as string | undefined)?.trim() || '0', decimals, { allowZero: true })
    case 'seconds':
      return validateWhole(value as number, 0, 3600)
    case 'link':
      return validateLink(value as string)
    case 'percent':
      return validatePercent(value as string)
    case 'date':
      return validateRenounceDate(value as number | undefined, Date.now())
    case 'flag':
      return undefined
  }
}

/**
 * One Manage Token action as a small form: its inputs validated with the spec's messages, a
 * permission check before the wallet is asked, the call through the step runner, and its outcome.
 */
export function TokenActionForm({
  action,
  details,
  onDone,
}: {
  action: TokenAction
  details: TokenDetails
  onDone: () => void
}) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const units = amountDecimalsOf(details)
  const [form] = Form.useForm()
  const { run, result, running } = useStepRunner()
  const [refused, setRefused] = useState<string | undefined>()
  const [succeeded, setSucceeded] = useState(false)
  // Long forms (the fee splits) lay their fields out in two columns: buy beside sell.
  const wide = action.fields.length > 4

  const submit = async (values: Record<string, unknown>) => {
    setSucceeded(false)
    const permission = actionPermission(action, details, account, Math.floor(Date.now() / 1000))
    if (!permission.allowed) {
      setRefused(
        permission.reason === 'renounceNotOver'
          ? t('manage.renounceNotOver')
          : t(permission.reason, { ns: 'errors' }),
      )
      return
    }
    setRefused(undefined)
    const value = actionValueReader(values, units)
    const steps = action.toSteps
      ? action.toSteps({ value, details, account: account!, wrappedNative: entry?.wrappedNative })
      : [
          call({
            address: details.address,
            abi: tokenTemplates[details.template].abi as Abi,
            functionName: action.functionName,
            args: action.toArgs ? action.toArgs(value) : action.fields.map(value),
          }),
        ]
    const outcome = await run(steps)
    if (outcome.status === 'done') {
      setSucceeded(true)
      onDone()
    }
  }

  const submitButton = (
    <Button
      type={action.danger ? 'default' : 'primary'}
      danger={action.danger}
      htmlType={action.danger ? 'button' : 'submit'}
      loading={running}
      data-testid={`action-${action.id}-submit`}
    >
      {t(`manage.action.${action.id}.button`)}
    </Button>
  )

  return (
    <Panel title={t(`manage.action.${action.id}.title`)} data-testid={`action-${action.id}`}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ enabled: true, ...action.initialValues?.(details) }}
      >
        <Row gutter={12}>
          {action.fields.map((field) => (
            <Col span={wide ? 12 : 24} key={field.name}>
              <Form.Item
                name={field.name}
                label={t(`manage.field.${field.name}`)}
                valuePropName={field.kind === 'flag' ? 'checked' : 'value'}
                {...(field.kind === 'date' ? epochMsItemProps : {})}
                rules={[issueRule(t, (value: unknown) => validateField(field, value, units))]}
              >
                {field.kind === 'flag' ? (
                  <Switch data-testid={`action-${action.id}-${field.name}`} />
                ) : field.kind === 'seconds' || field.kind === 'hours' || field.kind === 'gas' ? (
                  <InputNumber
                    min={0}
                    max={3600}
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid={`action-${action.id}-${field.name}`}
                  />
                ) : field.kind === 'date' ? (
                  <DateTimePicker data-testid={`action-${action.id}-${field.name}`} />
                ) : (
                  <Input
                    spellCheck={false}
                    suffix={
                      field.kind === 'percent'
                        ? '%'
                        : field.kind.startsWith('amount')
                          ? details.symbol
                          : field.kind === 'lpAmount'
                            ? 'LP'
                            : undefined
                    }
                    data-testid={`action-${action.id}-${field.name}`}
                  />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Flex vertical gap={10}>
          {action.danger ? (
            <Popconfirm title={t(`manage.action.${action.id}.confirm`)} onConfirm={() => form.submit()}>
              {submitButton}
            </Popconfirm>
          ) : (
            submitButton
          )}
          {refused && (
            <Alert type="error" showIcon title={refused} data-testid={`action-${action.id}-refused`} />
          )}
          {result?.status === 'failed' && <StepError result={result} testId={`action-${action.id}-error`} />}
          {succeeded && (
            <Alert
              type="success"
              showIcon
              title={t('manage.done')}
              data-testid={`action-${action.id}-done`}
            />
          )}
        </Flex>
      </Form>
    </Panel>
  )
}
