import type { RunStepsResult } from '@tokenbox/core/transactions/types.ts'
import { Alert, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import { ErrorDetails } from '../../app/errors/ErrorAlert.tsx'
import { TransactionHashLink } from '../../app/transactions/TransactionHashLink.tsx'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import { outcomeOf } from './useInscribe.ts'
import { useMintCounts } from './useMintCounts.ts'

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
  const counts = useRunCounts(numbered && outcome === 'success' && !notCounted ? result : null)
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
  const common = {
    showIcon: true,
    'data-testid': `${prefix}-result`,
    'data-outcome': outcome,
    'data-hash': hash,
  }
  // Numbered mints the indexer has read: any it did not count turns the result from success to a warning.
  if (outcome === 'success' && counts && counts.missed > 0)
    return (
      <Alert
        {...common}
        data-outcome="notCounted"
        type="warning"
        title={
          sent > 1 ? t('result.someNotCounted', { count: counts.missed, sent }) : t('result.notCountedTaken')
        }
        description={
          <Flex vertical gap={4}>
            <Typography.Text>{t('result.notCountedTakenHint')}</Typography.Text>
            {sent > 1 ? null : link}
          </Flex>
        }
      />
    )
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
            {counts && (
              <Typography.Text
                type="success"
                data-testid={`${prefix}-counted`}
                data-item={counts.firstId}
                data-counted={counts.counted}
              >
                {sent > 1
                  ? t('result.countedAll', { count: counts.counted })
                  : t('result.countedAs', { id: counts.firstId, tick: counts.tick })}
              </Typography.Text>
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

/** The mint counts of a finished run of numbered mints (`useMintCounts`), with its first item. */
function useRunCounts(result: RunStepsResult | null) {
  const steps = result?.status === 'done' ? result.results.filter((step) => step.hash) : []
  const hashes = steps.map((step) => step.hash as Hash)
  const last = steps.reduce((highest, step) => {
    const block = step.receipt?.blockNumber ?? 0n
    return block > highest ? block : highest
  }, 0n)
  const counts = useMintCounts(hashes, last)
  if (!counts) return undefined
  const first = hashes.map((hash) => counts.items.get(hash.toLowerCase())).find((item) => item)
  return { ...counts, firstId: first?.itemId, tick: first?.tick }
}
