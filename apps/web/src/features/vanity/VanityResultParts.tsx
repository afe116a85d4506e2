import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons'
import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Button, Flex, Typography, theme } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { VanityResult } from './useVanitySearch.ts'
import { formatCount, formatDuration, highlightAddress } from './vanityDisplay.ts'

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
    <Typography.Text copyable={{ text: address }} style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
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
export function foundItem(t: TFunction, language: string, result: VanityResult) {
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
export function ResultButtons({ onDownload, onRemove }: { onDownload: () => void; onRemove: () => void }) {
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
