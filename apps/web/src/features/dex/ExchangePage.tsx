import { Alert, Tabs } from 'antd'
import { useState } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { IntroduceSections } from '../../app/layout/IntroduceSections.tsx'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { ExchangePanel } from './exchange/ExchangePanel.tsx'

/** The exchange (/sw/ex): tabs Exchange (ET) and Introduce (EX). */
export function ExchangePage() {
  const { t } = useLazyNamespace('dex')
  const { entry } = useCurrentNetwork()
  const [tab, setTab] = useState('ET')
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="exchange-tabs"
      items={[
        {
          key: 'ET',
          label: t('tabs.ET'),
          children: entry ? (
            entry.swaps.length > 0 ? (
              // One exchange per chain: a chain switch starts from that chain's tokens.
              <ExchangePanel key={entry.id} entry={entry} />
            ) : (
              <Alert type="info" showIcon title={t('button.noDex')} data-testid="exchange-no-dex" />
            )
          ) : null,
        },
        {
          key: 'EX',
          label: t('tabs.EX'),
          children: (
            <IntroduceSections
              namespace="dex"
              sections={['how', 'route', 'fees', 'slippage', 'tax', 'safety']}
              testId="exchange-introduce"
            />
          ),
        },
      ]}
    />
  )
}
