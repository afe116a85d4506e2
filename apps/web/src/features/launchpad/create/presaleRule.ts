import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import type { FormInstance } from 'antd'
import type { TFunction } from 'i18next'
import { draftRule } from '../../../app/forms/DraftField.tsx'
import { presaleFormSettings } from './PresaleField.tsx'

/**
 * An antd rule for the field at `path` (`softCap`, `phases.1.endTime`): core's validatePresaleDraft
 * on the whole form, so a field is judged with the others it depends on (soft cap against hard cap,
 * end against start), in the spec's words from the `launchpad` namespace.
 *
 * @example
 * <Form.Item name="endTime" rules={[presaleRule(t, form, 'endTime')]} dependencies={['startTime']}>
 */
export function presaleRule(t: TFunction, form: FormInstance<PresaleDraft>, path: string) {
  return draftRule(t, form, presaleFormSettings, path)
}
