import type { TFunction } from 'i18next'
import type { DeploymentRow } from '../shared/contentApi.ts'

/**
 * What a reported deployment made, readable in the console's language: a token's template name
 * ("MEME Coin"), else its kind's ("Token lock", "Multisig wallet"). A template or kind this build
 * does not know (a newer server) is shown as the server sent it, never as a missing-key path.
 *
 * @example
 * deploymentName(t, { kind: 'token', template: 'meme' }) // 'MEME Coin'
 */
export function deploymentName(t: TFunction<'admin'>, row: Pick<DeploymentRow, 'kind' | 'template'>): string {
  if (row.template) return t(`deployments.template.${row.template}`, { defaultValue: row.template })
  return t(`deployments.kindName.${row.kind}`, { defaultValue: row.kind })
}
