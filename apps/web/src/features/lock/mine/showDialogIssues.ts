import type { DraftIssues } from '@tokenbox/core/forms/fieldIssues.ts'
import type { FormInstance } from 'antd'
import type { TFunction } from 'i18next'
import { issueText } from '../../../app/forms/issueRule.ts'

/**
 * Core's refusals of a dialog's values (planLockAction's `refused`) under the fields they concern,
 * in the user's words, as the fields' own rules say them.
 */
export function showDialogIssues(form: FormInstance, t: TFunction, issues: DraftIssues | undefined) {
  if (!issues) return
  form.setFields(
    Object.entries(issues).map(([name, issue]) => ({ name, errors: [issueText(t, issue, 'lock')] })),
  )
}
