import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Tag, Typography, theme } from 'antd'
import { useState, useSyncExternalStore } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import {
  readTourRecord,
  resetTourRecord,
  subscribeTourRecord,
  type TourProgress,
} from '../../app/tour/tourProgress.ts'
import { type TourId, tourIds, tours } from '../../app/tour/tours.ts'
import { useStartTour } from '../../app/tour/useStartTour.ts'

/**
 * The guide (/guide/index): the shell tour and the tool tours, each with how far this browser
 * got, and Start, Resume or Restart; a reset brings the first-visit offer back.
 */
export function GuidePage() {
  const { t } = useLazyNamespace('guide')
  const { token } = theme.useToken()
  const record = useSyncExternalStore(subscribeTourRecord, readTourRecord)
  const startTour = useStartTour()
  const [reset, setReset] = useState(false)
  return (
    <Flex vertical gap={20} data-testid="guide-page">
      <Panel title={t('page.title')}>
        <Typography.Paragraph style={{ margin: 0, color: token.colorTextSecondary }}>
          {t('page.intro')}
        </Typography.Paragraph>
      </Panel>
      {tourIds.map((id) => (
        <TourRow
          key={id}
          id={id}
          progress={record.tours[id]}
          onStart={(fromStep) => void startTour(id, { fromStep })}
        />
      ))}
      <Panel>
        <Flex vertical gap={8} align="flex-start">
          <Button
            onClick={() => {
              resetTourRecord()
              setReset(true)
            }}
            data-testid="guide-reset"
          >
            {t('page.reset')}
          </Button>
          <Typography.Text type="secondary">{t('page.resetHint')}</Typography.Text>
          {reset && (
            <Alert type="success" showIcon title={t('page.resetDone')} data-testid="guide-reset-done" />
          )}
        </Flex>
      </Panel>
    </Flex>
  )
}

function TourRow({
  id,
  progress,
  onStart,
}: {
  id: TourId
  progress: TourProgress | undefined
  onStart: (fromStep: number) => void
}) {
  const { t } = useLazyNamespace('guide')
  const { token } = theme.useToken()
  const status = progress?.status ?? 'notStarted'
  return (
    <Panel data-testid={`guide-tour-${id}`}>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {t(`${id}.name`)}
            </Typography.Text>
            <Tag
              color={status === 'done' ? 'success' : status === 'active' ? 'processing' : undefined}
              data-testid={`guide-status-${id}`}
              style={{ marginInlineEnd: 0 }}
            >
              {progress?.status === 'active'
                ? t('page.status.active', { step: progress.shown })
                : t(`page.status.${status}`)}
            </Tag>
          </Flex>
          <div style={{ color: token.colorTextSecondary, marginTop: 4 }}>
            {t(`${id}.desc`)} · {t('page.steps', { count: tours[id].steps.length })}
          </div>
        </div>
        <Flex gap={8}>
          {progress?.status === 'active' ? (
            <>
              <Button onClick={() => onStart(0)} data-testid={`guide-restart-${id}`}>
                {t('page.restart')}
              </Button>
              <Button
                type="primary"
                onClick={() => onStart(progress.step)}
                data-testid={`guide-resume-${id}`}
              >
                {t('page.resume')}
              </Button>
            </>
          ) : (
            <Button
              type={progress ? 'default' : 'primary'}
              onClick={() => onStart(0)}
              data-testid={`guide-start-${id}`}
            >
              {progress ? t('page.restart') : t('page.start')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Panel>
  )
}
