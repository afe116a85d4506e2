import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Alert, Button } from 'antd'
import { useTranslation } from 'react-i18next'
import type { QuickCheckFailure } from './runQuickCheck.ts'

/**
 * A check without a report, in the site's check page's words: no contract at the address on this
 * chain, a contract that is no ERC-20, or a node that did not answer (with a retry).
 */
export function CheckFailureAlert({
  failure,
  entry,
  onRetry,
}: {
  failure: QuickCheckFailure
  entry: ChainEntry
  onRetry: () => void
}) {
  const { t } = useTranslation('check')
  const title =
    failure === 'noCode'
      ? t('error.noCode', { chain: chainLabel(entry) })
      : failure === 'notToken'
        ? t('error.notToken')
        : t('error.network')
  const hint =
    failure === 'noCode'
      ? t('error.noCodeHint')
      : failure === 'notToken'
        ? t('error.notTokenHint')
        : undefined
  return (
    <Alert
      type={failure === 'network' ? 'error' : 'warning'}
      showIcon
      data-testid="check-error"
      data-failure={failure}
      title={title}
      description={hint}
      action={
        failure === 'network' ? (
          <Button size="small" onClick={onRetry} data-testid="check-retry">
            {t('error.retry')}
          </Button>
        ) : undefined
      }
    />
  )
}
