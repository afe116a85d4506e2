import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { amountDecimalsOf } from '@tokenbox/core/tokens/manage/actionValues.ts'
import type { TokenAction } from '@tokenbox/core/tokens/manage/tokenActions.ts'
import type { TokenDetails } from '@tokenbox/core/tokens/readTokenDetails.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Flex, Form, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { Countdown } from '../../../app/time/Countdown.tsx'
import { useNow } from '../../../app/time/useNow.ts'
import { TokenActionConfirm } from './TokenActionConfirm.tsx'
import { TokenActionField } from './TokenActionField.tsx'
import { useTokenAction } from './useTokenAction.ts'

/**
 * One Manage Token action as a small form: its inputs validated with the spec's messages, then
 * core's plan (useTokenAction) checks who may act and what the token is now before the wallet is
 * asked, and the outcome. Irreversible actions ask first (TokenActionConfirm); both renounces are
 * refused while a restriction would outlive the owner (core's renounceBlockers), listed here.
 * Taking ownership back counts down to the end of the renounce.
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
  const [form] = Form.useForm()
  const flow = useTokenAction(action, details, form, onDone)
  const { blocking } = flow
  // The chain's time now: dates on chain are compared with it, not with this device's clock.
  const chainNow = useNow() / 1000 + clockOffset
  const reclaimAt = action.id === 'reclaim' ? Number(details.settings.renounceEndsAt ?? 0n) : 0
  const reclaimWaiting = reclaimAt > chainNow
  // Long forms (the fee splits) lay their fields out in two columns: buy beside sell.
  const wide = action.fields.length > 4
  const date = (seconds: number) => formatDateTime(BigInt(seconds), i18n.language)

  return (
    <Panel title={t(`manage.action.${action.id}.title`)} data-testid={`action-${action.id}`}>
      <VerticalForm
        form={form}
        onFinish={flow.submit}
        initialValues={{ enabled: true, ...action.initialValues?.(details, account) }}
      >
        <Row gutter={12}>
          {action.fields.map((field) => (
            <Col span={wide ? 12 : 24} key={field.name}>
              <TokenActionField
                actionId={action.id}
                field={field}
                units={amountDecimalsOf(details)}
                symbol={details.symbol}
              />
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
            loading={flow.busy}
            disabled={blocking.length > 0 || flow.blockersPending || reclaimWaiting}
            data-testid={`action-${action.id}-submit`}
          >
            {t(`manage.action.${action.id}.button`)}
          </Button>
          {flow.refused && (
            <Alert type="error" showIcon title={flow.refused} data-testid={`action-${action.id}-refused`} />
          )}
          {flow.failure && <ErrorAlert message={flow.failure} testId={`action-${action.id}-error`} />}
          {flow.succeeded && (
            <Alert
              type="success"
              showIcon
              title={t('manage.done')}
              data-testid={`action-${action.id}-done`}
            />
          )}
        </Flex>
      </VerticalForm>
      <TokenActionConfirm
        action={action}
        symbol={details.symbol}
        values={flow.confirming}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </Panel>
  )
}
