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

describe('buildMenus', () => {
  it('today shows the built coin (the standard, marketing, dividend, LP-dividend and compound sale tokens and the 314 family included), lock, fair launch, DEX, the launchpad, mining, finance and rune sale, batch, inscription and other screens and the external links; unbuilt tools and empty groups are absent', () => {
    const { groups, hotList } = buildMenus(t)
    expect(groups.map((group) => group.id)).toEqual([
      'token',
      'lock',
      'fairLaunch',
      'dex',
      'dapp',
      'batch',
      'inscription',
      'others',
    ])
    const token = groups[0]!.sections.flatMap((section) => section.items)
    expect(token.map((item) => item.id)).toEqual([
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
    const lock = groups[1]!.sections.flatMap((section) => section.items)
    expect(lock.map((item) => item.href)).toEqual(['/lo/id?t=0', '/lo/id?t=1', '/lo/id?t=2'])
    const fairLaunch = groups[2]!.sections.flatMap((section) => section.items)
    expect(fairLaunch.map((item) => item.href)).toEqual(['/co/fa', '/co/50?t=1', '/la/fa'])
    const dex = groups[3]!.sections.flatMap((section) => section.items)
    expect(dex.map((item) => item.href)).toEqual(['/sw/ex', '/sw/ad', '/sw/my', '/check'])
    const dapp = groups[4]!.sections.flatMap((section) => section.items)
    expect(dapp.map((item) => item.href)).toEqual([
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
    ])
    const batch = groups[5]!.sections.flatMap((section) => section.items)
    expect(batch.map((item) => item.href)).toEqual(['/wa/se', '/wa/co', '/wa/ch', '/wa/cr'])
    const inscription = groups[6]!.sections.flatMap((section) => section.items)
    expect(inscription.map((item) => item.href)).toEqual([
      '/ins/pr',
      '/ins/ol',
      '/ins/bm',
      '/ins/bo',
      '/co/ins',
    ])
    const others = groups[7]!.sections.flatMap((section) => section.items)
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
    const lock = groups.find((group) => group.id === 'lock')!
    expect(lock.sections[0]!.items[0]).toMatchObject({ href: '/lo/id?t=1', name: 'LP Lock' })
    expect(lock.sections[0]!.items[0]).not.toHaveProperty('tag')
    const dapp = groups.find((group) => group.id === 'dapp')!
    expect(dapp.sections.map((section) => section.id)).toEqual(['dappMining'])
  })

  it('shows token creation as classic, sale, swap-style and sale swap-style, and dApp in its four parts', () => {
    const { groups } = buildMenus(t, { includeUnavailable: true })
    expect(groups.map((group) => group.id)).toEqual([
      'token',
      'lock',
      'fairLaunch',
      'dex',
      'dapp',
      'batch',
      'inscription',
      'others',
    ])
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
