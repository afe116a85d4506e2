import { Alert } from 'antd'
import type { ReactNode } from 'react'

/**
 * Why a form was refused, just above its submit button, where it is seen at any width (issue 77: a
 * message far above the button made the press seem to do nothing); nothing while there is none.
 *
 * @example
 * <FormIssue issue={listIssue} testId="check-list-issue" />
 */
export function FormIssue({ issue, testId }: { issue: ReactNode; testId: string }) {
  if (!issue) return null
  return <Alert type="error" showIcon title={issue} style={{ marginBottom: 16 }} data-testid={testId} />
}
