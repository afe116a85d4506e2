import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ToolFactoryGate } from '../../app/contracts/ToolFactoryGate.tsx'
import { type ListScan, ScannedListOf } from '../../app/lists/ScannedList.tsx'

/**
 * A finance tool's list of pools (Earn, each bean kind) on the factory's chain: the panel, its
 * controls (`controls`), then the pools `useScan` reads; test ids `<prefix>-list-panel` and
 * `<prefix>-list`, and "no pools yet" once the whole window is read.
 */
export function FinancePoolList<Params, Entry>({
  title,
  prefix,
  controls,
  useScan,
  paramsOf,
  renderItem,
}: {
  title: ReactNode
  prefix: 'earn' | 'bean'
  controls: ReactNode
  useScan: (params: Params) => ListScan<Entry>
  paramsOf: (factory: Address) => Params
  renderItem: (entry: Entry) => ReactNode
}) {
  const { t } = useTranslation('finance')
  return (
    <Panel title={title} data-testid={`${prefix}-list-panel`}>
      <ToolFactoryGate tool="finance">
        {(factory) => (
          <Flex vertical gap={12}>
            {controls}
            <ScannedListOf
              useScan={useScan}
              params={paramsOf(factory)}
              testIdPrefix={`${prefix}-list`}
              listTestId={`${prefix}-list`}
              emptyText={t('list.empty')}
              renderItem={renderItem}
            />
          </Flex>
        )}
      </ToolFactoryGate>
    </Panel>
  )
}
