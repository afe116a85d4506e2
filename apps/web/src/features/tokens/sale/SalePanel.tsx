import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { liquidityLockFloorDays } from '@tokenbox/core/launch/liquidityLockFloor.ts'
import {
  buySaleTokenStep,
  claimSaleRefundStep,
  startTradingStep,
  withdrawSaleRefundStep,
} from '@tokenbox/core/tokens/sale/saleActionSteps.ts'
import { saleActions } from '@tokenbox/core/tokens/sale/saleActions.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Descriptions, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatEther, formatUnits, getAddress, parseEther } from 'viem'
import { useConnection } from 'wagmi'
import { UntrustedLockerAlert } from '../../../app/contracts/UntrustedLockerAlert.tsx'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { formatDuration } from '../../../app/time/formatDuration.ts'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueText } from '../create/issueRule.ts'
import { TokenAddressBar } from '../TokenAddressBar.tsx'
import { SaleBuyBox } from './SaleBuyBox.tsx'
import { useSaleState } from './useSaleState.ts'

const phaseColor = { active: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * A sale token's own screen: load it by address, see its progress (raised of the hard cap with the
 * soft cap marked, buyers, time left by the chain's clock, phase), how to buy from any wallet
 * without a dApp, and the actions its state allows: buy (the plain transfer), start trading, claim
 * a refund, withdraw a credit. Everything shown comes from readSaleState, read again every block.
 */
export function SalePanel({ initialAddress }: { initialAddress: string | undefined }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const { token } = theme.useToken()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const [amount, setAmount] = useState('')
  const [amountIssue, setAmountIssue] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const sale = useSaleState(loaded)
  const { run, result, running } = useStepRunner()

  const load = (address: Address) => {
    if (address === loaded) void sale.refetch()
    else setLoaded(address)
  }

  const act = async (action: 'buy' | 'startTrading' | 'claimRefund' | 'withdrawCredit') => {
    if (!loaded || !account) return
    let step: Parameters<typeof run>[0][number]
    if (action === 'buy') {
      const issue = validateAmount(amount, 18, { field: 'sale.panel.amount' })
      setAmountIssue(issue ? issueText(t, issue) : undefined)
      if (issue) return
      step = buySaleTokenStep({ token: loaded, value: parseEther(amount.trim()) })
    } else {
      // A `?t=1` tax token's sale is held by the chain's hub: its actions go there (the owner's
      // launch through the token).
      const target = { token: loaded, hub: sale.data?.hub }
      if (action === 'startTrading')
        step = startTradingStep({ ...target, byOwner: sale.data?.owner === account })
      else if (action === 'claimRefund') step = claimSaleRefundStep(target)
      else step = withdrawSaleRefundStep({ ...target, to: account })
    }
    setDone(undefined)
    const outcome = await run([step])
    if (outcome.status === 'done') setDone(action)
    void sale.refetch()
  }

  const coins = (value: bigint) => formatLocaleDecimal(formatEther(value), i18n.language)
  const count = (value: bigint) => formatLocaleDecimal(value.toString(), i18n.language)

  const body = () => {
    if (!loaded) return <Empty description={t('sale.panel.empty')} />
    if (sale.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
    if (sale.isError) return <ReadErrorAlert error={sale.error} testId="sale-error" />
    const data = sale.data
    if (!data)
      return <Alert type="warning" showIcon title={t('sale.panel.notFound')} data-testid="sale-not-found" />
    const actions = saleActions(data, account)
    const percent = data.progressBps / 100
    const softPercent = data.hardCap > 0n ? Number((data.softCap * 10_000n) / data.hardCap) / 100 : 0
    const tokens = (value: bigint) => formatLocaleDecimal(formatUnits(value, data.decimals), i18n.language)
    return (
      <Flex vertical gap={16}>
        <Flex justify="space-between" wrap gap={8} align="baseline">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="sale-symbol">
            {data.symbol} <Typography.Text type="secondary">{data.name}</Typography.Text>
          </Typography.Title>
          <Tag color={phaseColor[data.phase]} data-testid="sale-phase" data-phase={data.phase}>
            {t(`sale.phase.${data.phase}`)}
          </Tag>
        </Flex>
        <UntrustedLockerAlert
          trusted={data.lockerTrusted}
          title={t('sale.panel.untrustedLocker')}
          testId="sale-untrusted-locker"
        />
        {loaded && (
          <ListedTokenPowers
            token={loaded}
            symbol={data.symbol}
            decimals={data.decimals}
            sold="sale"
            testId="sale-token-powers"
          />
        )}
        <div>
          <ProgressBar
            percent={percent}
            format={() => `${formatLocaleDecimal(percent.toString(), i18n.language)}%`}
            status={data.phase === 'failed' ? 'exception' : data.phase === 'active' ? 'active' : 'success'}
            strokeColor={data.phase === 'active' ? token.colorPrimary : undefined}
            data-testid="sale-progress"
            data-percent={percent}
          />
          <Typography.Text data-testid="sale-raised" data-raised={data.raised.toString()}>
            {t('sale.panel.raised', { raised: coins(data.raised), hardCap: coins(data.hardCap), coin })}
          </Typography.Text>
          {data.softCap > 0n && (
            <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="sale-soft-cap-mark">
              {t('sale.panel.softCapMark', {
                softCap: coins(data.softCap),
                coin,
                percent: formatLocaleDecimal(softPercent.toString(), i18n.language),
                status:
                  data.raised >= data.softCap
                    ? t('sale.panel.softCapMet')
                    : data.phase === 'active'
                      ? t('sale.panel.softCapNotMet')
                      : t('sale.panel.softCapMissed'),
              })}
            </Typography.Text>
          )}
        </div>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'buyers',
              label: t('sale.panel.buyers'),
              children: <span data-testid="sale-buyers">{count(data.buyerCount)}</span>,
            },
            {
              key: 'left',
              label: t('sale.panel.timeLeft'),
              children: (
                <span data-testid="sale-time-left">
                  {data.phase === 'active' && data.secondsLeft > 0n
                    ? formatDuration(Number(data.secondsLeft), i18n.language)
                    : t(data.phase === 'trading' ? 'sale.panel.launched' : 'sale.panel.over')}
                </span>
              ),
            },
            {
              key: 'price',
              label: t('sale.form.price'),
              children: t('sale.panel.price', {
                amount: tokens(data.tokensPerCoin),
                symbol: data.symbol,
                coin,
              }),
            },
            {
              key: 'limits',
              label: t('sale.panel.limits'),
              children: t('sale.panel.limitsValue', {
                min: coins(data.minContribution),
                max: coins(data.maxContribution),
                coin,
              }),
            },
            {
              key: 'liquidity',
              label: t('sale.form.liquidityPercent'),
              children: (
                <span data-testid="sale-liquidity">
                  {t(data.lpLockDuration > 0 ? 'sale.panel.liquidityLocked' : 'sale.panel.liquidityBurned', {
                    percent: formatLocaleDecimal((data.liquidityBps / 100).toString(), i18n.language),
                    days: formatLocaleDecimal(
                      String(Math.round(data.lpLockDuration / 86_400)),
                      i18n.language,
                    ),
                    count: Math.round(data.lpLockDuration / 86_400),
                  })}
                  {data.lpLockDuration > 0 &&
                    data.lockerTrusted !== false &&
                    ` · ${t('sale.panel.lockFloor', { count: liquidityLockFloorDays })}`}
                </span>
              ),
            },
            // Once launched the scheduled end means nothing: a date ahead beside "Ended" read as a
            // contradiction (issue 52).
            ...(data.phase === 'trading'
              ? []
              : [
                  {
                    key: 'end',
                    label: t('sale.form.endTime'),
                    children: (
                      <span data-testid="sale-ends-at">
                        {formatDateTime(BigInt(data.endTime), i18n.language)}
                      </span>
                    ),
                  },
                ]),
            ...(data.account && data.account.coin > 0n
              ? [
                  {
                    key: 'yours',
                    label: t('sale.panel.yours'),
                    children: (
                      <span data-testid="sale-yours">
                        {t('sale.panel.yoursValue', {
                          coin: coins(data.account.coin),
                          symbol: coin,
                          tokens: tokens(data.account.tokens),
                          token: data.symbol,
                        })}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {data.phase === 'active' && (
          <Alert
            type="info"
            showIcon
            data-testid="sale-how-to-buy"
            title={t('sale.panel.howToBuy', { coin })}
            description={
              <Flex vertical gap={4}>
                <Typography.Text
                  code
                  copyable={{ text: data.token }}
                  data-testid="sale-address"
                  style={{ wordBreak: 'break-all' }}
                >
                  {data.token}
                </Typography.Text>
                <Typography.Text>
                  {t('sale.panel.howToBuyLimits', {
                    min: coins(data.minContribution),
                    max: coins(data.maxContribution),
                    coin,
                  })}
                </Typography.Text>
                <Typography.Text type="warning" data-testid="sale-exchange-warning">
                  {t('sale.panel.exchangeWarning', { coin })}
                </Typography.Text>
              </Flex>
            }
          />
        )}
        {data.phase !== 'trading' && (
          <Typography.Text type="secondary" data-testid="sale-no-trading">
            {t('sale.panel.notTrading')}
          </Typography.Text>
        )}
        {!account && <ConnectWalletAlert />}
        {actions.buy && (
          <SaleBuyBox
            amount={amount}
            onAmount={setAmount}
            issue={amountIssue}
            coin={coin}
            running={running}
            onBuy={() => act('buy')}
            testIdPrefix="sale"
          />
        )}
        <Flex gap={12} wrap>
          {actions.startTrading && (
            <Button
              type="primary"
              size="large"
              onClick={() => act('startTrading')}
              loading={running}
              disabled={running}
              data-testid="sale-start-trading"
            >
              {t('sale.panel.startTrading')}
            </Button>
          )}
          {actions.claimRefund && (
            <Button
              size="large"
              onClick={() => act('claimRefund')}
              loading={running}
              disabled={running}
              data-testid="sale-claim-refund"
            >
              {t('sale.panel.claimRefund', { coin: coins(data.account!.coin), symbol: coin })}
            </Button>
          )}
          {actions.withdrawCredit && (
            <Button
              size="large"
              onClick={() => act('withdrawCredit')}
              loading={running}
              disabled={running}
              data-testid="sale-withdraw-credit"
            >
              {t('sale.panel.withdrawCredit', { coin: coins(data.account!.pendingRefund), symbol: coin })}
            </Button>
          )}
        </Flex>
        {actions.startTradingBlocker && (
          <Typography.Text type="secondary" data-testid="sale-start-blocked">
            {t(`sale.panel.startBlocked.${actions.startTradingBlocker}`)}
          </Typography.Text>
        )}
        {data.phase === 'failed' && (
          <Alert type="warning" showIcon title={t('sale.panel.failed')} data-testid="sale-failed" />
        )}
        {done && (
          <Alert type="success" showIcon data-testid="sale-done" title={t(`sale.panel.done.${done}`)} />
        )}
        {result?.status === 'failed' && <StepError result={result} testId="sale-action-error" />}
      </Flex>
    )
  }

  return (
    <Panel title={t('sale.panel.title')} data-testid="sale-panel">
      <Flex vertical gap={20}>
        <TokenAddressBar initialAddress={initialAddress} onLoad={load} testIdPrefix="sale" />
        {body()}
      </Flex>
    </Panel>
  )
}
