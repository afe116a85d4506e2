import { routeIcons } from '@tokenbox/ui/routes/routeIcons.tsx'
import { homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { Button, Result, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { findScreenRoute } from '../routes/findScreenRoute.ts'

/**
 * What a tool's URL shows until the tool is built: its name, a plain statement that it is not
 * available yet, and the way back to the dashboard. No form, no fake screen: nothing here can
 * be mistaken for a working tool.
 *
 * @example
 * { path: '/wa/se', element: <NotBuiltPage /> } // "Multi Sender is not available yet"
 */
export function NotBuiltPage() {
  const { t } = useTranslation(['layout', 'routes'])
  const { token } = theme.useToken()
  const { pathname, search } = useLocation()
  const route = findScreenRoute(pathname, search)
  const tool = route ? t(route.titleKey, { ns: 'routes' }) : t('notBuilt.unknownTool')
  const Icon = route ? routeIcons[route.icon] : routeIcons.tools
  return (
    <div data-testid="not-built-page" data-route-id={route?.id}>
      <Result
        icon={
          <span style={{ fontSize: 64, color: token.colorTextQuaternary }}>
            <Icon />
          </span>
        }
        title={t('notBuilt.title', { tool })}
        subTitle={<span style={{ display: 'inline-block', maxWidth: 560 }}>{t('notBuilt.body')}</span>}
        extra={
          <Link to={homePath}>
            <Button type="primary">{t('notBuilt.backHome')}</Button>
          </Link>
        }
      />
    </div>
  )
}
