import { DexToolTabs } from './DexToolTabs.tsx'
import { ExchangePanel } from './exchange/ExchangePanel.tsx'

/** The exchange (/sw/ex): tabs Exchange (ET) and Introduce (EX). */
export function ExchangePage() {
  return (
    <DexToolTabs
      tab={{ key: 'ET', label: 'tabs.ET' }}
      testId="exchange"
      intro={{ prefix: 'intro', sections: ['how', 'route', 'fees', 'slippage', 'tax', 'safety'] }}
      render={(entry) => <ExchangePanel entry={entry} />}
    />
  )
}
