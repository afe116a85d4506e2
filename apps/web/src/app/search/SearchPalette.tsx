import { SearchOutlined } from '@ant-design/icons'
import { routeHref } from '@tokenbox/ui/routes/routeHref.ts'
import { type SearchableRoute, searchableRoutes } from '@tokenbox/ui/search/searchableRoutes.ts'
import { Button, Input, type InputRef, Modal, Spin, theme } from 'antd'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { labelledClear } from '../layout/labelledClear.tsx'
import { readRecentTools, rememberRecentTool } from './recentTools.ts'
import { SearchPaletteKeys } from './SearchPaletteKeys.tsx'
import { SearchResultRow } from './SearchResultRow.tsx'
import { type Suggestion, suggestTools } from './suggestTools.ts'
import { useLoadedToolSearch } from './useLoadedToolSearch.ts'

export type SearchPaletteProps = { open: boolean; onClose: () => void }

type Row = { route: SearchableRoute; heading?: string }

const routesById = new Map(searchableRoutes().map((route) => [route.id, route]))

/**
 * The header search (issue 26): a command palette over every tool, matched in all four languages
 * (and pinyin) and shown in the current one. Arrows move, Enter opens, Escape closes; with nothing
 * typed it lists the tools opened lately, then the popular ones.
 *
 * @example
 * <SearchPalette open={search.open} onClose={search.hide} />
 */
export function SearchPalette({ open, onClose }: SearchPaletteProps) {
  const { t } = useTranslation(['search', 'routes', 'menu', 'layout', 'common'])
  const { token } = theme.useToken()
  const navigate = useNavigate()
  const { tools, failed, retry } = useLoadedToolSearch()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [recent, setRecent] = useState<string[]>([])
  const input = useRef<InputRef>(null)

  useEffect(() => {
    if (!open) return
    setQuery('')
    setActive(0)
    setRecent(readRecentTools())
  }, [open])

  const rows = useMemo<Row[]>(() => {
    if (!tools) return []
    const headingOf = (suggestion: Suggestion, index: number, all: Suggestion[]) =>
      index === 0 || all[index - 1]!.reason !== suggestion.reason
        ? t(suggestion.reason === 'recent' ? 'palette.recent' : 'palette.popular', { ns: 'search' })
        : undefined
    const found = query.trim()
      ? tools.search(query).map((hit, index) => ({
          id: hit.id,
          heading: index === 0 ? t('palette.results', { ns: 'search' }) : undefined,
        }))
      : suggestTools(searchableRoutes(), recent).map((suggestion, index, all) => ({
          id: suggestion.id,
          heading: headingOf(suggestion, index, all),
        }))
    return found.flatMap(({ id, heading }) => {
      const route = routesById.get(id)
      return route ? [{ route, heading }] : []
    })
  }, [tools, query, recent, t])

  const choose = (route: SearchableRoute) => {
    rememberRecentTool(route.id)
    onClose()
    if (route.kind === 'external') window.open(route.href, '_blank', 'noopener,noreferrer')
    else void navigate(routeHref(route))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || rows.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + rows.length) % rows.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const row = rows[Math.min(active, rows.length - 1)]
      if (row) choose(row.route)
    }
  }

  const optionId = (route: SearchableRoute) => `tb-search-option-${route.id}`
  const selected = rows[Math.min(active, rows.length - 1)]

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterOpenChange={(opened) => {
        if (opened) input.current?.focus()
      }}
      footer={null}
      closable={false}
      width={640}
      style={{ top: 72, maxWidth: 'calc(100vw - 24px)' }}
      styles={{ container: { padding: 0, overflow: 'hidden' }, body: { padding: 0 } }}
      aria-label={t('search.open', { ns: 'layout' })}
      rootClassName="tb-search-palette"
      data-testid="search-palette"
    >
      <div style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Input
          ref={input}
          autoFocus
          size="large"
          variant="borderless"
          allowClear={labelledClear}
          prefix={<SearchOutlined style={{ color: token.colorTextTertiary, marginInlineEnd: 4 }} />}
          placeholder={
            tools ? t('palette.placeholder', { ns: 'search' }) : t('search.open', { ns: 'layout' })
          }
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={rows.length > 0}
          aria-controls="tb-search-results"
          aria-activedescendant={selected ? optionId(selected.route) : undefined}
          aria-autocomplete="list"
          data-testid="search-input"
        />
      </div>
      <div
        id="tb-search-results"
        role="listbox"
        aria-label={t('search.open', { ns: 'layout' })}
        style={{ maxHeight: 'min(60vh, 480px)', overflowY: 'auto', padding: 8 }}
      >
        {!tools && (
          <div style={{ padding: 24, textAlign: 'center' }}>
            {failed ? (
              <Button data-testid="search-retry" onClick={retry}>
                {t('screenError.retry', { ns: 'common' })}
              </Button>
            ) : (
              <Spin size="small" />
            )}
          </div>
        )}
        {tools && rows.length === 0 && (
          <div data-testid="search-no-results" style={{ padding: '24px 16px', textAlign: 'center' }}>
            <div style={{ color: token.colorText, fontWeight: 500 }}>
              {t('palette.noResults', { ns: 'search', query: query.trim() })}
            </div>
            <div style={{ color: token.colorTextSecondary, fontSize: 13, marginTop: 4 }}>
              {t('palette.noResultsHint', { ns: 'search' })}
            </div>
          </div>
        )}
        {rows.map(({ route, heading }, index) => (
          <div key={route.id}>
            {heading && (
              <div
                className="tb-nav-heading"
                style={{ color: token.colorTextTertiary, margin: '8px 10px 4px' }}
              >
                {heading}
              </div>
            )}
            <SearchResultRow
              route={route}
              id={optionId(route)}
              active={selected === rows[index]}
              onPoint={() => setActive(index)}
              onChoose={() => choose(route)}
            />
          </div>
        ))}
      </div>
      {tools && <SearchPaletteKeys />}
    </Modal>
  )
}
