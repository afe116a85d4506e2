import { Tabs } from 'antd'
import { useState } from 'react'
import { ToolIntroduce } from '../../../app/docs/ToolIntroduce.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { InscriptionCreatePanel } from './InscriptionCreatePanel.tsx'
import { InscriptionMintPanel } from './InscriptionMintPanel.tsx'

/**
 * The inscription token screen (`/co/ins`): Create Token, Mint (the spec's Manage Token tab: an
 * inscription token has nothing to manage, its page is where anyone mints) and Introduce. A token
 * just created opens in Mint.
 */
export function InscriptionTokenPage() {
  const { t } = useLazyNamespace('tokens')
  const [tab, setTab] = useState('CT')
  const [token, setToken] = useState<string | undefined>()
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="coin-tabs"
      items={[
        {
          key: 'CT',
          label: t('tabs.CT'),
          children: (
            <InscriptionCreatePanel
              onMint={(address) => {
                setToken(address)
                setTab('MT')
              }}
            />
          ),
        },
        {
          key: 'MT',
          label: t('inscription.tabs.mint'),
          children: <InscriptionMintPanel key={token} initialAddress={token} />,
        },
        { key: 'EX', label: t('tabs.EX'), children: <ToolIntroduce /> },
      ]}
    />
  )
}
