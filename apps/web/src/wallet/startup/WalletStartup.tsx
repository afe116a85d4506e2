import { useEffect, useRef, useState } from 'react'
import { useConnection } from 'wagmi'
import { useIsMobile } from '../../app/layout/useIsMobile.ts'
import { firstDetectedWallet } from '../connect/matchWalletOptions.ts'
import { useConnectWallet } from '../connect/useConnectWallet.ts'
import { useWalletOptions } from '../connect/useWalletOptions.ts'
import { hasUserDisconnected } from '../userDisconnected.ts'
import { NoWalletNotice } from './NoWalletNotice.tsx'
import { registerNoWalletNotice } from './noWalletNoticeControl.ts'
import { useNoticeCountdown } from './useNoticeCountdown.ts'
import { autoConnectDelayMs, noWalletNoticeMs } from './walletStartupTiming.ts'

/**
 * What happens once, 5 s after the page loaded (spec 000 sections 4 and 5): with no wallet
 * connected, connect the first detected wallet, unless the user disconnected on purpose before;
 * with no wallet in the browser at all, show the no-wallet notice for 30 s. The 5 s also give
 * wallets that inject late the time to announce themselves.
 *
 * @example
 * <Suspense fallback={null}><WalletStartup /></Suspense>
 */
export function WalletStartup() {
  const options = useWalletOptions()
  const { status } = useConnection()
  const { connectWallet } = useConnectWallet()
  const [shown, setShown] = useState(false)
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
      if (status !== 'disconnected') return
      const first = firstDetectedWallet(options)
      if (first?.connectorId) {
        if (!hasUserDisconnected()) connectWallet(first.connectorId)
        return
      }
      setShown(true)
      registerNoWalletNotice(() => setShown(false))
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
  useNoticeCountdown(shown && !hovered, noWalletNoticeMs, close)

  return shown ? <NoWalletNotice mobile={mobile} onHoverChange={setHovered} onClose={close} /> : null
}
