import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import type { TFunction } from 'i18next'
import { issueRule as sharedIssueRule, issueText as sharedIssueText } from '../../../app/forms/issueRule.ts'

/** The text of a validation issue in the user's language, from the `tokens` namespace. */
export function issueText(t: TFunction, issue: NonNullable<FieldIssue>): string {
  return sharedIssueText(t, issue, 'tokens')
}

/**
 * An antd Form rule from one of our validators, with messages from the `tokens` namespace.
 *
 * @example
 * <Form.Item name="owner" rules={[issueRule(t, (value) => validateAddress(value))]}>
 */
export function issueRule<T>(t: TFunction, validate: (value: T) => FieldIssue) {
  return sharedIssueRule(t, validate, 'tokens')
}
