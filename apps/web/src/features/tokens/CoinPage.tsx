import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { ToolIntroduce } from '../../app/docs/ToolIntroduce.tsx'
import { NotBuiltPage } from '../../app/pages/NotBuiltPage.tsx'
import { findScreenRoute } from '../../app/routes/findScreenRoute.ts'
import { ToolTourHint } from '../../app/tour/ToolTourHint.tsx'
import { CoinTabs } from './CoinTabs.tsx'
import { type CoinRouteId, coinKindByRouteId } from './coinKinds.ts'
import { CreateTokenPanel } from './create/CreateTokenPanel.tsx'

// The `?t=1` sale variants share their path with the coin screen; their screen (and its code) is
// the sale one, loaded only when such a variant is opened.
const SaleTokenPage = lazy(() =>
  import('./sale/SaleTokenPage.tsx').then((module) => ({ default: module.SaleTokenPage })),
)

/** The `?t=1` variants of the coin paths that are built (the sale screen serves them). */
const hubSaleRouteIds = new Set(['coMarketingSale', 'coDividendSale', 'coLpDividendSale', 'coCompoundSale'])

/**
 * The coin screen of one token type (/co/st?t=0 standard, ?t=1 meme, /co/nm normal): the tabs
 * Create Token, Manage Token and Introduce. A token just created opens in Manage Token.
 */
export function CoinPage() {
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search)
  if (route?.built && hubSaleRouteIds.has(route.id))
    return (
      <Suspense fallback={null}>
        <SaleTokenPage />
      </Suspense>
    )
  const template = route?.built ? coinKindByRouteId[route.id as CoinRouteId] : undefined
  // A variant of a built path that is not built itself (e.g. /co/dd?t=1, a sale variant) says so.
  if (!template) return <NotBuiltPage />
  return (
    <>
      <ToolTourHint tour="createToken" />
      <CoinTabs
        create={(onManage) => <CreateTokenPanel key={template} template={template} onManage={onManage} />}
        introduce={<ToolIntroduce />}
      />
    </>
  )
}
