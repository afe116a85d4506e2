import { notification } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { firstDetectedWallet } from '../connect/matchWalletOptions.ts'
import { useConnectWallet } from '../connect/useConnectWallet.ts'
import { useWalletOptions } from '../connect/useWalletOptions.ts'
import { hasUserDisconnected } from '../userDisconnected.ts'
import { NoWalletNotice } from './NoWalletNotice.tsx'
import { registerNoWalletNotice } from './noWalletNoticeControl.ts'
import { autoConnectDelayMs, mobileBreakpointPx, noWalletNoticeMs } from './walletStartupTiming.ts'

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
  const { t } = useTranslation('wallet')
  // Below the header, so the notice never covers the Connect Wallet button it talks about.
  const [api, contextHolder] = notification.useNotification({ top: 72 })
  const options = useWalletOptions()
  const { status } = useConnection()
  const { connectWallet } = useConnectWallet()
  // The timer reads the state of its moment, not of the render that armed it.
  const latest = useRef({ options, status, connectWallet, api, t })
  latest.current = { options, status, connectWallet, api, t }

  useEffect(() => {
    // "After load": counted from navigation start, so a slow first paint does not add to it.
    const delay = Math.max(0, autoConnectDelayMs - performance.now())
    const timer = window.setTimeout(() => {
      const { options, status, connectWallet, api, t } = latest.current
      if (status !== 'disconnected') return
      const first = firstDetectedWallet(options)
      if (first?.connectorId) {
        if (!hasUserDisconnected()) connectWallet(first.connectorId)
        return
      }
      const mobile = document.body.clientWidth < mobileBreakpointPx
      api.open({
        key: 'no-wallet',
        type: 'warning',
        title: t('notice.title'),
        description: <NoWalletNotice mobile={mobile} />,
        duration: noWalletNoticeMs / 1000,
        placement: mobile ? 'top' : 'topRight',
        className: 'tb-no-wallet-notice',
        onClose: () => registerNoWalletNotice(undefined),
      })
      registerNoWalletNotice(() => api.destroy('no-wallet'))
    }, delay)
    return () => {
      window.clearTimeout(timer)
      registerNoWalletNotice(undefined)
    }
  }, [])

  return contextHolder
}
