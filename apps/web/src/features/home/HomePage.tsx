import { Col, Row, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Panel } from '../../app/layout/Panel.tsx'
import { useLocalChain } from '../../wallet/useLocalChain.ts'
import { LocalFaucetCard } from './LocalFaucetCard.tsx'
import { WalletOverviewCard } from './WalletOverviewCard.tsx'

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
    <Row gutter={[24, 24]}>
      <Col span={24}>
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
      </Col>
      <Col xs={24} lg={localChain ? 12 : 24}>
        <WalletOverviewCard />
      </Col>
      {localChain && (
        <Col xs={24} lg={12}>
          <LocalFaucetCard localChain={localChain} />
        </Col>
      )}
    </Row>
  )
}
