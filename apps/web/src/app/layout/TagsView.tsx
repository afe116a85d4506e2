import { CloseOutlined, DownOutlined } from '@ant-design/icons'
import { Button, theme } from 'antd'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { whenFirstPainted } from '../../base/useAfterFirstPaint.ts'
import { LazyPopover } from './LazyPopover.tsx'
import type { TagView } from './tagsViewReducer.ts'
import { useTagsView } from './useTagsView.ts'

// The actions menu is fetched on the first right-click or actions tap, not with the page.
const TagsViewMenu = lazy(() =>
  import('./TagsViewMenu.tsx').then((module) => ({ default: module.TagsViewMenu })),
)

function LazyMenu(props: { view: TagView; onDone: () => void }) {
  return (
    <Suspense fallback={null}>
      <TagsViewMenu {...props} />
    </Suspense>
  )
}

/**
 * The row of tabs under the header, one per page visited (spec 000 sections 2 and 4): the
 * dashboard is pinned, the others have a close button, and right-clicking a tab (or the actions
 * button at the end, for touch screens) offers refresh, close, close others and close all.
 *
 * @example
 * <TagsViewProvider routes={routeTable}><TagsView /></TagsViewProvider>
 */
export function TagsView() {
  const { t, i18n } = useTranslation('tags')
  const { token } = theme.useToken()
  const { state, activePath, close, titleNamespace = 'routes' } = useTagsView()
  const [menuFor, setMenuFor] = useState<string | null>(null)
  const [actionsOpen, setActionsOpen] = useState(false)
  const scroller = useRef<HTMLDivElement>(null)

  // Scrolling reads the layout: done in the first render's effects, it forced a layout of the whole
  // page before the first paint (about 90 ms on a 4x throttled CPU, bench/web/profileFirstLoad.ts).
  // After the first paint the layout is there to read; until then the row shows its start. A row
  // just mounted is at its start, so its first tab needs no scroll (the dashboard's first load):
  // right after the first paint the navbar's More update has made the layout stale again, and
  // reading it then cost a forced layout of 50 to 80 ms.
  const mounted = useRef(false)
  useEffect(() => {
    const justMounted = !mounted.current
    mounted.current = true
    return whenFirstPainted(() => {
      const tab = scroller.current?.querySelector(`[data-path="${CSS.escape(activePath)}"]`)
      if (justMounted && tab && tab === scroller.current?.firstElementChild) return
      tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    })
  }, [activePath])

  const title = (view: TagView) =>
    view.titleKey && i18n.exists(view.titleKey, { ns: titleNamespace })
      ? t(view.titleKey, { ns: titleNamespace })
      : t('noName')
  const activeView = state.visitedViews.find((view) => view.path === activePath)

  return (
    <nav
      aria-label={t('label')}
      data-testid="tags-view"
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 3px rgba(0, 21, 41, 0.06)',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          height: 40,
          // In line with the header's content: its width, and its padding (24 px, 12 px on phones).
          maxWidth: 1440,
          margin: '0 auto',
          paddingInline: 'clamp(12px, 2vw, 24px)',
        }}
      >
        <div
          ref={scroller}
          className="tb-tags-scroll"
          style={{ flex: 1, minWidth: 0, display: 'flex', gap: 6, overflowX: 'auto', scrollbarWidth: 'none' }}
        >
          {state.visitedViews.map((view) => {
            const active = view.path === activePath
            const name = title(view)
            return (
              <LazyPopover
                key={view.path}
                trigger="contextMenu"
                placement="bottomLeft"
                arrow={false}
                open={menuFor === view.path}
                onOpenChange={(open) => setMenuFor(open ? view.path : null)}
                content={<LazyMenu view={view} onDone={() => setMenuFor(null)} />}
              >
                <span
                  data-testid="tags-view-tab"
                  data-path={view.path}
                  data-active={active}
                  style={{
                    flex: 'none',
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 4,
                    height: 28,
                    paddingInline: view.affix ? 10 : '10px 4px',
                    borderRadius: token.borderRadiusSM,
                    border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
                    background: active ? token.colorPrimary : token.colorBgContainer,
                    fontSize: 12,
                    whiteSpace: 'nowrap',
                  }}
                >
                  <Link
                    to={view.fullPath}
                    aria-current={active ? 'page' : undefined}
                    style={{ color: active ? token.colorTextLightSolid : token.colorText }}
                  >
                    {name}
                  </Link>
                  {!view.affix && (
                    <Button
                      type="text"
                      size="small"
                      aria-label={t('closeTab', { title: name })}
                      data-testid="tags-view-close"
                      icon={<CloseOutlined style={{ fontSize: 10 }} />}
                      onClick={() => close(view.path)}
                      style={{
                        width: 18,
                        minWidth: 18,
                        height: 18,
                        borderRadius: '50%',
                        color: active ? token.colorTextLightSolid : token.colorTextTertiary,
                      }}
                    />
                  )}
                </span>
              </LazyPopover>
            )
          })}
        </div>
        {activeView && (
          <LazyPopover
            trigger="click"
            placement="bottomRight"
            arrow={false}
            open={actionsOpen}
            onOpenChange={setActionsOpen}
            content={<LazyMenu view={activeView} onDone={() => setActionsOpen(false)} />}
          >
            {/* antd's Button itself, not the shared IconButton: that module adds 0.1 kB gzip to the
                dashboard's first paint (bench/bundle), which is at its budget. */}
            <Button
              type="text"
              size="small"
              icon={<DownOutlined />}
              aria-label={t('actions')}
              data-testid="tags-view-actions"
            />
          </LazyPopover>
        )}
      </div>
    </nav>
  )
}
