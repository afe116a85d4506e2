import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { DexToolTabs } from './DexToolTabs.tsx'
import { MyLiquidityPanel } from './liquidity/MyLiquidityPanel.tsx'

/** My Liquidity (/sw/my): tabs My liquidity (ML) and Introduce (EX). */
export function MyLiquidityPage() {
  const { t } = useLazyNamespace('dex')
  return (
    <DexToolTabs
      tab="ML"
      label={t('positions.tabs.ML')}
      testId="positions"
      intro={{ prefix: 'positions.intro', sections: ['find', 'value', 'remove', 'permit', 'locked'] }}
      render={(entry) => <MyLiquidityPanel entry={entry} />}
    />
  )
}
