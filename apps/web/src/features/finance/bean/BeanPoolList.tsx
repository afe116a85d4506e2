import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import type { BeanPoolListEntry } from '@tokenbox/core/finance/listBeanPools.ts'
import { Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListToggle } from '../../../app/lists/ListToggle.tsx'
import { OpenListItem } from '../../../app/lists/OpenListItem.tsx'
import { FinancePoolList } from '../FinancePoolList.tsx'
import { amountText, bpsText } from '../financeFigures.ts'
import { useBeanPoolList } from './useBeanPoolList.ts'

/**
 * The chain's pools of this kind from the factory's events, newest first, each with the figures
 * that matter before a deposit: balance, what depositors could withdraw now, coverage, days left.
 */
export function BeanPoolList({ kind, onOpen }: { kind: BeanPoolKind; onOpen: (pool: string) => void }) {
  const { t } = useTranslation('finance')
  const [mine, setMine] = useState(false)
  return (
    <FinancePoolList
      title={t('bean.list.title', { name: t(`bean.name.${kind}`) })}
      prefix="bean"
      controls={
        <ListToggle checked={mine} onChange={setMine} label={t('list.mine')} testId="bean-list-mine" />
      }
      useScan={useBeanPoolList}
      paramsOf={(factory) => ({ factory, kind, mine })}
      renderItem={(entry) => <BeanListItem entry={entry} kind={kind} onOpen={onOpen} />}
    />
  )
}

function BeanListItem({
  entry,
  kind,
  onOpen,
}: {
  entry: BeanPoolListEntry
  kind: BeanPoolKind
  onOpen: (pool: string) => void
}) {
  const { t, i18n } = useTranslation('finance')
  const language = i18n.language
  const coins = (value: bigint) => `${amountText(value, entry.decimals, language, 2)} ${entry.symbol}`
  const coverage = entry.health.coverageBps
  return (
    <OpenListItem
      testIdPrefix="bean-list"
      data={{ 'data-pool': entry.address }}
      openLabel={t('list.open')}
      onOpen={() => onOpen(entry.address)}
      heading={
        <>
          <Typography.Text strong>
            {t('bean.heading', { name: t(`bean.name.${kind}`), symbol: entry.symbol })}
          </Typography.Text>
          {coverage !== undefined && (
            <Tag color={coverage >= 10_000n ? 'green' : 'red'}>
              {t('bean.list.coverage', { coverage: bpsText(coverage, language) })}
            </Tag>
          )}
        </>
      }
    >
      <Typography.Text type="secondary">
        {t('bean.list.figures', {
          balance: coins(entry.balance),
          owed: coins(entry.owedNow),
          depositors: entry.depositorCount.toString(),
        })}
      </Typography.Text>
    </OpenListItem>
  )
}
