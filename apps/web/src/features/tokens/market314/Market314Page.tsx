import type { Market314TemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Tabs } from 'antd'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { getAddress, isAddress } from 'viem'
import { ToolIntroduce } from '../../../app/docs/ToolIntroduce.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { NotBuiltPage } from '../../../app/pages/NotBuiltPage.tsx'
import { findScreenRoute } from '../../../app/routes/findScreenRoute.ts'
import { Market314CreatePanel } from './Market314CreatePanel.tsx'
import { Market314Panel } from './Market314Panel.tsx'

/** The ERC314 screens by route id. */
const market314Templates = {
  co314: 'erc314',
  coX314: 'x314',
  coS314: 'sale314',
  coX314Sale: 'x314Sale',
} as const satisfies Record<string, Market314TemplateId>

/**
 * The ERC314 screens (`/co/314`, `/co/x314`, `/co/s314`, `/co/x314s`): Create Token, Manage Token
 * (the token's market: trade panel for anyone, the owner's liquidity and settings, the sale for the
 * sale versions) and Introduce. A token just created opens in Manage Token.
 */
export function Market314Page() {
  const { pathname, search } = useLocation()
  const id = findScreenRoute(pathname, search)?.id
  if (!id || !(id in market314Templates)) return <NotBuiltPage />
  // A token's link (an invite link among them: `?token=…&ref=…`) opens its Manage Token tab.
  const linked = new URLSearchParams(search).get('token')
  return (
    <Market314Tabs
      key={id}
      template={market314Templates[id as keyof typeof market314Templates]}
      linkedToken={linked && isAddress(linked) ? getAddress(linked) : undefined}
    />
  )
}

function Market314Tabs({ template, linkedToken }: { template: Market314TemplateId; linkedToken?: string }) {
  const { t } = useLazyNamespace('tokens')
  const [tab, setTab] = useState(linkedToken ? 'MT' : 'CT')
  const [token, setToken] = useState<string | undefined>(linkedToken)
  const open = (address: string) => {
    setToken(getAddress(address))
    setTab('MT')
  }
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="coin-tabs"
      items={[
        {
          key: 'CT',
          label: t('tabs.CT'),
          children: <Market314CreatePanel template={template} onOpen={open} />,
        },
        { key: 'MT', label: t('tabs.MT'), children: <Market314Panel key={token} initialAddress={token} /> },
        { key: 'EX', label: t('tabs.EX'), children: <ToolIntroduce /> },
      ]}
    />
  )
}
