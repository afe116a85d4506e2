import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { Alert, Button, Flex, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * "An unfinished … from <time>": a run an earlier visit left (both bulk screens save theirs), its
 * inscription text, and Resume or Discard. Test ids `<prefix>-unfinished`, `<prefix>-resume`,
 * `<prefix>-discard`.
 */
export function UnfinishedRunAlert({
  prefix,
  titleKey,
  done,
  count,
  stored,
  note,
  resumeDisabled = false,
  onResume,
  onDiscard,
}: {
  prefix: string
  /** The title's key: "An unfinished run of {{count}} … ({{done}} done), saved {{time}}". */
  titleKey: string
  done: number
  count: number
  /** The saved run: the inscription it sends and when it was saved. */
  stored: { text: string; savedAt: number }
  /** What stands in the way of resuming, if anything. */
  note?: ReactNode
  resumeDisabled?: boolean
  onResume: () => void
  onDiscard: () => void
}) {
  const { t, i18n } = useTranslation('inscription')
  const time = formatDateTime(new Date(stored.savedAt), i18n.language)
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`${prefix}-unfinished`}
      title={t(titleKey, { done, count, time })}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text code>{stored.text}</Typography.Text>
          {note}
          <Flex gap={8}>
            <Button
              type="primary"
              onClick={onResume}
              disabled={resumeDisabled}
              data-testid={`${prefix}-resume`}
            >
              {t('bulk.unfinished.resume')}
            </Button>
            <Button onClick={onDiscard} data-testid={`${prefix}-discard`}>
              {t('bulk.unfinished.discard')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  )
}
