import { Alert, Flex, Typography } from 'antd'
import type { ReactNode } from 'react'

/**
 * How to take part from any wallet by a plain transfer to the token (a sale's buy, a fair launch's
 * mint, a 314 sale): the title, the token's address to copy, the lines under it, and the warning
 * about sending from an exchange or a contract. Test ids: `testId` on the alert, `addressTestId`,
 * `warningTestId`.
 */
export function SendToTokenAlert({
  title,
  token,
  warning,
  testId,
  addressTestId,
  warningTestId,
  children,
}: {
  title: ReactNode
  token: string
  warning: ReactNode
  testId?: string
  addressTestId?: string
  warningTestId?: string
  /** Lines between the address and the warning (the limits per address). */
  children?: ReactNode
}) {
  return (
    <Alert
      type="info"
      showIcon
      data-testid={testId}
      title={title}
      description={
        <Flex vertical gap={4}>
          <Typography.Text
            code
            copyable={{ text: token }}
            data-testid={addressTestId}
            style={{ wordBreak: 'break-all' }}
          >
            {token}
          </Typography.Text>
          {children}
          <Typography.Text type="warning" data-testid={warningTestId}>
            {warning}
          </Typography.Text>
        </Flex>
      }
    />
  )
}
