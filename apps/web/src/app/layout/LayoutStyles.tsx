import { antdRepairsCss, focusRingCss } from '@tokenbox/ui/theme.ts'
import { mobileBreakpoint } from '../../base/useIsMobile.ts'

// Which header parts show where is decided by CSS, not by JavaScript, so the first paint is
// right before any script measures the window.
const css = `
@media (max-width: ${mobileBreakpoint - 0.02}px) { .tb-desktop-only { display: none !important; } }
@media (max-width: ${mobileBreakpoint - 0.02}px) { .tb-header { padding-inline: 12px !important; } }
@media (min-width: ${mobileBreakpoint}px) { .tb-mobile-only { display: none !important; } }
.tb-visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
.tb-mega-menu { display: flex; align-items: center; gap: 2px; flex: 1; min-width: 0; overflow: hidden; }
.tb-menu-item { display: flex; align-items: flex-start; gap: 10px; padding: 8px 10px; border-radius: 8px;
  text-decoration: none; transition: background-color 0.15s; }
.tb-menu-item:hover, .tb-menu-item:focus-visible { background: rgba(0, 0, 0, 0.04); }
.tb-menu-item:focus-visible { outline: 2px solid var(--ant-color-primary); outline-offset: -2px; }
.tb-menu-item-icon { flex: 0 0 32px; height: 32px; border-radius: 8px; display: inline-flex;
  align-items: center; justify-content: center; font-size: 16px; }
.tb-menu-item-name { display: flex; align-items: center; flex-wrap: wrap; min-height: 32px; font-weight: 500;
  line-height: 1.3; }
.tb-menu-item-desc { display: block; font-size: 12px; line-height: 1.45; margin-top: -4px; }
.tb-nav-heading { margin: 16px 10px 8px; font-size: 12px; font-weight: 600; letter-spacing: 0.4px;
  text-transform: uppercase; }
.tb-nav-sections .ant-collapse-header { padding-inline: 10px !important; }
.tb-nav-sections .ant-collapse-body { padding: 0 0 8px !important; }
.tb-search-shortcut { display: inline-block; min-width: 20px; padding: 0 5px; font: inherit; font-size: 11px;
  line-height: 18px; text-align: center; color: rgba(0, 0, 0, 0.62); background: rgba(0, 0, 0, 0.02);
  border: 1px solid rgba(5, 5, 5, 0.12); border-radius: 4px; }
${focusRingCss}
${antdRepairsCss}
`

/**
 * The layout's few global rules (breakpoint visibility, menu entries), inserted once by React.
 *
 * @example
 * <LayoutStyles />
 */
export function LayoutStyles() {
  return (
    <style href="tb-layout" precedence="default">
      {css}
    </style>
  )
}
