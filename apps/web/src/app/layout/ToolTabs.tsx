import { Tabs, type TabsProps } from 'antd'
import { type ReactNode, useState } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import { ToolIntroduce } from '../docs/ToolIntroduce.tsx'

/** One tab of a tool's screen. */
export type ToolTab = { key: string; label: ReactNode; children: ReactNode }

/**
 * A tool's tabs (Create, its contract's page, a list…) and, last, Introduce: the tool's
 * documentation (`introduceLabel`). `renderTabBar` as antd's, for a button beside the bar.
 *
 * @example
 * <ToolTabs tab={tab} onTab={setTab} testId="mining-tabs" introduceLabel={t('tabs.introduce')}
 *   tabs={[{ key: 'CT', label: t('tabs.create'), children: <MiningCreatePanel … /> }]} />
 */
export function ToolTabs({
  tab,
  onTab,
  testId,
  tabs,
  introduceLabel,
  renderTabBar,
}: {
  tab: string
  onTab: (key: string) => void
  testId: string
  tabs: readonly ToolTab[]
  introduceLabel: ReactNode
  renderTabBar?: TabsProps['renderTabBar']
}) {
  return (
    <Tabs
      activeKey={tab}
      onChange={onTab}
      data-testid={testId}
      renderTabBar={renderTabBar}
      items={[...tabs, { key: 'EX', label: introduceLabel, children: <ToolIntroduce /> }]}
    />
  )
}

/**
 * The address a link names in its query (`?pool=0x…`, `&ref=0x…`), checksummed; undefined where
 * the value is not an address.
 *
 * @example
 * const inviter = linkedAddress(search, 'ref')
 */
export function linkedAddress(search: string, name: string): Address | undefined {
  const value = new URLSearchParams(search).get(name) ?? ''
  return isAddress(value) ? getAddress(value) : undefined
}

/**
 * The tab state of a tool whose Create tab opens what it created on its page tab (`MT`): the
 * address the link named (`linked`, when it is one) opens there first; `open(address)` shows
 * another there. `firstTab` is the tab without a linked address.
 *
 * @example
 * const { tab, setTab, opened, open } = useOpenedTab(query.get('pool') ?? '')
 */
export function useOpenedTab(linked: string | undefined, firstTab = 'CT') {
  const [opened, setOpened] = useState<string | undefined>(
    linked && isAddress(linked) ? getAddress(linked) : undefined,
  )
  const [tab, setTab] = useState(opened ? 'MT' : firstTab)
  const open = (address: string) => {
    setOpened(getAddress(address))
    setTab('MT')
  }
  return { tab, setTab, opened, open }
}
