import { theme } from 'antd'

/**
 * The TokenBox mark (a box on the theme colour), drawn inline at `size` px: the site's logo, and the
 * browser extension's (apps/extension) popup and settings page.
 *
 * @example
 * <TokenBoxMark size={32} />
 */
export function TokenBoxMark({ size = 24 }: { size?: number }) {
  const { token } = theme.useToken()
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" style={{ flex: 'none' }}>
      <rect width="64" height="64" rx="14" fill={token.colorPrimary} />
      <path
        d="M16 24 32 15l16 9v16l-16 9-16-9zM16 24l16 9 16-9M32 33v16"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </svg>
  )
}
