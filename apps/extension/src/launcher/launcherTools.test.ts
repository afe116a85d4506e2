import { menuGroups } from '@tokenbox/ui/routes/menuGroups.ts'
import { routeHref } from '@tokenbox/ui/routes/routeHref.ts'
import { type ExternalRoute, routeTable, type ScreenRoute } from '@tokenbox/ui/routes/routeTable.ts'
import { describe, expect, it } from 'vitest'
import { groupLauncherTools, launcherTools, toolUrl } from './launcherTools.ts'

describe('the launcher tools', () => {
  const tools = launcherTools()

  it('lists every built, visible tool of the route table and every external link, once, in table order', () => {
    const expected = routeTable.filter(
      (route): route is ScreenRoute | ExternalRoute =>
        route.kind === 'external' || (route.kind === 'screen' && route.built && !route.hidden),
    )
    expect(tools.map((tool) => tool.id)).toEqual(expected.map((route) => route.id))
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(tools.length)
    for (const route of expected)
      expect(tools.find((tool) => tool.id === route.id)?.href).toBe(routeHref(route))
    // Nothing that is not built yet, and no error or sign-in page.
    const hidden = routeTable.filter((route) => route.kind === 'screen' && (!route.built || route.hidden))
    expect(tools.filter((tool) => hidden.some((route) => 'id' in route && route.id === tool.id))).toEqual([])
  })

  it('opens a tool on the configured site, with its variant, and an external link on its own site', () => {
    const site = 'https://tokenbox.example/app'
    const byId = (id: string) => tools.find((tool) => tool.id === id)!
    expect(toolUrl(site, byId('check'))).toBe('https://tokenbox.example/app/check')
    expect(toolUrl(site, byId('coMeme'))).toBe('https://tokenbox.example/app/co/st?t=1')
    expect(toolUrl(site, byId('otUnitConverter'))).toBe('https://tokenbox.example/app/ot/un')
    expect(byId('chainList').external).toBe(true)
    expect(toolUrl(site, byId('chainList'))).toBe('https://chainlist.org')
  })

  it('groups the tools as the navbar does, the dashboard above every group', () => {
    const sections = groupLauncherTools(tools)
    expect(sections[0]).toEqual({ group: undefined, tools: [expect.objectContaining({ id: 'dashboard' })] })
    const groupOrder = menuGroups.map((group) => group.id)
    const shown = sections.slice(1).map((section) => section.group!)
    expect(shown).toEqual(groupOrder.filter((group) => shown.includes(group)))
    expect(sections.flatMap((section) => section.tools).length).toBe(tools.length)
    expect(sections.find((section) => section.group === 'lock')?.tools.map((tool) => tool.id)).toContain(
      'loToken',
    )
  })
})
