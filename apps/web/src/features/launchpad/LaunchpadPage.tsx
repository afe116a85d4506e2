import type { PresaleMode } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Segmented } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { labelledOptions } from '../../app/forms/labelledOptions.ts'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { linkedAddress, ToolTabs, useOpenedTab } from '../../app/layout/ToolTabs.tsx'
import { NotBuiltPage } from '../../app/pages/NotBuiltPage.tsx'
import { useRouteScreen } from '../../app/routes/useRouteScreen.ts'
import { ToolTourHint } from '../../app/tour/ToolTourHint.tsx'
import { PresaleCreatePanel } from './create/PresaleCreatePanel.tsx'
import { PresaleList } from './list/PresaleList.tsx'
import { PresalePanel } from './sale/PresalePanel.tsx'

/** The launchpad's screens by route id; `/la/ad` and `/la/mp` are one screen with a switch (spec 000 section 2). */
const modeByRoute: Record<string, PresaleMode> = {
  laStandard: 'standard',
  laAdvanced: 'advanced',
  laMultiPeriod: 'multiPeriod',
  laFairLaunch: 'fairLaunch',
  ruSale: 'rune',
}

/**
 * The launchpad (`/la/st`, `/la/ad`, `/la/mp`, `/la/fa`, `/ru/sa`): Create, Presale (one presale's
 * page), List (the chain's presales, filters, my contributions) and Introduce. `?presale=0x…` opens
 * a presale's page, `&ref=0x…` names the inviter a buyer binds to (the inviter link).
 */
export function LaunchpadPage() {
  const { screen: mode, id, search } = useRouteScreen(modeByRoute)
  if (!mode) return <NotBuiltPage />
  return <LaunchpadTabs key={id} initialMode={mode} search={search} />
}

function LaunchpadTabs({ initialMode, search }: { initialMode: PresaleMode; search: string }) {
  const { t } = useLazyNamespace('launchpad')
  const navigate = useNavigate()
  const [mode, setMode] = useState(initialMode)
  const { tab, setTab, opened: presale, open } = useOpenedTab(linkedAddress(search, 'presale'))
  const inviter = linkedAddress(search, 'ref')
  // Advanced and multi-period share the screen: the switch changes the mode and the path.
  const shared = mode === 'advanced' || mode === 'multiPeriod'
  return (
    <>
      <ToolTourHint tour="launchpad" />
      {/* Above the tabs, not in their bar: on a phone the bar has no room for it beside four tabs. */}
      {shared && (
        <Segmented<PresaleMode>
          value={mode}
          onChange={(next) => {
            setMode(next)
            navigate(next === 'advanced' ? '/la/ad' : '/la/mp', { replace: true })
          }}
          options={labelledOptions(t, { advanced: 'mode.advanced', multiPeriod: 'mode.multiPeriod' })}
          data-testid="launchpad-mode"
          style={{ marginBottom: 8 }}
        />
      )}
      <ToolTabs
        tab={tab}
        onTab={setTab}
        testId="launchpad-tabs"
        introduceLabel={t('tabs.introduce')}
        tabs={[
          {
            key: 'CT',
            label: t('tabs.create'),
            children: <PresaleCreatePanel key={mode} mode={mode} onOpen={open} />,
          },
          {
            key: 'MT',
            label: t('tabs.presale'),
            children: <PresalePanel key={presale ?? ''} initialAddress={presale} inviter={inviter} />,
          },
          { key: 'LI', label: t('tabs.list'), children: <PresaleList mode={mode} onOpen={open} /> },
        ]}
      />
    </>
  )
}
