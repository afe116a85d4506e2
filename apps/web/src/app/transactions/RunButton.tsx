import { Button } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

/**
 * A large button that starts one of a contract page's actions: busy, and not to be pressed again,
 * while any of the page's actions runs (`running`).
 *
 * @example
 * <RunButton primary running={running} onClick={() => void action.claim()} testId="mining-claim">{t('pool.claim')}</RunButton>
 */
export function RunButton({
  running,
  primary,
  danger,
  onClick,
  style,
  testId,
  children,
}: {
  running: boolean
  primary?: boolean
  danger?: boolean
  onClick?: () => void
  style?: CSSProperties
  testId: string
  children: ReactNode
}) {
  return (
    <Button
      type={primary ? 'primary' : undefined}
      danger={danger}
      size="large"
      loading={running}
      disabled={running}
      onClick={onClick}
      style={style}
      data-testid={testId}
    >
      {children}
    </Button>
  )
}
