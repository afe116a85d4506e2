import { useQuery } from '@tanstack/react-query'
import { readTokenPowers, usablePowers } from '@tokenbox/core/safety/checkTokenSafety.ts'
import { Alert } from 'antd'
import type { Address } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'

/**
 * What the presale's token itself can still do to the tokens it sells, read as the safety check
 * reads it (core's readTokenPowers): a token whose owner can pause transfers or block addresses can
 * freeze a claim after the raise was paid, and the presale cannot prevent it. A warning naming the
 * powers someone can use today; a short note when none was found (found under common names only).
 */
export function ListedTokenPowers({ token, symbol }: { token: Address; symbol: string }) {
  const { t } = useLazyNamespace('check')
  const { chainId } = useConnection()
  const publicClient = usePublicClient()
  const found = useQuery({
    queryKey: ['tokenPowers', chainId, token],
    enabled: Boolean(publicClient),
    queryFn: () => readTokenPowers(publicClient!, { token }),
    staleTime: 60_000,
    retry: false,
  })
  if (!found.data) return null
  const usable = usablePowers(found.data.powers)
  if (usable.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="presale-token-powers"
        data-powers=""
        title={t('sale.tokenPowers.none', { ns: 'launchpad', symbol })}
      />
    )
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="presale-token-powers"
      data-powers={usable.map((power) => power.kind).join(',')}
      title={t('sale.tokenPowers.title', { ns: 'launchpad', symbol })}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {usable.map((power) => (
              <li key={power.kind}>{t(`power.${power.kind}`)}</li>
            ))}
          </ul>
          {t('sale.tokenPowers.body', { ns: 'launchpad' })}
        </>
      }
    />
  )
}
