import { Button, Flex, theme } from 'antd'
import { useLazyNamespace } from '../i18n/useLazyNamespace.ts'
import { useIsMobile } from '../layout/useIsMobile.ts'
import { updateTourRecord } from './tourProgress.ts'
import { useStartTour } from './useStartTour.ts'

/**
 * The welcome card: "Take a 1-minute tour" starts the shell tour, "Not now" is remembered. A card
 * in the bottom corner, on a phone a strip along the bottom edge, clear of the header; never modal.
 *
 * @example
 * <WelcomeCard />
 */
export function WelcomeCard() {
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
      <Flex align="center" gap={mobile ? 8 : 12} wrap>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontWeight: 600 }}>{t('welcome.title')}</div>
          {!mobile && (
            <div style={{ color: token.colorTextSecondary, marginTop: 4 }}>{t('welcome.text')}</div>
          )}
        </div>
        {/* Its own row: on a phone the title keeps one line. */}
        <Flex gap={8} style={{ width: '100%', justifyContent: 'flex-end' }}>
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
