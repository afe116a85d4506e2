import { DexToolTabs } from './DexToolTabs.tsx'
import { AddLiquidityPanel } from './liquidity/AddLiquidityPanel.tsx'

/** Add Liquidity (/sw/ad): tabs Liquidity (LP) and Introduce (EX). */
export function AddLiquidityPage() {
  return (
    <DexToolTabs
      tab={{ key: 'LP', label: 'add.tabs.LP' }}
      testId="add"
      render={(entry) => <AddLiquidityPanel entry={entry} />}
    />
  )
}
