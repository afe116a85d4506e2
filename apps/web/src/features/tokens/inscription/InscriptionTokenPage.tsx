import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useOpenedTab } from '../../../app/layout/ToolTabs.tsx'
import { TokenToolTabs } from '../TokenToolTabs.tsx'
import { InscriptionCreatePanel } from './InscriptionCreatePanel.tsx'
import { InscriptionMintPanel } from './InscriptionMintPanel.tsx'

/**
 * The inscription token screen (`/co/ins`): Create Token, Mint (the spec's Manage Token tab: an
 * inscription token has nothing to manage, its page is where anyone mints) and Introduce. A token
 * just created opens in Mint.
 */
export function InscriptionTokenPage() {
  const { t } = useLazyNamespace('tokens')
  const opening = useOpenedTab(undefined)
  return (
    <TokenToolTabs
      opening={opening}
      manageLabel={t('inscription.tabs.mint')}
      create={(open) => <InscriptionCreatePanel onMint={open} />}
      manage={(token) => <InscriptionMintPanel key={token} initialAddress={token} />}
    />
  )
}
