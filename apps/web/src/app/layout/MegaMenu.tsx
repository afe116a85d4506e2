import { DownOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import type { MenuGroup } from '../routes/buildMenus.ts'
import { useMenus } from '../routes/useMenus.ts'
import { LazyPopover } from './LazyPopover.tsx'

const loadPanel = () => import('./MegaMenuPanel.tsx')
const MegaMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })))

/**
 * The navbar's group triggers (desktop). The triggers are plain buttons rendered with the page;
 * each panel's code is fetched when the pointer or keyboard focus first reaches a trigger, before
 * the popover opens. Groups with no available tool are not shown at all.
 *
 * @example
 * <MegaMenu />
 */
export function MegaMenu() {
  const { groups } = useMenus()
  return (
    <nav className="tb-desktop-only tb-mega-menu" aria-label="TokenBox">
      {groups.map((group) => (
        <MegaMenuTrigger key={group.id} group={group} />
      ))}
    </nav>
  )
}

function MegaMenuTrigger({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(false)
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'click']}
      placement="bottomLeft"
      arrow={false}
      mouseEnterDelay={0.05}
      content={
        <Suspense fallback={<div style={{ width: 240, height: 64 }} />}>
          <MegaMenuPanel group={group} onNavigate={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button
        type="text"
        data-testid={`mega-trigger-${group.id}`}
        aria-expanded={open}
        aria-haspopup="true"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        style={{ fontWeight: 500 }}
      >
        {group.title}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </LazyPopover>
  )
}
