import { formatHash } from '@tokenbox/core/format/formatHash.ts'
import { Typography } from 'antd'
import type { Hash } from 'viem'
import { explorerTransactionUrl } from './explorerTransactionUrl.ts'

/**
 * One transaction, shortened: a link to its page on the chain's explorer, or, on a chain without
 * an explorer (the local chain), the hash itself. Either way the whole hash can be copied. Every
 * screen shows a transaction hash through this.
 *
 * @example
 * <TransactionHashLink hash={receipt.transactionHash} explorerUrl={entry?.url} testId="lock-tx" />
 */
export function TransactionHashLink({
  hash,
  explorerUrl,
  testId,
  compact = false,
}: {
  hash: Hash
  /** The explorer's base URL (the catalogue's `url`); empty or undefined when the chain has none. */
  explorerUrl: string | undefined
  testId?: string | undefined
  /** The short form (`0x1234...abcd`) for table cells and lines of text. */
  compact?: boolean
}) {
  const text = compact ? formatHash(hash) : formatHash(hash, { prefixLength: 10, suffixLength: 8 })
  const copyable = { text: hash }
  const href = explorerTransactionUrl(explorerUrl, hash)
  return href ? (
    <Typography.Link
      href={href}
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
