import { type AppRoute, routeTable } from '@tokenbox/ui/routes/routeTable.ts'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/createI18n.ts'
import { buildMenus } from './buildMenus.ts'

const english = await createI18n('en')
const t = english.getFixedT('en')

/** The table with exactly the given tools built (the dashboard and hidden pages aside). */
function withBuilt(ids: readonly string[]): AppRoute[] {
  return routeTable.map((route) =>
    route.kind === 'screen' && !route.affix && !route.hidden
      ? { ...route, built: ids.includes(route.id) }
      : route,
  )
}

/** Every group of the menus, in their order, when every tool is there. */
const allGroups = ['token', 'lock', 'fairLaunch', 'dex', 'dapp', 'batch', 'inscription', 'others']

/** The items of a group of the menus, its sections' in order. */
function itemsOf(groups: ReturnType<typeof buildMenus>['groups'], id: string) {
  return groups.find((group) => group.id === id)!.sections.flatMap((section) => section.items)
}

/** Today's built tools of each group, by path (the coins and the others below by id). */
const builtHrefs: Record<string, string[]> = {
  lock: ['/lo/id?t=0', '/lo/id?t=1', '/lo/id?t=2'],
  fairLaunch: ['/co/fa', '/co/50?t=1', '/la/fa'],
  dex: ['/sw/ex', '/sw/ad', '/sw/my', '/check'],
  dapp: [
    '/la/st',
    '/la/ad',
    '/la/mp',
    '/mi/st',
    '/mi/ch',
    '/mi/pr',
    '/mi/pl',
    '/fi/ea',
    '/fi/bf',
    '/fi/bn',
    '/ins/sa',
    '/ru/sa',
  ],
  batch: ['/wa/se', '/wa/co', '/wa/ch', '/wa/cr'],
  inscription: ['/ins/pr', '/ins/ol', '/ins/bm', '/ins/bo', '/co/ins'],
}

describe('buildMenus', () => {
  it('today shows the built coin (the standard, marketing, dividend, LP-dividend and compound sale tokens and the 314 family included), lock, fair launch, DEX, the launchpad, mining, finance and rune sale, batch, inscription and other screens and the external links; unbuilt tools and empty groups are absent', () => {
    const { groups, hotList } = buildMenus(t)
    expect(groups.map((group) => group.id)).toEqual(allGroups)
    expect(itemsOf(groups, 'token').map((item) => item.id)).toEqual([
      'coStandard',
      'coMeme',
      'coNormal',
      'coMarketing',
      'coDividend',
      'coCompound',
      'coLpDividend',
      'coCustomize',
      'launch',
      'coStandardSale',
      'coMarketingSale',
      'coDividendSale',
      'coCompoundSale',
      'coLpDividendSale',
      'co314',
      'coX314',
      'coS314',
      'coX314Sale',
    ])
    for (const [id, hrefs] of Object.entries(builtHrefs)) {
      expect(
        itemsOf(groups, id).map((item) => item.href),
        id,
      ).toEqual(hrefs)
    }
    const others = itemsOf(groups, 'others')
    expect(others.map((item) => item.id)).toEqual([
      'otMultisig',
      'otApproveCheck',
      'otApprove',
      'otVanity',
      'otUnitConverter',
      'otDonate',
      'otExtension',
      'tools',
      'documentation',
      'feedback',
      'guide',
      'navigation',
      'chainList',
    ])
    expect(others[0]!.href).toBe('/ot/ms')
    expect(others.filter((item) => item.external).map((item) => item.id)).toEqual(['navigation', 'chainList'])
    expect(others.every((item) => !item.external || item.href.startsWith('https://'))).toBe(true)
    expect(hotList.map((item) => item.id)).toEqual([
      'waMultiSender',
      'coStandard',
      'miFree',
      'fiEarn',
      'launch',
    ])
  })

  it('with no tool built shows only the external links', () => {
    const { groups, hotList } = buildMenus(t, { table: withBuilt([]) })
    expect(groups.map((group) => group.id)).toEqual(['others'])
    expect(hotList).toEqual([])
  })

  it('shows a tool as soon as its row is built, in its group and section, with tag and description', () => {
    const table = withBuilt(['coMeme', 'co314', 'loLp', 'miFree'])
    const { groups } = buildMenus(t, { table })
    expect(groups.map((group) => group.id)).toEqual(['token', 'lock', 'dapp', 'others'])
    const token = groups.find((group) => group.id === 'token')!
    expect(token.title).toBe('Create Token')
    expect(token.sections.map((section) => [section.id, section.title])).toEqual([
      ['tokenClassic', 'Classic'],
      ['tokenSwap', 'Swap-style (314)'],
    ])
    expect(token.sections[0]!.items[0]).toEqual({
      id: 'coMeme',
      href: '/co/st?t=1',
      external: false,
      icon: 'meme',
      name: 'MEME Coin',
      desc: 'A meme token with a fixed supply, ready to trade',
      tag: 'hot',
      available: true,
      featured: 0,
    })
    expect(token.sections[1]!.items[0]).toMatchObject({ id: 'co314', tag: 'new' })
    const lpLock = itemsOf(groups, 'lock')[0]
    expect(lpLock).toMatchObject({ href: '/lo/id?t=1', name: 'LP Lock' })
    expect(lpLock).not.toHaveProperty('tag')
    const dapp = groups.find((group) => group.id === 'dapp')!
    expect(dapp.sections.map((section) => section.id)).toEqual(['dappMining'])
  })

  it('shows token creation as classic, sale, swap-style and sale swap-style, and dApp in its four parts', () => {
    const { groups } = buildMenus(t, { includeUnavailable: true })
    expect(groups.map((group) => group.id)).toEqual(allGroups)
    const sections = (id: string) =>
      groups.find((group) => group.id === id)!.sections.map((section) => section.id)
    expect(sections('token')).toEqual(['tokenClassic', 'tokenSale', 'tokenSwap', 'tokenSaleSwap'])
    expect(sections('dapp')).toEqual(['dappLaunchpad', 'dappMining', 'dappFinance', 'dappInscription'])
    const all = groups.flatMap((group) => group.sections.flatMap((section) => section.items))
    expect(all.find((item) => item.id === 'fiEarn')).toMatchObject({ available: true, tag: 'hot' })
    expect(all.find((item) => item.id === 'insSale')).toMatchObject({ available: true })
    // Hidden rows (login, 404) never reach a menu.
    expect(all.some((item) => item.id === 'login' || item.id === 'notFound')).toBe(false)
  })

  it('fills the hot list with built featured tools in the spec order: send, coin, mining, finance', () => {
    const table = withBuilt(['fiEarn', 'coStandard', 'waMultiSender', 'miFree', 'coMeme'])
    const { hotList } = buildMenus(t, { table })
    expect(hotList.map((item) => item.id)).toEqual(['waMultiSender', 'coStandard', 'miFree', 'fiEarn'])
    expect(buildMenus(t, { table: withBuilt(['miFree']) }).hotList.map((item) => item.id)).toEqual(['miFree'])
  })

  it('is rebuilt in the new language', async () => {
    const chinese = await createI18n('zh')
    const table = withBuilt(['waMultiSender'])
    const zh = buildMenus(chinese.getFixedT('zh'), { table })
    const en = buildMenus(t, { table })
    expect(en.groups[0]!.title).toBe('Batch Tools')
    expect(zh.groups[0]!.title).toBe('批量工具')
    expect(zh.groups[0]!.sections[0]!.items[0]).toMatchObject({
      name: '批量转账',
      desc: '一次向多个地址发送代币',
    })
  })
})
