import { Tabs } from 'antd'
import { type ReactNode, useState } from 'react'
import { useLocation } from 'react-router'
import type { Address } from 'viem'
import { SharedContractGate } from '../../app/contracts/SharedContractGate.tsx'
import { ToolIntroduce } from '../../app/docs/ToolIntroduce.tsx'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { NotBuiltPage } from '../../app/pages/NotBuiltPage.tsx'
import { findScreenRoute } from '../../app/routes/findScreenRoute.ts'
import { type LockPrefill, parseLockPrefill } from '../../app/routes/lockPrefill.ts'
import { ToolTourHint } from '../../app/tour/ToolTourHint.tsx'
import { CreateLockPanel } from './create/CreateLockPanel.tsx'
import { type LockRouteId, type LockTab, lockModeByRouteId } from './lockModes.ts'
import { MyLocksPanel } from './mine/MyLocksPanel.tsx'
import { useLocker } from './useLocker.ts'

/**
 * The lock screen (/lo/id?t=0 token lock, t=1 LP lock, t=2 vesting): tabs Create (CL), My Lock (ML)
 * and Introduce (EX). `?token=0x…` opens My Lock on that token's public view, a link to share;
 * with `create=1` (and `amount=`) it fills the Create form instead (lpLockPrefillHref: Add Liquidity's
 * "lock your LP" link).
 */
export function LockPage() {
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search)
  const mode = route?.built ? lockModeByRouteId[route.id as LockRouteId] : undefined
  if (!mode) return <NotBuiltPage />
  const prefill = parseLockPrefill(search)
  const token = prefill ? undefined : (new URLSearchParams(search).get('token') ?? undefined)
  return (
    <LockTabs key={route!.id} routeId={route!.id as LockRouteId} initialToken={token} prefill={prefill} />
  )
}

function LockTabs({
  routeId,
  initialToken,
  prefill,
}: {
  routeId: LockRouteId
  initialToken: string | undefined
  prefill: LockPrefill | undefined
}) {
  const { t } = useLazyNamespace('lock')
  const mode = lockModeByRouteId[routeId]
  const locker = useLocker()
  const [tab, setTab] = useState<LockTab>(initialToken ? 'ML' : 'CL')
  const [myLocksKey, setMyLocksKey] = useState(0)

  // Where the chain has no TokenLocker yet, the gate offers to deploy it ("This chain has no lock
  // contract, do you want to create one?"): no constructor arguments, no owner, no fee.
  const withLocker = (render: (locker: Address) => ReactNode) => (
    <SharedContractGate kind="lock" contract={locker} ns="lock" prefix="locker" testId="locker">
      {render}
    </SharedContractGate>
  )

  return (
    <>
      <ToolTourHint tour="lock" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LockTab)}
        data-testid="lock-tabs"
        items={[
          {
            key: 'CL',
            label: t('tabs.CL'),
            children: withLocker((address) => (
              <CreateLockPanel
                locker={address}
                mode={mode}
                prefill={prefill}
                onLocked={() => setMyLocksKey((key) => key + 1)}
              />
            )),
          },
          {
            key: 'ML',
            label: t('tabs.ML'),
            children: withLocker((address) => (
              <MyLocksPanel key={myLocksKey} locker={address} initialToken={initialToken} />
            )),
          },
          {
            key: 'EX',
            label: t('tabs.EX'),
            children: <ToolIntroduce />,
          },
        ]}
      />
    </>
  )
}
