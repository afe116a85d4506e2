import { classifyWalletRequest } from '@tokenbox/core/guard/classifyWalletRequest.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import {
  type GuardAnalyzeMessage,
  type GuardAnalyzeReply,
  type GuardWarning,
  guardAnalyzeType,
} from '../background/guardMessages.ts'
import { type GuardAction, type GuardAnswer, guardChannel, readGuardMessage } from '../inpage/guardChannel.ts'
import type { ExtensionSettings } from '../settings/settings.ts'
import type { GuardChoice } from './showGuardDialog.ts'

/**
 * The background answers within its buy check's 10 s; past this the worker is gone (the extension
 * was updated) and the request goes on.
 */
export const analyzeTimeoutMs = 15_000

export type RelayGuardQuestionsDependencies = {
  /** The settings at the moment a question arrives (the guard's switch, the language). */
  readSettings: () => Promise<Pick<ExtensionSettings, 'watch' | 'language'>>
  /** Asks the background (`chrome.runtime.sendMessage`). */
  analyze: (message: GuardAnalyzeMessage) => Promise<GuardAnalyzeReply>
  /** Shows the warning and resolves with the user's choice. */
  showWarning: (warning: GuardWarning) => Promise<GuardChoice>
  /**
   * Shows "checking this token" while a buy is checked, "reading what this transaction will do"
   * while another transaction is simulated; returns what hides it.
   */
  showChecking: (language: Language, subject: 'token' | 'transaction') => () => void
  timeoutMs?: number
}

/**
 * The content script's side of the guard channel (see inpage/guardChannel.ts) on `win`: it
 * acknowledges each question at once, then answers `allow` when the guard is off (the settings'
 * `watch`) or the request is a signature that grants nothing (told apart here, with core's
 * classifier, so the worker is not woken for every login message), and otherwise (every
 * transaction, which the background simulates, issue 80) relays it to the
 * background and, on a warning, shows it and answers with the user's choice. Warnings are shown
 * one at a time. Whatever fails along the way (settings, worker, an odd reply) answers `allow`:
 * the guard must never block a dapp.
 *
 * @example
 * relayGuardQuestions(window, { readSettings, analyze, showWarning, showChecking })
 */
export function relayGuardQuestions(win: Window, dependencies: RelayGuardQuestionsDependencies): void {
  let dialogs: Promise<unknown> = Promise.resolve()
  const oneAtATime = (warning: GuardWarning): Promise<GuardChoice> => {
    const choice = dialogs.then(() => dependencies.showWarning(warning))
    dialogs = choice.catch(() => undefined)
    return choice
  }
  const post = (message: object) => win.postMessage({ channel: guardChannel, ...message }, '*')

  const decide = async (question: { request: GuardAnalyzeMessage['request']; chainId?: number }) => {
    const settings = await dependencies.readSettings()
    if (!settings.watch) return 'allow'
    const finding = classifyWalletRequest(question.request)
    // Every transaction is shown for what it does (issue 80); a signature only when it grants something.
    const transaction = question.request.method === 'eth_sendTransaction'
    if (!finding && !transaction) return 'allow'
    const hide = transaction
      ? dependencies.showChecking(settings.language, finding?.kind === 'buy' ? 'token' : 'transaction')
      : undefined
    let reply: GuardAnalyzeReply | undefined
    try {
      reply = await withTimeout(
        dependencies.analyze({
          type: guardAnalyzeType,
          request: question.request,
          chainId: question.chainId,
          origin: win.location.origin,
        }),
        dependencies.timeoutMs ?? analyzeTimeoutMs,
      )
    } finally {
      hide?.()
    }
    if (reply?.action !== 'warn' || typeof reply.warning !== 'object' || reply.warning === null)
      return 'allow'
    return oneAtATime(reply.warning)
  }

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win) return
    const question = readGuardMessage(event.data)
    if (question?.kind !== 'question') return
    post({ kind: 'received', id: question.id })
    const chainId = Number.isSafeInteger(question.chainId) ? question.chainId : undefined
    decide({ request: question.request, ...(chainId !== undefined ? { chainId } : {}) })
      .catch((): GuardAction => 'allow')
      .then((action) =>
        post({ kind: 'answer', id: question.id, action } satisfies Omit<GuardAnswer, 'channel'>),
      )
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
