import type { HubSaleTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { useLocation } from 'react-router'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { NotBuiltPage } from '../../../app/pages/NotBuiltPage.tsx'
import { findScreenRoute } from '../../../app/routes/findScreenRoute.ts'
import { CreateTokenPanel } from '../create/CreateTokenPanel.tsx'
import { LaunchTokenTabs } from '../create/LaunchTokenTabs.tsx'
import { FairLaunchSalePage } from '../fairLaunch/FairLaunchPage.tsx'
import { SaleCreatePanel } from './SaleCreatePanel.tsx'
import { SaleListDialog } from './SaleListDialog.tsx'
import { SalePanel } from './SalePanel.tsx'

/**
 * The sale screens built, by route id: the standard sale token and the tokens with a hub sale
 * (marketing, holder dividends, LP dividends, compound).
 */
const saleTemplates = {
  coStandardSale: 'sale',
  coMarketingSale: 'marketingSale',
  coDividendSale: 'dividendSale',
  coLpDividendSale: 'lpDividendSale',
  coCompoundSale: 'compoundSale',
} as const

/**
 * The sale token screens (`/co/50?t=0` the standard sale, `/co/mk|dd|ld|cp?t=1` the marketing,
 * holder-dividend, LP-dividend and compound tokens with a sale): Create Token, Sale (the spec's Manage Token tab: a sale's progress and actions) and
 * Introduce, with the "No dApp Version" list of the chain's sales beside the tabs. A token just
 * created, or one chosen in the list, opens in Sale. `/co/50?t=1` shares the path: it is the fair
 * launch's "No dApp" sale, minted by plain transfer.
 */
export function SaleTokenPage() {
  const { pathname, search } = useLocation()
  const id = findScreenRoute(pathname, search)?.id
  if (id === 'coFairLaunchSale') return <FairLaunchSalePage />
  if (!id || !(id in saleTemplates)) return <NotBuiltPage />
  return <SaleTabs key={id} template={saleTemplates[id as keyof typeof saleTemplates]} />
}

function SaleTabs({ template }: { template: 'sale' | HubSaleTemplateId }) {
  const { t } = useLazyNamespace('tokens')
  return (
    <LaunchTokenTabs
      manageLabel={t('sale.tabs.sale')}
      listLabel={t('sale.list.button')}
      listTestId="sale-list-button"
      create={(open) =>
        template === 'sale' ? (
          <SaleCreatePanel onOpenSale={open} />
        ) : (
          <CreateTokenPanel template={template} onManage={open} />
        )
      }
      manage={(token) => <SalePanel key={token} initialAddress={token} />}
      list={({ open, onClose, onOpen }) => (
        <SaleListDialog open={open} onClose={onClose} onOpenSale={onOpen} />
      )}
    />
  )
}
