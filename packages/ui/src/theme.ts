import type { ThemeConfig } from 'antd'

/** Orange is the spec's default theme colour (antd's orange-6); the settings panel will change it. */
export const defaultPrimaryColor = '#fa8c16'

/**
 * The Ant Design theme of the whole app.
 *
 * @example
 * <ConfigProvider theme={createTheme(defaultPrimaryColor)}>...</ConfigProvider>
 */
export function createTheme(primaryColor: string): ThemeConfig {
  return {
    token: {
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
