import { theme } from 'antd'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '../../app/layout/Panel.tsx'
import { useLocalChain } from '../../wallet/useLocalChain.ts'
import { WalletOverviewCard } from './WalletOverviewCard.tsx'

// Only development setups enable the local chain, so the faucet (and the transaction runner it
// brings) is not part of the dashboard's first load in production.
const LocalFaucetCard = lazy(() =>
  import('./LocalFaucetCard.tsx').then((module) => ({ default: module.LocalFaucetCard })),
)

/**
 * The dashboard (/home): what TokenBox is, the connected wallet, and on the local chain a faucet
 * for sample stablecoins.
 *
 * @example
 * { path: '/home', element: <HomePage /> }
 */
export function HomePage() {
  const { t } = useTranslation('home')
  const localChain = useLocalChain()
  const { token } = theme.useToken()
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
            style={{
              margin: 0,
              maxWidth: 820,
              fontSize: 16,
              lineHeight: 1.7,
              color: token.colorTextSecondary,
            }}
          >
            {t('intro.body')}
          </p>
        </Panel>
      </div>
      <div>
        <WalletOverviewCard />
      </div>
      {localChain && (
        <div>
          <Suspense fallback={null}>
            <LocalFaucetCard localChain={localChain} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
