import { toWalletRequest } from '@tokenbox/core/wallets/createWalletsValues.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Col, Row, Typography } from 'antd'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { CreateWalletsForm } from './CreateWalletsForm.tsx'
import { GeneratedWallets } from './GeneratedWallets.tsx'
import { useWalletGeneration } from './useWalletGeneration.ts'

/**
 * Create Wallet (/wa/cr): makes up to 10,000 wallets in the browser, with random keys or from a
 * new or given mnemonic, in Web Workers. No wallet connection is needed and nothing is sent:
 * keys and mnemonics exist only in this page until the user copies or exports them.
 */
export function CreateWalletsPage() {
  const { t } = useLazyNamespace('wallets')
  const { generation, start, cancel } = useWalletGeneration()
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={9}>
        <Panel title={t('create.title')}>
          <Typography.Paragraph type="secondary">{t('create.intro')}</Typography.Paragraph>
          <CreateWalletsForm
            generation={generation}
            onGenerate={(values) => void start(toWalletRequest(values))}
            onCancel={cancel}
          />
          {generation.status === 'cancelled' && (
            <Alert
              type="info"
              showIcon
              title={t('create.cancelled')}
              style={{ marginTop: 16 }}
              data-testid="wallets-cancelled"
            />
          )}
          {generation.status === 'failed' && (
            <Alert
              type="error"
              showIcon
              title={t('create.failed', { message: generation.message })}
              style={{ marginTop: 16 }}
            />
          )}
        </Panel>
      </Col>
      <Col xs={24} xl={15}>
        <Panel title={t('result.title')}>
          {generation.status === 'done' ? (
            <GeneratedWallets
              key={generation.wallets[0]?.address ?? 'empty'}
              request={generation.request}
              wallets={generation.wallets}
              seconds={generation.seconds}
            />
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="wallets-empty">
              {t('result.empty')}
            </Typography.Paragraph>
          )}
        </Panel>
      </Col>
    </Row>
  )
}
