import { DownOutlined } from '@ant-design/icons'
import { Button, ConfigProvider, theme } from 'antd'
import { lazy, type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMenus } from '../routes/useMenus.ts'
import { LazyPopover } from './LazyPopover.tsx'

const loadPanel = () => import('./MegaMenuPanel.tsx')
const MegaMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })))

/** Room kept for the "More" trigger when not every group fits. */
const moreWidth = 88

/** Keeps a trigger measurable but out of sight, focus and pointer while it overflows. */
const overflowStyle = { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' } as const

/**
 * The navbar's group triggers (desktop). The triggers are plain buttons rendered with the page;
 * each panel's code is fetched when the pointer or keyboard focus first reaches a trigger, before
 * the popover opens. Groups with no available tool are not shown at all. Groups that do not fit the
 * navbar's width (a 1280 px screen, a long language) move into a "More" trigger, in order, so every
 * group stays one hover away.
 *
 * @example
 * <MegaMenu />
 */
export function MegaMenu() {
  const { groups } = useMenus()
  const { t } = useTranslation('layout')
  const navRef = useRef<HTMLElement>(null)
  const [visible, setVisible] = useState(groups.length)
  const rowHeight = useTriggerHeight()

  // Measured in a ResizeObserver's callbacks only: they run after the browser's own layout of the
  // frame, so reading widths there costs nothing. Measuring in the layout effect forced a layout of
  // the whole page during the first render (90 to 120 ms on a 4x throttled CPU,
  // bench/web/profileFirstLoad.ts), and the update it made was rendered at once, before the first
  // paint. Until the first callback's update lands (the frame after), the nav wraps the groups that
  // do not fit onto a second row it clips (see the nav's style), so no trigger is drawn cut in half.
  useLayoutEffect(() => {
    const nav = navRef.current
    if (!nav) return
    const measure = () => {
      const widths = groups.map(
        (group) => (nav.querySelector<HTMLElement>(`[data-group="${group.id}"]`)?.offsetWidth ?? 0) + 2,
      )
      const total = widths.reduce((sum, width) => sum + width, 0)
      if (total <= nav.clientWidth) return setVisible(groups.length)
      let used = moreWidth
      let count = 0
      while (count < widths.length && used + (widths[count] ?? 0) <= nav.clientWidth)
        used += widths[count++] ?? 0
      setVisible(count)
    }
    // The navbar's width and each trigger's (a web font arriving, a language switch) decide what
    // fits; observing reports every element once at the start, so this also makes the first measure.
    const observer = new ResizeObserver(measure)
    observer.observe(nav)
    for (const trigger of nav.querySelectorAll('[data-group]')) observer.observe(trigger)
    return () => observer.disconnect()
  }, [groups])

  const hidden = groups.slice(visible)
  return (
    <nav
      ref={navRef}
      className="tb-desktop-only tb-mega-menu"
      aria-label="TokenBox"
      // One row of triggers: until More exists, a group that does not fit wraps onto the next row,
      // out of sight. With More shown it does not wrap: More itself must stay in the row.
      style={{ position: 'relative', flexWrap: hidden.length > 0 ? 'nowrap' : 'wrap', height: rowHeight }}
    >
      {groups.map((group, index) => (
        <MegaMenuTrigger
          key={group.id}
          id={group.id}
          title={group.title}
          overflowed={index >= visible}
          panel={(close) => <MegaMenuPanel group={group} onNavigate={close} />}
        />
      ))}
      {hidden.length > 0 && (
        <MegaMenuTrigger
          id="more"
          title={t('nav.more')}
          overflowed={false}
          panel={(close) => (
            <div style={{ display: 'grid', gap: 12 }}>
              {hidden.map((group) => (
                <div key={group.id}>
                  <div style={{ margin: '4px 10px', fontWeight: 600 }}>{group.title}</div>
                  <MegaMenuPanel group={group} onNavigate={close} />
                </div>
              ))}
            </div>
          )}
        />
      )}
    </nav>
  )
}

/** The height of a text button at the app's component size: one row of the navbar's triggers. */
function useTriggerHeight(): number {
  const { componentSize } = ConfigProvider.useConfig()
  const { token } = theme.useToken()
  if (componentSize === 'small') return token.controlHeightSM
  if (componentSize === 'large') return token.controlHeightLG
  return token.controlHeight
}

function MegaMenuTrigger({
  id,
  title,
  overflowed,
  panel,
}: {
  id: string
  title: string
  overflowed: boolean
  /** The popover's content, given a function that closes it. */
  panel: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'click']}
      placement="bottomLeft"
      arrow={false}
      mouseEnterDelay={0.05}
      content={<Suspense fallback={<div style={{ width: 240, height: 64 }} />}>{panel(close)}</Suspense>}
    >
      <Button
        type="text"
        data-testid={`mega-trigger-${id}`}
        data-group={id}
        aria-expanded={open}
        aria-hidden={overflowed || undefined}
        tabIndex={overflowed ? -1 : undefined}
        aria-haspopup="true"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        style={{ fontWeight: 500, ...(overflowed ? overflowStyle : {}) }}
      >
        {title}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </LazyPopover>
  )
}
