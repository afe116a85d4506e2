import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons'
import type { SafetyLevel, SafetyReason, SafetySeverity } from '@tokenbox/core/safety/types.ts'
import type { ComponentType } from 'react'

/** antd's status colours by severity: a reason, its tag and the verdict share them. */
export const severityColor: Record<SafetySeverity, 'error' | 'warning' | 'processing' | 'success'> = {
  danger: 'error',
  warning: 'warning',
  info: 'processing',
  good: 'success',
}

/** The icon beside a severity, so colour is never the only sign of it. */
export const severityIcon: Record<SafetySeverity, ComponentType> = {
  danger: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
  good: CheckCircleFilled,
}

/** The verdict's level as an antd Alert type. */
export const levelAlertType: Record<SafetyLevel, 'error' | 'warning' | 'success'> = {
  danger: 'error',
  warning: 'warning',
  good: 'success',
}

// What was found good reads before the notes: under "No problem found" it is the point.
const severityOrder: Record<SafetySeverity, number> = { danger: 0, warning: 1, good: 2, info: 3 }

/**
 * A verdict's reasons, the most serious first (core's order kept within a severity), so the top
 * of the list is what a buyer must read.
 *
 * @example
 * sortReasons(report.verdict.reasons).slice(0, 3) // the Exchange summary's three
 */
export function sortReasons(reasons: readonly SafetyReason[]): SafetyReason[] {
  return reasons
    .map((reason, index) => ({ reason, index }))
    .sort((a, b) => severityOrder[a.reason.severity] - severityOrder[b.reason.severity] || a.index - b.index)
    .map(({ reason }) => reason)
}
