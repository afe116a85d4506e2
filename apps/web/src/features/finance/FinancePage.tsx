import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { linkedAddress, ToolTabs, useOpenedTab } from '../../app/layout/ToolTabs.tsx'
import { NotBuiltPage } from '../../app/pages/NotBuiltPage.tsx'
import { useRouteScreen } from '../../app/routes/useRouteScreen.ts'
import { BeanCreatePanel } from './bean/BeanCreatePanel.tsx'
import { BeanPoolList } from './bean/BeanPoolList.tsx'
import { BeanPoolPanel } from './bean/BeanPoolPanel.tsx'
import { BeanRiskStatement } from './bean/BeanRiskStatement.tsx'
import { EarnCreatePanel } from './earn/EarnCreatePanel.tsx'
import { EarnPoolList } from './earn/EarnPoolList.tsx'
import { EarnPoolPanel } from './earn/EarnPoolPanel.tsx'

type FinanceScreen = 'earn' | BeanPoolKind

/** The finance screens by route id (spec 000 section 2: `/fi/ea`, `/fi/bf`, `/fi/bn`). */
const screenByRoute: Record<string, FinanceScreen> = {
  fiEarn: 'earn',
  fiRoastBeef: 'roastBeef',
  fiDollarBeans: 'dollarBeans',
}

/**
 * Finance: Earn (`/fi/ea`: Create, Pool, List, Introduce) and the two deposit pools, Roast Beef
 * (`/fi/bf`) and Dollar Beans (`/fi/bn`: Pool, List, Create, Introduce). `?pool=0x…` opens a
 * pool's page; on a deposit pool `&ref=0x…` names the referrer a first deposit binds.
 */
export function FinancePage() {
  const { screen, search } = useRouteScreen(screenByRoute)
  if (!screen) return <NotBuiltPage />
  return <FinanceTabs key={screen} screen={screen} search={search} />
}

function FinanceTabs({ screen, search }: { screen: FinanceScreen; search: string }) {
  const { t } = useLazyNamespace('finance')
  const {
    tab,
    setTab,
    opened: pool,
    open,
  } = useOpenedTab(linkedAddress(search, 'pool'), screen === 'earn' ? 'CT' : 'LI')
  const create = {
    key: 'CT',
    label: t('tabs.create'),
    children:
      screen === 'earn' ? <EarnCreatePanel onOpen={open} /> : <BeanCreatePanel kind={screen} onOpen={open} />,
  }
  const poolTab = {
    key: 'MT',
    label: t('tabs.pool'),
    children:
      screen === 'earn' ? (
        <EarnPoolPanel key={pool ?? ''} initialAddress={pool} />
      ) : (
        <BeanPoolPanel
          key={pool ?? ''}
          kind={screen}
          initialAddress={pool}
          referrer={linkedAddress(search, 'ref')}
        />
      ),
  }
  const list = {
    key: 'LI',
    label: t('tabs.list'),
    children:
      screen === 'earn' ? <EarnPoolList onOpen={open} /> : <BeanPoolList kind={screen} onOpen={open} />,
  }
  return (
    <>
      {screen !== 'earn' && <BeanRiskStatement kind={screen} />}
      <ToolTabs
        tab={tab}
        onTab={setTab}
        testId="finance-tabs"
        introduceLabel={t('tabs.introduce')}
        tabs={screen === 'earn' ? [create, poolTab, list] : [poolTab, list, create]}
      />
    </>
  )
}
