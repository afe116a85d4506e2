import { useQuery } from '@tanstack/react-query'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { readTokenInfo } from '@tokenbox/core/wallets/readTokenInfo.ts'
import { Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, erc20Abi, getAddress, isAddress, type PublicClient } from 'viem'
import { usePublicClient } from 'wagmi'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'

type OrderToken = ReturnType<typeof useOrderToken>

/** The token of a token order: symbol, decimals and the wallet's balance of it; null when not a token. */
export function useOrderToken(text: string | undefined, wallet: Address) {
  const { chainId } = useCurrentNetwork()
  const publicClient = usePublicClient({ chainId }) as PublicClient | undefined
  const token = text && isAddress(text.trim()) ? getAddress(text.trim()) : undefined
  return useQuery({
    queryKey: ['multisigToken', chainId, token, wallet],
    enabled: Boolean(token && publicClient),
    retry: false,
    queryFn: async () => {
      const info = await readTokenInfo(publicClient!, { token: token! })
      if (!info) return null
      const balance = await publicClient!.readContract({
        address: token!,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [wallet],
      })
      return { ...info, balance }
    },
  })
}

/**
 * The token field of a token order, with what the chain says about it: symbol and the wallet's
 * balance, or "No information about this contract for current chain".
 */
export function TokenFields({ token, rule }: { token: OrderToken; rule: object }) {
  const { t } = useTranslation('multisig')
  const info = token.data
  return (
    <Form.Item
      name="token"
      label={t('order.token')}
      rules={[
        rule,
        {
          validator: () =>
            token.data === null ? Promise.reject(new Error(t('validation.notToken'))) : Promise.resolve(),
        },
      ]}
      extra={
        info ? (
          <Typography.Text type="secondary" data-testid="multisig-order-token-info">
            {t('order.tokenBalance', {
              symbol: info.symbol,
              balance: formatTokenAmount(info.balance, info.decimals),
            })}
          </Typography.Text>
        ) : undefined
      }
      validateStatus={token.data === null ? 'error' : undefined}
      help={token.data === null ? t('validation.notToken') : undefined}
    >
      <Input placeholder="0x…" data-testid="multisig-order-token" />
    </Form.Item>
  )
}
