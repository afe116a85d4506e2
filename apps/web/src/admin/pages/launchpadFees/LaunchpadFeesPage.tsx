import { launchpadFactoryRuntime } from '@tokenbox/core/contracts/LaunchpadFactory.abi.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Alert, Card, Select, Skeleton, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useChainEntries } from '../../../wallet/network/useChainEntries.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { useSwitchNetwork } from '../../../wallet/network/useSwitchNetwork.ts'
import { WalletButton } from '../../../wallet/WalletButton.tsx'
import { ConsoleWallet } from './ConsoleWallet.tsx'
import { LaunchpadFeesSettings } from './LaunchpadFeesSettings.tsx'

/**
 * The operator's launchpad fees (issue 22): per chain of the catalogue, the fees the shared
 * LaunchpadFactory holds on-chain, its owner, and the change, signed by the operator's browser
 * wallet (the owner, or a signer of the owning multisig). A change applies only to presales created
 * afterwards.
 *
 * @example
 * { path: '/launchpad-fees', element: <LaunchpadFeesPage /> }
 */
export function LaunchpadFeesPage() {
  return (
    <ConsoleWallet>
      <LaunchpadFeesPanel />
    </ConsoleWallet>
  )
}

function LaunchpadFeesPanel() {
  const { t } = useTranslation('admin')
  const entries = useChainEntries()
  const { entry } = useCurrentNetwork()
  const { switchNetwork, pendingChainId } = useSwitchNetwork()
  const factory = useChainContract('launchpad', launchpadFactoryRuntime)
  return (
    <Card title={t('route.launchpadFees')} extra={<WalletButton />} data-testid="launchpad-fees-page">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Select
          data-testid="fees-chain"
          style={{ minWidth: 240 }}
          value={pendingChainId ?? entry?.id}
          placeholder={t('fees.chain')}
          aria-label={t('fees.chain')}
          showSearch
          optionFilterProp="label"
          options={entries.map((chain) => ({ value: chain.id, label: chainLabel(chain) }))}
          onChange={(chainId: number) => {
            const target = entries.find((chain) => chain.id === chainId)
            if (target) void switchNetwork(target)
          }}
        />
        <Alert type="info" showIcon title={t('fees.appliesLater')} data-testid="fees-applies-later" />
        {factory.isPending && factory.fetchStatus !== 'idle' ? (
          <Skeleton active />
        ) : factory.isError ? (
          <Alert type="error" showIcon title={t('fees.readFailed')} />
        ) : factory.data ? (
          <LaunchpadFeesSettings key={`${entry?.id}-${factory.data}`} factory={factory.data} />
        ) : (
          <Alert type="warning" showIcon title={t('fees.noFactory')} data-testid="fees-no-factory" />
        )}
      </Space>
    </Card>
  )
}
