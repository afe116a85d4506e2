import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import { Alert, Divider, Empty, Flex, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { AddressLoadPanel } from '../../../app/forms/AddressLoadPanel.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
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
  if (!loaded) return <Empty description={t('pool.empty')} />
  if (pool.isPending) return <Skeleton active paragraph={{ rows: 6 }} />
  if (pool.isError) return <ReadErrorAlert error={pool.error} />
  const state = pool.data
  if (!state) return <Alert type="warning" showIcon title={t('pool.notFound')} data-testid="bean-not-found" />
  if (state.kind !== kind)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="bean-other-kind"
        title={t('bean.otherKind', { name: t(`bean.name.${state.kind}`) })}
      />
    )
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="bean-title">
        {t('bean.heading', { name: t(`bean.name.${kind}`), symbol: state.coin?.symbol ?? '' })}
      </Typography.Title>
      <BeanPoolFigures state={state} />
      <BeanRules state={state} />
      {!account && <ConnectWalletAlert />}
      <Divider plain titlePlacement="start" style={{ margin: 0 }}>
        {t('bean.deposit.title')}
      </Divider>
      <BeanDepositForm state={state} pool={loaded} action={action} referrer={referrer} />
      {action.done && (
        <Alert
          type="success"
          showIcon
          data-testid="bean-done"
          data-done={action.done}
          title={t(`bean.done.${action.done}`)}
        />
      )}
      {action.result?.status === 'failed' && <StepError result={action.result} testId="bean-action-error" />}
      {/* Shown once the account has deposited: before that it holds nothing but zeros. */}
      {account && state.position && state.position.deposited > 0n && (
        <>
          <Divider plain titlePlacement="start" style={{ margin: 0 }}>
            {t('bean.position.title')}
          </Divider>
          <BeanPositionSection state={state} pool={loaded} action={action} />
        </>
      )}
    </Flex>
  )
}
