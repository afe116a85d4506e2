import { Tabs } from 'antd'
import { type ReactNode, useState } from 'react'
import { useLocation } from 'react-router'
import { isAddress } from 'viem'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import type { CoinTab } from './coinKinds.ts'
import { ManageTokenPanel } from './manage/ManageTokenPanel.tsx'

/**
 * The tabs of a coin screen: Create Token (the screen's own panel, given the callback that opens
 * a new token in Manage Token), Manage Token and, where the screen has one, Introduce. A link with
 * `?manage=<address>` (a launch's summary) opens Manage Token on that token.
 */
export function CoinTabs({
  create,
  introduce,
}: {
  create: (onManage: (address: string) => void) => ReactNode
  introduce?: ReactNode
}) {
  const { t } = useLazyNamespace('tokens')
  const { search } = useLocation()
  const [linked] = useState(() => {
    const address = new URLSearchParams(search).get('manage') ?? ''
    return isAddress(address) ? address : undefined
  })
  const [tab, setTab] = useState<CoinTab>(linked ? 'MT' : 'CT')
  const [managed, setManaged] = useState<string | undefined>(linked)
  const onManage = (address: string) => {
    setManaged(address)
    setTab('MT')
  }

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as CoinTab)}
      data-testid="coin-tabs"
      items={[
        { key: 'CT', label: t('tabs.CT'), children: create(onManage) },
        {
          key: 'MT',
          label: t('tabs.MT'),
          children: <ManageTokenPanel key={managed} initialAddress={managed} />,
        },
        ...(introduce ? [{ key: 'EX', label: t('tabs.EX'), children: introduce }] : []),
      ]}
    />
  )
}
