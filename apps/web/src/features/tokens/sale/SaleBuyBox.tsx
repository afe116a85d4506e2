import { Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../../app/forms/AmountInput.tsx'

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
      <AmountInput
        value={amount}
        onChange={onAmount}
        suffix={coin}
        placeholder={t('sale.panel.amount')}
        issue={issue}
        testId={`${testIdPrefix}-buy-amount`}
      />
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
