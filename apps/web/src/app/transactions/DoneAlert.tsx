import { Alert } from 'antd'
import type { ReactNode } from 'react'

/**
 * Says that an action went through, once it has (`done` set; nothing before): the app's one green
 * notice. Where `done` names the action, the alert carries it as `data-done`.
 *
 * @example
 * <DoneAlert done={action.done} title={t(`sale.panel.done.${action.done}`)} testId="sale-done" />
 */
export function DoneAlert({ done, title, testId }: { done: unknown; title: ReactNode; testId: string }) {
  if (!done) return null
  const named = typeof done === 'string' ? done : undefined
  return <Alert type="success" showIcon data-testid={testId} data-done={named} title={title} />
}
