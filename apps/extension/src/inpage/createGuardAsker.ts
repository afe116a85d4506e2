import type { WalletRequest } from '@tokenbox/core/guard/types.ts'
import { type GuardAction, type GuardQuestion, guardChannel, readGuardMessage } from './guardChannel.ts'

/**
 * How long the inpage waits for the content script to say it received a question. It answers
 * within milliseconds; no receipt means no content script (the extension was reloaded or removed,
 * or this frame has none), and the request then goes to the wallet unguarded.
 */
export const receiptTimeoutMs = 3_000

/** Asks the content script about one request; resolves with what to do. */
export type GuardAsker = (request: WalletRequest, chainId?: number) => Promise<GuardAction>

/**
 * The inpage side of the guard channel (see guardChannel.ts) on `win`: each question gets a random
 * id, and only replies to our own open ids are read. Without a receipt within `timeoutMs` the
 * answer is `allow`; after one, it waits for the content script's answer as long as the user takes.
 *
 * @example
 * const ask = createGuardAsker(window)
 * await ask({ method: 'eth_sendTransaction', params: [tx] }, 56) // 'continue' | 'cancel' | 'allow'
 */
export function createGuardAsker(win: Window, timeoutMs = receiptTimeoutMs): GuardAsker {
  const open = new Map<
    string,
    { resolve: (action: GuardAction) => void; timer: ReturnType<typeof setTimeout> }
  >()
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win) return
    const message = readGuardMessage(event.data)
    if (!message || message.kind === 'question') return
    const waiting = open.get(message.id)
    if (!waiting) return
    clearTimeout(waiting.timer)
    if (message.kind === 'answer') {
      open.delete(message.id)
      waiting.resolve(message.action)
    }
  })
  return (request, chainId) =>
    new Promise<GuardAction>((resolve) => {
      const id = randomId()
      const timer = setTimeout(() => {
        open.delete(id)
        resolve('allow')
      }, timeoutMs)
      open.set(id, { resolve, timer })
      const question: GuardQuestion = {
        channel: guardChannel,
        kind: 'question',
        id,
        request: cloneable(request),
        ...(chainId !== undefined ? { chainId } : {}),
      }
      try {
        win.postMessage(question, '*')
      } catch {
        // Params the structured clone cannot copy: let the wallet deal with them.
        clearTimeout(timer)
        open.delete(id)
        resolve('allow')
      }
    })
}

function randomId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The request as plain JSON (bigints as hex), so postMessage never meets a function, a class
 * instance or a getter of the page's; anything JSON cannot hold is left for postMessage to refuse.
 */
function cloneable(request: WalletRequest): WalletRequest {
  try {
    return JSON.parse(
      JSON.stringify({ method: request.method, params: request.params }, (_key, value) =>
        typeof value === 'bigint' ? `0x${value.toString(16)}` : value,
      ),
    ) as WalletRequest
  } catch {
    return request
  }
}
