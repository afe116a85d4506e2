import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

export type PanelProps = {
  title?: ReactNode
  extra?: ReactNode
  children: ReactNode
  style?: CSSProperties
  'data-testid'?: string
}

/**
 * A titled surface for dashboard content, drawn from the theme's tokens. We do not use antd's
 * Card here: it always bundles the Tabs component (for its optional tab list), about 10 kB gzip
 * on the dashboard's first load for a feature no panel uses.
 *
 * @example
 * <Panel title="Your wallet">...</Panel>
 */
export function Panel({ title, extra, children, style, 'data-testid': testId }: PanelProps) {
  const { token } = theme.useToken()
  return (
    <section
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowTertiary,
        height: '100%',
        ...style,
      }}
    >
      {(title || extra) && (
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            // On a phone the title and its buttons take two lines rather than widen the page.
            flexWrap: 'wrap',
            gap: 12,
            padding: `${token.paddingSM}px ${token.paddingLG}px`,
            minHeight: 56,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <h2
            style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorTextHeading }}
          >
            {title}
          </h2>
          {extra}
        </header>
      )}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  )
}
