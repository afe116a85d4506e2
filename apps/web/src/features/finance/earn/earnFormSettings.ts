import { validateEarnDraft } from '@tokenbox/core/finance/validateEarnDraft.ts'
import type { DraftFormSettings } from '../../../app/forms/DraftField.tsx'

/** The Earn form's fields: the `finance` namespace, `earn-…` test ids, core's validateEarnDraft. */
export const earnFormSettings: DraftFormSettings = {
  ns: 'finance',
  testIdPrefix: 'earn',
  validate: validateEarnDraft as DraftFormSettings['validate'],
}
