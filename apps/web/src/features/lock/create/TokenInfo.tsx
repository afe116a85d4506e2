import type { LockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { ConfigProvider, Descriptions, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { formatTokenAmount } from '../formatLock.ts'

/**
 * What the pasted address holds: name, symbol, decimals, the wallet's balance and, for LP, the pair.
 * Facts, not controls: they stay readable while the form is disabled (its preview, a running lock),
 * where antd would grey the LP tag with the fields (1.8:1; WCAG exempts inactive controls only).
 */
export function TokenInfo({ token }: { token: LockableToken }) {
  const { t } = useTranslation('lock')
  const { entry } = useConnectedChainEntry()
  const dex = token.lp
    ? entry?.swaps.find((swap) => swap.factory.toLowerCase() === token.lp!.factory.toLowerCase())?.name
    : undefined
  return (
    <ConfigProvider componentDisabled={false}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        data-testid="lock-token-info"
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'name',
            label: t('token.name'),
            children: (
              <>
                {token.name} ({token.symbol}) {token.lp && <Tag color="blue">LP</Tag>}
              </>
            ),
          },
          { key: 'decimals', label: t('token.decimals'), children: token.decimals },
          {
            key: 'balance',
            label: t('token.balance'),
            children: (
              <span data-testid="lock-token-balance">{formatTokenAmount(token.balance, token.decimals)}</span>
            ),
          },
          {
            key: 'supply',
            label: t('token.supply'),
            children: formatTokenAmount(token.totalSupply, token.decimals),
          },
          ...(token.lp
            ? [
                {
                  key: 'pair',
                  label: t('token.pair'),
                  children: (
                    <span data-testid="lock-token-pair">
                      {token.lp.token0.symbol} / {token.lp.token1.symbol}
                    </span>
                  ),
                },
                { key: 'dex', label: t('token.dex'), children: dex ?? token.lp.factory },
              ]
            : []),
        ]}
      />
    </ConfigProvider>
  )
}
