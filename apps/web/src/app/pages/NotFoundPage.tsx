import { homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/**
 * Where every unknown path lands (spec 000 section 2), with a way back to the dashboard.
 *
 * @example
 * { path: '/404', element: <NotFoundPage /> }
 */
export function NotFoundPage() {
  const { t } = useTranslation('common')
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.message')}
      extra={
        <Link to={homePath}>
          <Button type="primary">{t('notFound.backHome')}</Button>
        </Link>
      }
    />
  )
}
