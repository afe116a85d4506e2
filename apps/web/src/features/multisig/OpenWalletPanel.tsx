import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { Alert, Button, Card, Flex, Form, Input, List, Skeleton, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { issueRule } from '../../app/forms/issueRule.ts'
import { readRememberedWallets } from './rememberedWallets.ts'
import { useFoundWallets } from './useMultisig.ts'

type Row = { wallet: Address; created: boolean; signer: boolean | undefined; remembered: boolean }

/**
 * Open: any wallet by address, and "My wallets": those the factory created by or with the connected
 * account (from its logs, with whether the account is still a signer) together with the wallets
 * this browser opened before on this chain.
 */
export function OpenWalletPanel({
  factory,
  onOpen,
}: {
  factory: Address
  onOpen: (wallet: Address) => void
}) {
  const { t } = useTranslation('multisig')
  const { address, chainId } = useConnection()
  const found = useFoundWallets(factory, address)
  const remembered = chainId ? readRememberedWallets(chainId) : []

  const rows = new Map<Address, Row>()
  for (const entry of found.data ?? []) {
    rows.set(entry.wallet, {
      wallet: entry.wallet,
      created: Boolean(address && entry.creator === getAddress(address)),
      signer: entry.isSigner,
      remembered: false,
    })
  }
  for (const wallet of remembered) {
    const row = rows.get(wallet)
    if (row) row.remembered = true
    else rows.set(wallet, { wallet, created: false, signer: undefined, remembered: true })
  }

  return (
    <Flex vertical gap={16}>
      <Card title={t('open.byAddress')}>
        <Form
          layout="inline"
          onFinish={(values: { wallet: string }) => onOpen(getAddress(values.wallet.trim()))}
        >
          <Form.Item
            name="wallet"
            style={{ flex: 1, minWidth: 240, marginBottom: 8 }}
            rules={[
              issueRule(t, (value: string | undefined) => validateAddress(value, 'open.address'), 'multisig'),
            ]}
          >
            <Input placeholder={t('open.placeholder')} data-testid="multisig-open-address" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 8 }}>
            <Button type="primary" htmlType="submit" data-testid="multisig-open-submit">
              {t('open.open')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card title={t('open.mine')} data-testid="multisig-mine">
        {found.isLoading ? (
          <Skeleton active />
        ) : (
          <>
            {found.isError && (
              <Alert type="warning" showIcon title={t('open.searchFailed')} style={{ marginBottom: 12 }} />
            )}
            <List
              dataSource={[...rows.values()]}
              locale={{ emptyText: t('open.none') }}
              renderItem={(row) => (
                <List.Item
                  data-testid="multisig-mine-row"
                  actions={[
                    <Button key="open" onClick={() => onOpen(row.wallet)} data-testid="multisig-mine-open">
                      {t('open.open')}
                    </Button>,
                  ]}
                >
                  <Flex gap={8} wrap align="center">
                    <Typography.Text copyable={{ text: row.wallet }} title={row.wallet}>
                      {formatAddress(row.wallet)}
                    </Typography.Text>
                    {row.created && <Tag color="blue">{t('open.created')}</Tag>}
                    {row.signer === true && <Tag color="green">{t('open.signer')}</Tag>}
                    {row.signer === false && <Tag>{t('open.formerSigner')}</Tag>}
                    {row.remembered && <Tag>{t('open.remembered')}</Tag>}
                  </Flex>
                </List.Item>
              )}
            />
          </>
        )}
      </Card>
    </Flex>
  )
}
