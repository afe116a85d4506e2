import { Typography } from 'antd'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'

/** The requests the guard warns about, in the order the "What it does" tile names them. */
const guarded = ['unlimited', 'approvalForAll', 'permit', 'trap'] as const

/**
 * How to turn on the extension's guard (it is off by default) and what it then warns about,
 * with what it cannot see.
 *
 * @example
 * <ExtensionGuardHowTo />
 */
export function ExtensionGuardHowTo() {
  const { t } = useLazyNamespace('extension')
  return (
    <div data-testid="extension-guard">
      <Typography.Paragraph>{t('guard.text')}</Typography.Paragraph>
      <ul style={{ marginTop: 0, paddingInlineStart: 20 }}>
        {guarded.map((key) => (
          <li key={key}>
            <Typography.Text>{t(`guard.${key}`)}</Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('guard.limits')}
      </Typography.Paragraph>
    </div>
  )
}
