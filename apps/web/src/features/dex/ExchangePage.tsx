import { DexToolTabs } from './DexToolTabs.tsx'
import { ExchangePanel } from './exchange/ExchangePanel.tsx'

/** The exchange (/sw/ex): tabs Exchange (ET) and Introduce (EX). */
export function ExchangePage() {
  return (
    <DexToolTabs
      tab={{ key: 'ET', label: 'tabs.ET' }}
      testId="exchange"
      render={(entry) => <ExchangePanel entry={entry} />}
    />
  )
}
