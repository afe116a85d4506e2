import { useState } from 'react'
import { checkUserRpcUrl, type UserRpcUrlCheck } from './checkUserRpcUrl.ts'

export type RpcUrlFormState = {
  text: string
  setText: (text: string) => void
  checking: boolean
  /** Why the last URL was refused; cleared as the user types. */
  refusal: Extract<UserRpcUrlCheck, { ok: false }> | undefined
  /** Checks the typed URL against the chain and hands a good one to `onAccepted`; true when it did. */
  submit: () => Promise<boolean>
}

/**
 * The state of one chain's "your own RPC" field: what is typed, the node check running, and the
 * refusal to show. Nothing is saved until the node answered for the right chain.
 *
 * @example
 * const form = useRpcUrlForm(56, (url) => save({ rpcUrls: { ...rpcUrls, 56: url } }))
 */
export function useRpcUrlForm(
  chainId: number,
  onAccepted: (url: string) => Promise<unknown>,
  timeoutMs?: number,
): RpcUrlFormState {
  const [text, setTextState] = useState('')
  const [checking, setChecking] = useState(false)
  const [refusal, setRefusal] = useState<RpcUrlFormState['refusal']>()
  const setText = (next: string) => {
    setTextState(next)
    setRefusal(undefined)
  }
  const submit = async () => {
    setChecking(true)
    try {
      const check = await checkUserRpcUrl(text, chainId, timeoutMs)
      if (!check.ok) {
        setRefusal(check)
        return false
      }
      await onAccepted(check.url)
      setTextState('')
      return true
    } finally {
      setChecking(false)
    }
  }
  return { text, setText, checking, refusal, submit }
}
