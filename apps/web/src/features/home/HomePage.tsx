import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Button, theme } from 'antd'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatList } from '../../app/i18n/formatList.ts'
import { useMenus } from '../../app/routes/useMenus.ts'
import { AfterFirstPaint } from '../../base/AfterFirstPaint.tsx'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'
import { useIsMobile } from '../../base/useIsMobile.ts'
import { useLocalChains } from '../../wallet/useLocalChains.ts'
import { HotTools } from './HotTools.tsx'
import { introOffers } from './introOffers.ts'
import { ToolOverview } from './ToolOverview.tsx'
import { WalletOverviewCard } from './WalletOverviewCard.tsx'

// Announcements come from the server: their list, code and strings load after the first paint.
const DashboardAfterPaint = lazy(() =>
  import('./loadDashboardAfterPaint.ts')
    .then((module) => module.loadDashboardAfterPaint())
    .then((module) => ({ default: module.DashboardAfterPaint })),
)

// Only development setups enable the local chain, so the faucet is not part of the dashboard's
// first load in production.
const LocalFaucetCard = lazy(() =>
  import('./LocalFaucetCard.tsx').then((module) => ({ default: module.LocalFaucetCard })),
)

/**
 * The dashboard (/home): what TokenBox is and what it offers today (both from the route table,
 * so they grow as tools are built), the connected wallet (chain and balance), on the local
 * chain a faucet for sample stablecoins, the hot tools, every tool group with what is available
 * today, and the announcements operators published (announcements/AnnouncementsPanel.tsx).
 *
 * @example
 * { path: '/home', element: <HomePage /> }
 */
export function HomePage() {
  const { t, i18n } = useTranslation('home')
  const [firstLocalChain, ...otherLocalChains] = useLocalChains()
  const { token } = theme.useToken()
  // On a phone the welcome text keeps to three lines until asked for more: the whole first screen
  // was that paragraph, the faucet and hot tools far below (issue 52).
  const mobile = useIsMobile()
  const [introOpen, setIntroOpen] = useState(false)
  const clamped = mobile && !introOpen
  // The hot tools are built ones only (the overview, after the first paint, lists every tool).
  const { hotList } = useMenus()
  const offers = useMemo(() => {
    const phrases = introOffers().map((key) => t(`intro.offer.${key}`))
    return formatList(phrases, i18n.language)
  }, [t, i18n.language])
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
        gap: 24,
      }}
    >
      <div style={{ gridColumn: '1 / -1' }}>
        <Panel
          style={{
            background: `linear-gradient(120deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 70%)`,
          }}
        >
          <h1 style={{ margin: '0 0 12px', fontSize: 28, fontWeight: 600, color: token.colorTextHeading }}>
            {t('intro.title')}
          </h1>
          <p
            data-testid="intro-body"
            data-clamped={clamped}
            style={{
              margin: 0,
              // Two columns of a readable width where the panel has room for them, rather than
              // one column that left the panel's right half empty at 1440 px (issue 77).
              ...(mobile ? {} : { columns: '2 360px', columnGap: 40 }),
              fontSize: mobile ? 15 : 16,
              lineHeight: 1.7,
              color: token.colorTextSecondary,
              ...(clamped
                ? {
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }
                : {}),
            }}
          >
            {offers ? t('intro.body', { offers }) : t('intro.bodyWithoutOffers')}
          </p>
          {mobile && (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              aria-expanded={introOpen}
              onClick={() => setIntroOpen((open) => !open)}
              data-testid="intro-more"
            >
              {introOpen ? t('intro.less') : t('intro.more')}
            </Button>
          )}
          {/* A first visit's offer of the tour, under the text: it covers nothing. */}
          <AfterFirstPaint>
            <Suspense fallback={null}>
              <DashboardAfterPaint part="welcome" />
            </Suspense>
          </AfterFirstPaint>
        </Panel>
      </div>
      <div>
        <WalletOverviewCard />
      </div>
      {/* The faucet and the announcements load after the first paint; the announcements' strings
          load beside their code, not after it (one round trip fewer before the list). */}
      {firstLocalChain && (
        <AfterFirstPaint>
          <div>
            <Suspense fallback={null}>
              <LocalFaucetCard localChains={[firstLocalChain, ...otherLocalChains]} />
            </Suspense>
          </div>
        </AfterFirstPaint>
      )}
      <AfterFirstPaint onShow={() => void loadLazyNamespace(i18n, 'announcements')}>
        <Suspense fallback={null}>
          <DashboardAfterPaint part="announcements" />
        </Suspense>
      </AfterFirstPaint>
      <div style={{ gridColumn: '1 / -1' }}>
        <HotTools items={hotList} />
      </div>
      {/* Below the fold on every screen size: every group with every tool is the largest part of
          the dashboard's render, so it comes in idle time after the first paint, in slices that
          leave the page responsive (AfterFirstPaint). */}
      <AfterFirstPaint>
        <div style={{ gridColumn: '1 / -1' }}>
          <EveryToolOverview />
        </div>
      </AfterFirstPaint>
    </div>
  )
}

/** The overview lists every group honestly, unbuilt tools marked (built with it, after the first paint). */
function EveryToolOverview() {
  const { groups } = useMenus({ includeUnavailable: true })
  return <ToolOverview groups={groups} />
}
