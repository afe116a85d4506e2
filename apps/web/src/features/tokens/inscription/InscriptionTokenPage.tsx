import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { ToolTabs, useOpenedTab } from '../../../app/layout/ToolTabs.tsx'
import { InscriptionCreatePanel } from './InscriptionCreatePanel.tsx'
import { InscriptionMintPanel } from './InscriptionMintPanel.tsx'

/**
 * The inscription token screen (`/co/ins`): Create Token, Mint (the spec's Manage Token tab: an
 * inscription token has nothing to manage, its page is where anyone mints) and Introduce. A token
 * just created opens in Mint.
 */
export function InscriptionTokenPage() {
  const { t } = useLazyNamespace('tokens')
  const { tab, setTab, opened: token, open } = useOpenedTab(undefined)
  return (
    <ToolTabs
      tab={tab}
      onTab={setTab}
      testId="coin-tabs"
      introduceLabel={t('tabs.EX')}
      tabs={[
        { key: 'CT', label: t('tabs.CT'), children: <InscriptionCreatePanel onMint={open} /> },
        {
          key: 'MT',
          label: t('inscription.tabs.mint'),
          children: <InscriptionMintPanel key={token} initialAddress={token} />,
        },
      ]}
    />
  )
}
