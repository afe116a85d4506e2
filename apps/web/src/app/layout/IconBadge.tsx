import { theme } from 'antd'
import type { ComponentType } from 'react'

/**
 * A tool's or group's icon on a rounded square in the theme's colour: the dashboard's hot tools
 * and offers, the tools index. Decorative: the name is always written beside it.
 *
 * @example
 * <IconBadge icon={LockOutlined} size={36} />
 * <IconBadge icon={SendOutlined} size={40} background="container" />
 */
export function IconBadge({
  icon: Icon,
  size,
  background = 'primary',
}: {
  icon: ComponentType
  size: 32 | 36 | 40
  /** `primary`: the primary colour's lightest shade; `container`: on a tinted card. */
  background?: 'primary' | 'container'
}) {
  const { token } = theme.useToken()
  return (
    <span
      aria-hidden="true"
      style={{
        flex: `0 0 ${size}px`,
        height: size,
        borderRadius: size >= 36 ? 10 : 8,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size / 2,
        color: token.colorPrimary,
        background: background === 'primary' ? token.colorPrimaryBg : token.colorBgContainer,
      }}
    >
      <Icon />
    </span>
  )
}
