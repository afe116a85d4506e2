import { Button, Flex, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * A sale's "amount to send" and its Buy button, with the amount's issue under it: the sale token's
 * panel and the 314 sale versions' both sell by a plain transfer of the coin.
 */
export function SaleBuyBox({
  amount,
  onAmount,
  issue,
  coin,
  running,
  onBuy,
  testIdPrefix,
}: {
  amount: string
  onAmount: (amount: string) => void
  issue: string | undefined
  coin: string
  running: boolean
  onBuy: () => void
  /** `sale` gives `sale-buy-amount` and `sale-buy`. */
  testIdPrefix: string
}) {
  const { t } = useTranslation('tokens')
  return (
    <Flex gap={8} wrap align="start">
      <Flex vertical style={{ flex: '1 1 200px' }}>
        <Input
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
          inputMode="decimal"
          suffix={coin}
          placeholder={t('sale.panel.amount')}
          status={issue ? 'error' : undefined}
          data-testid={`${testIdPrefix}-buy-amount`}
        />
        {issue && <Typography.Text type="danger">{issue}</Typography.Text>}
      </Flex>
      <Button
        type="primary"
        onClick={onBuy}
        loading={running}
        disabled={running}
        data-testid={`${testIdPrefix}-buy`}
      >
        {t('sale.panel.buy')}
      </Button>
    </Flex>
  )
}
