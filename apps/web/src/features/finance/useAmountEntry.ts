import { type FieldIssue, parseDraftAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { issueText } from '../../app/forms/issueRule.ts'

/**
 * A pool form's amount as typed (deposit, withdraw, stake): the text, the issue shown once the user
 * submits, and the amount in base units while `check` (core's validator) accepts the text.
 * `submitted()` checks again, shows the issue (or clears it) and answers the amount where it passed.
 *
 * @example
 * const entry = useAmountEntry(decimals, (text) => validateBeanDeposit(text, decimals))
 * const deposit = () => { const amount = entry.submitted(); if (amount !== undefined) void bean.deposit(amount) }
 */
export function useAmountEntry(decimals: number, check: (text: string) => FieldIssue) {
  const { t } = useTranslation('finance')
  const [text, setText] = useState('')
  const [issue, setIssue] = useState<string | undefined>()
  const amount = text.trim() !== '' && !check(text) ? parseDraftAmount(text, decimals) : undefined
  const submitted = () => {
    const found = check(text)
    setIssue(found ? issueText(t as TFunction, found, 'finance') : undefined)
    return found ? undefined : parseDraftAmount(text, decimals)
  }
  return { text, setText, issue, setIssue, amount, submitted }
}
