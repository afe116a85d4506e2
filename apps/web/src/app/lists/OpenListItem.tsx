import { Button, Flex, List } from 'antd'
import type { ReactNode } from 'react'

/**
 * One row of a list of created contracts: its heading line (name, tags), the lines under it, and
 * the button that opens it. Test ids `<testIdPrefix>-item` and `<testIdPrefix>-open`; `data` adds
 * the row's `data-*` attributes the e2e tests read (`{ 'data-pool': address }`).
 *
 * @example
 * <OpenListItem testIdPrefix="earn-list" data={{ 'data-pool': entry.address }} openLabel={t('list.open')}
 *   onOpen={() => onOpen(entry.address)} heading={<Typography.Text strong>{entry.symbol}</Typography.Text>}>
 *   <Typography.Text type="secondary">{figures}</Typography.Text>
 * </OpenListItem>
 */
export function OpenListItem({
  testIdPrefix,
  data,
  openLabel,
  onOpen,
  heading,
  children,
}: {
  testIdPrefix: string
  data: Record<`data-${string}`, string>
  openLabel: ReactNode
  onOpen: () => void
  heading: ReactNode
  children: ReactNode
}) {
  return (
    <List.Item
      data-testid={`${testIdPrefix}-item`}
      {...data}
      actions={[
        <Button key="open" size="small" onClick={onOpen} data-testid={`${testIdPrefix}-open`}>
          {openLabel}
        </Button>,
      ]}
    >
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          {heading}
        </Flex>
        {children}
      </Flex>
    </List.Item>
  )
}
