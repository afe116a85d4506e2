import { Flex, Input, Typography } from 'antd'
import type { ReactNode } from 'react'

type AmountInputProps = {
  value: string
  onChange: (text: string) => void
  /** The amount's unit, inside the input. */
  suffix?: ReactNode
  placeholder?: string
  /** The input's name where no label stands beside it. */
  ariaLabel?: string
  /** What is wrong with the amount typed, in the user's words: the input turns red and says it. */
  issue: string | undefined
  testId: string
  issueTestId?: string
}

/**
 * A decimal amount to send (buy, stake, deposit), red with its issue under it when what was typed
 * cannot go: a column of its own in a row of controls (`Flex wrap`), as wide as the row allows.
 *
 * @example
 * <AmountInput value={amount} onChange={setAmount} suffix={coin} issue={issue} testId="presale-buy-amount" issueTestId="presale-buy-issue" />
 */
export function AmountInput({ issue, issueTestId, ...input }: AmountInputProps) {
  return (
    <Flex vertical style={{ flex: '1 1 200px' }}>
      <AmountField {...input} issue={issue} />
      <IssueText issue={issue} testId={issueTestId} />
    </Flex>
  )
}

/**
 * A row of an amount and its buttons (`children`; `before` the amount: a choice it applies to),
 * the amount's issue under the whole row.
 *
 * @example
 * <AmountRow value={text} onChange={setText} suffix={symbol} issue={issue} testId="bean-deposit-amount" issueTestId="bean-deposit-issue">
 *   <Button onClick={deposit}>{t('bean.deposit.submit')}</Button>
 * </AmountRow>
 */
export function AmountRow({
  issue,
  issueTestId,
  before,
  children,
  ...input
}: AmountInputProps & { before?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Flex gap={8} wrap>
        {before}
        <AmountField {...input} issue={issue} style={{ flex: 1, minWidth: 160 }} />
        {children}
      </Flex>
      <IssueText issue={issue} testId={issueTestId} />
    </>
  )
}

function AmountField({
  value,
  onChange,
  suffix,
  placeholder,
  ariaLabel,
  issue,
  testId,
  style,
}: Omit<AmountInputProps, 'issueTestId'> & { style?: React.CSSProperties }) {
  return (
    <Input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="decimal"
      suffix={suffix}
      placeholder={placeholder}
      aria-label={ariaLabel}
      status={issue ? 'error' : undefined}
      style={style}
      data-testid={testId}
    />
  )
}

/** What is wrong with a value typed, in red under it (nothing when all is well). */
export function IssueText({ issue, testId }: { issue: ReactNode; testId?: string | undefined }) {
  return issue ? (
    <Typography.Text type="danger" data-testid={testId}>
      {issue}
    </Typography.Text>
  ) : null
}
