import type { WalletRequest } from '@tokenbox/core/guard/types.ts'

/**
 * The `window.postMessage` protocol between the inpage script (the page's world, where the
 * providers are) and the content script (the extension's isolated world), in the same frame:
 * 1. the inpage posts a `question` with a random id and waits;
 * 2. the content script posts `received` at once (so the inpage knows someone is there);
 * 3. later, the `answer`: `allow` (nothing to warn about, or the guard is off), `continue` or
 *    `cancel` (the user's choice in the warning).
 * Page scripts see these messages too: the worst a page can do with them is answer its own
 * requests, which it could skip anyway.
 */
export const guardChannel = 'tokenbox-guard/1'

export type GuardAction = 'allow' | 'continue' | 'cancel'

export type GuardQuestion = {
  channel: typeof guardChannel
  kind: 'question'
  id: string
  request: WalletRequest
  chainId?: number
}
export type GuardReceipt = { channel: typeof guardChannel; kind: 'received'; id: string }
export type GuardAnswer = { channel: typeof guardChannel; kind: 'answer'; id: string; action: GuardAction }
export type GuardChannelMessage = GuardQuestion | GuardReceipt | GuardAnswer

const actions: readonly string[] = ['allow', 'continue', 'cancel']

/**
 * `data` as one of our channel's messages, or `undefined` for any other message on the window.
 *
 * @example
 * readGuardMessage({ channel: guardChannel, kind: 'received', id: 'a1' }) // { channel, kind: 'received', id: 'a1' }
 * readGuardMessage({ type: 'webpackOk' }) // undefined
 */
export function readGuardMessage(data: unknown): GuardChannelMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Record<string, unknown>
  if (message.channel !== guardChannel || typeof message.id !== 'string') return undefined
  switch (message.kind) {
    case 'question': {
      const request = message.request as Record<string, unknown> | null | undefined
      if (typeof request !== 'object' || request === null || typeof request.method !== 'string')
        return undefined
      return message as GuardQuestion
    }
    case 'received':
      return message as GuardReceipt
    case 'answer':
      return typeof message.action === 'string' && actions.includes(message.action)
        ? (message as GuardAnswer)
        : undefined
    default:
      return undefined
  }
}
