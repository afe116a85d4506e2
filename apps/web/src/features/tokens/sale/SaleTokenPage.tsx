import { UnorderedListOutlined } from '@ant-design/icons'
import { Button, Tabs } from 'antd'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { getAddress } from 'viem'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { NotBuiltPage } from '../../../app/pages/NotBuiltPage.tsx'
import { findScreenRoute } from '../../../app/routes/findScreenRoute.ts'
import { FairLaunchSalePage } from '../fairLaunch/FairLaunchPage.tsx'
import { IntroducePanel } from '../introduce/IntroducePanel.tsx'
import { SaleCreatePanel } from './SaleCreatePanel.tsx'
import { SaleListDialog } from './SaleListDialog.tsx'
import { SalePanel } from './SalePanel.tsx'

/**
 * The standard sale token screen (`/co/50?t=0`): Create Token, Sale (the spec's Manage Token tab:
 * a sale's progress and actions) and Introduce, with the "No dApp Version" list of the chain's
 * sales beside the tabs. A token just created, or one chosen in the list, opens in Sale.
 */
export function SaleTokenPage() {
  const { pathname, search } = useLocation()
  // One path, two tokens: t=1 is the fair launch's "No dApp" sale, minted by plain transfer.
  const id = findScreenRoute(pathname, search)?.id
  if (id === 'coFairLaunchSale') return <FairLaunchSalePage />
  if (id !== 'coStandardSale') return <NotBuiltPage />
  return <SaleTabs />
}

function SaleTabs() {
  const { t } = useLazyNamespace('tokens')
  const [tab, setTab] = useState('CT')
  const [token, setToken] = useState<string | undefined>()
  const [listOpen, setListOpen] = useState(false)
  const openSale = (address: string) => {
    setToken(getAddress(address))
    setTab('MT')
    setListOpen(false)
  }
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        data-testid="coin-tabs"
        tabBarExtraContent={
          <Button
            icon={<UnorderedListOutlined />}
            onClick={() => setListOpen(true)}
            data-testid="sale-list-button"
          >
            {t('sale.list.button')}
          </Button>
        }
        items={[
          { key: 'CT', label: t('tabs.CT'), children: <SaleCreatePanel onOpenSale={openSale} /> },
          {
            key: 'MT',
            label: t('sale.tabs.sale'),
            children: <SalePanel key={token} initialAddress={token} />,
          },
          { key: 'EX', label: t('tabs.EX'), children: <IntroducePanel template="sale" /> },
        ]}
      />
      <SaleListDialog open={listOpen} onClose={() => setListOpen(false)} onOpenSale={openSale} />
    </>
  )
}
