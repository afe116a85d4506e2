import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import { tokenTemplates } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { call } from '@tokenbox/core/transactions/call.ts'
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Popconfirm, Row, Switch } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Abi, getAddress, parseUnits } from 'viem'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { Panel } from '../../../app/layout/Panel.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueRule } from '../create/issueRule.ts'
import { percentToBps } from '../create/tokenFormValues.ts'
import {
  type FieldIssue,
  validateAddress,
  validateAmount,
  validateLink,
  validatePercent,
  validateRenounceDate,
  validateWhole,
} from '../create/validateTokenFields.ts'
import { type ActionField, actionPermission, type TokenAction } from './tokenActions.ts'

/** Decimals of each amount kind: the token's, the pair coin's, the dividend coin's, the share's. */
type AmountDecimals = {
  decimals: number
  quoteDecimals: number
  dividendDecimals: number
  shareDecimals: number
}

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

function toArgument(field: ActionField, value: unknown, units: AmountDecimals): unknown {
  const { decimals, quoteDecimals } = units
  switch (field.kind) {
    case 'dividendAmount':
      return parseUnits((value as string).trim(), units.dividendDecimals)
    case 'shareAmount':
      return parseUnits((value as string | undefined)?.trim() || '0', units.shareDecimals)
    case 'lpAmount':
      return parseUnits((value as string).trim(), units.shareDecimals)
    case 'hours':
      return BigInt((value as number) * 3600)
    case 'gas':
      return value as number
    case 'quoteAmount':
      return parseUnits((value as string).trim(), quoteDecimals)
    case 'address':
      return getAddress((value as string).trim())
    case 'amount':
      return parseUnits((value as string).trim(), decimals)
    case 'amountOrZero':
      return parseUnits((value as string | undefined)?.trim() || '0', decimals)
    case 'seconds':
      return value as number
    case 'link':
      return ((value as string | undefined) ?? '').trim()
    case 'percent':
      return percentToBps(value as string)
    case 'date':
      return BigInt(Math.floor((value as number) / 1000))
    case 'flag':
      return Boolean(value)
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
  const units: AmountDecimals = {
    decimals: details.decimals,
    quoteDecimals: Number(details.settings.quoteDecimals ?? 18),
    dividendDecimals: Number(details.settings.dividendCoinDecimals ?? 18),
    // LP tokens of a UniswapV2 pair have 18 decimals.
    shareDecimals: details.template === 'lpDividend' ? 18 : details.decimals,
  }
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
    const converted = action.fields.map((field) => toArgument(field, values[field.name], units))
    const byName = Object.fromEntries(action.fields.map((field, index) => [field.name, converted[index]]))
    const steps = action.toSteps
      ? action.toSteps({ values: byName, details, account: account!, wrappedNative: entry?.wrappedNative })
      : [
          call({
            address: details.address,
            abi: tokenTemplates[details.template].abi as Abi,
            functionName: action.functionName,
            args: action.toArgs ? action.toArgs(byName) : converted,
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
          {result?.status === 'failed' && (
            <ErrorAlert message={result.message} testId={`action-${action.id}-error`} />
          )}
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
