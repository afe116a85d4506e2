import { DexToolTabs } from './DexToolTabs.tsx'
import { MyLiquidityPanel } from './liquidity/MyLiquidityPanel.tsx'

/** My Liquidity (/sw/my): tabs My liquidity (ML) and Introduce (EX). */
export function MyLiquidityPage() {
  return (
    <DexToolTabs
      tab={{ key: 'ML', label: 'positions.tabs.ML' }}
      testId="positions"
      render={(entry) => <MyLiquidityPanel entry={entry} />}
    />
  )
}
