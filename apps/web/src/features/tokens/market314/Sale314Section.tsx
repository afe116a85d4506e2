import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  buySale314Step,
  claimRefund314Step,
  launch314Step,
} from '@tokenbox/core/tokens/market314/market314ActionSteps.ts'
import { market314Actions } from '@tokenbox/core/tokens/market314/market314Actions.ts'
import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, parseEther } from 'viem'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { formatDuration } from '../../../app/time/formatDuration.ts'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { issueText } from '../create/issueRule.ts'
import { SaleBuyBox } from '../sale/SaleBuyBox.tsx'
import { format314Amount } from './format314Amount.ts'

const phaseColor = { sale: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * The sale of an ERC314 sale version: raised of the hard cap, buyers, time left, the price and
 * limits, how to buy by a plain transfer from any wallet, and Buy, Launch and Claim refund as the
 * phase allows.
 */
export function Sale314Section({
  state,
  account,
  coin,
}: {
  state: Market314State
  account: Address | undefined
  coin: string
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { run, result, running } = useStepRunner()
  const [amount, setAmount] = useState('')
  const [issue, setIssue] = useState<string | undefined>()
  const [done, setDone] = useState<'buySale' | 'launch' | 'claimRefund' | undefined>()
  const sale = state.sale
  if (!sale) return null
  const actions = market314Actions(state, account)
  const coins = (value: bigint) => format314Amount(value, i18n.language)
  const percent = sale.hardCap > 0n ? Number((sale.raised * 10_000n) / sale.hardCap) / 100 : 0
  const secondsLeft = sale.endTime > state.chainTime ? Number(sale.endTime - state.chainTime) : 0

  const act = async (action: 'buySale' | 'launch' | 'claimRefund') => {
    let step: Parameters<typeof run>[0][number]
    if (action === 'buySale') {
      const problem = validateAmount(amount, 18, { field: 'sale.panel.amount' })
      setIssue(problem ? issueText(t, problem) : undefined)
      if (problem) return
      step = buySale314Step({ token: state.token, value: parseEther(amount.trim()) })
    } else
      step =
        action === 'launch'
          ? launch314Step({ token: state.token })
          : claimRefund314Step({ token: state.token })
    setDone(undefined)
    const outcome = await run([step])
    if (outcome.status === 'done') setDone(action)
  }

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
        <ListedTokenPowers
          token={state.token}
          symbol={state.symbol}
          decimals={state.decimals}
          sold="sale"
          testId="m314-sale-token-powers"
        />
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'buyers',
              label: t('sale.panel.buyers'),
              children: formatLocaleDecimal(sale.buyers.toString(), i18n.language),
            },
            {
              key: 'left',
              label: t('sale.panel.timeLeft'),
              children:
                sale.phase === 'sale' && secondsLeft > 0
                  ? formatDuration(secondsLeft, i18n.language)
                  : t('sale.panel.over'),
            },
            {
              key: 'price',
              label: t('sale.form.price'),
              children: t('sale.panel.price', {
                amount: coins(sale.tokensPerCoin),
                symbol: state.symbol,
                coin,
              }),
            },
            {
              key: 'limits',
              label: t('sale.panel.limits'),
              children: t('sale.panel.limitsValue', {
                min: coins(sale.minContribution),
                max: coins(sale.maxContribution),
                coin,
              }),
            },
            ...(sale.contribution
              ? [
                  {
                    key: 'yours',
                    label: t('sale.panel.yours'),
                    children: `${coins(sale.contribution)} ${coin}`,
                  },
                ]
              : []),
          ]}
        />
        {sale.phase === 'sale' && (
          <Alert
            type="info"
            showIcon
            title={t('sale.panel.howToBuy', { coin })}
            description={
              <Flex vertical gap={4}>
                <Typography.Text code copyable={{ text: state.token }} style={{ wordBreak: 'break-all' }}>
                  {state.token}
                </Typography.Text>
                {/* Unlike the other sales, a 314 sale keeps coin sent by a contract: say so. */}
                <Typography.Text type="warning" data-testid="m314-exchange-warning">
                  {t('m314.sale.exchangeWarning', { coin })}
                </Typography.Text>
              </Flex>
            }
          />
        )}
        {actions.buySale && (
          <SaleBuyBox
            amount={amount}
            onAmount={setAmount}
            issue={issue}
            coin={coin}
            running={running}
            onBuy={() => void act('buySale')}
            testIdPrefix="m314-sale"
          />
        )}
        {actions.launch && (
          <Button
            type="primary"
            size="large"
            onClick={() => void act('launch')}
            loading={running}
            data-testid="m314-launch"
          >
            {t('m314.sale.launch')}
          </Button>
        )}
        {actions.claimRefund && (
          <Button
            size="large"
            onClick={() => void act('claimRefund')}
            loading={running}
            data-testid="m314-claim-refund"
          >
            {t('sale.panel.claimRefund', { coin: coins(sale.contribution ?? 0n), symbol: coin })}
          </Button>
        )}
        {sale.phase === 'failed' && <Alert type="warning" showIcon title={t('sale.panel.failed')} />}
        {done && (
          <Alert type="success" showIcon data-testid="m314-sale-done" title={t(`m314.sale.done.${done}`)} />
        )}
        {result?.status === 'failed' && <StepError result={result} testId="m314-sale-error" />}
      </Flex>
    </Panel>
  )
}
