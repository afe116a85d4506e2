import { Descriptions, type DescriptionsProps } from 'antd'
import type { ReactNode } from 'react'

/** One row of a facts table: its label and value; `testId` and `data` go on the value's span. */
export type Fact = {
  key: string
  label: ReactNode
  value: ReactNode
  /** The value's `data-testid` (the e2e tests read the value by it). */
  testId?: string
  /** More `data-*` attributes of the value (raw figures the tests compare). */
  data?: Record<`data-${string}`, string>
  /** Columns the row takes (a long value: the whole width). */
  span?: number
}

/** A fact, or nothing where the row does not apply (`cond && { … }`). */
export type FactRow = Fact | false | null | undefined

/** antd's Descriptions items from facts: rows that do not apply left out, test ids on a span. */
export function factItems(facts: readonly FactRow[]): NonNullable<DescriptionsProps['items']> {
  return facts
    .filter((fact): fact is Fact => Boolean(fact))
    .map(({ key, label, value, testId, data, span }) => ({
      key,
      label,
      ...(span === undefined ? {} : { span }),
      children:
        testId || data ? (
          <span data-testid={testId} {...data}>
            {value}
          </span>
        ) : (
          value
        ),
    }))
}

/**
 * A screen's figures as a small bordered table, two columns from `sm` up (`column` otherwise):
 * a sale's terms, a pool's rules, a position. Rows that do not apply are written `cond && {…}`.
 *
 * @example
 * <FactsTable facts={[
 *   { key: 'buyers', label: t('sale.panel.buyers'), value: count(sale.buyerCount), testId: 'sale-buyers' },
 *   sale.account && { key: 'yours', label: t('sale.panel.yours'), value: yours },
 * ]} />
 */
export function FactsTable({
  facts,
  column = { xs: 1, sm: 2 },
  bordered = true,
  testId,
  labelStyle,
}: {
  facts: readonly FactRow[]
  column?: DescriptionsProps['column']
  bordered?: boolean
  testId?: string
  labelStyle?: React.CSSProperties
}) {
  return (
    <Descriptions
      size="small"
      bordered={bordered}
      column={column}
      items={factItems(facts)}
      data-testid={testId}
      styles={labelStyle ? { label: labelStyle } : undefined}
    />
  )
}
