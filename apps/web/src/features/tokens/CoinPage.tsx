import { Tabs } from 'antd'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { findScreenRoute } from '../../app/routes/findScreenRoute.ts'
import { type CoinRouteId, type CoinTab, coinKindByRouteId } from './coinKinds.ts'
import { CreateTokenPanel } from './create/CreateTokenPanel.tsx'
import { IntroducePanel } from './introduce/IntroducePanel.tsx'
import { ManageTokenPanel } from './manage/ManageTokenPanel.tsx'

/**
 * The coin screen of one token type (/co/st?t=0 standard, ?t=1 meme, /co/nm normal): the tabs
 * Create Token, Manage Token and Introduce. A token just created opens in Manage Token.
 */
export function CoinPage() {
  const { t } = useLazyNamespace('tokens')
  const { pathname, search } = useLocation()
  const routeId = findScreenRoute(pathname, search)?.id as CoinRouteId
  const template = coinKindByRouteId[routeId] ?? 'normal'
  const [tab, setTab] = useState<CoinTab>('CT')
  const [managed, setManaged] = useState<string | undefined>()

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as CoinTab)}
      data-testid="coin-tabs"
      items={[
        {
          key: 'CT',
          label: t('tabs.CT'),
          children: (
            <CreateTokenPanel
              key={template}
              template={template}
              onManage={(address) => {
                setManaged(address)
                setTab('MT')
              }}
            />
          ),
        },
        { key: 'MT', label: t('tabs.MT'), children: <ManageTokenPanel initialAddress={managed} /> },
        { key: 'EX', label: t('tabs.EX'), children: <IntroducePanel template={template} /> },
      ]}
    />
  )
}
