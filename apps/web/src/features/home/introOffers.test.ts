import { type AppRoute, routeTable } from '@tokenbox/ui/routes/routeTable.ts'
import { describe, expect, it } from 'vitest'
import { introOffers } from './introOffers.ts'

/** The table with exactly the given tools built (the dashboard and hidden pages aside). */
function withBuilt(ids: readonly string[]): AppRoute[] {
  return routeTable.map((route) =>
    route.kind === 'screen' && !route.affix && !route.hidden
      ? { ...route, built: ids.includes(route.id) }
      : route,
  )
}

describe('introOffers', () => {
  it('offers only what is built today: swapping, liquidity, a presale (the fair launch), staking (mining) and minting inscription tokens', () => {
    const today = introOffers()
    expect(today).toEqual([
      'create',
      'lock',
      'send',
      'wallets',
      'swap',
      'liquidity',
      'presale',
      'staking',
      'inscribe',
      'approvals',
      'multisig',
      'vanity',
    ])
  })

  it('names a tool as soon as its route is built, in the text order', () => {
    expect(introOffers(withBuilt(['miFree', 'swExchange', 'loToken']))).toEqual(['lock', 'swap', 'staking'])
    expect(introOffers(withBuilt(['laStandard']))).toEqual(['presale'])
    expect(introOffers(withBuilt(['swMyLiquidity']))).toEqual(['liquidity'])
    expect(introOffers(withBuilt([]))).toEqual([])
  })
})
