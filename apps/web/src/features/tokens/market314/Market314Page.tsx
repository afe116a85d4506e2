import type { Market314TemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { useLocation } from 'react-router'
import type { Address } from 'viem'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { linkedAddress, useOpenedTab } from '../../../app/layout/ToolTabs.tsx'
import { NotBuiltPage } from '../../../app/pages/NotBuiltPage.tsx'
import { findScreenRoute } from '../../../app/routes/findScreenRoute.ts'
import { TokenToolTabs } from '../TokenToolTabs.tsx'
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
  // A token's link opens its Manage Token tab; an invite link (`?token=…&ref=…`) also names the
  // inviter the x314 binding form starts with.
  return (
    <Market314Tabs
      key={id}
      template={market314Templates[id as keyof typeof market314Templates]}
      linkedToken={linkedAddress(search, 'token')}
      inviter={linkedAddress(search, 'ref')}
    />
  )
}

function Market314Tabs({
  template,
  linkedToken,
  inviter,
}: {
  template: Market314TemplateId
  linkedToken: Address | undefined
  inviter: Address | undefined
}) {
  const { t } = useLazyNamespace('tokens')
  const opening = useOpenedTab(linkedToken)
  return (
    <TokenToolTabs
      opening={opening}
      manageLabel={t('tabs.MT')}
      create={(open) => <Market314CreatePanel template={template} onOpen={open} />}
      manage={(token) => <Market314Panel key={token} initialAddress={token} inviter={inviter} />}
    />
  )
}
