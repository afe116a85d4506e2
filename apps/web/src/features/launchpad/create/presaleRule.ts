import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { validatePresaleDraft } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import type { FormInstance } from 'antd'
import type { TFunction } from 'i18next'
import { issueText } from '../../../app/forms/issueRule.ts'

/**
 * An antd rule for the field at `path` (`softCap`, `phases.1.endTime`): core's validatePresaleDraft
 * on the whole form, so a field is judged with the others it depends on (soft cap against hard cap,
 * end against start), in the spec's words from the `launchpad` namespace.
 *
 * @example
 * <Form.Item name="endTime" rules={[presaleRule(t, form, 'endTime')]} dependencies={['startTime']}>
 */
export function presaleRule(t: TFunction, form: FormInstance<PresaleDraft>, path: string) {
  return {
    validator: () => {
      const issue = validatePresaleDraft(form.getFieldsValue(true) as PresaleDraft, Date.now())[path]
      return issue ? Promise.reject(new Error(issueText(t, issue, 'launchpad'))) : Promise.resolve()
    },
  }
}
