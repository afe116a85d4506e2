import { defaultPrimaryColor } from '@tokenbox/ui/theme.ts'

/** The interface sizes of the header's Global Size chooser (spec 000 section 9: medium by default). */
export const globalSizes = ['small', 'medium', 'large'] as const

export type GlobalSize = (typeof globalSizes)[number]

/** The layout settings a visitor can change; spec 000 section 2 lists the flags and their defaults. */
export type Settings = {
  /** Ant Design's primary colour, `#rrggbb`. */
  themeColor: string
  /** The row of visited-page tabs under the header; views are kept alive only while it is on. */
  tagsView: boolean
  /** Header and tabs stay at the top while the page scrolls. */
  fixedHeader: boolean
  /** The site logo at the top of the sidebar and the mobile drawer. */
  sidebarLogo: boolean
  /** The header's settings button (an operator can hide the panel by storing false). */
  showSettings: boolean
  /**
   * The header search also matches Chinese titles and keywords typed in pinyin, whole or by
   * initials ("suo", "dbs" for 代币锁); spec 000 section 2's `supportPinyinSearch`.
   */
  supportPinyinSearch: boolean
  /** Kept in a cookie, not with the rest, as the spec says; see readSizeCookie. */
  size: GlobalSize
}

/**
 * Swatches of the theme-colour picker: Ant Design's base palette, orange (the spec's default)
 * first (antd derives hover and active shades from each). `name` is its key under `color.` in
 * the `settings` namespace.
 */
export const themeColorPresets = [
  { name: 'orange', color: defaultPrimaryColor },
  { name: 'red', color: '#f5222d' },
  { name: 'volcano', color: '#fa541c' },
  { name: 'gold', color: '#faad14' },
  { name: 'green', color: '#52c41a' },
  { name: 'cyan', color: '#13c2c2' },
  { name: 'blue', color: '#1677ff' },
  { name: 'geekblue', color: '#2f54eb' },
  { name: 'purple', color: '#722ed1' },
  { name: 'magenta', color: '#eb2f96' },
] as const

export const defaultSettings: Settings = {
  themeColor: defaultPrimaryColor,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  showSettings: true,
  supportPinyinSearch: true,
  size: 'medium',
}

/** localStorage key of every setting except the size. */
export const settingsStorageKey = 'tokenbox.settings'

/** Cookie holding the global size (spec 000 section 3: "size (default medium, from a cookie)"). */
export const sizeCookieName = 'size'

export function isGlobalSize(value: unknown): value is GlobalSize {
  return typeof value === 'string' && (globalSizes as readonly string[]).includes(value)
}
