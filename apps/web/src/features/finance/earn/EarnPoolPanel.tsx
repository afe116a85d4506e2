import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ContractRead } from '../../../app/contracts/ContractRead.tsx'
import { AddressLoadPanel } from '../../../app/forms/AddressLoadPanel.tsx'
import { FactsTable } from '../../../app/layout/FactsTable.tsx'
import { SectionTitle } from '../../../app/layout/SectionTitle.tsx'
import { ActionOutcome } from '../../../app/transactions/ActionOutcome.tsx'
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
  return (
    <ContractRead
      loaded={loaded}
      read={pool}
      emptyText={t('pool.empty')}
      notFoundText={t('pool.notFound')}
      testIdPrefix="earn"
      found={(state) => Boolean(state.token)}
      rows={5}
    >
      {(state, address) => {
        const { info } = state
        const token = state.token!
        const amount = (value: bigint) => `${amountText(value, token.decimals, language)} ${token.symbol}`
        return (
          <Flex vertical gap={16}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="earn-title">
              {t('earn.pool.heading', { symbol: token.symbol })}
            </Typography.Title>
            <FactsTable
              column={{ xs: 1, md: 2 }}
              testId="earn-facts"
              facts={[
                {
                  key: 'periods',
                  label: t('earn.pool.periods'),
                  span: 2,
                  value: info.options
                    .map((option) =>
                      t('earn.pool.periodRate', {
                        count: option.duration / 86_400,
                        apr: bpsText(option.aprBps, language),
                      }),
                    )
                    .join(' · '),
                },
                { key: 'staked', label: t('earn.pool.totalStaked'), value: amount(info.totalStaked) },
                {
                  key: 'limits',
                  label: t('earn.pool.limits'),
                  value: t('earn.summary.limits', {
                    total: info.totalStakeLimit ? amount(info.totalStakeLimit) : t('earn.noLimit'),
                    user: info.userStakeLimit ? amount(info.userStakeLimit) : t('earn.noLimit'),
                  }),
                },
                {
                  key: 'early',
                  label: t('earn.pool.early'),
                  value: info.earlyRedemption
                    ? t('earn.pool.earlyFee', { fee: bpsText(info.earlyFeeBps, language) })
                    : t('earn.pool.noEarly'),
                  testId: 'earn-early',
                  data: { 'data-fee': info.earlyRedemption ? String(info.earlyFeeBps) : '' },
                },
                {
                  key: 'fund',
                  label: t('earn.pool.fund'),
                  value: t('earn.pool.fundFigures', {
                    fund: amount(info.rewardFund),
                    reserved: amount(info.rewardReserved),
                    free: amount(state.unreserved),
                  }),
                  testId: 'earn-fund',
                  data: { 'data-unreserved': state.unreserved.toString() },
                },
                { key: 'paid', label: t('earn.pool.paid'), value: amount(info.rewardPaid) },
                { key: 'count', label: t('earn.pool.stakeCount'), value: info.stakeCount.toString() },
              ]}
            />
            {!account && <ConnectWalletAlert />}
            <SectionTitle>{t('earn.pool.stake')}</SectionTitle>
            <EarnStakeForm state={state} pool={address} action={action} />
            <SectionTitle>{t('earn.pool.myStakes')}</SectionTitle>
            <EarnStakeList state={state} pool={address} action={action} />
            <ActionOutcome action={action} doneTitle={t(`earn.done.${action.done}`)} testIdPrefix="earn" />
            {account && (
              <>
                <SectionTitle>{t('earn.pool.fundSection')}</SectionTitle>
                <EarnFundSection state={state} pool={address} action={action} account={account} />
              </>
            )}
          </Flex>
        )
      }}
    </ContractRead>
  )
}
