import { type ThemeConfig, theme } from 'antd'
import { darken, readableShade } from './contrast.ts'

/**
 * Orange is the spec's default theme colour (antd's orange-6), TokenBox's brand; the settings panel
 * will change it. On screen it is drawn in its readable shade ({@link createTheme}).
 */
export const defaultPrimaryColor = '#fa8c16'

/**
 * The light surfaces the app writes coloured text on: cards and inputs (white), the page
 * (Layout's bodyBg) and antd's tinted panels, whose darkest is blue-1 (info alerts, e.g. a link
 * inside one). A colour readable on all of them is readable anywhere on the page.
 */
export const lightSurfaces = ['#ffffff', '#f5f6f8', '#e6f4ff'] as const

/** WCAG 2.1 AA's contrast for text (1.4.3): 4.5:1. */
const textContrast = 4.5

/**
 * Secondary and tertiary text (descriptions, hints, counters): antd's 45 % black is 3.4:1 on white;
 * 58 % black is 5.3:1 on white and 4.9:1 on the page's grey.
 */
const tertiaryText = 'rgba(0, 0, 0, 0.58)'

/** antd's preset palettes, whose 7th shade is a Tag's text on its 1st (`<Tag color="orange">`). */
const presetPalettes = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const

/** antd's own tokens for its default theme: the status colours' light backgrounds and borders. */
let defaultTokens: Record<string, string> | undefined
const antdDefaults = () => {
  defaultTokens ??= theme.getDesignToken() as unknown as Record<string, string>
  return defaultTokens
}

/**
 * The light tints antd derives from the chosen colour itself (selected rows and menu items, a
 * primary tag's background, borders): they carry no text of their own colour, so they keep the
 * brand's brightness instead of the darker shade's (whose tints turn grey-brown).
 */
const brandTintKeys = [
  'colorPrimaryBg',
  'colorPrimaryBgHover',
  'colorPrimaryBorder',
  'colorPrimaryBorderHover',
] as const
const brandTints = new Map<string, Record<string, string>>()
function brandTintsOf(color: string): Record<string, string> {
  let tints = brandTints.get(color)
  if (!tints) {
    const derived = theme.getDesignToken({ token: { colorPrimary: color } }) as unknown as Record<
      string,
      string
    >
    tints = Object.fromEntries(brandTintKeys.map((key) => [key, derived[key]!]))
    brandTints.set(color, tints)
  }
  return tints
}

/** The status colours' tints, kept as antd draws them (a darker seed would darken them too). */
const statusTintKeys = ['Bg', 'BgHover', 'Border', 'BorderHover'] as const
const statusTints = (status: 'Success' | 'Error' | 'Warning' | 'Info') =>
  Object.fromEntries(
    statusTintKeys.map((key) => [`color${status}${key}`, antdDefaults()[`color${status}${key}`]!]),
  )

let readablePresets: Record<string, string> | undefined
/**
 * Each preset palette's text shade (`orange7`...), darkened where antd's is under 4.5:1 on the
 * palette's own background (`orange1`): orange, green, gold, lime, yellow, cyan and volcano are.
 */
function readablePresetTexts(): Record<string, string> {
  if (!readablePresets) {
    const defaults = antdDefaults()
    // antd names each shade twice (`orange7` and `orange-7`), both written to the one CSS variable
    // `--ant-orange-7`: both are set, or the one antd writes last wins.
    readablePresets = Object.fromEntries(
      presetPalettes.flatMap((name) => {
        const shade = readableShade(defaults[`${name}7`]!, [defaults[`${name}1`]!, '#ffffff'], textContrast)
        return [
          [`${name}7`, shade],
          [`${name}-7`, shade],
        ]
      }),
    )
  }
  return readablePresets
}

/**
 * Every app's buttons (ConfigProvider `button`): antd writes a two-character Chinese label with a
 * space between its characters ("检 测", and kanji such as "延 長" too), which reads as a typo in
 * Chinese and Japanese interfaces (issue 77). Labels are shown as written.
 *
 * @example
 * <ConfigProvider theme={theme} button={buttonConfig}>...</ConfigProvider>
 */
export const buttonConfig = { autoInsertSpace: false } as const

/**
 * Every app's focus indicator (WCAG 2.1 AA, 1.4.11: 3:1 against what surrounds it; issue 77). antd
 * draws its focus outlines (buttons, tabs, menus, checkboxes, radio buttons, the collapse headers)
 * in the brand's light tint, `colorPrimaryBorder`, 1.4:1 on white: a keyboard user cannot find
 * them. They are drawn in the readable shade instead (4.5:1 on every light surface); an input's
 * ring, a shadow, gets the same colour through `controlOutline` ({@link createTheme}). Insert once
 * per app, inside its ConfigProvider (the variable is antd's).
 *
 * The outline is not always on the focused element: a checkbox's and a radio button's real input is
 * transparent, and antd outlines the box that holds it (the checkbox one level up, a radio button
 * of a group two: `:has(:focus-visible)`). So any outline drawn around the keyboard focus takes the
 * shade, at whatever depth; outlines are drawn only for focus, so nothing else changes colour.
 *
 * @example
 * <style href="tb-focus" precedence="default">{focusRingCss}</style>
 */
export const focusRingCss = `:focus-visible, :has(:focus-visible) { outline-color: var(--ant-color-primary) !important; }`

/**
 * antd's tables that scroll sideways copy their column titles into a row of zero height that
 * measures the columns, hidden from screen readers (`aria-hidden`) but not from the keyboard: the
 * select-all checkbox of a table with row selection is a second, invisible Tab stop there (axe:
 * aria-hidden-focus). Hidden from the focus too: `visibility` keeps the layout, so the widths are
 * measured as before. Part of {@link antdRepairsCss}.
 */
export const tableMeasureRowCss = `.ant-table-measure-row { visibility: hidden; }`

/**
 * The date picker's days of the months before and after the one shown: antd writes them in its
 * disabled grey (25 % black, 1.8:1 on white) though a click picks them like any other day. WCAG's
 * exemption is for controls that are off; these are on. They take the theme's tertiary text (5.3:1),
 * still lighter than the month's own days; days a field refuses (the past, for an unlock date) keep
 * antd's disabled look.
 */
export const pickerAdjacentDaysCss = `.ant-picker-cell:not(.ant-picker-cell-in-view):not(.ant-picker-cell-disabled) { color: var(--ant-color-text-tertiary); }`

/**
 * The global rules that mend antd's markup and colours where its props cannot (issue 77): one
 * stylesheet per app, inserted with {@link focusRingCss}.
 *
 * @example
 * <style href="tb-antd" precedence="default">{antdRepairsCss}</style>
 */
export const antdRepairsCss = [tableMeasureRowCss, pickerAdjacentDaysCss].join('\n')

export type ThemeOptions = {
  /**
   * The user asked for less motion (layout/usePrefersReducedMotion.ts): dialogs, drawers, menus
   * and messages appear and go without antd's zoom, slide and fade.
   */
  reducedMotion?: boolean
}

/**
 * The Ant Design theme of the whole app.
 *
 * Colours meet WCAG 2.1 AA (issue 77, docs/accessibility.md): the chosen colour is drawn in its
 * readable shade, the same hue darkened until it has 4.5:1 on every light surface, since antd
 * writes it as text (links, the active tab) and behind white text (primary buttons); TokenBox's
 * orange becomes a burnt orange. Hover and pressed shades go darker, not lighter, so a hovered
 * button stays readable. The error and success colours (form messages, tags) and the tags'
 * palettes get the same treatment, and tertiary text is a darker grey.
 *
 * @example
 * <ConfigProvider theme={createTheme(defaultPrimaryColor)}>...</ConfigProvider>
 * createTheme(color, { reducedMotion: usePrefersReducedMotion() })
 */
export function createTheme(primaryColor: string, options: ThemeOptions = {}): ThemeConfig {
  const primary = readableShade(primaryColor, lightSurfaces, textContrast)
  const error = readableShade('#ff4d4f', [...lightSurfaces, '#fff2f0'], textContrast)
  const success = readableShade('#52c41a', [...lightSurfaces, '#f6ffed'], textContrast)
  const warning = readableShade('#faad14', [...lightSurfaces, '#fffbe6'], textContrast)
  const info = readableShade('#1677ff', [...lightSurfaces, '#e6f4ff'], textContrast)
  return {
    token: {
      motion: !options.reducedMotion,
      colorPrimary: primary,
      ...brandTintsOf(primaryColor),
      colorPrimaryHover: darken(primary, 0.05),
      colorPrimaryActive: darken(primary, 0.1),
      colorLink: primary,
      colorLinkHover: darken(primary, 0.05),
      colorLinkActive: darken(primary, 0.1),
      // An input's focus ring (a shadow around its border) in the readable shade: with the border it
      // draws a 2 px line of 4.5:1 (antd's is a 10 % tint, 1.1:1). See focusRingCss for the outlines.
      controlOutline: primary,
      controlOutlineWidth: 1,
      colorError: error,
      colorErrorText: error,
      ...statusTints('Error'),
      colorSuccess: success,
      colorSuccessText: success,
      ...statusTints('Success'),
      // A warning or "processing" tag writes its status colour as text on its own tint (antd's amber
      // is 1.8:1 on #fffbe6, its blue 3.7:1 on #e6f4ff): both in their readable shades, tints kept.
      colorWarning: warning,
      colorWarningText: warning,
      ...statusTints('Warning'),
      colorInfo: info,
      colorInfoText: info,
      ...statusTints('Info'),
      // A loading button keeps its colours (antd fades it to 65 %: white on a faded primary is 2.7:1);
      // its spinner says it is busy.
      opacityLoading: 1,
      colorTextTertiary: tertiaryText,
      colorTextDescription: tertiaryText,
      // Placeholders are text too (a select's shows where its value will): 4.7:1 on white.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      ...readablePresetTexts(),
      borderRadius: 10,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', sans-serif",
    },
    components: {
      Layout: {
        headerBg: '#ffffff',
        bodyBg: lightSurfaces[1],
        footerBg: 'transparent',
        headerPadding: '0 24px',
        headerHeight: 64,
      },
    },
  }
}
