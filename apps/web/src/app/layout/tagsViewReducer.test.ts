import { describe, expect, it } from 'vitest'
import {
  initialTagsViewState,
  lastViewPath,
  type TagsViewState,
  type TagView,
  tagsViewReducer,
} from './tagsViewReducer.ts'

const dashboard = { path: '/home', fullPath: '/home', titleKey: 'dashboard', affix: true, noCache: false }
const view = (path: string, extra: Partial<TagView> = {}) => ({
  path,
  fullPath: path,
  titleKey: path.slice(1),
  affix: false,
  noCache: false,
  ...extra,
})

function visit(state: TagsViewState, ...views: Omit<TagView, 'version'>[]): TagsViewState {
  return views.reduce((current, next) => tagsViewReducer(current, { type: 'visit', view: next }), state)
}

const paths = (state: TagsViewState) => state.visitedViews.map(({ path }) => path)

describe('tagsViewReducer', () => {
  const start = initialTagsViewState([dashboard])

  it('starts with the pinned dashboard, cached', () => {
    expect(paths(start)).toEqual(['/home'])
    expect(start.cachedViews).toEqual(['/home'])
    expect(start.visitedViews[0]!.version).toBe(0)
  })

  it('adds a view once per path; another query only changes where the tab leads', () => {
    const state = visit(start, view('/wa/se'), view('/404'), view('/wa/se'))
    expect(paths(state)).toEqual(['/home', '/wa/se', '/404'])
    expect(state.cachedViews).toEqual(['/home', '/wa/se', '/404'])
    expect(visit(state, view('/404'))).toBe(state)

    const withQuery = visit(state, view('/wa/se', { fullPath: '/wa/se?t=1', titleKey: 'memeCoin' }))
    expect(paths(withQuery)).toEqual(['/home', '/wa/se', '/404'])
    expect(withQuery.visitedViews[1]).toMatchObject({ fullPath: '/wa/se?t=1', titleKey: 'memeCoin' })
    expect(withQuery.cachedViews).toEqual(state.cachedViews)
  })

  it('shows a noCache view as a tab without caching its screen', () => {
    const state = visit(start, view('/ot/un', { noCache: true }), view('/wa/se'))
    expect(paths(state)).toEqual(['/home', '/ot/un', '/wa/se'])
    expect(state.cachedViews).toEqual(['/home', '/wa/se'])
  })

  it('closes one view, and never a pinned one', () => {
    const state = visit(start, view('/wa/se'), view('/404'))
    const closed = tagsViewReducer(state, { type: 'close', path: '/wa/se' })
    expect(paths(closed)).toEqual(['/home', '/404'])
    expect(closed.cachedViews).toEqual(['/home', '/404'])
    expect(tagsViewReducer(closed, { type: 'close', path: '/home' })).toBe(closed)
    expect(tagsViewReducer(closed, { type: 'close', path: '/nowhere' })).toBe(closed)
  })

  it('closes the others but keeps the chosen view and the pinned ones', () => {
    const state = visit(start, view('/wa/se'), view('/404'), view('/ot/un'))
    const others = tagsViewReducer(state, { type: 'closeOthers', path: '/404' })
    expect(paths(others)).toEqual(['/home', '/404'])
    expect(others.cachedViews).toEqual(['/home', '/404'])
    expect(paths(tagsViewReducer(state, { type: 'closeOthers', path: '/home' }))).toEqual(['/home'])
  })

  it('closes all but the pinned views', () => {
    const state = visit(start, view('/wa/se'), view('/404'))
    const all = tagsViewReducer(state, { type: 'closeAll' })
    expect(paths(all)).toEqual(['/home'])
    expect(all.cachedViews).toEqual(['/home'])
    expect(tagsViewReducer(all, { type: 'closeAll' })).toBe(all)
  })

  it("refresh raises only that view's version, so only its screen remounts", () => {
    const state = visit(start, view('/wa/se'), view('/404'))
    const refreshed = tagsViewReducer(tagsViewReducer(state, { type: 'refresh', path: '/wa/se' }), {
      type: 'refresh',
      path: '/wa/se',
    })
    expect(refreshed.visitedViews.map(({ version }) => version)).toEqual([0, 2, 0])
    expect(refreshed.cachedViews).toEqual(state.cachedViews)
  })

  it('reopens a closed view as a fresh tab at the end', () => {
    const state = visit(start, view('/wa/se'), view('/404'))
    const reopened = visit(tagsViewReducer(state, { type: 'close', path: '/wa/se' }), view('/wa/se'))
    expect(paths(reopened)).toEqual(['/home', '/404', '/wa/se'])
  })
})

describe('lastViewPath', () => {
  it('is the most recently opened tab left, with its query', () => {
    const state = visit(initialTagsViewState([dashboard]), view('/wa/se', { fullPath: '/wa/se?x=1' }))
    expect(lastViewPath(state, '/home')).toBe('/wa/se?x=1')
    expect(lastViewPath(tagsViewReducer(state, { type: 'closeAll' }), '/fallback')).toBe('/home')
  })

  it('falls back when no tab is left at all', () => {
    expect(lastViewPath(initialTagsViewState([]), '/home')).toBe('/home')
  })
})
