import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons'
import { Button, Flex, theme } from 'antd'
import { useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { listedWallets } from '../connect/listedWallets.ts'

/** Below the header, so the notice never covers the Connect Wallet button it talks about. */
const topPx = 72
const widthPx = 384

export type NoWalletNoticeProps = {
  /** A phone: the notice sits at the top centre and asks to open the site in a wallet app. */
  mobile: boolean
  onClose: () => void
  /** Hovering keeps the notice up (as antd's notifications do): the countdown pauses meanwhile. */
  onHoverChange?: (hovered: boolean) => void
}

/**
 * The no-wallet notice (spec 000 section 5): on a phone, open the site in a wallet app's
 * browser; on a computer, install a wallet extension. Either way the five wallets' download
 * pages are linked. The spec shows it in Chinese; TokenBox shows it in the visitor's language.
 *
 * Drawn with the theme's tokens and the Button and Flex the header already styled, not with
 * antd's notification: that one's first use generated its css-in-js styles and mounted its
 * motion engine in one 100-250 ms task (4x CPU throttling) 5 s after load, exactly when a page
 * without a wallet should be idle (bench/web/firstLoad.ts measures it).
 *
 * @example
 * <NoWalletNotice mobile={false} onClose={() => setShown(false)} />
 */
export function NoWalletNotice({ mobile, onClose, onHoverChange }: NoWalletNoticeProps) {
  const { t } = useTranslation('wallet')
  const { token } = theme.useToken()
  const card = useRef<HTMLDivElement>(null)
  // Slides in as antd's notifications do, on the compositor (no style sheet to generate).
  useLayoutEffect(() => {
    const element = card.current
    if (!element?.animate || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const from = mobile ? 'translate(-50%, -16px)' : 'translateX(24px)'
    const to = mobile ? 'translate(-50%, 0)' : 'translateX(0)'
    element.animate(
      [
        { opacity: 0, transform: from },
        { opacity: 1, transform: to },
      ],
      {
        duration: token.motionDurationMid ? Number.parseFloat(token.motionDurationMid) * 1000 : 200,
        easing: token.motionEaseOutCirc,
      },
    )
  }, [mobile, token.motionDurationMid, token.motionEaseOutCirc])

  // On the body: a fixed element inside the header would move with anything that transforms it.
  return createPortal(
    <div
      ref={card}
      role="alert"
      className="tb-no-wallet-notice"
      onMouseEnter={() => onHoverChange?.(true)}
      onMouseLeave={() => onHoverChange?.(false)}
      style={{
        position: 'fixed',
        top: topPx,
        zIndex: token.zIndexPopupBase + 1050,
        boxSizing: 'border-box',
        width: `min(${widthPx}px, calc(100vw - ${token.marginLG * 2}px))`,
        ...(mobile ? { left: '50%', transform: 'translate(-50%, 0)' } : { right: token.marginLG }),
        display: 'flex',
        alignItems: 'flex-start',
        gap: token.marginSM,
        padding: `${token.paddingMD}px ${token.paddingLG}px`,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadow,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <ExclamationCircleFilled
        aria-hidden
        style={{ color: token.colorWarning, fontSize: token.fontSizeHeading3, lineHeight: 1, marginTop: 2 }}
      />
      <Flex vertical gap={8} flex={1} style={{ minWidth: 0 }}>
        <span
          style={{
            color: token.colorTextHeading,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            paddingInlineEnd: token.paddingLG,
          }}
        >
          {t('notice.title')}
        </span>
        <Flex vertical gap={8} data-testid="no-wallet-notice">
          <span style={{ color: token.colorText }}>{mobile ? t('notice.mobile') : t('notice.desktop')}</span>
          <Flex wrap gap="4px 12px">
            {listedWallets.map((wallet) => (
              <a
                key={wallet.key}
                href={wallet.installUrl}
                target="_blank"
                rel="noopener noreferrer"
                style={{ color: token.colorLink }}
              >
                {wallet.name}
              </a>
            ))}
          </Flex>
        </Flex>
      </Flex>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={t('notice.close')}
        onClick={onClose}
        data-testid="no-wallet-notice-close"
        style={{
          position: 'absolute',
          top: token.paddingMD - 2,
          insetInlineEnd: token.paddingMD,
          color: token.colorIcon,
        }}
      />
    </div>,
    document.body,
  )
}
