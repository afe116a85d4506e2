import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import { describe, expect, it } from 'vitest'
import { toolChains } from './toolChains.ts'
import { toolContracts } from './toolContracts.ts'

describe('toolChains', () => {
  const entries = chainCatalogue

  it('gives every chain to a tool on TokenBox contracts, none to a browser-only tool', () => {
    expect(toolChains(toolContracts.loToken!, entries)).toEqual(entries)
    expect(toolChains(toolContracts.otVanity!, entries)).toEqual([])
  })

  it('gives the DEX tools only the chains whose catalogue lists an exchange', () => {
    const dex = toolChains(toolContracts.swExchange!, entries)
    expect(dex.length).toBeGreaterThan(0)
    expect(dex.every((entry) => entry.swaps.length > 0)).toBe(true)
    expect(dex.length).toBe(entries.filter((entry) => entry.swaps.length > 0).length)
    expect(dex).toContain(getChainEntry(56))
  })
})
