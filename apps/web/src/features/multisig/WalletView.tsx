import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { NotAMultisigWalletError } from '@tokenbox/core/multisig/readMultisig.ts'
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, isAddressEqual } from 'viem'
import { useConnection } from 'wagmi'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { NewOrderForm } from './NewOrderForm.tsx'
import { OrdersList } from './OrdersList.tsx'
import { rememberWallet } from './rememberedWallets.ts'
import { useMultisigState } from './useMultisig.ts'

/**
 * One wallet: its address (copyable), balance, signers (the connected one marked), "2 of 3", a
 * deposit hint, New order and the orders. A non-signer sees it read-only: the forms and buttons stay
 * so the rules are visible, and any action answers "No permission to perform related operations"
 * before any wallet prompt.
 */
export function WalletView({ wallet, onBack }: { wallet: Address; onBack: () => void }) {
  const { t } = useTranslation('multisig')
  const { address } = useConnection()
  const { chainId, entry } = useCurrentNetwork()
  const state = useMultisigState(wallet)
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'

  useEffect(() => {
    if (state.data && chainId) rememberWallet(chainId, state.data.address)
  }, [state.data, chainId])

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="multisig-back">
      {t('wallet.back')}
    </Button>
  )
  if (state.isLoading) return <Skeleton active />
  if (state.isError || !state.data) {
    const notWallet = state.error instanceof NotAMultisigWalletError
    return (
      <Flex vertical gap={12} align="flex-start">
        <Alert
          type="error"
          showIcon
          data-testid="multisig-not-wallet"
          title={notWallet ? t('validation.notMultisig') : t('networkFailed', { ns: 'errors' })}
        />
        {back}
      </Flex>
    )
  }
  const data = state.data
  const isSigner = Boolean(address && data.signers.some((signer) => isAddressEqual(signer, address)))
  const refresh = () => void state.refetch()

  return (
    <Flex vertical gap={16} data-testid="multisig-wallet">
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            {back}
            <span>{t('wallet.title')}</span>
          </Flex>
        }
        extra={<Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('wallet.refresh')} />}
      >
        <Descriptions column={1} size="small" styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label={t('wallet.address')}>
            <Typography.Text
              copyable={{ text: data.address }}
              data-testid="multisig-address"
              style={{ wordBreak: 'break-all' }}
            >
              {data.address}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('wallet.balance')}>
            <span data-testid="multisig-balance">
              {formatTokenAmount(data.balance, 18)} {symbol}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('wallet.threshold')}>
            <span data-testid="multisig-threshold-value">
              {t('form.thresholdOf', { threshold: data.threshold, count: data.signers.length })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('wallet.signers')}>
            <Flex vertical gap={4} data-testid="multisig-signers">
              {data.signers.map((signer) => (
                <Flex key={signer} gap={6} align="center" wrap>
                  <Typography.Text copyable={{ text: signer }} style={{ wordBreak: 'break-all' }}>
                    {signer}
                  </Typography.Text>
                  {address && isAddressEqual(signer, address) && <Tag color="green">{t('wallet.you')}</Tag>}
                </Flex>
              ))}
            </Flex>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('wallet.depositHint', { symbol })}
        </Typography.Paragraph>
        {!isSigner && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            data-testid="multisig-read-only"
            title={t('wallet.readOnly')}
          />
        )}
      </Card>
      <NewOrderForm state={data} onSubmitted={refresh} />
      <OrdersList state={data} isSigner={isSigner} onChanged={refresh} />
    </Flex>
  )
}
