import type { ParseSendLinesResult } from '@tokenbox/core/batch/parseSendLines.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { Alert, Button, List, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

const shown = 50

/** Every refused line with its number and reason (the first 50, then a count), and the duplicates. */
export function ListIssues({
  parsed,
  decimals,
  onMerge,
}: {
  parsed: ParseSendLinesResult
  decimals: number
  onMerge: () => void
}) {
  const { t } = useTranslation('send')
  return (
    <>
      {parsed.issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="send-line-issues"
          title={t('list.issuesTitle', { count: parsed.issues.length })}
          description={
            <List
              size="small"
              dataSource={parsed.issues.slice(0, shown)}
              footer={
                parsed.issues.length > shown
                  ? t('list.more', { count: parsed.issues.length - shown })
                  : undefined
              }
              renderItem={(issue) => (
                <List.Item style={{ padding: '2px 0' }}>
                  {t('list.issue', { line: issue.line, reason: t(`lines.${issue.issue}`, { decimals }) })}
                </List.Item>
              )}
            />
          }
        />
      )}
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
