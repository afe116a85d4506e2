import { CheckCircleFilled, SwapOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { truncateAmount } from '@tokenbox/core/format/truncateAmount.ts'
import { faucetTokenQueryOptions } from '@tokenbox/core/local/faucetTokenQuery.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Skeleton, Statistic, theme } from 'antd'
import { lazy, Suspense } from 'react'
import { useClient, useConnection, useSwitchChain } from 'wagmi'
import { LightTag } from '../../app/layout/LightTag.tsx'
import { useErrorStrings } from '../../base/useErrorStrings.ts'
import type { LocalChainInfo } from '../../wallet/localChain.ts'
import { useFaucetClaim } from './useFaucetClaim.ts'

// A claim's progress, its failure (with the error catalogue behind it) and its hash show only
// once the visitor claims: their code is not part of the dashboard's load (the hash's antd
// Typography, bundled there, closed an import cycle with the Input chunk lazy screens load).
const StepsProgress = lazy(() =>
  import('../../app/transactions/StepsProgress.tsx').then((module) => ({ default: module.StepsProgress })),
)
const StepError = lazy(() =>
  import('../../app/transactions/StepError.tsx').then((module) => ({ default: module.StepError })),
)
const TransactionHashLink = lazy(() =>
  import('../../app/transactions/TransactionHashLink.tsx').then((module) => ({
    default: module.TransactionHashLink,
  })),
)

/** Whole tokens per claim: enough to try every tool, far below the faucet's lifetime limit. */
const claimAmount = 1000

/** A claim is one transaction: its stages, without Sourcecode Verify. */
const claimStages = ['initiating', 'awaitingConfirmation', 'generating'] as const

/**
 * The local chains' faucet: mints sample USDT (6 decimals) to the connected wallet through the
 * step runner, then shows the new balance and the transaction hash. It serves the local chain the
 * wallet is on, else offers to switch to the first one. Rendered only while the server enables a
 * local chain.
 *
 * @example
 * {localChains.length > 0 && <LocalFaucetCard localChains={localChains} />}
 */
export function LocalFaucetCard({
  localChains,
}: {
  localChains: readonly [LocalChainInfo, ...LocalChainInfo[]]
}) {
  const { t, i18n } = useErrorStrings(['home', 'common'])
  const { token } = theme.useToken()
  const { address, chainId } = useConnection()
  const { mutate: switchChain, isPending: switching } = useSwitchChain()
  const localChain = localChains.find((local) => local.chainId === chainId) ?? localChains[0]
  const usdt = localChain.contracts.usdt
  const onLocalChain = chainId === localChain.chainId
  // The bare client (useClient, not usePublicClient): core's reader needs no public actions, and
  // their decorator would bring all of viem's public actions into the dashboard's load (+54 kB gzip).
  const client = useClient({ chainId: localChain.chainId })
  const tokenRead = useQuery(faucetTokenQueryOptions(client, { token: usdt, owner: address, onLocalChain }))
  const { symbol, decimals, balance } = tokenRead.data ?? {}

  const { claim, progress, result, running } = useFaucetClaim(usdt, decimals)

  const body = () => {
    if (!address) return <Alert type="info" showIcon title={t('faucet.connectFirst')} />
    if (!onLocalChain) {
      return (
        <Flex vertical gap={12} align="flex-start">
          <Alert type="warning" showIcon title={t('faucet.wrongChain')} style={{ alignSelf: 'stretch' }} />
          <Button
            icon={<SwapOutlined />}
            loading={switching}
            onClick={() => switchChain({ chainId: localChain.chainId })}
          >
            {t('faucet.switch', { chain: localChain.entry.name })}
          </Button>
        </Flex>
      )
    }
    // A failed read (the layout then says whether the RPC is down), or no token at the address,
    // ends the skeleton.
    if ((tokenRead.isError && !tokenRead.data) || tokenRead.data === null) {
      return (
        <Alert type="warning" showIcon title={t('faucet.unavailable')} data-testid="faucet-unavailable" />
      )
    }
    if (!tokenRead.data) return <Skeleton active paragraph={{ rows: 2 }} />
    return (
      <Flex vertical gap={20}>
        <Statistic
          title={t('faucet.tokenBalance', { symbol })}
          // In the user's language's digits and groups (1,000 / 1.000), at most 4 decimals: a
          // claim's 1,000 is seen at once.
          value={formatLocaleDecimal(truncateAmount(balance ?? 0n, 4, { decimals }), i18n.language)}
          formatter={(value) => value}
          suffix={symbol}
          styles={{ content: { fontWeight: 600 } }}
          data-testid="faucet-balance"
        />
        <Button
          type="primary"
          size="large"
          loading={running}
          onClick={() => void claim(claimAmount)}
          data-testid="faucet-claim"
        >
          {t('faucet.claim', { amount: formatThousands(claimAmount, i18n.language), symbol })}
        </Button>
        {running && (
          <Suspense fallback={null}>
            <StepsProgress layout="stages" stages={claimStages} progress={progress} result={result} />
          </Suspense>
        )}
        {result?.status === 'done' && (
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleFilled />}
            data-testid="faucet-success"
            title={t('faucet.claimed', { amount: formatThousands(claimAmount, i18n.language), symbol })}
            description={
              <span>
                {t('faucet.transaction')}:{' '}
                {result.results[0]?.hash && (
                  <Suspense fallback={null}>
                    <TransactionHashLink
                      hash={result.results[0].hash}
                      explorerUrl={localChain.entry.url}
                      testId="faucet-tx-hash"
                    />
                  </Suspense>
                )}
              </span>
            }
          />
        )}
        {result?.status === 'failed' && (
          <Suspense fallback={null}>
            <StepError result={result} testId="faucet-error" />
          </Suspense>
        )}
      </Flex>
    )
  }

  return (
    <Panel
      title={t('faucet.title')}
      extra={<LightTag color="orange">{localChain.chainId}</LightTag>}
      data-testid="faucet-panel"
    >
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{t('faucet.description')}</p>
      {body()}
    </Panel>
  )
}
