import { theme } from 'antd'

const css = `
@keyframes tb-loading-bars { 0% { background-position: 100% 50% } 100% { background-position: 0 50% } }
.tb-loading-bar { border-radius: 4px; background-size: 400% 100%; animation: tb-loading-bars 1.4s ease infinite; }
@media (prefers-reduced-motion: reduce) { .tb-loading-bar { animation: none; } }
`

/**
 * Quiet shimmering bars where content is about to appear (a loading screen, a balance being
 * read). antd's Skeleton draws the same, but its styles and six variants cost about 3 kB gzip on
 * the dashboard's first load, where only plain bars are ever needed; lazily loaded screens keep
 * using Skeleton.
 *
 * @example
 * <LoadingBars rows={6} /> // a screen's body
 * <LoadingBars inline width={96} /> // one value in a line of text
 */
export function LoadingBars({
  rows = 1,
  inline = false,
  width,
}: {
  rows?: number
  inline?: boolean
  width?: number | string
}) {
  const { token } = theme.useToken()
  const shimmer = `linear-gradient(90deg, ${token.colorFillSecondary} 25%, ${token.colorFill} 37%, ${token.colorFillSecondary} 63%)`
  const bar = (index: number) => (
    <span
      key={index}
      className="tb-loading-bar"
      style={{
        display: inline ? 'inline-block' : 'block',
        verticalAlign: 'middle',
        height: inline ? token.fontSize + 4 : token.fontSize + 2,
        // The last of several rows is shorter, as the end of a paragraph.
        width: width ?? (rows > 1 && index === rows - 1 ? '60%' : '100%'),
        minWidth: inline ? 64 : undefined,
        marginTop: !inline && index > 0 ? token.marginSM : 0,
        background: shimmer,
      }}
    />
  )
  return (
    <span
      role="status"
      aria-busy="true"
      data-testid="loading-bars"
      style={{ display: inline ? 'inline-block' : 'block', padding: inline ? 0 : `${token.paddingXS}px 0` }}
    >
      <style href="tb-loading-bars" precedence="default">
        {css}
      </style>
      {Array.from({ length: rows }, (_, index) => bar(index))}
    </span>
  )
}
