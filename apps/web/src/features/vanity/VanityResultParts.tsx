import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons'
import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import {
  Alert,
  type AlertProps,
  Button,
  Descriptions,
  type DescriptionsProps,
  Flex,
  Typography,
  theme,
} from 'antd'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { VanityResult } from './useVanitySearch.ts'
import { formatCount, formatDuration, highlightAddress } from './vanityDisplay.ts'

/** How a result's long values read: one character width, broken anywhere. */
export const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const

/** A long value with a Copy button (`testId` on the value itself where the e2e tests read it). */
export function CopyableValue({ value, testId }: { value: string; testId?: string }) {
  return (
    <Typography.Text copyable style={mono}>
      {testId ? <span data-testid={testId}>{value}</span> : value}
    </Typography.Text>
  )
}

/**
 * One result of a search: its rows, then how many tries the search took, the guide to using it
 * (`guide`, an info note unless `guideType` says), and Download and Remove.
 */
export function ResultCard({
  items,
  result,
  guide,
  guideType = 'info',
  onDownload,
  onRemove,
}: {
  items: NonNullable<DescriptionsProps['items']>
  result: VanityResult
  guide: ReactNode
  guideType?: AlertProps['type']
  onDownload: () => void
  onRemove: () => void
}) {
  const { t, i18n } = useTranslation('vanity')
  return (
    <Flex vertical gap={8} data-testid="vanity-result">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[...items, foundItem(t, i18n.language, result)]}
      />
      <Alert type={guideType} showIcon title={guide} />
      <ResultButtons onDownload={onDownload} onRemove={onRemove} />
    </Flex>
  )
}

/** An address with the part the pattern asked for in bold colour. */
export function HighlightedAddress({
  address,
  result,
  testId,
}: {
  address: string
  result: VanityResult
  testId: string
}) {
  const { token } = theme.useToken()
  const parsed = parseVanityPattern(result.input)
  const pieces = parsed.ok ? highlightAddress(address, parsed.pattern) : [{ text: address, hit: false }]
  return (
    <Typography.Text copyable={{ text: address }} style={mono}>
      <span data-testid={testId} data-address={address}>
        {pieces.map((piece, index) =>
          piece.hit ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reorder
            <strong key={index} style={{ color: token.colorPrimary }}>
              {piece.text}
            </strong>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <span key={index}>{piece.text}</span>
          ),
        )}
      </span>
    </Typography.Text>
  )
}

/** The row saying how many tries the search took and how long. */
function foundItem(t: TFunction, language: string, result: VanityResult) {
  return {
    key: 'found',
    label: t('result.found'),
    children: (
      <span data-testid="vanity-result-found-after">
        {t('result.foundAfter', {
          count: result.attempts,
          attempts: formatCount(language, result.attempts),
          duration: formatDuration(t, result.seconds),
        })}
      </span>
    ),
  }
}

/** Download (the result's file) and Remove, under each result. */
function ResultButtons({ onDownload, onRemove }: { onDownload: () => void; onRemove: () => void }) {
  const { t } = useTranslation('vanity')
  return (
    <Flex gap={8} wrap>
      <Button icon={<DownloadOutlined />} onClick={onDownload} data-testid="vanity-download">
        {t('result.download')}
      </Button>
      <Button icon={<DeleteOutlined />} onClick={onRemove}>
        {t('result.remove')}
      </Button>
    </Flex>
  )
}
