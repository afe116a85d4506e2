import { CloseOutlined } from '@ant-design/icons'
import { IconButton } from '@tokenbox/ui/layout/IconButton.tsx'
import { Button, Flex, theme } from 'antd'
import { Suspense, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useLazyNamespace } from '../i18n/useLazyNamespace.ts'
import { closeTourHint, readTourRecord, subscribeTourRecord } from './tourProgress.ts'
import { type TourId, tourForLocation } from './tours.ts'
import { useStartTour } from './useStartTour.ts'

/**
 * A toured tool's "Show me around", one line above its tabs: on the tool's first visit in this
 * browser, until its tour is begun or the hint closed. Never modal; on another variant of the
 * screen (the meme coin on the standard coin's page) it shows nothing. Its strings load on their
 * own, so the tool's screen never waits for them.
 *
 * @example
 * <ToolTourHint tour="lock" />
 */
export function ToolTourHint({ tour }: { tour: TourId }) {
  const record = useSyncExternalStore(subscribeTourRecord, readTourRecord)
  const { pathname, search } = useLocation()
  if (tourForLocation(pathname, search)?.id !== tour) return null
  if (record.tours[tour] || record.hintsClosed.includes(tour)) return null
  return (
    <Suspense fallback={null}>
      <HintLine tour={tour} />
    </Suspense>
  )
}

function HintLine({ tour }: { tour: TourId }) {
  const { t } = useLazyNamespace('guide')
  const { token } = theme.useToken()
  const startTour = useStartTour()
  return (
    <Flex
      align="center"
      gap={4}
      wrap
      data-testid="tour-tool-hint"
      style={{ marginBottom: 12, color: token.colorTextSecondary }}
    >
      <span>{t('hint.text')}</span>
      <Button
        type="link"
        size="small"
        onClick={() => void startTour(tour)}
        data-testid="tour-tool-hint-start"
        style={{ paddingInline: 4 }}
      >
        {t('hint.start')}
      </Button>
      <IconButton
        icon={<CloseOutlined />}
        label={t('hint.close')}
        testId="tour-tool-hint-close"
        onClick={() => closeTourHint(tour)}
      />
    </Flex>
  )
}
