import { Progress, type ProgressProps } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * antd's Progress with a name for screen readers: its bar is a `progressbar`, which WCAG wants
 * named (axe's aria-progressbar-name, issue 77). "Progress" in the user's language unless the
 * screen passes its own `aria-label`.
 *
 * @example
 * <ProgressBar percent={42} />
 */
export function ProgressBar(props: ProgressProps) {
  const { t } = useTranslation('common')
  return <Progress aria-label={t('progress.label')} {...props} />
}
