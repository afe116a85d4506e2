import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { Flex, Select, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadCsv, downloadXlsx } from '../../../app/files/downloadTable.ts'
import { ExportButtons, exportFileName } from '../../../app/files/ExportButtons.tsx'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { useIsMobile } from '../../../base/useIsMobile.ts'
import {
  type BalanceAsset,
  type BalanceFilter,
  type BalanceRow,
  balanceExportRows,
  balanceTotals,
  compareBalances,
  type FilterColumn,
  filterBalanceRows,
  formatBalanceCell,
} from './balanceRows.ts'

/**
 * The balances: one column per chosen coin or token, sortable, with a totals row. The filter
 * keeps zero or non-zero balances of one column or of any column; totals and exports follow the
 * filter (export rows keep the list's order and exact amounts).
 */
export function BalancesTable({
  assets,
  rows,
}: {
  assets: readonly BalanceAsset[]
  rows: readonly BalanceRow[]
}) {
  const { t } = useTranslation('wallets')
  const isMobile = useIsMobile()
  const [filter, setFilter] = useState<BalanceFilter>('all')
  const [column, setColumn] = useState<FilterColumn>('any')
  const shown = filterBalanceRows(rows, filter, column)
  const totals = balanceTotals(shown, assets.length)
  const exportRows = () => balanceExportRows(t('table.address'), assets, shown)

  return (
    <Flex vertical gap={12} data-testid="balances">
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={8} wrap align="center">
          <Select
            value={filter}
            onChange={setFilter}
            style={{ width: 150 }}
            aria-label={t('check.filterBalances')}
            data-testid="balances-filter"
            options={labelledOptions(t, {
              all: 'check.filterAll',
              nonZero: 'check.filterNonZero',
              zero: 'check.filterZero',
            })}
          />
          <Select
            value={column}
            onChange={setColumn}
            style={{ width: 150 }}
            disabled={filter === 'all'}
            aria-label={t('check.filterColumn')}
            data-testid="balances-filter-column"
            options={[
              { value: 'any', label: t('check.anyColumn') },
              ...assets.map((asset, index) => ({ value: index, label: asset.symbol })),
            ]}
          />
          <Typography.Text type="secondary" data-testid="balances-count">
            {t('check.shown', { shown: shown.length, count: rows.length })}
          </Typography.Text>
        </Flex>
        <ExportButtons
          testIdPrefix="balances-export"
          disabled={shown.length === 0}
          onCsv={() => downloadCsv(exportFileName('balances', 'csv'), exportRows())}
          onXlsx={() => void downloadXlsx(exportFileName('balances', 'xlsx'), t('check.sheet'), exportRows())}
        />
      </Flex>
      <Table
        size="small"
        rowKey="address"
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 500] }}
        data-testid="balances-table"
        columns={[
          { title: t('table.number'), key: 'number', width: 64, render: (_, __, index) => index + 1 },
          {
            title: t('table.address'),
            dataIndex: 'address',
            key: 'address',
            // On phones the short form keeps the balance columns on screen; the full address is its title.
            render: (address: string) => (
              <span style={{ fontFamily: 'monospace' }} title={address}>
                {isMobile ? formatAddress(address) : address}
              </span>
            ),
          },
          ...assets.map((asset, index) => ({
            title: asset.symbol,
            key: asset.key,
            align: 'right' as const,
            sorter: (a: BalanceRow, b: BalanceRow) => compareBalances(a.balances[index], b.balances[index]),
            render: (_: unknown, row: BalanceRow) => formatBalanceCell(row.balances[index], asset.decimals),
          })),
        ]}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('check.total')}</Typography.Text>
              </Table.Summary.Cell>
              {assets.map((asset, index) => (
                <Table.Summary.Cell index={index + 2} key={asset.key} align="right">
                  <Typography.Text strong data-testid={`total-${asset.symbol}`}>
                    {formatBalanceCell(totals[index], asset.decimals)}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </Flex>
  )
}
