import { Button } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * The text without the given lines (1-based numbers, as the line issues show them); every other
 * line is kept as it was, blank ones included, so the numbers the user sees stay meaningful.
 *
 * @example
 * withoutLines('a\nbad\nc', [2]) // 'a\nc'
 */
export function withoutLines(text: string, lines: Iterable<number>): string {
  const drop = new Set(lines)
  return text
    .split(/\r\n|\r|\n/)
    .filter((_, index) => !drop.has(index + 1))
    .join('\n')
}

/**
 * "Remove invalid lines": drops every line a list tool refused from the text it was read from.
 * Shared by every tool that takes a pasted list (Query Balance, Multi Sender, Token Collection).
 */
export function RemoveInvalidLinesButton({
  text,
  issues,
  onText,
  testId,
}: {
  text: string
  issues: readonly { line: number }[]
  onText: (text: string) => void
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <Button
      size="small"
      onClick={() =>
        onText(
          withoutLines(
            text,
            issues.map((issue) => issue.line),
          ),
        )
      }
      data-testid={testId}
    >
      {t('lines.removeInvalid')}
    </Button>
  )
}
