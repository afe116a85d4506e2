import { formatAddress } from '@tokenbox/core/format/formatAddress.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { HolderRow, HolderSaleTest, Holders } from '@tokenbox/core/safety/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { formatBps } from '@tokenbox/ui/safety/reasonText.ts'
import { Flex, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * Holders: the ten largest with their share of the supply, tagged when a holder is a contract or
 * something known (a pool, a locker, a burn address, the creator, the token itself), and the
 * creator's share, and for the holders whose sale was simulated (issue 50) whether it went through
 * and at what tax. Says so when the chain's node did not give the history to read them from.
 */
export function HoldersSection({
  holders,
  sales,
  symbol,
  decimals,
}: {
  holders: Holders | undefined
  /** The holders' simulated sales, when the check ran them. */
  sales?: readonly HolderSaleTest[] | undefined
  symbol: string
  decimals: number
}) {
  const { t } = useTranslation('check')
  const saleOf = (row: HolderRow) =>
    sales?.find((sale) => sale.holder.toLowerCase() === row.address.toLowerCase() && sale.failure !== 'error')
  return (
    <Panel title={t('holders.title')} data-testid="safety-holders">
      {!holders ? (
        <Typography.Text>{t('holders.unknown')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('holders.count', { count: holders.count })}</Typography.Text>
          {holders.creator && (
            <Typography.Text data-testid="safety-creator">
              {t('holders.creator', {
                creator: formatAddress(holders.creator),
                share: formatBps(holders.creatorShareBps ?? 0),
              })}
            </Typography.Text>
          )}
          <Table<HolderRow>
            size="small"
            pagination={false}
            rowKey="address"
            dataSource={holders.top}
            onRow={() => ({ 'data-testid': 'safety-holder' }) as never}
            columns={[
              { key: 'rank', title: '#', render: (_, __, index) => index + 1, width: 40 },
              {
                key: 'address',
                title: t('holders.address'),
                render: (_, row) => (
                  <Flex gap={4} wrap align="center">
                    <Typography.Text copyable={{ text: row.address }} style={{ whiteSpace: 'nowrap' }}>
                      {formatAddress(row.address)}
                    </Typography.Text>
                    {row.role && (
                      <Tag color="blue" data-testid="safety-holder-role">
                        {t(`role.${row.role}`)}
                      </Tag>
                    )}
                    {row.isContract && row.role !== 'pair' && row.role !== 'token' && (
                      <Tag>{t('owner.contract')}</Tag>
                    )}
                    <SaleTag sale={saleOf(row)} />
                  </Flex>
                ),
              },
              {
                key: 'balance',
                title: t('holders.balance'),
                align: 'right',
                // The share says it on a phone; the balance joins from the small-tablet width.
                responsive: ['sm'],
                render: (_, row) => (
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {formatTokenAmount(row.balance, decimals, 2)} {symbol}
                  </span>
                ),
              },
              {
                key: 'share',
                title: t('holders.share'),
                align: 'right',
                render: (_, row) => formatBps(row.shareBps),
              },
            ]}
          />
        </Flex>
      )}
    </Panel>
  )
}

/** A tag's text wraps inside the address cell instead of widening it. */
const wrapping = { whiteSpace: 'normal' } as const

/**
 * What a holder's simulated sale showed, beside its address (a column would not fit a phone):
 * red when it could not sell, orange with the tax when it paid 10% or more, green otherwise; grey
 * when the node refused the simulation itself, which says nothing about the token (the verdict
 * leaves it out too). Tags wrap, so a long one never widens the page on a phone.
 */
function SaleTag({ sale }: { sale: HolderSaleTest | undefined }) {
  const { t } = useTranslation('check')
  if (!sale) return null
  if (sale.failure === 'error')
    return (
      <Tag data-testid="safety-holder-sale" data-can-sell="unknown" style={wrapping}>
        {t('holders.saleNotTested')}
      </Tag>
    )
  if (!sale.canSell)
    return (
      <Tag color="red" data-testid="safety-holder-sale" data-can-sell="false" style={wrapping}>
        {t('holders.saleRefused')}
      </Tag>
    )
  const taxed = (sale.taxBps ?? 0) >= 1_000
  return (
    <Tag
      color={taxed ? 'orange' : 'green'}
      data-testid="safety-holder-sale"
      data-can-sell="true"
      style={wrapping}
    >
      {taxed ? t('holders.saleTaxed', { tax: formatBps(sale.taxBps ?? 0) }) : t('holders.saleOk')}
    </Tag>
  )
}
