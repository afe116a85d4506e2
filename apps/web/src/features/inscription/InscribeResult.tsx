import type { RunStepsResult } from '@tokenbox/core/transactions/types.ts'
import { Alert, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ErrorDetails } from '../../app/errors/ErrorAlert.tsx'
import { TransactionHashLink } from '../../app/transactions/TransactionHashLink.tsx'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import { outcomeOf } from './useInscribe.ts'

/**
 * The spec's inscribe result (spec 001 section 4): success with the transaction, failed ("Inscribe
 * Failed" and the catalogue's reason, the raw failure only under Details) or terminated (the user
 * declined in the wallet). Test id `<prefix>-result` with `data-outcome` and `data-hash`.
 */
export function InscribeResult({ result, prefix }: { result: RunStepsResult | null; prefix: string }) {
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
  const common = {
    showIcon: true,
    'data-testid': `${prefix}-result`,
    'data-outcome': outcome,
    'data-hash': hash,
  }
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
