import { redactCredentials } from '../log/redactCredentials.ts'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * An explorer's text made fit for the server log: the operator's key masked in every form an
 * explorer may echo it (as sent, URL-encoded once or twice, in any letter case, and any `apikey=`
 * value), white space collapsed, at most 300 characters. Browsers never get this text at all, only
 * a code (core's classifyExplorerRefusal / classifyVerificationFailure).
 *
 * @example
 * maskExplorerKey('Error! /v2/api?apikey=Sec%2BRet', 'Sec+Ret') // 'Error! /v2/api?apikey=[redacted]'
 */
export function maskExplorerKey(text: string, apiKey: string): string {
  const forms = new Set([apiKey, encodeURIComponent(apiKey), encodeURIComponent(encodeURIComponent(apiKey))])
  const pattern = new RegExp(
    [...forms]
      .filter((form) => form !== '')
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  )
  const masked = apiKey === '' ? text : text.replace(pattern, '***')
  return redactCredentials(masked).replace(/\s+/g, ' ').slice(0, 300)
}
