import type { ReactNode } from 'react'

/**
 * Stands in for antd's `tooltip/UniqueProvider` where antd's ConfigProvider imports it
 * (vite.config.ts redirects that one import here). ConfigProvider renders it only with
 * `tooltip={{ unique: true }}`, which TokenBox never sets, yet its static import put the whole
 * tooltip positioning engine (@rc-component/trigger, about 10 kB gzip) into every first paint.
 * Tooltips and popovers themselves import the real one and are unchanged.
 */
export default function NoTooltipUniqueProvider({ children }: { children: ReactNode }) {
  return children
}
