import { use } from 'react'
import { TagsViewContext, type TagsViewContextValue } from './TagsViewContext.ts'

/**
 * The tags view's state and actions.
 *
 * @example
 * const { state, closeAll } = useTagsView()
 */
export function useTagsView(): TagsViewContextValue {
  const value = use(TagsViewContext)
  if (!value) throw new Error('useTagsView must be used inside <TagsViewProvider>')
  return value
}
