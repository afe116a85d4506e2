import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { consoleHomePath } from '../session/sessionMachine.ts'

/**
 * A console path the router does not know, or one the roles do not allow (the route was never
 * added, spec 000 section 6): the same 404 either way, so a role cannot probe which pages exist.
 *
 * @example
 * { path: '*', element: <NotFoundPage /> }
 */
export function NotFoundPage() {
  const { t } = useTranslation('admin')
  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="console-not-found">{t('notFound')}</span>}
      extra={
        <Link to={consoleHomePath}>
          <Button type="primary">{t('backToDashboard')}</Button>
        </Link>
      }
    />
  )
}
