import { loadExtensionChains } from '../chains/extensionChains.ts'
import { readSettings } from '../settings/settings.ts'
import { analyzeGuardRequest } from './analyzeGuardRequest.ts'
import { type GuardAnalyzeReply, isGuardAnalyzeMessage } from './guardMessages.ts'

/**
 * The service worker (issue 28). It answers the content scripts' `guard.analyze` questions; the
 * settings are read per question, so a change in the options page applies to the next request.
 * Other messages are left to whoever else listens (the listener returns nothing for them).
 */
chrome.runtime.onMessage.addListener((message: unknown, _sender, sendResponse) => {
  if (!isGuardAnalyzeMessage(message)) return undefined
  readSettings()
    .then((settings) =>
      analyzeGuardRequest(message, { settings, chains: () => loadExtensionChains(settings) }),
    )
    .catch((): GuardAnalyzeReply => ({ action: 'allow' }))
    .then(sendResponse)
  // The answer comes later: keep the channel open.
  return true
})
