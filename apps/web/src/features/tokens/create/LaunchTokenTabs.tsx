import { UnorderedListOutlined } from '@ant-design/icons'
import { Button, Flex } from 'antd'
import { type ReactNode, useState } from 'react'
import { useOpenedTab } from '../../../app/layout/ToolTabs.tsx'
import { TokenToolTabs } from '../TokenToolTabs.tsx'

/** Opens a token in the second tab (from the creation result or the list). */
export type OpenToken = (address: string) => void

/**
 * The tabs of the templates that launch themselves (sale, fair launch): Create Token, the token's
 * own screen (the spec's Manage Token tab) and Introduce, with the chain's list of such tokens
 * beside the tabs. A token just created, or one chosen in the list, opens in the second tab.
 */
export function LaunchTokenTabs({
  manageLabel,
  listLabel,
  listTestId,
  create,
  manage,
  list,
}: {
  manageLabel: string
  listLabel: string
  listTestId: string
  create: (open: OpenToken) => ReactNode
  /** Keyed by the token by the caller's element, so a newly opened token starts afresh. */
  manage: (token: string | undefined) => ReactNode
  list: (dialog: { open: boolean; onClose: () => void; onOpen: OpenToken }) => ReactNode
}) {
  const opening = useOpenedTab(undefined)
  const [listOpen, setListOpen] = useState(false)
  const open = (address: string) => {
    opening.open(address)
    setListOpen(false)
  }
  return (
    <>
      <TokenToolTabs
        opening={opening}
        open={open}
        manageLabel={manageLabel}
        create={create}
        manage={manage}
        // The list's button beside the tab bar, not inside it (antd's tabBarExtraContent): a tab list
        // holds only tabs (WCAG 4.1.2; axe's aria-required-children).
        renderTabBar={(props, DefaultTabBar) => (
          <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
            <DefaultTabBar {...props} style={{ flex: 1, minWidth: 0, marginBottom: 0 }} />
            {/* On a phone the label goes (the icon stays, and names the button) so that the three
                tabs keep their room instead of folding into a "…" menu. */}
            <Button
              icon={<UnorderedListOutlined />}
              onClick={() => setListOpen(true)}
              data-testid={listTestId}
              aria-label={listLabel}
              title={listLabel}
            >
              <span className="tb-narrow-hidden">{listLabel}</span>
            </Button>
          </Flex>
        )}
      />
      {list({ open: listOpen, onClose: () => setListOpen(false), onOpen: open })}
    </>
  )
}
