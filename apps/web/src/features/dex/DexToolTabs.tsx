import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Alert, Tabs } from 'antd'
import { type ReactNode, useState } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { IntroduceSections } from '../../app/layout/IntroduceSections.tsx'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'

/**
 * The tabs of a DEX tool (spec 001: Exchange ET / EX, My liquidity ML / EX): the tool on the
 * current chain (its own tab key and label; "No DEX is listed for this chain" where the catalogue
 * has none) and the Introduce tab. `render` is called per chain entry, keyed by chain, so a chain
 * switch starts the tool afresh.
 *
 * @example
 * <DexToolTabs tab="ET" label={t('tabs.ET')} testId="exchange" intro={{ sections: ['how'] }}
 *   render={(entry) => <ExchangePanel entry={entry} />} />
 */
export function DexToolTabs({
  tab: toolTab,
  label,
  testId,
  intro,
  render,
}: {
  tab: string
  label: string
  /** Prefix of the tabs' test ids: `<testId>-tabs`, `-no-dex`, `-introduce`. */
  testId: string
  intro: { prefix?: string; sections: readonly string[] }
  render: (entry: ChainEntry) => ReactNode
}) {
  const { t } = useLazyNamespace('dex')
  const { entry } = useCurrentNetwork()
  const [tab, setTab] = useState(toolTab)
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid={`${testId}-tabs`}
      items={[
        {
          key: toolTab,
          label,
          children: entry ? (
            entry.swaps.length > 0 ? (
              <div key={entry.id}>{render(entry)}</div>
            ) : (
              <Alert type="info" showIcon title={t('button.noDex')} data-testid={`${testId}-no-dex`} />
            )
          ) : null,
        },
        {
          key: 'EX',
          label: t('tabs.EX'),
          children: (
            <IntroduceSections
              namespace="dex"
              prefix={intro.prefix}
              sections={intro.sections}
              testId={`${testId}-introduce`}
            />
          ),
        },
      ]}
    />
  )
}
