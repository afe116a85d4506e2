import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { isLaunchTemplate, type LaunchTemplateId } from '@tokenbox/core/launch/types.ts'
import { Alert } from 'antd'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useConnection } from 'wagmi'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { ToolTabs } from '../../../app/layout/ToolTabs.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { WrongNetworkAlert } from '../../../wallet/network/WrongNetworkAlert.tsx'
import { LaunchRunPanel } from './LaunchRunPanel.tsx'
import { LaunchSummaryPage } from './LaunchSummaryPage.tsx'
import { LaunchWizard } from './LaunchWizard.tsx'
import { parseLaunchSummaryQuery } from './launchLinks.ts'
import { useLaunchRun } from './useLaunchRun.ts'

/**
 * Launch in one flow (/launch, issue 27): the guided flow with its Introduce tab, or with
 * `?chain=&token=` the launch's summary page, which anyone opens from a shared link (no wallet
 * needed: it reads the chain the link names). `?template=` picks the template the flow starts with
 * (the Create Token screens link here with theirs).
 */
export function LaunchPage() {
  const { search } = useLocation()
  // Both namespaces: the Token step shows the create screens' own fields and messages.
  useLazyNamespace('tokens')
  const { t } = useLazyNamespace('launch')
  const [active, setActive] = useState('LA')
  const shared = parseLaunchSummaryQuery(search)
  if (shared) return <LaunchSummaryPage query={shared} />
  const template = new URLSearchParams(search).get('template') ?? undefined
  return (
    <ToolTabs
      tab={active}
      onTab={setActive}
      testId="launch-tabs"
      introduceLabel={t('tabs.introduce')}
      tabs={[
        {
          key: 'LA',
          label: t('tabs.launch'),
          children: <LaunchOnNetwork template={isLaunchTemplate(template) ? template : 'marketing'} />,
        },
      ]}
    />
  )
}

/** The flow on a supported chain with a DEX and a connected wallet; otherwise what is missing. */
function LaunchOnNetwork({ template }: { template: LaunchTemplateId }) {
  const { t } = useLazyNamespace('launch')
  const { unsupported, entry } = useCurrentNetwork()
  const { address } = useConnection()
  if (unsupported) return <WrongNetworkAlert />
  if (!entry) return null
  if (!address) return <ConnectWalletAlert testId="launch-connect" />
  if (!entry.swaps.length)
    return <Alert type="info" showIcon title={t('noDex')} data-testid="launch-no-dex" />
  // A chain or wallet switch starts from that chain's and wallet's own saved launch.
  return <LaunchFlow key={`${entry.id}-${address}`} entry={entry} template={template} />
}

function LaunchFlow({ entry, template }: { entry: ChainEntry; template: LaunchTemplateId }) {
  const launch = useLaunchRun(entry)
  return launch.plan ? (
    <LaunchRunPanel launch={launch} entry={entry} />
  ) : (
    <LaunchWizard entry={entry} template={template} onStart={launch.start} locker={launch.locker} />
  )
}
