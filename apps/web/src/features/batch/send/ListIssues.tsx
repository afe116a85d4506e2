import type { ParseSendLinesResult } from '@tokenbox/core/batch/parseSendLines.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Alert, Button, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { LineIssues } from '../../../app/forms/LineIssues.tsx'

/**
 * Every refused line with its number and reason (the first 50, then a count) and a button that
 * removes them, and the duplicates with a button that merges them.
 */
export function ListIssues({
  parsed,
  decimals,
  text,
  onText,
  onMerge,
}: {
  parsed: ParseSendLinesResult
  decimals: number
  /** The list as typed, from which the refused lines are removed. */
  text: string
  onText: (text: string) => void
  onMerge: () => void
}) {
  const { t } = useTranslation('send')
  return (
    <>
      <LineIssues
        issues={parsed.issues}
        testId="send-line-issues"
        title={t('list.issuesTitle', { count: parsed.issues.length })}
        reason={(issue) => t(`lines.${issue.issue}`, { decimals, count: decimals })}
        removeFrom={{ text, onText, testId: 'send-remove-bad-lines' }}
      />
      {parsed.duplicates.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="send-duplicates"
          title={t('list.duplicatesTitle', { count: parsed.duplicates.length })}
          description={
            <>
              {parsed.duplicates.slice(0, 10).map((duplicate) => (
                <Typography.Paragraph key={duplicate.address} style={{ margin: 0 }} ellipsis>
                  {t('list.duplicate', {
                    address: duplicate.address,
                    lines: duplicate.lines.join(', '),
                    total: formatTokenAmount(duplicate.total, decimals),
                  })}
                </Typography.Paragraph>
              ))}
              <Button size="small" style={{ marginTop: 8 }} onClick={onMerge} data-testid="send-merge">
                {t('list.merge')}
              </Button>
            </>
          }
        />
      )}
    </>
  )
}
