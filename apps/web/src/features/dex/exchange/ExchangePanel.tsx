import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, Checkbox, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ExchangeAmounts } from './ExchangeAmounts.tsx'
import { ExchangeChecks } from './ExchangeChecks.tsx'
import { ExchangeOutcome } from './ExchangeOutcome.tsx'
import { SwapDetails } from './SwapDetails.tsx'
import { SwapSettings } from './SwapSettings.tsx'
import { useExchange } from './useExchange.ts'

/**
 * Exchange (ET): sell one asset for another on the chain's DEXes at the best price any of them
 * quotes, direct or through one intermediate; exact-in (type what you pay) or exact-out (type what
 * you receive); native coin and its wrapped token wrap and unwrap 1:1. Tokens outside the catalogue
 * are test-traded first (measured buy and sell tax; the honeypot warning) and traded through the
 * router's fee-on-transfer functions when taxed. The quote refreshes on every new block; a quote
 * older than the newest block cannot be sent. The flow lives in useExchange, the rules and the
 * steps in core (toExchangeTrade, validateExchange, planExchange).
 */
export function ExchangePanel({ entry }: { entry: ChainEntry }) {
  const { t } = useTranslation('dex')
  const exchange = useExchange(entry)
  const { trade, runner, blocker, best, limits, quote, info } = exchange
  const { mode } = trade
  const wrapping = mode === 'wrap' || mode === 'unwrap'

  return (
    <Panel style={{ maxWidth: 520, margin: '0 auto' }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {mode === 'wrap' ? t('title.wrap') : mode === 'unwrap' ? t('title.unwrap') : t('title.swap')}
          </Typography.Title>
          <SwapSettings value={exchange.settings} onChange={exchange.setSettings} />
        </Flex>
        <ExchangeAmounts exchange={exchange} />
        <ExchangeChecks exchange={exchange} />
        {mode === 'swap' && best && limits && info.in && info.out && quote && (
          <SwapDetails
            quote={quote}
            sideIn={info.in}
            sideOut={info.out}
            limit={limits}
            pathSymbols={exchange.pathSymbols}
          />
        )}
        {wrapping && (
          <Typography.Text type="secondary" data-testid="exchange-wrap-note">
            {t(mode === 'wrap' ? 'wrap.note' : 'unwrap.note')}
          </Typography.Text>
        )}
        {mode === 'swap' && !trade.ends?.nativeIn && (
          <Checkbox
            checked={exchange.unlimited}
            onChange={(event) => exchange.setUnlimited(event.target.checked)}
            disabled={runner.running}
            data-testid="exchange-unlimited"
          >
            {t('form.unlimited')}
          </Checkbox>
        )}
        <Button
          type="primary"
          size="large"
          block
          disabled={Boolean(blocker)}
          loading={runner.running}
          onClick={() => void exchange.submit()}
          data-testid="exchange-submit"
          data-blocker={blocker ? 'yes' : 'no'}
        >
          {blocker ??
            (mode === 'wrap' ? t('button.wrap') : mode === 'unwrap' ? t('button.unwrap') : t('button.swap'))}
        </Button>
        <ExchangeOutcome exchange={exchange} />
      </Flex>
    </Panel>
  )
}
