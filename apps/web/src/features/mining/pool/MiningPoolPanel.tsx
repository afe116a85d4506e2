import { miningPoolActions } from '@tokenbox/core/mining/miningPoolActions.ts'
import { Alert, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ContractRead } from '../../../app/contracts/ContractRead.tsx'
import { AddressLoadPanel } from '../../../app/forms/AddressLoadPanel.tsx'
import { SectionTitle } from '../../../app/layout/SectionTitle.tsx'
import { ActionOutcome } from '../../../app/transactions/ActionOutcome.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { labelColor } from './labelColor.ts'
import { MiningManageSection } from './MiningManageSection.tsx'
import { MiningPoolFacts } from './MiningPoolFacts.tsx'
import { MiningPositionPanel } from './MiningPositionPanel.tsx'
import { MiningTeamSection } from './MiningTeamSection.tsx'
import { useMiningAction } from './useMiningAction.ts'
import { useMiningPool } from './useMiningPool.ts'

/**
 * One pool's page: its tokens, kind and label, its terms and books (rate per day, fund and days of
 * rewards left, TVL, APR, time left), my position with stake, unstake, claim, compound and emergency
 * withdraw, my team in a team pool, the fund's top-up and the creator's powers. Read again every block.
 */
export function MiningPoolPanel({
  initialAddress,
  inviter,
}: {
  initialAddress: string | undefined
  inviter: Address | undefined
}) {
  const { t } = useTranslation(['mining', 'errors'])
  return (
    <AddressLoadPanel
      title={t('pool.title')}
      initial={initialAddress}
      loadLabel={t('pool.load')}
      placeholder={t('pool.addressPlaceholder')}
      testId="mining-pool-panel"
      inputTestId="mining-address-input"
    >
      {(loaded) => <MiningPoolBody key={loaded ?? ''} loaded={loaded} inviter={inviter} />}
    </AddressLoadPanel>
  )
}

function MiningPoolBody({ loaded, inviter }: { loaded: Address | undefined; inviter: Address | undefined }) {
  const { t } = useTranslation(['mining', 'errors'])
  const { address: account } = useConnection()
  const pool = useMiningPool(loaded)
  const action = useMiningAction(pool.data, () => void pool.refetch())

  return (
    <ContractRead
      loaded={loaded}
      read={pool}
      emptyText={t('pool.empty')}
      notFoundText={t('pool.notFound')}
      testIdPrefix="mining"
      rows={5}
    >
      {(state) => {
        const actions = miningPoolActions(state, account)
        return (
          <Flex vertical gap={16}>
            <Flex justify="space-between" wrap gap={8} align="baseline">
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="mining-title">
                {t('list.pair', { stake: state.stake.symbol, reward: state.reward.symbol })}
              </Typography.Title>
              <Flex gap={4} wrap>
                <Tag data-testid="mining-pool-kind" data-kind={state.kind}>
                  {t(`kind.${state.kind}`)}
                </Tag>
                {state.isLp && <Tag color="blue">LP</Tag>}
                <Tag color={labelColor[state.label]} data-testid="mining-label" data-label={state.label}>
                  {t(`label.${state.label}`)}
                </Tag>
              </Flex>
            </Flex>
            {state.label === 'dry' && (
              <Alert type="warning" showIcon title={t('pool.dry')} data-testid="mining-dry" />
            )}
            <MiningPoolFacts state={state} />
            {!account && <ConnectWalletAlert />}
            <SectionTitle>{t('pool.myPosition')}</SectionTitle>
            <MiningPositionPanel state={state} actions={actions} action={action} inviter={inviter} />
            <ActionOutcome action={action} doneTitle={t(`pool.done.${action.done}`)} testIdPrefix="mining" />
            {account && state.teamShareBps > 0 && (
              <MiningTeamSection
                state={state}
                actions={actions}
                action={action}
                account={account}
                inviter={inviter}
              />
            )}
            {account && (actions.topUp || actions.isCreator) && (
              <>
                <SectionTitle>{t('manage.section')}</SectionTitle>
                <MiningManageSection state={state} actions={actions} action={action} />
              </>
            )}
          </Flex>
        )
      }}
    </ContractRead>
  )
}
