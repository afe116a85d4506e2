import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { LaunchTokenTabs } from '../create/LaunchTokenTabs.tsx'
import { FairLaunchCreatePanel } from './FairLaunchCreatePanel.tsx'
import { FairLaunchListDialog } from './FairLaunchListDialog.tsx'
import { FairLaunchMintPanel } from './FairLaunchMintPanel.tsx'

/**
 * The fair-launch screen: `/co/fa` (the dApp version: mint by the page's button) and, with
 * `byTransfer`, `/co/50?t=1` (the "No dApp" fair sale: the same token, minted by sending the coin
 * to it). Create Token, Mint and Introduce, with the launch list beside the tabs.
 */
export function FairLaunchPage({ byTransfer = false }: { byTransfer?: boolean }) {
  const { t } = useLazyNamespace('tokens')
  return (
    <LaunchTokenTabs
      manageLabel={t('fairLaunch.tabs.mint')}
      listLabel={t('fairLaunch.list.button')}
      listTestId="fair-list-button"
      create={(open) => <FairLaunchCreatePanel onOpenLaunch={open} />}
      manage={(token) => <FairLaunchMintPanel key={token} initialAddress={token} byTransfer={byTransfer} />}
      list={({ open, onClose, onOpen }) => (
        <FairLaunchListDialog open={open} onClose={onClose} onOpenLaunch={onOpen} />
      )}
    />
  )
}

/** The "No dApp" fair sale (`/co/50?t=1`): mints by plain transfer. */
export function FairLaunchSalePage() {
  return <FairLaunchPage byTransfer />
}
