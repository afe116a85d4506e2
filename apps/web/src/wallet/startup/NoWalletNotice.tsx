import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons'
import { theme } from 'antd'
import { useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { listedWallets } from '../connect/listedWallets.ts'

/** Below the header, so the notice never covers the Connect Wallet button it talks about. */
const topPx = 72
/** A phone: along the bottom edge, clear of the header and its Connect Wallet (issue 52). */
const bottomPx = 12
const widthPx = 384
const column = { display: 'flex', flexDirection: 'column', gap: 8 } as const

export type NoWalletNoticeProps = {
  /** A phone: the notice sits at the bottom centre and asks to open the site in a wallet app. */
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
 * Plain elements in the theme's tokens, not antd's notification (nor its Button or Flex): the
 * notification's first use generated its css-in-js styles and mounted its motion engine in one
 * 100-250 ms task (4x CPU throttling) 5 s after load, exactly when a page without a wallet
 * should be idle; even antd's Button and Flex kept that task near 50 ms on a loaded machine
 * (bench/web/firstLoad.ts measures it).
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
    const from = mobile ? 'translate(-50%, 16px)' : 'translateX(24px)'
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
        ...(mobile ? { bottom: bottomPx } : { top: topPx }),
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
      <div style={{ ...column, flex: 1, minWidth: 0 }}>
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
        <div style={column} data-testid="no-wallet-notice">
          <span style={{ color: token.colorText }}>{mobile ? t('notice.mobile') : t('notice.desktop')}</span>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}>
            {listedWallets.map((wallet) => (
              <a
                key={wallet.key}
                href={wallet.installUrl}
                target="_blank"
                rel="noopener noreferrer"
                style={{ color: token.colorLink, textDecoration: 'none' }}
              >
                {wallet.name}
              </a>
            ))}
          </div>
        </div>
      </div>
      <style href="tb-no-wallet-notice" precedence="default">
        {`.tb-no-wallet-notice-close:hover { background: ${token.colorBgTextHover}; color: ${token.colorIconHover}; }
.tb-no-wallet-notice a:hover { color: ${token.colorLinkHover} !important; }
.tb-no-wallet-notice-close:focus-visible { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; outline-offset: 1px; }`}
      </style>
      <button
        type="button"
        className="tb-no-wallet-notice-close"
        aria-label={t('notice.close')}
        onClick={onClose}
        data-testid="no-wallet-notice-close"
        style={{
          position: 'absolute',
          top: token.paddingMD - 2,
          insetInlineEnd: token.paddingMD,
          width: token.controlHeightSM,
          height: token.controlHeightSM,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: 0,
          border: 0,
          borderRadius: token.borderRadiusSM,
          background: 'transparent',
          color: token.colorIcon,
          cursor: 'pointer',
          transition: `background-color ${token.motionDurationMid}`,
        }}
      >
        <CloseOutlined />
      </button>
    </div>,
    document.body,
  )
}
