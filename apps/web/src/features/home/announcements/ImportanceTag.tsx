import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import type { Announcement } from '@tokenbox/core/webApi/announcements.ts'
import type { TFunction } from 'i18next'
import { LightTag } from '../../../app/layout/LightTag.tsx'

const colors = { 1: 'blue', 2: 'orange', 3: 'red' } as const

/** The announcement's importance (1 to 3, spec 000's article) as a coloured, translated tag. */
export function ImportanceTag({ importance, t }: { importance: Announcement['importance']; t: TFunction }) {
  return (
    <LightTag color={colors[importance]} style={{ marginInlineEnd: 0 }} data-testid="announcement-importance">
      {t(`importance.${importance}`)}
    </LightTag>
  )
}

/** The display time in the reader's language; the raw text when the server sent no valid date. */
export function formatDisplayTime(value: string, language: string): string {
  const date = new Date(value)
  if (!value || Number.isNaN(date.getTime())) return value
  return formatDateTime(date, language)
}
