import { Alert, Descriptions, Divider, Empty, Flex, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { AddressLoadPanel } from '../../../app/forms/AddressLoadPanel.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { amountText, bpsText } from '../financeFigures.ts'
import { useFinanceAction } from '../useFinanceAction.ts'
import { EarnFundSection } from './EarnFundSection.tsx'
import { EarnStakeForm } from './EarnStakeForm.tsx'
import { EarnStakeList } from './EarnStakeList.tsx'
import { useEarnPool } from './useEarnPool.ts'

/**
 * One Earn pool's page: its periods and rates, limits, early-redemption fee (or that early
 * redemption is not possible), the reward fund (reserved for stakes and free), then stake, my stakes
 * with the reward accruing and Redeem (early with its fee stated first), and the fund's top-up and
 * the creator's withdrawal of the free part. Read again every block.
 */
export function EarnPoolPanel({ initialAddress }: { initialAddress: string | undefined }) {
  const { t } = useTranslation('finance')
  return (
    <AddressLoadPanel
      title={t('earn.pool.title')}
      initial={initialAddress}
      loadLabel={t('pool.load')}
      placeholder={t('pool.addressPlaceholder')}
      testId="earn-pool-panel"
      inputTestId="earn-address-input"
    >
      {(loaded) => <EarnPoolBody key={loaded ?? ''} loaded={loaded} />}
    </AddressLoadPanel>
  )
}

function EarnPoolBody({ loaded }: { loaded: Address | undefined }) {
  const { t, i18n } = useTranslation(['finance', 'errors'])
  const language = i18n.language
  const { address: account } = useConnection()
  const pool = useEarnPool(loaded)
  const action = useFinanceAction(() => void pool.refetch())
  if (!loaded) return <Empty description={t('pool.empty')} />
  if (pool.isPending) return <Skeleton active paragraph={{ rows: 5 }} />
  if (pool.isError) return <ReadErrorAlert error={pool.error} />
  const state = pool.data
  if (!state?.token)
    return <Alert type="warning" showIcon title={t('pool.notFound')} data-testid="earn-not-found" />
  const { info, token } = state
  const amount = (value: bigint) => `${amountText(value, token.decimals, language)} ${token.symbol}`
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="earn-title">
        {t('earn.pool.heading', { symbol: token.symbol })}
      </Typography.Title>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        data-testid="earn-facts"
        items={[
          {
            key: 'periods',
            label: t('earn.pool.periods'),
            span: 2,
            children: info.options
              .map((option) =>
                t('earn.pool.periodRate', {
                  count: option.duration / 86_400,
                  apr: bpsText(option.aprBps, language),
                }),
              )
              .join(' · '),
          },
          { key: 'staked', label: t('earn.pool.totalStaked'), children: amount(info.totalStaked) },
          {
            key: 'limits',
            label: t('earn.pool.limits'),
            children: t('earn.summary.limits', {
              total: info.totalStakeLimit ? amount(info.totalStakeLimit) : t('earn.noLimit'),
              user: info.userStakeLimit ? amount(info.userStakeLimit) : t('earn.noLimit'),
            }),
          },
          {
            key: 'early',
            label: t('earn.pool.early'),
            children: (
              <span data-testid="earn-early" data-fee={info.earlyRedemption ? info.earlyFeeBps : ''}>
                {info.earlyRedemption
                  ? t('earn.pool.earlyFee', { fee: bpsText(info.earlyFeeBps, language) })
                  : t('earn.pool.noEarly')}
              </span>
            ),
          },
          {
            key: 'fund',
            label: t('earn.pool.fund'),
            children: (
              <span data-testid="earn-fund" data-unreserved={state.unreserved.toString()}>
                {t('earn.pool.fundFigures', {
                  fund: amount(info.rewardFund),
                  reserved: amount(info.rewardReserved),
                  free: amount(state.unreserved),
                })}
              </span>
            ),
          },
          { key: 'paid', label: t('earn.pool.paid'), children: amount(info.rewardPaid) },
          { key: 'count', label: t('earn.pool.stakeCount'), children: info.stakeCount.toString() },
        ]}
      />
      {!account && <ConnectWalletAlert />}
      <Divider plain titlePlacement="start" style={{ margin: 0 }}>
        {t('earn.pool.stake')}
      </Divider>
      <EarnStakeForm state={state} pool={loaded} action={action} />
      <Divider plain titlePlacement="start" style={{ margin: 0 }}>
        {t('earn.pool.myStakes')}
      </Divider>
      <EarnStakeList state={state} pool={loaded} action={action} />
      {action.done && (
        <Alert
          type="success"
          showIcon
          data-testid="earn-done"
          data-done={action.done}
          title={t(`earn.done.${action.done}`)}
        />
      )}
      {action.result?.status === 'failed' && <StepError result={action.result} testId="earn-action-error" />}
      {account && (
        <>
          <Divider plain titlePlacement="start" style={{ margin: 0 }}>
            {t('earn.pool.fundSection')}
          </Divider>
          <EarnFundSection state={state} pool={loaded} action={action} account={account} />
        </>
      )}
    </Flex>
  )
}
