import type { ThemeConfig } from 'antd'

/** Orange is the spec's default theme colour (antd's orange-6); the settings panel will change it. */
export const defaultPrimaryColor = '#fa8c16'

/**
 * Every app's buttons (ConfigProvider `button`): antd writes a two-character Chinese label with a
 * space between its characters ("检 测", and kanji such as "延 長" too), which reads as a typo in
 * Chinese and Japanese interfaces (issue 77). Labels are shown as written.
 *
 * @example
 * <ConfigProvider theme={theme} button={buttonConfig}>...</ConfigProvider>
 */
export const buttonConfig = { autoInsertSpace: false } as const

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
 * @example
 * <ConfigProvider theme={createTheme(defaultPrimaryColor)}>...</ConfigProvider>
 * createTheme(color, { reducedMotion: usePrefersReducedMotion() })
 */
export function createTheme(primaryColor: string, options: ThemeOptions = {}): ThemeConfig {
  return {
    token: {
      motion: !options.reducedMotion,
      colorPrimary: primaryColor,
      colorLink: primaryColor,
      borderRadius: 10,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', sans-serif",
    },
    components: {
      Layout: {
        headerBg: '#ffffff',
        bodyBg: '#f5f6f8',
        footerBg: 'transparent',
        headerPadding: '0 24px',
        headerHeight: 64,
      },
    },
  }
}
