import { ExportOutlined } from '@ant-design/icons'
import { routeIcons } from '@tokenbox/ui/routes/routeIcons.tsx'
import { Flex, Typography, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useExtensionHost } from '../popup/ExtensionHostContext.ts'
import { type LauncherTool, toolUrl } from './launcherTools.ts'

/**
 * One tool of the launcher: its icon, title and one-line description from the site's menu, a link
 * to it on the configured site (or the external site) that opens in a new tab.
 */
export function LauncherItem({ tool, siteUrl }: { tool: LauncherTool; siteUrl: string }) {
  const { t } = useTranslation('routes')
  const { t: tMenu } = useTranslation('menu')
  const host = useExtensionHost()
  const { token } = theme.useToken()
  const [hover, setHover] = useState(false)
  const url = toolUrl(siteUrl, tool)
  const Icon = routeIcons[tool.icon]
  const description = tMenu(`desc.${tool.id}`, { defaultValue: '' })
  return (
    <li>
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        data-testid="launcher-item"
        data-route-id={tool.id}
        onClick={(event) => {
          // The popup asks the browser for the tab (a plain link would not close the popup on
          // every browser); the href stays for middle clicks and the status bar.
          event.preventDefault()
          host.openTab(url)
        }}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
        style={{
          display: 'flex',
          gap: 10,
          alignItems: 'center',
          padding: '6px 8px',
          borderRadius: token.borderRadius,
          color: token.colorText,
          background: hover ? token.colorFillTertiary : 'transparent',
        }}
      >
        <span
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 28,
            height: 28,
            flex: 'none',
            borderRadius: 8,
            color: token.colorPrimary,
            background: token.colorPrimaryBg,
          }}
        >
          <Icon />
        </span>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis>
            {t(tool.titleKey)}
          </Typography.Text>
          {description && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {description}
            </Typography.Text>
          )}
        </Flex>
        {tool.external && <ExportOutlined style={{ color: token.colorTextTertiary }} aria-hidden />}
      </a>
    </li>
  )
}
