import { formatHash } from '@tokenbox/core/format/formatHash.ts'
import { Typography } from 'antd'
import type { Hash } from 'viem'

/**
 * One transaction, shortened: a link to its page on the chain's explorer, or, on a chain without
 * an explorer (the local chain), the hash itself. Either way the whole hash can be copied.
 *
 * @example
 * <TransactionHashLink hash={receipt.transactionHash} explorerUrl={entry?.url} testId="lock-tx" />
 */
export function TransactionHashLink({
  hash,
  explorerUrl,
  testId,
}: {
  hash: Hash
  /** The explorer's base URL (the catalogue's `url`); empty or undefined when the chain has none. */
  explorerUrl: string | undefined
  testId?: string | undefined
}) {
  const text = formatHash(hash, { prefixLength: 10, suffixLength: 8 })
  const copyable = { text: hash }
  return explorerUrl ? (
    <Typography.Link
      href={`${explorerUrl}/tx/${hash}`}
      target="_blank"
      rel="noopener noreferrer"
      copyable={copyable}
      data-testid={testId}
      data-hash={hash}
    >
      {text}
    </Typography.Link>
  ) : (
    <Typography.Text code copyable={copyable} data-testid={testId} data-hash={hash}>
      {text}
    </Typography.Text>
  )
}
