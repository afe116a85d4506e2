import { CloseOutlined, CompassOutlined } from '@ant-design/icons'
import { Button, Flex, theme } from 'antd'
import { Suspense, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useLazyNamespace } from '../i18n/useLazyNamespace.ts'
import { useIsMobile } from '../layout/useIsMobile.ts'
import {
  closeTourHint,
  readTourRecord,
  subscribeTourRecord,
  type TourRecord,
  updateTourRecord,
} from './tourProgress.ts'
import { type Tour, tourForLocation } from './tours.ts'
import { useStartTour } from './useStartTour.ts'

export const guidePath = '/guide/index'

/**
 * The offers of a tour, mounted by the layout after the first paint: on a browser's first visit a
 * small card in a corner ("Take a 1-minute tour" / "Not now"), and on the first visit of a toured
 * tool, once the welcome is answered, a one-line "Show me around" above the screen. Neither is
 * modal nor covers the page's controls; the guide's strings load only when one shows.
 */
export function GuideOffers() {
  const record = useSyncExternalStore(subscribeTourRecord, readTourRecord)
  const { pathname, search } = useLocation()
  if (pathname === guidePath) return null
  if (isFirstVisit(record)) {
    return (
      <Suspense fallback={null}>
        <WelcomeOffer />
      </Suspense>
    )
  }
  const tour = tourForLocation(pathname, search)
  if (!tour || record.tours[tour.id] || record.hintsClosed.includes(tour.id)) return null
  return (
    <Suspense fallback={null}>
      <ToolTourHint tour={tour} />
    </Suspense>
  )
}

/** Nothing answered and no tour begun: this browser has not met the guide yet. */
function isFirstVisit(record: TourRecord): boolean {
  return record.welcome === undefined && Object.keys(record.tours).length === 0
}

function WelcomeOffer() {
  const { t } = useLazyNamespace('guide')
  const { token } = theme.useToken()
  const mobile = useIsMobile()
  const startTour = useStartTour()
  const answer = (welcome: 'accepted' | 'dismissed') => updateTourRecord((record) => ({ ...record, welcome }))
  return (
    <section
      aria-label={t('welcome.title')}
      data-testid="tour-welcome"
      style={{
        position: 'fixed',
        zIndex: 900,
        // A phone: a strip along the bottom edge, under the thumb, over no header control.
        ...(mobile ? { left: 12, right: 12, bottom: 12 } : { right: 24, bottom: 24, width: 340 }),
        padding: mobile ? '10px 12px' : 16,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={mobile ? 8 : 12} wrap={!mobile}>
        <CompassOutlined style={{ fontSize: 20, color: token.colorPrimary }} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontWeight: 600 }}>{t('welcome.title')}</div>
          {!mobile && (
            <div style={{ color: token.colorTextSecondary, marginTop: 4 }}>{t('welcome.text')}</div>
          )}
        </div>
        <Flex gap={8} style={mobile ? undefined : { width: '100%', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => answer('dismissed')} data-testid="tour-welcome-later">
            {t('welcome.later')}
          </Button>
          <Button
            size="small"
            type="primary"
            data-testid="tour-welcome-start"
            onClick={() => {
              answer('accepted')
              void startTour('shell')
            }}
          >
            {t('welcome.start')}
          </Button>
        </Flex>
      </Flex>
    </section>
  )
}

function ToolTourHint({ tour }: { tour: Tour }) {
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
      <CompassOutlined style={{ color: token.colorPrimary }} />
      <span>{t('hint.text')}</span>
      <Button
        type="link"
        size="small"
        onClick={() => void startTour(tour.id)}
        data-testid="tour-tool-hint-start"
        style={{ paddingInline: 4 }}
      >
        {t('hint.start')}
      </Button>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={t('hint.close')}
        onClick={() => closeTourHint(tour.id)}
        data-testid="tour-tool-hint-close"
      />
    </Flex>
  )
}
