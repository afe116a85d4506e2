import { CheckCircleFilled, SwapOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { sampleStablecoinAbi } from '@tokenbox/core/contracts/SampleStablecoin.ts'
import { formatBalance } from '@tokenbox/core/format/formatBalance.ts'
import { formatHash } from '@tokenbox/core/format/formatHash.ts'
import { Alert, Button, Flex, Skeleton, Statistic, theme } from 'antd'
import { lazy, Suspense } from 'react'
import { parseUnits, zeroAddress } from 'viem'
import { useConnection, useReadContracts, useSwitchChain } from 'wagmi'
import { useErrorStrings } from '../../app/i18n/useErrorStrings.ts'
import { LightTag } from '../../app/layout/LightTag.tsx'
import { Panel } from '../../app/layout/Panel.tsx'
import { useStepRunner } from '../../app/transactions/useStepRunner.ts'
import type { LocalChainInfo } from '../../wallet/localChain.ts'

// A claim's progress and its failure (with the error catalogue behind it) show only once the
// visitor claims: their code is not part of the dashboard's load.
const StepsProgress = lazy(() =>
  import('../../app/transactions/StepsProgress.tsx').then((module) => ({ default: module.StepsProgress })),
)
const StepError = lazy(() =>
  import('../../app/transactions/StepError.tsx').then((module) => ({ default: module.StepError })),
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
  const { t } = useErrorStrings(['home', 'common'])
  const { token } = theme.useToken()
  const queryClient = useQueryClient()
  const { address, chainId } = useConnection()
  const { mutate: switchChain, isPending: switching } = useSwitchChain()
  const { run, progress, result, running } = useStepRunner()
  const localChain = localChains.find((local) => local.chainId === chainId) ?? localChains[0]
  const usdt = localChain.contracts.usdt
  const onLocalChain = chainId === localChain.chainId
  const contract = { address: usdt, abi: sampleStablecoinAbi, chainId: localChain.chainId } as const
  const tokenRead = useReadContracts({
    contracts: [
      { ...contract, functionName: 'symbol' },
      { ...contract, functionName: 'decimals' },
      { ...contract, functionName: 'balanceOf', args: [address ?? zeroAddress] },
    ],
    allowFailure: false,
    query: { enabled: Boolean(address && usdt && onLocalChain) },
  })
  const [symbol, decimals, balance] = tokenRead.data ?? []

  const claim = async () => {
    if (!usdt || decimals === undefined) return
    const amount = parseUnits(String(claimAmount), decimals)
    const { call } = await import('@tokenbox/core/transactions/call.ts')
    await run([call({ address: usdt, abi: sampleStablecoinAbi, functionName: 'faucet', args: [amount] })])
    // The token balance and the native balance (gas) both changed.
    await queryClient.invalidateQueries()
  }

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
    // A failed read (the layout then says whether the RPC is down) ends the skeleton.
    if (tokenRead.isError && !tokenRead.data) {
      return (
        <Alert type="warning" showIcon title={t('faucet.unavailable')} data-testid="faucet-unavailable" />
      )
    }
    if (!tokenRead.data) return <Skeleton active paragraph={{ rows: 2 }} />
    return (
      <Flex vertical gap={20}>
        <Statistic
          title={t('faucet.tokenBalance', { symbol })}
          value={formatBalance(balance ?? 0n, decimals)}
          // Shown exactly as formatBalance writes it (4 decimals, 0.000 for zero).
          formatter={(value) => value}
          suffix={symbol}
          styles={{ content: { fontWeight: 600 } }}
          data-testid="faucet-balance"
        />
        <Button type="primary" size="large" loading={running} onClick={claim} data-testid="faucet-claim">
          {t('faucet.claim', { amount: claimAmount.toLocaleString(), symbol })}
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
            title={t('faucet.claimed', { amount: claimAmount.toLocaleString(), symbol })}
            description={
              <span>
                {t('faucet.transaction')}:{' '}
                <code
                  data-testid="faucet-tx-hash"
                  data-hash={result.results[0]?.hash}
                  style={{ color: token.colorText }}
                >
                  {formatHash(result.results[0]?.hash ?? '', { prefixLength: 10, suffixLength: 8 })}
                </code>
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
