import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Col, Flex, QRCode, Row, Skeleton, Tag, Typography } from 'antd'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { DonateForm } from './DonateForm.tsx'
import { useDonationAddress } from './useDonationAddress.ts'

/**
 * Donate (/ot/do): the project's donation address on the current chain as text and QR code (for
 * a phone wallet), and a gift through the connected wallet: the chain's coin or one of its
 * catalogue tokens. The address comes from the operator's server (DONATION_ADDRESS,
 * DONATION_ADDRESS_<chainId>); where none is set the page says so and offers no form, rather
 * than a made-up address. The QR code holds the bare checksummed address: every wallet's scanner
 * reads that, while EIP-681 links (`ethereum:0x…@56`) are still misread by several.
 */
export function DonatePage() {
  const { t } = useLazyNamespace('others')
  const { chainId, entry } = useCurrentNetwork()
  const donation = useDonationAddress(chainId)
  const network = entry?.name ?? String(chainId)

  const address = () => {
    if (donation.isPending) return <Skeleton active />
    if (donation.isError) return <ReadErrorAlert error={donation.error} />
    if (!donation.data)
      return <Alert type="info" showIcon title={t('donate.notSet')} data-testid="donate-not-set" />
    const { address: recipient, sharedByAllChains } = donation.data
    return (
      <Flex vertical align="center" gap={12} data-testid="donate-address-card">
        {/* antd draws the code on a canvas with role="img": named as the contact QR codes are. */}
        <QRCode
          value={recipient}
          size={176}
          bordered={false}
          aria-label={t('contact:qr', { link: recipient })}
          data-testid="donate-qr"
        />
        <Typography.Text
          copyable={{ text: recipient, tooltips: [t('units.copy'), t('units.copied')] }}
          style={{ fontFamily: 'monospace', wordBreak: 'break-all', textAlign: 'center' }}
          data-testid="donate-address"
        >
          {recipient}
        </Typography.Text>
        <Flex gap={8} wrap justify="center">
          <Tag color="blue">{network}</Tag>
          {sharedByAllChains && <Tag>{t('donate.allChains')}</Tag>}
        </Flex>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {sharedByAllChains ? t('donate.sharedHint') : t('donate.ownHint', { network })}
        </Typography.Text>
      </Flex>
    )
  }

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={10}>
        <Panel title={t('donate.title')}>
          <Typography.Paragraph>{t('donate.intro')}</Typography.Paragraph>
          {address()}
        </Panel>
      </Col>
      {donation.data && (
        <Col xs={24} lg={14}>
          <Panel title={t('donate.sendTitle')}>
            <DonateForm key={`${chainId}-${donation.data.address}`} recipient={donation.data.address} />
          </Panel>
        </Col>
      )}
    </Row>
  )
}
