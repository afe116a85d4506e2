import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { TagsViewContext } from '../../app/layout/TagsViewContext.ts'
import { useTagsViewValue } from '../../app/layout/useTagsViewValue.ts'
import type { ConsolePage } from '../routes/flattenConsoleRoutes.ts'
import { consoleHomePath } from '../session/sessionMachine.ts'

/**
 * The console's side of the shared tags view: the same reducer, actions, tabs bar and kept
 * screens as the public app (app/layout), fed with the console's pages. The dashboard is pinned.
 * The layout remounts this provider on logout and role switch (the session's generation), which
 * closes every tab.
 *
 * @example
 * <ConsoleTagsViewProvider pages={pages}><TagsView /><TagsViewOutlet /></ConsoleTagsViewProvider>
 */
export function ConsoleTagsViewProvider({
  pages,
  children,
}: {
  pages: readonly ConsolePage[]
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const page = pages.find((candidate) => candidate.path === pathname)
  const value = useTagsViewValue({
    pinned: pages
      .filter(({ path }) => path === consoleHomePath)
      .map(({ path, titleKey }) => ({ path, titleKey, affix: true, noCache: false })),
    current: page && { titleKey: page.titleKey, affix: page.path === consoleHomePath, noCache: false },
    home: consoleHomePath,
    titleNamespace: 'admin',
  })
  return <TagsViewContext value={value}>{children}</TagsViewContext>
}
