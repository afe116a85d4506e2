import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { market314Actions } from '@tokenbox/core/tokens/market314/market314Actions.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Tag, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { formatDuration } from '../../../app/time/formatDuration.ts'
import { DoneAlert } from '../../../app/transactions/DoneAlert.tsx'
import { issueText } from '../create/issueRule.ts'
import { SendToTokenAlert } from '../SendToTokenAlert.tsx'
import { SaleBuyBox } from '../sale/SaleBuyBox.tsx'
import { saleTermFacts } from '../sale/saleTermFacts.ts'
import { format314Amount } from './format314Amount.ts'
import type { Market314SectionProps } from './market314SectionProps.ts'
import { useMarket314Action } from './useMarket314Action.ts'

const phaseColor = { sale: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * The sale of an ERC314 sale version: raised of the hard cap, buyers, time left, the price and
 * limits, how to buy by a plain transfer from any wallet, and Buy, Launch and Claim refund as the
 * phase allows, each through core's plan (useMarket314Action).
 */
export function Sale314Section({ state, account, coin }: Market314SectionProps) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const action = useMarket314Action(state.token)
  const [amount, setAmount] = useState('')
  const [issue, setIssue] = useState<string | undefined>()
  const sale = state.sale
  if (!sale) return null
  const actions = market314Actions(state, account)
  const coins = (value: bigint) => format314Amount(value, i18n.language)
  const terms = saleTermFacts(t as TFunction, { coins, tokens: coins, coin, symbol: state.symbol }, sale)
  const percent = sale.hardCap > 0n ? Number((sale.raised * 10_000n) / sale.hardCap) / 100 : 0
  const secondsLeft = sale.endTime > state.chainTime ? Number(sale.endTime - state.chainTime) : 0

  const act = async (kind: 'buySale' | 'launch' | 'claimRefund') => {
    setIssue(undefined)
    const found = await action.act(kind === 'buySale' ? { kind, amount } : { kind })
    if (found) setIssue(issueText(t, found))
  }
  const { busy, done } = action

  return (
    <Panel title={t('m314.sale.title')} data-testid="m314-sale">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text data-testid="m314-sale-raised" data-raised={sale.raised.toString()}>
            {t('sale.panel.raised', { raised: coins(sale.raised), hardCap: coins(sale.hardCap), coin })}
          </Typography.Text>
          <Tag color={phaseColor[sale.phase]} data-testid="m314-sale-phase" data-phase={sale.phase}>
            {t(`m314.sale.phase.${sale.phase}`)}
          </Tag>
        </Flex>
        <ProgressBar percent={percent} status={sale.phase === 'failed' ? 'exception' : undefined} />
        <ListedTokenPowers listed={state} sold="sale" testId="m314-sale-token-powers" />
        <FactsTable
          facts={[
            { ...terms.buyers, value: formatLocaleDecimal(sale.buyers.toString(), i18n.language) },
            {
              ...terms.timeLeft,
              value:
                sale.phase === 'sale' && secondsLeft > 0
                  ? formatDuration(secondsLeft, i18n.language)
                  : t('sale.panel.over'),
            },
            terms.price,
            terms.limits,
            sale.contribution
              ? { key: 'yours', label: t('sale.panel.yours'), value: `${coins(sale.contribution)} ${coin}` }
              : null,
          ]}
        />
        {sale.phase === 'sale' && (
          <SendToTokenAlert
            title={t('sale.panel.howToBuy', { coin })}
            token={state.token}
            // Unlike the other sales, a 314 sale keeps coin sent by a contract: say so.
            warning={t('m314.sale.exchangeWarning', { coin })}
            warningTestId="m314-exchange-warning"
          />
        )}
        {actions.buySale && (
          <SaleBuyBox
            amount={amount}
            onAmount={setAmount}
            issue={issue}
            coin={coin}
            running={busy}
            onBuy={() => void act('buySale')}
            testIdPrefix="m314-sale"
          />
        )}
        {actions.launch && (
          <Button
            type="primary"
            size="large"
            onClick={() => void act('launch')}
            loading={busy}
            data-testid="m314-launch"
          >
            {t('m314.sale.launch')}
          </Button>
        )}
        {actions.claimRefund && (
          <Button
            size="large"
            onClick={() => void act('claimRefund')}
            loading={busy}
            data-testid="m314-claim-refund"
          >
            {t('sale.panel.claimRefund', { coin: coins(sale.contribution ?? 0n), symbol: coin })}
          </Button>
        )}
        {sale.phase === 'failed' && <Alert type="warning" showIcon title={t('sale.panel.failed')} />}
        <DoneAlert done={done} title={t(`m314.sale.done.${done}`)} testId="m314-sale-done" />
        {action.failure && <ErrorAlert message={action.failure} testId="m314-sale-error" />}
      </Flex>
    </Panel>
  )
}
