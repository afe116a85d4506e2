import type { ThemeConfig } from 'antd'

/** Orange is the spec's default theme colour (antd's orange-6); the settings panel will change it. */
export const defaultPrimaryColor = '#fa8c16'

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
