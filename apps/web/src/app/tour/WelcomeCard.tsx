import { Button, Flex, theme } from 'antd'
import { useEffect } from 'react'
import { holdGuideOnScreen } from '../../base/guideOnScreen.ts'
import { useIsMobile } from '../../base/useIsMobile.ts'
import { useLazyNamespace } from '../i18n/useLazyNamespace.ts'
import { updateTourRecord } from './tourProgress.ts'
import { useStartTour } from './useStartTour.ts'

/**
 * The welcome card: "Take a 1-minute tour" starts the shell tour, "Not now" is remembered. In the
 * dashboard's welcome panel, under its text: it covers nothing (a fixed card in the corner hid a
 * hot tool at 1440 px, issue 52), and is never modal. While it shows, the no-wallet notice waits
 * (guideOnScreen).
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
  useEffect(() => holdGuideOnScreen(), [])
  return (
    <section
      aria-label={t('welcome.title')}
      data-testid="tour-welcome"
      style={{
        marginTop: 16,
        maxWidth: 820,
        padding: mobile ? '10px 12px' : '12px 16px',
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorPrimaryBorder}`,
      }}
    >
      <Flex align="center" gap={mobile ? 8 : 12} wrap>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontWeight: 600 }}>{t('welcome.title')}</div>
          {!mobile && (
            <div style={{ color: token.colorTextSecondary, marginTop: 4 }}>{t('welcome.text')}</div>
          )}
        </div>
        {/* Beside the text on a computer; its own row on a phone, so the title keeps one line. */}
        <Flex gap={8} style={mobile ? { width: '100%', justifyContent: 'flex-end' } : undefined}>
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
