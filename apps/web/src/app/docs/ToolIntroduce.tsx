import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Skeleton } from 'antd'
import { Suspense } from 'react'
import { useLocation } from 'react-router'
import { findScreenRoute } from '../routes/findScreenRoute.ts'
import { ToolDocView } from './ToolDocView.tsx'

/**
 * A tool's Introduce tab (EX): its documentation page, the same text `/documentation/index`
 * shows, for the tool the route names (`id` overrides it, e.g. the template a customised token
 * deploys is documented by its own coin's page).
 *
 * @example
 * { key: 'EX', label: t('tabs.EX'), children: <ToolIntroduce /> }
 */
export function ToolIntroduce({ id }: { id?: string }) {
  const { pathname, search } = useLocation()
  const toolId = id ?? findScreenRoute(pathname, search)?.id
  return (
    <Panel data-testid="introduce">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        {toolId && <ToolDocView id={toolId} />}
      </Suspense>
    </Panel>
  )
}
