import { createContext } from 'react'
import type { TagsViewState } from './tagsViewReducer.ts'

export type TagsViewContextValue = {
  state: TagsViewState
  /** The pathname on screen: its tab is highlighted and its screen visible. */
  activePath: string
  /** Remounts the view's screen (and opens it when it is not the active one). */
  refresh: (path: string) => void
  /** Closes one tab; closing the active one opens the last tab left. */
  close: (path: string) => void
  /** Keeps this tab and the pinned ones, and opens it. */
  closeOthers: (path: string) => void
  /** Keeps the pinned tabs; leaves the page when its tab is gone. */
  closeAll: () => void
  /** The namespace of the tabs' title keys: `routes` (the default) in the app, `admin` in the console. */
  titleNamespace?: string
}

/** The tabs' state and actions, provided by TagsViewProvider inside the main layout. */
export const TagsViewContext = createContext<TagsViewContextValue | null>(null)
