import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { FairLaunchListFilter } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import {
  Alert,
  Button,
  Empty,
  Flex,
  List,
  Modal,
  Progress,
  Segmented,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useFairLaunchList } from './useFairLaunchList.ts'

const filters: readonly FairLaunchListFilter[] = ['all', 'inProgress', 'over', 'label']
const phaseColor = { minting: 'processing', ended: 'warning', trading: 'success', failed: 'error' } as const

/**
 * The launch list: the connected chain's fair launches with their state, from the chain's logs,
 * filterable ALL / In PROGRESS / OVER / Label (the ones the connected wallet created or minted);
 * choosing one opens its mint screen.
 */
export function FairLaunchListDialog({
  open,
  onClose,
  onOpenLaunch,
}: {
  open: boolean
  onClose: () => void
  onOpenLaunch: (token: Address) => void
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const [filter, setFilter] = useState<FairLaunchListFilter>('all')
  const list = useFairLaunchList(filter, open)
  const { token } = theme.useToken()
  const number = (value: number) => formatLocaleDecimal(String(value), i18n.language)

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('fairLaunch.list.title')}
      width={640}
      data-testid="fair-list-dialog"
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Segmented<FairLaunchListFilter>
          value={filter}
          onChange={setFilter}
          options={filters.map((value) => ({ value, label: t(`fairLaunch.list.filter.${value}`) }))}
          data-testid="fair-list-filter"
        />
        {list.isPending ? (
          <Skeleton active />
        ) : list.isError ? (
          <Alert type="error" showIcon title={t('networkFailed', { ns: 'errors' })} />
        ) : list.data.length === 0 ? (
          <Empty description={t('fairLaunch.list.empty')} />
        ) : (
          <List
            dataSource={list.data}
            data-testid="fair-list"
            renderItem={(launch) => (
              <List.Item
                key={launch.token}
                data-testid="fair-list-item"
                data-token={launch.token}
                actions={[
                  <Button
                    key="open"
                    size="small"
                    onClick={() => onOpenLaunch(launch.token)}
                    data-testid="fair-list-open"
                  >
                    {t('sale.list.open')}
                  </Button>,
                ]}
              >
                <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{launch.symbol}</Typography.Text>
                    <Typography.Text type="secondary">{formatAddress(launch.token)}</Typography.Text>
                    <Tag color={phaseColor[launch.phase]}>{t(`fairLaunch.phase.${launch.phase}`)}</Tag>
                  </Flex>
                  <Progress
                    percent={launch.progressBps / 100}
                    size="small"
                    showInfo={false}
                    strokeColor={token.colorPrimary}
                  />
                  <Typography.Text type="secondary">
                    {t('fairLaunch.list.minted', {
                      minted: number(launch.totalMints),
                      cap: number(launch.maxMints),
                      minters: number(launch.minterCount),
                    })}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Modal>
  )
}
