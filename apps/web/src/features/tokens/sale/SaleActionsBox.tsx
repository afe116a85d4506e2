import { type SaleActionKind, saleActions } from '@tokenbox/core/tokens/sale/saleActions.ts'
import type { SaleState } from '@tokenbox/core/tokens/sale/saleState.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { DoneAlert } from '../../../app/transactions/DoneAlert.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { issueText } from '../create/issueRule.ts'
import { SendToTokenAlert } from '../SendToTokenAlert.tsx'
import { SaleBuyBox } from './SaleBuyBox.tsx'
import { saleFormat } from './saleFormat.ts'
import type { useSaleAction } from './useSaleAction.ts'

/** The buttons' test ids, as the e2e tests know them. */
const buttonTestIds = {
  startTrading: 'sale-start-trading',
  claimRefund: 'sale-claim-refund',
  withdrawCredit: 'sale-withdraw-credit',
} as const

/**
 * What can be done with a sale token now: how to buy from any wallet while it is active, the buy
 * box and the buttons its state allows the connected account (core's saleActions), why starting
 * trading waits, and each action's outcome (done, or why it did not go).
 */
export function SaleActionsBox({
  sale,
  coin,
  action,
}: {
  sale: SaleState
  coin: string
  action: ReturnType<typeof useSaleAction>
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { coins } = saleFormat(i18n.language, sale.decimals)
  const actions = saleActions(sale, account)
  const { busy } = action
  const button = (kind: Exclude<SaleActionKind, 'buy'>, label: string, primary = false) => (
    <Button
      type={primary ? 'primary' : undefined}
      size="large"
      onClick={() => action.act(kind)}
      loading={busy}
      disabled={busy}
      data-testid={buttonTestIds[kind]}
    >
      {label}
    </Button>
  )
  return (
    <>
      {sale.phase === 'active' && (
        <SendToTokenAlert
          title={t('sale.panel.howToBuy', { coin })}
          token={sale.token}
          warning={t('sale.panel.exchangeWarning', { coin })}
          testId="sale-how-to-buy"
          addressTestId="sale-address"
          warningTestId="sale-exchange-warning"
        >
          <Typography.Text>
            {t('sale.panel.howToBuyLimits', {
              min: coins(sale.minContribution),
              max: coins(sale.maxContribution),
              coin,
            })}
          </Typography.Text>
        </SendToTokenAlert>
      )}
      {sale.phase !== 'trading' && (
        <Typography.Text type="secondary" data-testid="sale-no-trading">
          {t('sale.panel.notTrading')}
        </Typography.Text>
      )}
      {!account && <ConnectWalletAlert />}
      {actions.buy && (
        <SaleBuyBox
          amount={action.amount}
          onAmount={action.setAmount}
          issue={action.amountIssue ? issueText(t, action.amountIssue) : undefined}
          coin={coin}
          running={busy}
          onBuy={() => action.act('buy')}
          testIdPrefix="sale"
        />
      )}
      <Flex gap={12} wrap>
        {actions.startTrading && button('startTrading', t('sale.panel.startTrading'), true)}
        {actions.claimRefund &&
          button(
            'claimRefund',
            t('sale.panel.claimRefund', { coin: coins(sale.account!.coin), symbol: coin }),
          )}
        {actions.withdrawCredit &&
          button(
            'withdrawCredit',
            t('sale.panel.withdrawCredit', { coin: coins(sale.account!.pendingRefund), symbol: coin }),
          )}
      </Flex>
      {actions.startTradingBlocker && (
        <Typography.Text type="secondary" data-testid="sale-start-blocked">
          {t(`sale.panel.startBlocked.${actions.startTradingBlocker}`)}
        </Typography.Text>
      )}
      {sale.phase === 'failed' && (
        <Alert type="warning" showIcon title={t('sale.panel.failed')} data-testid="sale-failed" />
      )}
      <DoneAlert done={action.done} title={t(`sale.panel.done.${action.done}`)} testId="sale-done" />
      {action.failure && <ErrorAlert message={action.failure} testId="sale-action-error" />}
    </>
  )
}
