import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { KeyResultItem } from './KeyResultItem.tsx'
import { SaltResultItem } from './SaltResultItem.tsx'
import type { VanityResult } from './useVanitySearch.ts'

/** Every key found on this visit, newest first; they vanish when the page is left. */
export function VanityResults({
  results,
  onRemove,
}: {
  results: VanityResult[]
  onRemove: (id: number) => void
}) {
  const { t } = useTranslation('vanity')
  if (results.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="vanity-empty">
        {t('result.empty')}
      </Typography.Paragraph>
    )
  return (
    <Flex vertical gap={24}>
      {results.map((result) =>
        'salt' in result ? (
          <SaltResultItem key={result.id} result={result} onRemove={() => onRemove(result.id)} />
        ) : (
          <KeyResultItem key={result.id} result={result} onRemove={() => onRemove(result.id)} />
        ),
      )}
    </Flex>
  )
}
