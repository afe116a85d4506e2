import type { ExchangeBlocker } from '@tokenbox/core/dex/validateExchange.ts'
import type { TFunction } from 'i18next'
import { issueText } from '../../../app/forms/issueRule.ts'

/**
 * The exchange's send button while core's validateExchange blocks the trade: the reason in the
 * user's language (the `dex` namespace, the shared `errors` one for the wallet and the node).
 *
 * @example
 * exchangeBlockerText(t, 'insufficientBalance') // 'Insufficient balance'
 */
export function exchangeBlockerText(t: TFunction, blocker: ExchangeBlocker): string {
  if (typeof blocker === 'object') return issueText(t, blocker.issue, 'dex')
  switch (blocker) {
    case 'connectWallet':
      return t('connectWallet', { ns: 'errors' })
    case 'selectTokens':
      return t('button.selectTokens', { ns: 'dex' })
    case 'notToken':
      return t('validation.notToken', { ns: 'dex' })
    case 'sameToken':
      return t('button.sameToken', { ns: 'dex' })
    case 'loading':
      return t('button.loading', { ns: 'dex' })
    case 'enterAmount':
      return t('button.enterAmount', { ns: 'dex' })
    case 'noDex':
      return t('button.noDex', { ns: 'dex' })
    case 'slippageInvalid':
      return t('settings.slippageIssue.invalid', { ns: 'dex' })
    case 'networkFailed':
      return t('networkFailed', { ns: 'errors' })
    case 'quoting':
      return t('button.quoting', { ns: 'dex' })
    case 'tooSmall':
      return t('swapAmountTooSmall', { ns: 'errors' })
    case 'insufficientLiquidity':
      return t('validation.insufficientLiquidity', { ns: 'dex' })
    case 'insufficientBalance':
      return t('validation.insufficientBalance', { ns: 'dex' })
    case 'acknowledge':
      return t('button.acknowledge', { ns: 'dex' })
    case 'honeypot':
      return t('button.honeypot', { ns: 'dex' })
  }
}
