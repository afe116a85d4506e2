import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import type { TFunction } from 'i18next'

/** The text of a validation issue in the user's language, from namespace `ns` (field names are keys too). */
export function issueText(t: TFunction, issue: NonNullable<FieldIssue>, ns: string): string {
  const params = { ...issue.params }
  if (typeof params.field === 'string') params.field = t(params.field, { ns })
  return t(issue.key, { ns, ...params })
}

/**
 * An antd Form rule from one of our validators, so the form shows the spec's message in the
 * user's language and never submits a refused value.
 *
 * @example
 * <Form.Item name="owner" rules={[issueRule(t, (value) => validateAddress(value), 'lock')]}>
 */
export function issueRule<T>(t: TFunction, validate: (value: T) => FieldIssue, ns: string) {
  return {
    validator: (_rule: unknown, value: T) => {
      const issue = validate(value)
      return issue ? Promise.reject(new Error(issueText(t, issue, ns))) : Promise.resolve()
    },
  }
}
