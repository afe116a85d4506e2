import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { type MultisigShortfall, multisigOrderShortfall } from '@tokenbox/core/multisig/multisigFunds.ts'
import type { MultisigOrderAction } from '@tokenbox/core/multisig/planMultisigOrderAction.ts'
import type { MultisigOrder, MultisigState } from '@tokenbox/core/multisig/readMultisig.ts'
import { Alert, Button, type ButtonProps, Card, Flex, Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { isAddressEqual } from 'viem'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../app/errors/ErrorAlert.tsx'
import { StepsProgress } from '../../app/transactions/StepsProgress.tsx'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { describeOrderText } from './describeOrderText.ts'
import { useOrderAction } from './useOrderAction.ts'

const statusColor = { undone: 'orange', finished: 'green', cancelled: 'red' } as const

/** The amounts of a shortfall in whole coins or tokens, for orders.fundsShort / order.fundsShort. */
export function shortfallText(shortfall: MultisigShortfall, nativeSymbol: string) {
  const decimals = shortfall.asset === 'native' ? 18 : (shortfall.decimals ?? 0)
  return {
    held: formatTokenAmount(shortfall.held, decimals),
    needed: formatTokenAmount(shortfall.needed, decimals),
    symbol: shortfall.asset === 'native' ? nativeSymbol : (shortfall.symbol ?? ''),
  }
}

/**
 * One order: what it does, destination and value, who submitted it, its confirmations "2/3" and
 * who gave them, and Confirm / Revoke / Execute as the wallet's rules allow for the connected
 * signer: confirm when not confirmed, revoke when confirmed, execute once the confirmations reach
 * the threshold; Propose cancellation submits a cancel order for it (linked both ways: "Cancels
 * transaction #4", "Cancellation proposed in transaction #5"). An undone order the wallet cannot
 * pay says so (core's shortfall: balance against what it sends). Each action is core's plan, run by
 * useOrderAction, which reads the wallet again after any outcome; what the wallet as read now does
 * not allow (not a signer, executed meanwhile) is said before the wallet opens.
 */
export function OrderCard({
  order,
  state,
  isSigner,
  onChanged,
}: {
  order: MultisigOrder
  state: MultisigState
  isSigner: boolean
  onChanged: () => void
}) {
  const { t } = useTranslation('multisig')
  const { address } = useConnection()
  const { entry } = useCurrentNetwork()
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'
  const { act, action, busy, running, progress, result, refusal } = useOrderAction(
    state.address,
    order.id,
    onChanged,
  )
  const confirmedByMe = Boolean(
    address && order.confirmations.some((signer) => isAddressEqual(signer, address)),
  )
  const enough = order.confirmations.length >= state.threshold
  const undone = order.status === 'undone'
  const shortfall = undone ? multisigOrderShortfall(order.description, state.balance, order.token) : undefined
  const staleTarget =
    order.stale && order.description.kind === 'cancelOrder' ? order.description.target : undefined

  const testId = `multisig-order-${order.id}`
  // One of the order's actions (`<testId>-<name>`), busy while it runs; `props` as the button's own.
  const actButton = (name: MultisigOrderAction, label: string, props: ButtonProps = {}) => (
    <Button
      onClick={() => act(name)}
      loading={busy && action === name}
      disabled={busy}
      data-testid={`${testId}-${name}`}
      {...props}
    >
      {label}
    </Button>
  )
  return (
    <Card size="small" data-testid={testId} type="inner">
      <Flex vertical gap={6}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{t('orders.id', { id: order.id.toString() })}</Typography.Text>
          <Tag color={statusColor[order.status]} data-testid={`${testId}-status`}>
            {t(`orders.${order.status}`)}
          </Tag>
          <Typography.Text data-testid={`${testId}-description`}>
            {describeOrderText(t, order, symbol)}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {t('orders.destination')}: {order.destination}
          {order.value > 0n && ` · ${t('orders.value')}: ${formatTokenAmount(order.value, 18)} ${symbol}`}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('orders.submittedBy', { address: formatAddress(order.submitter) })}
        </Typography.Text>
        <Flex gap={6} align="center" wrap>
          <Typography.Text data-testid={`${testId}-confirmations`}>
            {t('orders.confirmations', { count: order.confirmations.length, threshold: state.threshold })}
          </Typography.Text>
          {order.confirmations.map((signer) => (
            <Tag
              key={signer}
              title={signer}
              color={address && isAddressEqual(signer, address) ? 'green' : undefined}
            >
              {formatAddress(signer)}
            </Tag>
          ))}
        </Flex>
        {order.cancelledBy !== undefined && (
          <Typography.Text type="secondary" data-testid={`${testId}-cancelled-by`}>
            {t('orders.cancelledBy', { id: order.cancelledBy.toString() })}
          </Typography.Text>
        )}
        {order.pendingCancels.map((id) => (
          <Typography.Text key={id.toString()} type="warning" data-testid={`${testId}-cancel-proposed`}>
            {t('orders.cancelProposed', { id: id.toString() })}
          </Typography.Text>
        ))}
        {shortfall && (
          <Alert
            type="warning"
            showIcon
            data-testid={`${testId}-funds`}
            title={t('orders.fundsShort', shortfallText(shortfall, symbol))}
          />
        )}
        {staleTarget !== undefined && (
          <Alert
            type="info"
            showIcon
            data-testid={`${testId}-stale`}
            title={t('orders.cancelStale', { id: staleTarget.toString() })}
          />
        )}
        {undone && (
          <Space wrap>
            {confirmedByMe
              ? actButton('revoke', t('orders.revoke'))
              : actButton('confirm', t('orders.confirm'))}
            {actButton('execute', t('orders.execute'), {
              type: 'primary',
              disabled: busy || (isSigner && !enough),
            })}
            {order.pendingCancels.length === 0 &&
              actButton('cancel', t('orders.proposeCancel'), { danger: true })}
          </Space>
        )}
        {refusal && <ErrorAlert message={refusal} testId={`${testId}-error`} />}
        {!refusal && (
          <StepsProgress
            layout="inline"
            running={running}
            progress={progress}
            result={result}
            testId={`${testId}-progress`}
            errorTestId={`${testId}-error`}
          />
        )}
      </Flex>
    </Card>
  )
}
