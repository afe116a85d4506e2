import { theme } from 'antd'
import { useTranslation } from 'react-i18next'

/** The palette's footer: the keys that move, open and close (desktop only). */
export function SearchPaletteKeys() {
  const { t } = useTranslation('search')
  const { token } = theme.useToken()
  return (
    <div
      className="tb-desktop-only"
      style={{
        display: 'flex',
        gap: 16,
        padding: '8px 16px',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        fontSize: 12,
        color: token.colorTextTertiary,
      }}
    >
      <span>
        <kbd className="tb-search-shortcut">↑</kbd> <kbd className="tb-search-shortcut">↓</kbd>{' '}
        {t('palette.move', { ns: 'search' })}
      </span>
      <span>
        <kbd className="tb-search-shortcut">Enter</kbd> {t('palette.open', { ns: 'search' })}
      </span>
      <span>
        <kbd className="tb-search-shortcut">Esc</kbd> {t('palette.close', { ns: 'search' })}
      </span>
    </div>
  )
}
