import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useConnection } from 'wagmi'
import { isGuideOnScreen, subscribeGuideOnScreen } from '../../base/guideOnScreen.ts'
import { useIsMobile } from '../../base/useIsMobile.ts'
import { firstDetectedWallet } from '../connect/matchWalletOptions.ts'
import { useConnectWallet } from '../connect/useConnectWallet.ts'
import { useWalletOptions } from '../connect/useWalletOptions.ts'
import { hasUserDisconnected } from '../userDisconnected.ts'
import { NoWalletNotice } from './NoWalletNotice.tsx'
import { registerNoWalletNotice } from './noWalletNoticeControl.ts'
import { useNoticeCountdown } from './useNoticeCountdown.ts'
import { autoConnectDelayMs, noWalletNoticeMs } from './walletStartupTiming.ts'

/** Where this tab remembers that it showed the no-wallet notice (sessionStorage: a reload keeps it). */
export const noWalletNoticeSessionKey = 'tokenbox.noWalletNoticeShown'

function noticeShownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(noWalletNoticeSessionKey) === '1'
  } catch {
    return false
  }
}

function rememberNoticeShown(): void {
  try {
    window.sessionStorage.setItem(noWalletNoticeSessionKey, '1')
  } catch {
    // Storage blocked: the notice may show again after a reload, as before.
  }
}

/**
 * What happens once, 5 s after the page loaded (spec 000 sections 4 and 5): with no wallet
 * connected, connect the first detected wallet, unless the user disconnected on purpose before;
 * with no wallet in the browser at all, show the no-wallet notice for 30 s. The 5 s also give
 * wallets that inject late the time to announce themselves.
 *
 * The notice shows once per browser session (a tab and its reloads), never while the guide's
 * welcome offer or a tour is on screen (it waits for them, and leaves when one starts), and never
 * over Connect Wallet (below the header on a computer, along the bottom edge on a phone). The
 * outcome is on `<html data-wallet-startup>` once the 5 s have passed: `connect`, `connected`,
 * `notice`, `noticeShownBefore` (so a test can wait for the moment instead of a fixed time).
 *
 * @example
 * <Suspense fallback={null}><WalletStartup /></Suspense>
 */
export function WalletStartup() {
  const options = useWalletOptions()
  const { status } = useConnection()
  const { connectWallet } = useConnectWallet()
  const [shown, setShown] = useState(false)
  // The 5 s have passed without a wallet: the notice shows as soon as the guide is off screen.
  const [due, setDue] = useState(false)
  const guideOnScreen = useSyncExternalStore(subscribeGuideOnScreen, isGuideOnScreen)
  // The layout's own breakpoint (a media query: reading the body's width would force a layout).
  const mobile = useIsMobile()
  const [hovered, setHovered] = useState(false)
  // The timer reads the state of its moment, not of the render that armed it.
  const latest = useRef({ options, status, connectWallet })
  latest.current = { options, status, connectWallet }

  useEffect(() => {
    // "After load": counted from navigation start, so a slow first paint does not add to it.
    const delay = Math.max(0, autoConnectDelayMs - performance.now())
    const timer = window.setTimeout(() => {
      const { options, status, connectWallet } = latest.current
      const outcome = (value: string) => {
        document.documentElement.dataset.walletStartup = value
      }
      if (status !== 'disconnected') return outcome('connected')
      const first = firstDetectedWallet(options)
      if (first?.connectorId) {
        if (!hasUserDisconnected()) connectWallet(first.connectorId)
        return outcome('connect')
      }
      if (noticeShownThisSession()) return outcome('noticeShownBefore')
      outcome('notice')
      setDue(true)
    }, delay)
    return () => {
      window.clearTimeout(timer)
      registerNoWalletNotice(undefined)
    }
  }, [])

  const close = () => {
    setShown(false)
    registerNoWalletNotice(undefined)
  }
  // Shown once the guide is off screen, if no wallet was connected meanwhile.
  useEffect(() => {
    if (!due || guideOnScreen) return
    setDue(false)
    if (latest.current.status !== 'disconnected') return
    rememberNoticeShown()
    setShown(true)
    registerNoWalletNotice(() => setShown(false))
  }, [due, guideOnScreen])
  // A tour started from elsewhere (a tool's "Show me around") takes the notice's place.
  useEffect(() => {
    if (shown && guideOnScreen) close()
  })
  useNoticeCountdown(shown && !hovered, noWalletNoticeMs, close)

  return shown ? <NoWalletNotice mobile={mobile} onHoverChange={setHovered} onClose={close} /> : null
}
