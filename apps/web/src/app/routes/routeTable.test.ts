import { supportedLanguages } from '@tokenbox/ui/i18n/languages.ts'
import { routeHref } from '@tokenbox/ui/routes/routeHref.ts'
import { routeIconNames } from '@tokenbox/ui/routes/routeIconNames.ts'
import {
  type AppRoute,
  type RedirectRoute,
  routeTable,
  type ScreenRoute,
} from '@tokenbox/ui/routes/routeTable.ts'
import { describe, expect, it } from 'vitest'
import { eagerScreens } from '../../start/appRouteObjects.tsx'
import { findScreenRoute } from './findScreenRoute.ts'

const locales = import.meta.glob<Record<string, string>>('../../../../../packages/ui/src/locales/*/*.json', {
  eager: true,
  import: 'default',
})
const strings = (language: string, namespace: string) =>
  locales[`../../../../../packages/ui/src/locales/${language}/${namespace}.json`]!

const screens = routeTable.filter((route): route is ScreenRoute => route.kind === 'screen')
const redirects = routeTable.filter((route): route is RedirectRoute => route.kind === 'redirect')
const menuEntries = routeTable.filter((route) => route.kind !== 'redirect')
const hrefs = screens.map(routeHref)

/** Every path and query variant of spec 000 section 2 (the toolbox side). */
const specRoutes = [
  '/home',
  '/404',
  '/login',
  '/sw/my',
  '/sw/ad',
  '/sw/ex',
  '/co/st?t=0',
  '/co/st?t=1',
  '/co/nm',
  '/co/mk?t=0',
  '/co/mk?t=1',
  '/co/dd?t=0',
  '/co/dd?t=1',
  '/co/cp?t=0',
  '/co/cp?t=1',
  '/co/ld?t=0',
  '/co/ld?t=1',
  '/co/ins',
  '/co/fa',
  '/co/314',
  '/co/s314',
  '/co/x314',
  '/co/x314s',
  '/co/50?t=0',
  '/co/50?t=1',
  '/co/ct',
  '/la/st',
  '/la/ad',
  '/la/mp',
  '/la/fa',
  '/ru/sa',
  '/ins/sa',
  '/ins/pr',
  '/ins/ol',
  '/ins/bm',
  '/ins/bo',
  '/lo/id?t=0',
  '/lo/id?t=1',
  '/lo/id?t=2',
  // Ours: one lock's shared page (issue 18 §5), hidden from menus and tabs.
  '/lo/lock',
  '/mi/st',
  '/mi/ch',
  '/mi/pr',
  '/mi/pl',
  '/fi/ea',
  '/fi/bf',
  '/fi/bn',
  '/wa/se',
  '/wa/co',
  '/wa/ch',
  '/wa/cr',
  '/ot/ms',
  '/ot/ac',
  '/ot/ap',
  '/ot/va',
  '/ot/un',
  '/ot/do',
  // Not in the spec: issue 28's browser extension page.
  '/ot/ext',
  '/tools/index',
  '/issue/index',
  // Spec 000's template routes the product keeps: the user documentation.
  '/documentation/index',
  // Not in the spec: issue 26's guided tours.
  '/guide/index',
  // Not in the spec: issue 27's token safety check.
  '/check',
  // Not in the spec: issue 27's one-flow launch (and, with a query, its shared summary).
  '/launch',
]

const specDefaults = {
  '/sw': '/sw/ex',
  '/co': '/co/nm',
  '/la': '/la/st',
  '/ins': '/ins/sa',
  '/mi': '/mi/st',
  '/fi': '/fi/ea',
  '/wa': '/wa/cr',
  '/ot': '/ot/cr',
}

describe('route table', () => {
  it('has every route and query variant of spec 000 section 2, and nothing twice', () => {
    expect([...hrefs].sort()).toEqual([...specRoutes].sort())
    expect(new Set(hrefs).size).toBe(hrefs.length)
    expect(new Set(menuEntries.map((route) => route.id)).size).toBe(menuEntries.length)
  })

  it("forwards each group to the spec's default child, and every redirect ends on a screen", () => {
    for (const [from, to] of Object.entries(specDefaults)) {
      expect(redirects.find((route) => route.path === from)?.to, from).toBe(to)
    }
    const paths = new Set(screens.map((route) => route.path))
    for (const redirect of redirects) {
      let target = redirect.to
      for (let hops = 0; !paths.has(target) && hops < 3; hops++) {
        target = redirects.find((route) => route.path === target)?.to ?? target
      }
      expect(paths.has(target), `${redirect.path} -> ${redirect.to}`).toBe(true)
      expect(paths.has(redirect.path), `${redirect.path} is both a screen and a redirect`).toBe(false)
    }
  })

  it('pins the dashboard, hides the error and login pages, and builds only what exists', () => {
    const dashboard = findScreenRoute('/home', '')!
    expect(dashboard).toMatchObject({ affix: true, built: true, titleKey: 'dashboard' })
    expect(screens.filter((route) => route.affix).map((route) => route.path)).toEqual(['/home'])
    expect(findScreenRoute('/404', '')?.hidden).toBe(true)
    expect(findScreenRoute('/login', '')?.hidden).toBe(true)
    expect(findScreenRoute('/lo/lock', '?chain=56&id=1')).toMatchObject({ hidden: true, built: true })
    // Tools arrive with later issues: none may claim to be built without a screen.
    for (const route of screens)
      expect(route.built, route.id).toBe(Boolean(route.screen ?? eagerScreens[route.id]))
  })

  it('picks the query variant of a URL, and the first variant for a bare path', () => {
    expect(findScreenRoute('/co/st', '?t=1')?.id).toBe('coMeme')
    expect(findScreenRoute('/co/st', '?t=0')?.id).toBe('coStandard')
    expect(findScreenRoute('/co/st', '')?.id).toBe('coStandard')
    expect(findScreenRoute('/co/50', '?t=1')?.id).toBe('coFairLaunchSale')
    expect(findScreenRoute('/co/50', '?t=0')?.id).toBe('coStandardSale')
    expect(findScreenRoute('/lo/id', '?t=2&x=1')?.id).toBe('loVesting')
    expect(findScreenRoute('/wa/se/', '')?.id).toBe('waMultiSender')
    expect(findScreenRoute('/nowhere', '')).toBeUndefined()
  })

  it('opens the two external sites over https', () => {
    const external = routeTable.filter((route) => route.kind === 'external')
    expect(external.map((route) => route.id).sort()).toEqual(['chainList', 'navigation'])
    for (const route of external) expect(new URL(route.href).protocol).toBe('https:')
    expect(external.find((route) => route.id === 'chainList')?.href).toBe('https://chainlist.org')
  })

  it('uses only known icons and tags', () => {
    for (const route of menuEntries) {
      expect(routeIconNames, route.id).toContain(route.icon)
      if (route.tag) expect(['hot', 'recommend', 'new', 'beta']).toContain(route.tag)
    }
  })

  it('has a title in every language and a menu description for every menu entry', () => {
    for (const language of supportedLanguages) {
      const titles = strings(language, 'routes')
      const menu = strings(language, 'menu')
      for (const route of menuEntries as Exclude<AppRoute, RedirectRoute>[]) {
        expect(titles[route.titleKey], `${language} routes.${route.titleKey}`).toBeTruthy()
        if (route.section) expect(menu[`desc.${route.id}`], `${language} menu.desc.${route.id}`).toBeTruthy()
      }
    }
  })

  it('leaves no English in the zh, es and ja titles except product names', () => {
    const english = strings('en', 'routes')
    // Names that read the same in every language (brands, token standards, the two pools).
    const sameEverywhere = new Set(['fiRoastBeef', 'fiDollarBeans'])
    for (const language of ['zh', 'ja']) {
      const titles = strings(language, 'routes')
      for (const key of Object.keys(english)) {
        expect(titles[key], `${language} routes.${key}`).not.toBe(english[key])
      }
    }
    const spanish = strings('es', 'routes')
    for (const key of Object.keys(english)) {
      if (!sameEverywhere.has(key)) expect(spanish[key], `es routes.${key}`).not.toBe(english[key])
    }
  })
})
