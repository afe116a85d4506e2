import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { DexToolTabs } from './DexToolTabs.tsx'
import { ExchangePanel } from './exchange/ExchangePanel.tsx'

/** The exchange (/sw/ex): tabs Exchange (ET) and Introduce (EX). */
export function ExchangePage() {
  const { t } = useLazyNamespace('dex')
  return (
    <DexToolTabs
      tab="ET"
      label={t('tabs.ET')}
      testId="exchange"
      intro={{ sections: ['how', 'route', 'fees', 'slippage', 'tax', 'safety'] }}
      render={(entry) => <ExchangePanel entry={entry} />}
    />
  )
}
