import { Alert, Tabs } from 'antd'
import { useState } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { IntroduceSections } from '../../app/layout/IntroduceSections.tsx'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { MyLiquidityPanel } from './liquidity/MyLiquidityPanel.tsx'

/** My Liquidity (/sw/my): tabs My liquidity (ML) and Introduce (EX). */
export function MyLiquidityPage() {
  const { t } = useLazyNamespace('dex')
  const { entry } = useCurrentNetwork()
  const [tab, setTab] = useState('ML')
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="positions-tabs"
      items={[
        {
          key: 'ML',
          label: t('positions.tabs.ML'),
          children: entry ? (
            entry.swaps.length > 0 ? (
              // Positions are per chain: a chain switch starts over.
              <MyLiquidityPanel key={entry.id} entry={entry} />
            ) : (
              <Alert type="info" showIcon title={t('button.noDex')} data-testid="positions-no-dex" />
            )
          ) : null,
        },
        {
          key: 'EX',
          label: t('tabs.EX'),
          children: (
            <IntroduceSections
              namespace="dex"
              prefix="positions.intro"
              sections={['find', 'value', 'remove', 'permit', 'locked']}
              testId="positions-introduce"
            />
          ),
        },
      ]}
    />
  )
}
