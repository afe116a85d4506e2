import {
  defaultMiningKind,
  type MiningPoolKind,
  type MiningScreen,
  miningPoolKinds,
} from '@tokenbox/core/mining/miningDraft.ts'
import { Segmented, Select } from 'antd'
import { useState } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { linkedAddress, ToolTabs, useOpenedTab } from '../../app/layout/ToolTabs.tsx'
import { NotBuiltPage } from '../../app/pages/NotBuiltPage.tsx'
import { useRouteScreen } from '../../app/routes/useRouteScreen.ts'
import { useIsMobile } from '../../base/useIsMobile.ts'
import { MiningCreatePanel } from './create/MiningCreatePanel.tsx'
import { MiningPoolList } from './list/MiningPoolList.tsx'
import { MiningPoolPanel } from './pool/MiningPoolPanel.tsx'

/** The mining screens by route id (spec 000 section 2: `/mi/st`, `/mi/ch`, `/mi/pr`, `/mi/pl`). */
const screenByRoute: Record<string, MiningScreen> = {
  miFree: 'free',
  miHalved: 'halving',
  miAdvanced: 'advanced',
  miLp: 'lp',
}

/** The kinds a screen creates: Free Mine also Lock Mine (the spec's title without a path); LP mining any. */
const kindsOf: Record<MiningScreen, readonly MiningPoolKind[]> = {
  free: ['free', 'lock'],
  halving: ['halving'],
  advanced: ['advanced'],
  lp: miningPoolKinds,
}

/**
 * Mining (`/mi/st`, `/mi/ch`, `/mi/pr`, `/mi/pl`): Create, Pool (one pool's page: stake, unstake,
 * claim, compound, my position, team, time left, the creator's powers), List (the chain's pools)
 * and Introduce. `?pool=0x…` opens a pool's page, `&ref=0x…` names the inviter a staker binds.
 */
export function MiningPage() {
  const { screen, search } = useRouteScreen(screenByRoute)
  if (!screen) return <NotBuiltPage />
  return <MiningTabs key={screen} screen={screen} search={search} />
}

function MiningTabs({ screen, search }: { screen: MiningScreen; search: string }) {
  const { t } = useLazyNamespace('mining')
  const [kind, setKind] = useState<MiningPoolKind>(defaultMiningKind(screen))
  const { tab, setTab, opened: pool, open } = useOpenedTab(linkedAddress(search, 'pool'))
  const inviter = linkedAddress(search, 'ref')
  const kinds = kindsOf[screen]
  // The same choice either way: a select on a phone, side-by-side buttons elsewhere.
  const kindPicker = {
    value: kind,
    onChange: setKind,
    options: kinds.map((value) => ({ value, label: t(`kind.${value}`) })),
    'aria-label': t('create.kindLabel'),
    'data-testid': 'mining-kind',
  }
  const isMobile = useIsMobile()
  return (
    <>
      {/* Above the tabs, as the launchpad's switch: a phone's tab bar has no room beside four tabs,
          and a phone's width none for four kinds side by side (a select there). */}
      {kinds.length > 1 &&
        tab === 'CT' &&
        (isMobile ? (
          <Select<MiningPoolKind> {...kindPicker} style={{ width: '100%', marginBottom: 8 }} />
        ) : (
          <Segmented<MiningPoolKind> {...kindPicker} style={{ marginBottom: 8 }} />
        ))}
      <ToolTabs
        tab={tab}
        onTab={setTab}
        testId="mining-tabs"
        introduceLabel={t('tabs.introduce')}
        tabs={[
          {
            key: 'CT',
            label: t('tabs.create'),
            children: <MiningCreatePanel key={kind} screen={screen} kind={kind} onOpen={open} />,
          },
          {
            key: 'MT',
            label: t('tabs.pool'),
            children: <MiningPoolPanel key={pool ?? ''} initialAddress={pool} inviter={inviter} />,
          },
          { key: 'LI', label: t('tabs.list'), children: <MiningPoolList screen={screen} onOpen={open} /> },
        ]}
      />
    </>
  )
}
