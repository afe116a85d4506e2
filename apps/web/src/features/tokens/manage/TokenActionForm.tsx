import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { actionValueReader, amountDecimalsOf } from '@tokenbox/core/tokens/manage/actionValues.ts'
import {
  actionPermission,
  renounceActionIds,
  type TokenAction,
} from '@tokenbox/core/tokens/manage/tokenActions.ts'
import { validateActionField } from '@tokenbox/core/tokens/manage/validateActionField.ts'
import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Modal, Row, Switch, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { Countdown } from '../../../app/time/Countdown.tsx'
import { useNow } from '../../../app/time/useNow.ts'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueRule } from '../create/issueRule.ts'
import { useRenounceBlockers } from './useRenounceBlockers.ts'

/**
 * One Manage Token action as a small form: its inputs validated with the spec's messages, a
 * permission check before the wallet is asked, the call through the step runner, and its outcome.
 * Irreversible actions ask first: renouncing for good only after the token's symbol is typed,
 * renouncing until a date with that date and who takes ownership back; both are refused while a
 * restriction would outlive the owner (core's renounceBlockers). Taking ownership back counts down
 * to the end of the renounce.
 */
export function TokenActionForm({
  action,
  details,
  clockOffset,
  onDone,
}: {
  action: TokenAction
  details: TokenDetails
  /** Seconds the chain's clock runs ahead of this device's (from details.chainTime when read). */
  clockOffset: number
  onDone: () => void
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const units = amountDecimalsOf(details)
  const [form] = Form.useForm()
  const { run, result, running } = useStepRunner()
  const [refused, setRefused] = useState<string | undefined>()
  const [succeeded, setSucceeded] = useState(false)
  // Submitted values waiting for the confirmation of an irreversible action.
  const [confirming, setConfirming] = useState<Record<string, unknown> | undefined>()
  const [typedSymbol, setTypedSymbol] = useState('')
  const renounces = renounceActionIds.has(action.id)
  const blockers = useRenounceBlockers(details)
  const blocking = renounces && !succeeded ? (blockers.data ?? []) : []
  // The chain's time now: dates on chain are compared with it, not with this device's clock.
  const chainNow = useNow() / 1000 + clockOffset
  const reclaimAt = action.id === 'reclaim' ? Number(details.settings.renounceEndsAt ?? 0n) : 0
  const reclaimWaiting = reclaimAt > chainNow
  // Long forms (the fee splits) lay their fields out in two columns: buy beside sell.
  const wide = action.fields.length > 4
  const date = (seconds: number) => formatDateTime(BigInt(seconds), i18n.language)

  const execute = async (values: Record<string, unknown>) => {
    setSucceeded(false)
    const permission = actionPermission(action, details, account, Math.floor(Date.now() / 1000 + clockOffset))
    if (!permission.allowed) {
      setRefused(
        permission.reason === 'renounceNotOver'
          ? t('manage.renounceNotOver')
          : t(permission.reason, { ns: 'errors' }),
      )
      return
    }
    if (blocking.length > 0) return
    setRefused(undefined)
    const value = actionValueReader(values, units)
    const steps = action.steps({ value, details, account: account!, wrappedNative: entry?.wrappedNative })
    const outcome = await run(steps)
    if (outcome.status === 'done') {
      setSucceeded(true)
      onDone()
    }
  }

  const submit = (values: Record<string, unknown>) => {
    if (action.danger || action.id === 'renounceUntil') {
      setTypedSymbol('')
      setConfirming(values)
    } else void execute(values)
  }

  const confirmBody = () => {
    if (action.id === 'renounce') {
      return (
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('manage.renounceConfirm.body', { symbol: details.symbol })}
          </Typography.Paragraph>
          <Typography.Text>
            {t('manage.renounceConfirm.typePrompt', { symbol: details.symbol })}
          </Typography.Text>
          <Input
            value={typedSymbol}
            onChange={(event) => setTypedSymbol(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            data-testid="action-renounce-typed"
          />
        </Flex>
      )
    }
    if (action.id === 'renounceUntil' && confirming) {
      const until = Math.floor(Number(confirming.until) / 1000)
      return t('manage.renounceUntilConfirm.body', {
        until: date(until),
        owner: formatAddress(account ?? ''),
      })
    }
    return t(`manage.action.${action.id}.confirm`)
  }

  const confirmTitle =
    action.id === 'renounce'
      ? t('manage.renounceConfirm.title')
      : action.id === 'renounceUntil' && confirming
        ? t('manage.renounceUntilConfirm.title', { until: date(Math.floor(Number(confirming.until) / 1000)) })
        : t(`manage.action.${action.id}.title`)

  return (
    <Panel title={t(`manage.action.${action.id}.title`)} data-testid={`action-${action.id}`}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ enabled: true, ...action.initialValues?.(details, account) }}
      >
        <Row gutter={12}>
          {action.fields.map((field) => (
            <Col span={wide ? 12 : 24} key={field.name}>
              <Form.Item
                name={field.name}
                label={t(`manage.field.${field.name}`)}
                valuePropName={field.kind === 'flag' ? 'checked' : 'value'}
                {...(field.kind === 'date' ? epochMsItemProps : {})}
                rules={[
                  issueRule(t, (value: unknown) => validateActionField(field, value, units, Date.now())),
                ]}
              >
                {field.kind === 'flag' ? (
                  <Switch data-testid={`action-${action.id}-${field.name}`} />
                ) : field.kind === 'seconds' || field.kind === 'hours' || field.kind === 'gas' ? (
                  <InputNumber
                    min={0}
                    max={field.kind === 'gas' ? 500_000 : 3600}
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
          {blocking.length > 0 && (
            <Alert
              type="warning"
              showIcon
              data-testid={`action-${action.id}-blocked`}
              title={t('manage.renounceBlocked.title')}
              description={
                <>
                  <ul style={{ margin: '4px 0', paddingInlineStart: 18 }}>
                    {blocking.map((blocker) => (
                      <li key={blocker} data-testid={`action-${action.id}-blocker`}>
                        {t(`manage.renounceBlocked.${blocker}`)}
                      </li>
                    ))}
                  </ul>
                  {t('manage.renounceBlocked.why')}
                </>
              }
            />
          )}
          {action.id === 'reclaim' && (
            <Typography.Text type="secondary" data-testid="action-reclaim-when">
              {reclaimWaiting ? (
                <>
                  {t('manage.reclaimIn', { until: date(reclaimAt) })}{' '}
                  <Countdown endsAt={reclaimAt - clockOffset} testId="action-reclaim-countdown" />
                </>
              ) : (
                t('manage.reclaimOpen', { until: date(reclaimAt) })
              )}
            </Typography.Text>
          )}
          <Button
            type={action.danger ? 'default' : 'primary'}
            danger={action.danger}
            htmlType="submit"
            loading={running}
            disabled={blocking.length > 0 || (renounces && blockers.isPending) || reclaimWaiting}
            data-testid={`action-${action.id}-submit`}
          >
            {t(`manage.action.${action.id}.button`)}
          </Button>
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
      <Modal
        open={confirming !== undefined}
        title={confirmTitle}
        okText={t(`manage.action.${action.id}.button`)}
        okButtonProps={{
          danger: true,
          disabled: action.id === 'renounce' && typedSymbol.trim() !== details.symbol,
          'data-testid': `action-${action.id}-confirm`,
        }}
        cancelText={t('manage.cancel')}
        onOk={() => {
          const values = confirming!
          setConfirming(undefined)
          void execute(values)
        }}
        onCancel={() => setConfirming(undefined)}
        destroyOnHidden
      >
        <div data-testid={`action-${action.id}-confirm-body`}>{confirmBody()}</div>
      </Modal>
    </Panel>
  )
}
