import { SearchOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { loadSearchPalette } from './useSearchLauncher.ts'

/** ⌘K on Apple keyboards, Ctrl K elsewhere. */
const shortcutLabel = () => (/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘K' : 'Ctrl K')

/**
 * The header's search button, with its shortcut shown beside the icon on desktop; the palette's
 * code starts loading when the pointer or the focus reaches it.
 *
 * @example
 * <SearchButton onOpen={search.show} />
 */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('layout')
  const shortcut = shortcutLabel()
  return (
    <Button
      type="text"
      icon={<SearchOutlined aria-hidden />}
      aria-keyshortcuts="Control+K Meta+K /"
      title={`${t('search.open')} (${shortcut})`}
      data-testid="search-button"
      onPointerEnter={() => void loadSearchPalette()}
      onFocus={() => void loadSearchPalette()}
      onClick={onOpen}
    >
      {/* Named by its content, "Search tools Ctrl K": the visible shortcut is part of the name
          (WCAG 2.5.3), which an aria-label would replace. */}
      <span className="tb-visually-hidden">{t('search.open')}</span>
      <kbd className="tb-search-shortcut">{shortcut}</kbd>
    </Button>
  )
}
