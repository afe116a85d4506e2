import { validateMiningDraft } from '@tokenbox/core/mining/validateMiningDraft.ts'
import type { DraftFormSettings } from '../../../app/forms/DraftField.tsx'

/** The mining form's fields: the `mining` namespace, `mining-…` test ids, core's validateMiningDraft. */
export const miningFormSettings: DraftFormSettings = {
  ns: 'mining',
  testIdPrefix: 'mining',
  validate: validateMiningDraft as DraftFormSettings['validate'],
}
