import { useQuery } from '@tanstack/react-query'
import { fetchMintCount, type MintCount } from '@tokenbox/core/inscription/mintItems.ts'
import type { RunStepsResult } from '@tokenbox/core/transactions/types.ts'
import { Alert, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import { ErrorDetails } from '../../app/errors/ErrorAlert.tsx'
import { TransactionHashLink } from '../../app/transactions/TransactionHashLink.tsx'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import { outcomeOf } from './useInscribe.ts'

/**
 * The spec's inscribe result (spec 001 section 4): success with the transaction, failed ("Inscribe
 * Failed" and the catalogue's reason, the raw failure only under Details) or terminated (the user
 * declined in the wallet). Test id `<prefix>-result` with `data-outcome` and `data-hash`.
 */
export function InscribeResult({
  result,
  prefix,
  notCounted = false,
  numbered = false,
}: {
  result: RunStepsResult | null
  prefix: string
  /** The user confirmed sending a mint the indexer said would not count (the tick was full). */
  notCounted?: boolean
  /** A numbered mint (item model): once indexed, say whether it counted. */
  numbered?: boolean
}) {
  const { t } = useTranslation(['inscription', 'errors'])
  const { entry } = useConnectedChainEntry()
  const outcome = outcomeOf(result)
  if (!result || !outcome) return null
  const hash =
    result.status === 'done'
      ? result.results.find((step) => step.hash)?.hash
      : (result.pendingHash ?? result.results.find((step) => step.hash)?.hash)
  const link = hash && (
    <Flex gap={8} wrap align="center">
      <Typography.Text type="secondary">{t('result.tx')}</Typography.Text>
      <TransactionHashLink hash={hash} explorerUrl={entry?.url} testId={`${prefix}-result-tx`} />
    </Flex>
  )
  const sent = result.results.filter((step) => step.hash).length
  const block = result.results.find((step) => step.hash)?.receipt?.blockNumber
  const common = {
    showIcon: true,
    'data-testid': `${prefix}-result`,
    'data-outcome': outcome,
    'data-hash': hash,
  }
  if (outcome === 'success' && notCounted)
    return (
      <Alert
        {...common}
        data-outcome="notCounted"
        type="warning"
        title={t('result.notCounted')}
        description={
          <Flex vertical gap={4}>
            <Typography.Text>{t('result.notCountedHint')}</Typography.Text>
            {sent > 1 ? null : link}
          </Flex>
        }
      />
    )
  if (outcome === 'success')
    return (
      <Alert
        {...common}
        type="success"
        title={t('result.success')}
        description={
          <Flex vertical gap={4}>
            <Typography.Text>
              {sent > 1 ? t('result.successHintMany', { count: sent }) : t('result.successHint')}
            </Typography.Text>
            {/* Several mints: each one's transaction is on its own line of the progress above. */}
            {sent > 1 ? null : link}
            {numbered && sent === 1 && hash && block !== undefined && (
              <MintCountLine hash={hash} block={block} prefix={prefix} />
            )}
          </Flex>
        }
      />
    )
  if (outcome === 'terminated' || result.status !== 'failed')
    return <Alert {...common} type="warning" title={t('result.terminated')} />
  return (
    <Alert
      {...common}
      type="error"
      title={t('result.failed')}
      description={
        <Flex vertical gap={4}>
          <Typography.Text>
            {t(result.message.key, { ns: 'errors', ...result.message.params })}
          </Typography.Text>
          {link}
          {result.message.details && (
            <ErrorDetails details={result.message.details} testId={`${prefix}-result-details`} />
          )}
        </Flex>
      }
    />
  )
}

/**
 * Under a single numbered mint (item model): what TokenBox's indexer made of it once it has read
 * its block: "Counted as mint #7", or "Sent, not counted" when another mint of the same number came
 * first. Nothing without an indexer.
 */
function MintCountLine({ hash, block, prefix }: { hash: Hash; block: bigint; prefix: string }) {
  const { t } = useTranslation('inscription')
  const { chainId } = useConnectedChainEntry()
  const read = (answer: MintCount | undefined) =>
    answer?.kind === 'indexed' && answer.indexedBlock !== null && BigInt(answer.indexedBlock) >= block
  const answer = useQuery({
    queryKey: ['inscriptionMintCount', chainId, hash],
    enabled: chainId !== undefined,
    queryFn: () => fetchMintCount(chainId as number, hash),
    // Asked again until the indexer has read the transaction's block.
    refetchInterval: (query) =>
      read(query.state.data) || query.state.data?.kind === 'unavailable' ? false : 1_000,
  }).data
  if (answer?.kind !== 'indexed' || !read(answer)) return null
  if (answer.item)
    return (
      <Typography.Text type="success" data-testid={`${prefix}-counted`} data-item={answer.item.itemId}>
        {t('result.countedAs', { id: answer.item.itemId, tick: answer.item.tick })}
      </Typography.Text>
    )
  return (
    <Typography.Text type="warning" data-testid={`${prefix}-not-counted`}>
      {t('result.notCountedTaken')}
    </Typography.Text>
  )
}
