import { Flex, Typography } from 'antd'
import type { ReactNode } from 'react'

/**
 * The head of a token's screen (a sale, a fair launch, a 314 market): its symbol, its name beside
 * it, and the tag of where it stands (phase, trading open). `testId` goes on the title.
 */
export function TokenHeading({
  symbol,
  name,
  testId,
  tag,
}: {
  symbol: string
  name: string
  testId: string
  tag: ReactNode
}) {
  return (
    <Flex justify="space-between" wrap gap={8} align="baseline">
      <Typography.Title level={4} style={{ margin: 0 }} data-testid={testId}>
        {symbol} <Typography.Text type="secondary">{name}</Typography.Text>
      </Typography.Title>
      {tag}
    </Flex>
  )
}
