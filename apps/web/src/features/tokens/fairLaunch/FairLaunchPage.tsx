import { UnorderedListOutlined } from '@ant-design/icons'
import { Button, Tabs } from 'antd'
import { useState } from 'react'
import { getAddress } from 'viem'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { IntroducePanel } from '../introduce/IntroducePanel.tsx'
import { FairLaunchCreatePanel } from './FairLaunchCreatePanel.tsx'
import { FairLaunchListDialog } from './FairLaunchListDialog.tsx'
import { FairLaunchMintPanel } from './FairLaunchMintPanel.tsx'

/**
 * The fair-launch screen: `/co/fa` (the dApp version: mint by the page's button) and, with
 * `byTransfer`, `/co/50?t=1` (the "No dApp" fair sale: the same token, minted by sending the coin
 * to it). Create Token, Mint (the spec's Manage Token tab) and Introduce, with the launch list
 * beside the tabs. A token just created, or one chosen in the list, opens in Mint.
 */
export function FairLaunchPage({ byTransfer = false }: { byTransfer?: boolean }) {
  const { t } = useLazyNamespace('tokens')
  const [tab, setTab] = useState('CT')
  const [token, setToken] = useState<string | undefined>()
  const [listOpen, setListOpen] = useState(false)
  const openLaunch = (address: string) => {
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
            data-testid="fair-list-button"
          >
            {t('fairLaunch.list.button')}
          </Button>
        }
        items={[
          { key: 'CT', label: t('tabs.CT'), children: <FairLaunchCreatePanel onOpenLaunch={openLaunch} /> },
          {
            key: 'MT',
            label: t('fairLaunch.tabs.mint'),
            children: <FairLaunchMintPanel key={token} initialAddress={token} byTransfer={byTransfer} />,
          },
          { key: 'EX', label: t('tabs.EX'), children: <IntroducePanel template="fairLaunch" /> },
        ]}
      />
      <FairLaunchListDialog open={listOpen} onClose={() => setListOpen(false)} onOpenLaunch={openLaunch} />
    </>
  )
}

/** The "No dApp" fair sale (`/co/50?t=1`): mints by plain transfer. */
export function FairLaunchSalePage() {
  return <FairLaunchPage byTransfer />
}
