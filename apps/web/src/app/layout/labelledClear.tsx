import { CloseCircleFilled } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

/** The clear button's icon, named in the user's language (antd's own is named "close-circle"). */
function ClearIcon() {
  const { t } = useTranslation('common')
  return <CloseCircleFilled aria-label={t('input.clear')} />
}

/**
 * What an input's or a select's `allowClear` takes so that a screen reader calls its clear button
 * "Clear" ("清除", "Borrar", "クリア") rather than by antd's icon name (issue 77).
 *
 * @example
 * <Input allowClear={labelledClear} />
 */
export const labelledClear = { clearIcon: <ClearIcon /> }
