import { validatePresaleDraft } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import type { DraftFormSettings } from '../../../app/forms/DraftField.tsx'

/** The presale form's fields: the `launchpad` namespace, `presale-…` test ids, core's validatePresaleDraft. */
export const presaleFormSettings: DraftFormSettings = {
  ns: 'launchpad',
  testIdPrefix: 'presale',
  validate: validatePresaleDraft as DraftFormSettings['validate'],
}

export {
  AddRowButton,
  DraftField as PresaleField,
  RemoveRowButton,
  RemoveRowColumn,
  SectionDivider,
} from '../../../app/forms/DraftField.tsx'
