import { Tabs } from 'antd'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useConnection } from 'wagmi'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { findScreenRoute } from '../../app/routes/findScreenRoute.ts'
import { ConnectWalletAlert } from '../../wallet/ConnectWalletAlert.tsx'
import { ApprovePanel } from './approve/ApprovePanel.tsx'
import { CheckPanel } from './check/CheckPanel.tsx'
import { TransferPanel } from './transfer/TransferPanel.tsx'

type ApprovalsTab = 'AC' | 'AP' | 'AT'

/**
 * The approval tools, the spec's Approve screen with tabs Check (AC), Approve (AP) and Transfer
 * (AT): /ot/ac opens Check, /ot/ap opens Approve; Transfer has no route of its own in the spec,
 * so it is the third tab of both. A chain TokenBox does not support gets the network switch's
 * prompt instead of the tools.
 */
export function ApprovalsPage() {
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search)
  const initial: ApprovalsTab = route?.id === 'otApprove' ? 'AP' : 'AC'
  return <ApprovalsTabs key={initial} initial={initial} />
}

function ApprovalsTabs({ initial }: { initial: ApprovalsTab }) {
  const { t } = useLazyNamespace('approvals')
  // The Transfer tab reuses the multi sender's asset picker, whose labels live in `send`.
  useLazyNamespace('send')
  const [tab, setTab] = useState<ApprovalsTab>(initial)
  const { address } = useConnection()
  const needsWallet = (node: React.ReactNode) => (address ? node : <ConnectWalletAlert />)
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as ApprovalsTab)}
      data-testid="approvals-tabs"
      items={[
        { key: 'AC', label: t('tabs.AC'), children: <CheckPanel /> },
        { key: 'AP', label: t('tabs.AP'), children: needsWallet(<ApprovePanel />) },
        { key: 'AT', label: t('tabs.AT'), children: needsWallet(<TransferPanel />) },
      ]}
    />
  )
}
