// The module LazyPopover fetches on first use: a static re-export keeps the dynamic import to
// antd's Popover alone (importing the package itself dynamically pulls every component in).
export { Popover } from 'antd'
