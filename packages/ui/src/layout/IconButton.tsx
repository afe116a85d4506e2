import { Button, type ButtonProps } from 'antd'
import type { ReactNode } from 'react'

export type IconButtonProps = Omit<ButtonProps, 'type' | 'size' | 'icon' | 'aria-label'> & {
  icon: ReactNode
  /** What the button does, for screen readers: an icon alone says nothing to them. */
  label: string
  testId: string
}

/**
 * A small borderless button that shows only an icon (copy, close, back, more), always named by
 * `label`. Other props (onClick, a popover's handlers) go to the button.
 *
 * @example
 * <IconButton icon={<CopyOutlined />} label={t('result.copyKey')} testId="copy-key" onClick={() => void copy(key)} />
 */
export function IconButton({ icon, label, testId, ...rest }: IconButtonProps) {
  return <Button type="text" size="small" icon={icon} aria-label={label} data-testid={testId} {...rest} />
}
