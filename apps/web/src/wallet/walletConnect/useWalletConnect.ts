import { useEffect, useRef, useState } from 'react'
import { useConnect } from 'wagmi'
import { setUserDisconnected } from '../userDisconnected.ts'
import type { WalletConnectConnector } from './createWalletConnectConnector.ts'

/**
 * How long WalletConnect may take to give a pairing code. It needs its relay for that; when the
 * relay cannot be reached the provider keeps retrying instead of failing, so without this bound
 * the user would wait on a spinner for nothing.
 */
export const walletConnectPairingTimeoutMs = 20_000

export type WalletConnectState = {
  /** Starts a WalletConnect connection; loads WalletConnect's code on first use. */
  connect: (options: { onSuccess: () => void }) => void
  /** Stops the current attempt (its QR code goes away, its relay connection closes). */
  cancel: () => void
  /** From the click until the wallet answers, the user cancels or the attempt fails. */
  pending: boolean
  /** The pairing URI to show as a QR code, while the attempt waits for a phone wallet. */
  uri: string | undefined
  /** The last attempt failed for another reason than the user's own choice (the dialog says so). */
  failed: boolean
}

const userClosedPattern = /user rejected|connection request reset/i

function closedByUser(error: unknown): boolean {
  for (let link = error as { name?: unknown; message?: unknown; cause?: unknown } | undefined; link; ) {
    if (link.name === 'UserRejectedRequestError') return true
    if (typeof link.message === 'string' && userClosedPattern.test(link.message)) return true
    link = link.cause as typeof link | undefined
  }
  return false
}

/**
 * Connects a phone wallet through WalletConnect with the operator's project id. The connector's
 * chunk is imported on the first click (never in the first load). A failure (the relay cannot be
 * reached, no pairing code in time, the chunk cannot load) sets `failed`, which the dialog turns
 * into a translated message; the raw error only goes to the console. The wallet rejecting the
 * request is no failure to report. An attempt that ends without a wallet (no pairing code in
 * time, cancelled, the dialog closed) closes its provider, so no relay retries or timers outlive
 * it and the next click starts afresh.
 *
 * @example
 * const walletConnect = useWalletConnect(projectId)
 * walletConnect.connect({ onSuccess: close })
 */
export function useWalletConnect(projectId: string): WalletConnectState {
  const { mutateAsync } = useConnect()
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const [uri, setUri] = useState<string>()
  // The current attempt: answers of an older one (cancelled, timed out) are ignored.
  const attempt = useRef(0)
  // The connector of the attempt under way, until it connects or ends.
  const open = useRef<WalletConnectConnector>(undefined)
  const closeOpen = (reason: string) => {
    void open.current?.close(new Error(reason))
    open.current = undefined
  }
  useEffect(
    () => () => {
      attempt.current += 1
      void open.current?.close(new Error('The connect dialog closed'))
      open.current = undefined
    },
    [],
  )

  const connect = ({ onSuccess }: { onSuccess: () => void }) => {
    closeOpen('A new WalletConnect attempt started')
    attempt.current += 1
    const id = attempt.current
    const current = () => attempt.current === id
    setFailed(false)
    setUri(undefined)
    setPending(true)
    let paired = false
    let timer: ReturnType<typeof setTimeout> | undefined
    void (async () => {
      try {
        const { createWalletConnectConnector } = await import('./createWalletConnectConnector.ts')
        if (!current()) return
        const walletConnect = createWalletConnectConnector(projectId, (next) => {
          paired = true
          if (current()) setUri(next)
        })
        open.current = walletConnect
        timer = setTimeout(() => {
          if (paired || !current()) return
          closeOpen('WalletConnect gave no pairing code in time (relay unreachable?)')
        }, walletConnectPairingTimeoutMs)
        await mutateAsync({ connector: walletConnect.connector })
        if (open.current === walletConnect) open.current = undefined
        if (!current()) return
        setUserDisconnected(false)
        onSuccess()
      } catch (error) {
        if (!current()) return
        console.warn('WalletConnect connection failed', error)
        if (!closedByUser(error)) setFailed(true)
      } finally {
        clearTimeout(timer)
        if (current()) {
          closeOpen('The WalletConnect attempt ended')
          setPending(false)
          setUri(undefined)
        }
      }
    })()
  }
  const cancel = () => {
    attempt.current += 1
    closeOpen('The user cancelled WalletConnect')
    setPending(false)
    setUri(undefined)
  }
  return { connect, cancel, pending, uri, failed }
}
