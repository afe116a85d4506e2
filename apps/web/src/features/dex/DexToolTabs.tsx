import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Alert, Tabs } from 'antd'
import { Fragment, type ReactNode, useState } from 'react'
import { ToolIntroduce } from '../../app/docs/ToolIntroduce.tsx'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

/**
 * The two tabs of a DEX tool (spec: Exchange ET / EX, Liquidity LP / EX): the tool on the current
 * chain, or a note that the chain lists no DEX, then the Introduce tab. The tool is rendered again
 * from scratch on a chain switch, so it starts from that chain's DEXes and tokens.
 *
 * @example
 * <DexToolTabs tab={{ key: 'ET', label: 'tabs.ET' }} testId="exchange" render={(entry) => <ExchangePanel entry={entry} />} />
 */
export function DexToolTabs({
  tab,
  testId,
  render,
}: {
  /** The tool's tab: its spec key and the label's key in the dex namespace. */
  tab: { key: string; label: string }
  /** Prefix of the test ids: `<testId>-tabs`, `<testId>-no-dex`. */
  testId: string
  render: (entry: ChainEntry) => ReactNode
}) {
  const { t } = useLazyNamespace('dex')
  const { entry } = useCurrentNetwork()
  const [active, setActive] = useState(tab.key)
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      data-testid={`${testId}-tabs`}
      items={[
        {
          key: tab.key,
          label: t(tab.label),
          children: entry ? (
            entry.swaps.length > 0 ? (
              <Fragment key={entry.id}>{render(entry)}</Fragment>
            ) : (
              <Alert type="info" showIcon title={t('button.noDex')} data-testid={`${testId}-no-dex`} />
            )
          ) : null,
        },
        {
          key: 'EX',
          label: t('tabs.EX'),
          children: <ToolIntroduce />,
        },
      ]}
    />
  )
}
