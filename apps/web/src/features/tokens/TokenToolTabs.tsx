import type { TabsProps } from 'antd'
import type { ReactNode } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { ToolTabs, type useOpenedTab } from '../../app/layout/ToolTabs.tsx'

/**
 * A token tool's tabs: Create Token, the token's own screen (`manageLabel`: Manage Token, Mint…)
 * where a token just created opens, and Introduce. `opening` is the screen's useOpenedTab; `open`
 * what the Create tab calls with the new token (default: open it in the second tab).
 */
export function TokenToolTabs({
  opening,
  open = opening.open,
  manageLabel,
  create,
  manage,
  renderTabBar,
}: {
  opening: ReturnType<typeof useOpenedTab>
  open?: (address: string) => void
  manageLabel: string
  create: (open: (address: string) => void) => ReactNode
  /** Keyed by the token by the caller's element, so a newly opened token starts afresh. */
  manage: (token: string | undefined) => ReactNode
  renderTabBar?: TabsProps['renderTabBar']
}) {
  const { t } = useLazyNamespace('tokens')
  return (
    <ToolTabs
      tab={opening.tab}
      onTab={opening.setTab}
      testId="coin-tabs"
      renderTabBar={renderTabBar}
      introduceLabel={t('tabs.EX')}
      tabs={[
        { key: 'CT', label: t('tabs.CT'), children: create(open) },
        { key: 'MT', label: manageLabel, children: manage(opening.opened) },
      ]}
    />
  )
}
