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
  title,
  text,
  note,
  resumeDisabled = false,
  onResume,
  onDiscard,
}: {
  prefix: string
  title: string
  /** The inscription the run sends. */
  text: string
  /** What stands in the way of resuming, if anything. */
  note?: ReactNode
  resumeDisabled?: boolean
  onResume: () => void
  onDiscard: () => void
}) {
  const { t } = useTranslation('inscription')
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`${prefix}-unfinished`}
      title={title}
      description={
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text code>{text}</Typography.Text>
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
