import { CopyOutlined, ExportOutlined, PlusCircleOutlined, SettingOutlined } from '@ant-design/icons'
import { Alert, Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useWalletClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useCopyWithFeedback } from '../../../wallet/useCopyWithFeedback.ts'

export type CreatedToken = { address: Address; symbol: string; decimals: number; hash: string | undefined }

/**
 * The new token: its address (copy), its explorer page, "add to wallet" (EIP-747
 * wallet_watchAsset) and the way to Manage Token.
 */
export function CreatedTokenResult({
  created,
  onManage,
  manageLabel,
}: {
  created: CreatedToken
  onManage: () => void
  /** The last button's text where the next screen is not Manage Token (an inscription's Mint). */
  manageLabel?: string
}) {
  const { t } = useTranslation('tokens')
  const { entry } = useConnectedChainEntry()
  const { data: walletClient } = useWalletClient()
  const copy = useCopyWithFeedback()
  const [watch, setWatch] = useState<'idle' | 'added' | 'declined'>('idle')
  const explorer = entry?.url ? `${entry.url}/token/${created.address}` : undefined

  const addToWallet = async () => {
    if (!walletClient) return
    const added = await walletClient
      .watchAsset({
        type: 'ERC20',
        // MetaMask refuses symbols over 11 characters; the address is what identifies the token.
        options: {
          address: created.address,
          symbol: created.symbol.slice(0, 11),
          decimals: created.decimals,
        },
      })
      .catch(() => false)
    setWatch(added ? 'added' : 'declined')
  }

  return (
    <Alert
      type="success"
      showIcon
      data-testid="token-created"
      title={t('result.created', { symbol: created.symbol })}
      description={
        <Flex vertical gap={10} style={{ marginTop: 6 }}>
          <Typography.Text
            code
            copyable={false}
            data-testid="token-address"
            style={{ wordBreak: 'break-all' }}
          >
            {created.address}
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button size="small" icon={<CopyOutlined />} onClick={() => copy(created.address)}>
              {t('result.copy')}
            </Button>
            {explorer && (
              <Button size="small" icon={<ExportOutlined />} href={explorer} target="_blank" rel="noreferrer">
                {t('result.explorer', { scan: entry?.scan })}
              </Button>
            )}
            <Button
              size="small"
              icon={<PlusCircleOutlined />}
              onClick={addToWallet}
              data-testid="token-watch"
            >
              {t('result.addToWallet')}
            </Button>
            <Button
              size="small"
              type="primary"
              icon={<SettingOutlined />}
              onClick={onManage}
              data-testid="token-manage"
            >
              {manageLabel ?? t('result.manage')}
            </Button>
          </Flex>
          {watch !== 'idle' && (
            <Typography.Text
              type={watch === 'added' ? 'success' : 'secondary'}
              data-testid="token-watch-result"
            >
              {t(`result.watch.${watch}`)}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  )
}
