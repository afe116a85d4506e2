import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import { Alert, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ContractRead } from '../../../app/contracts/ContractRead.tsx'
import { AddressLoadPanel } from '../../../app/forms/AddressLoadPanel.tsx'
import { SectionTitle } from '../../../app/layout/SectionTitle.tsx'
import { ActionOutcome } from '../../../app/transactions/ActionOutcome.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useFinanceAction } from '../useFinanceAction.ts'
import { BeanDepositForm } from './BeanDepositForm.tsx'
import { BeanPoolFigures } from './BeanPoolFigures.tsx'
import { BeanPositionSection } from './BeanPositionSection.tsx'
import { BeanRules } from './BeanRules.tsx'
import { useBeanPool } from './useBeanPool.ts'

/**
 * One Dollar Beans or Roast Beef pool's page, in the order a depositor should read it: the pool's
 * health live from the chain (balance, what depositors could withdraw now, coverage, 24 h in and
 * out, days left), its rules, then deposit, my position with the withdrawal of the day, and my
 * referral link. A pool of the other kind is refused (its rules differ from this page's).
 */
export function BeanPoolPanel({
  kind,
  initialAddress,
  referrer,
}: {
  kind: BeanPoolKind
  initialAddress: string | undefined
  referrer: Address | undefined
}) {
  const { t } = useTranslation('finance')
  return (
    <AddressLoadPanel
      title={t(`bean.name.${kind}`)}
      initial={initialAddress}
      loadLabel={t('pool.load')}
      placeholder={t('pool.addressPlaceholder')}
      testId="bean-pool-panel"
      inputTestId="bean-address-input"
    >
      {(loaded) => <BeanPoolBody key={loaded ?? ''} kind={kind} loaded={loaded} referrer={referrer} />}
    </AddressLoadPanel>
  )
}

function BeanPoolBody({
  kind,
  loaded,
  referrer,
}: {
  kind: BeanPoolKind
  loaded: Address | undefined
  referrer: Address | undefined
}) {
  const { t } = useTranslation(['finance', 'errors'])
  const { address: account } = useConnection()
  const pool = useBeanPool(loaded)
  const action = useFinanceAction(() => void pool.refetch())
  return (
    <ContractRead
      loaded={loaded}
      read={pool}
      emptyText={t('pool.empty')}
      notFoundText={t('pool.notFound')}
      testIdPrefix="bean"
      rows={6}
    >
      {(state, address) =>
        state.kind !== kind ? (
          <Alert
            type="warning"
            showIcon
            data-testid="bean-other-kind"
            title={t('bean.otherKind', { name: t(`bean.name.${state.kind}`) })}
          />
        ) : (
          <Flex vertical gap={16}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="bean-title">
              {t('bean.heading', { name: t(`bean.name.${kind}`), symbol: state.coin?.symbol ?? '' })}
            </Typography.Title>
            <BeanPoolFigures state={state} />
            <BeanRules state={state} />
            {!account && <ConnectWalletAlert />}
            <SectionTitle>{t('bean.deposit.title')}</SectionTitle>
            <BeanDepositForm state={state} pool={address} action={action} referrer={referrer} />
            <ActionOutcome action={action} doneTitle={t(`bean.done.${action.done}`)} testIdPrefix="bean" />
            {/* Shown once the account has deposited: before that it holds nothing but zeros. */}
            {account && state.position && state.position.deposited > 0n && (
              <>
                <SectionTitle>{t('bean.position.title')}</SectionTitle>
                <BeanPositionSection state={state} pool={address} action={action} />
              </>
            )}
          </Flex>
        )
      }
    </ContractRead>
  )
}
