import { useLocation } from 'react-router'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { NotBuiltPage } from '../../../app/pages/NotBuiltPage.tsx'
import { findScreenRoute } from '../../../app/routes/findScreenRoute.ts'
import { LaunchTokenTabs } from '../create/LaunchTokenTabs.tsx'
import { FairLaunchSalePage } from '../fairLaunch/FairLaunchPage.tsx'
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
  return (
    <LaunchTokenTabs
      template="sale"
      manageLabel={t('sale.tabs.sale')}
      listLabel={t('sale.list.button')}
      listTestId="sale-list-button"
      create={(open) => <SaleCreatePanel onOpenSale={open} />}
      manage={(token) => <SalePanel key={token} initialAddress={token} />}
      list={({ open, onClose, onOpen }) => (
        <SaleListDialog open={open} onClose={onClose} onOpenSale={onOpen} />
      )}
    />
  )
}
