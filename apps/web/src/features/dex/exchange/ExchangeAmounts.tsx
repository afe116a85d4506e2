import { ArrowDownOutlined } from '@ant-design/icons'
import type { ExchangeSide } from '@tokenbox/core/dex/toExchangeTrade.ts'
import { Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { TokenAmountBox } from '../TokenAmountBox.tsx'
import type { ExchangeFlow } from './useExchange.ts'

/**
 * The exchange's two boxes, what is paid above what is received, and the flip button between them.
 * Test ids: `exchange-<box|balance|max|amount|token>-<in|out>`, `exchange-flip`.
 *
 * @example
 * <ExchangeAmounts exchange={useExchange(entry)} />
 */
export function ExchangeAmounts({ exchange }: { exchange: ExchangeFlow }) {
  const { t } = useTranslation('dex')
  const { runner, trade } = exchange
  const box = (side: ExchangeSide) => (
    <TokenAmountBox
      testId="exchange"
      side={side}
      label={t(side === 'in' ? 'form.pay' : 'form.receive')}
      entry={exchange.entry}
      recent={exchange.recent}
      token={exchange.tokens[side]}
      // The balance shows with a wallet only; Max only on the side paid.
      info={(exchange.account && exchange.info[side]) || undefined}
      value={exchange.shown(side)}
      exactAmount={exchange.exactAmount(side)}
      showMax={side === 'in'}
      disabled={runner.running}
      inputDisabled={runner.running || (trade.taxed && side === 'out')}
      symbolOf={exchange.symbolOf}
      onType={(text) => exchange.type(side, text)}
      onChoose={(address) => exchange.choose(side, address)}
    />
  )
  return (
    <>
      {box('in')}
      <Flex justify="center" style={{ margin: '-10px 0' }}>
        <Button
          shape="circle"
          icon={<ArrowDownOutlined />}
          aria-label={t('form.flip')}
          data-testid="exchange-flip"
          disabled={runner.running}
          onClick={exchange.flip}
        />
      </Flex>
      {box('out')}
    </>
  )
}
