import { Alert, List } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RemoveInvalidLinesButton } from './RemoveInvalidLinesButton.tsx'

/** How many bad lines are listed; the rest are counted. */
export const listedLineIssues = 50

/**
 * The bad lines of a pasted or uploaded list, each as "Line N: reason" (the first 50, then "…and N
 * more lines"), so the user can fix them in the editor by number. Shared by every list tool.
 */
export function LineIssues<Issue extends { line: number }>({
  issues,
  reason,
  title,
  removeFrom,
  testId,
}: {
  issues: readonly Issue[]
  /** The translated reason of one issue. */
  reason: (issue: Issue) => string
  title?: ReactNode
  /** The text the lines were read from, to offer "Remove invalid lines" on (none: not offered). */
  removeFrom?: { text: string; onText: (text: string) => void; testId: string } | false | undefined
  testId: string
}) {
  const { t } = useTranslation()
  if (issues.length === 0) return null
  const list = (
    <List
      size="small"
      dataSource={issues.slice(0, listedLineIssues)}
      footer={
        issues.length > listedLineIssues
          ? t('lines.more', { count: issues.length - listedLineIssues })
          : undefined
      }
      renderItem={(issue) => (
        <List.Item style={{ padding: '2px 0' }}>
          {t('lines.issue', { line: issue.line, reason: reason(issue) })}
        </List.Item>
      )}
    />
  )
  // The button goes under the list, not beside it: beside it, a phone leaves the lines a few words wide.
  const body = removeFrom ? (
    <>
      {list}
      <div style={{ marginTop: 8 }}>
        <RemoveInvalidLinesButton {...removeFrom} issues={issues} />
      </div>
    </>
  ) : (
    list
  )
  return (
    <Alert
      type="error"
      showIcon={Boolean(title)}
      style={{ marginBottom: 12 }}
      data-testid={testId}
      title={title ?? body}
      description={title ? body : undefined}
    />
  )
}
