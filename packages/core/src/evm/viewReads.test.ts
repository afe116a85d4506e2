import { erc20Abi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { answersByView } from './answersByView.ts'
import { viewReads } from './viewReads.ts'

describe('viewReads and answersByView', () => {
  it('reads each named view of one contract in order, and names each answer by its view', () => {
    const token = { address: zeroAddress, abi: erc20Abi } as const
    const views = ['symbol', 'decimals', 'totalSupply'] as const
    expect(viewReads(token, views)).toEqual([
      { ...token, functionName: 'symbol' },
      { ...token, functionName: 'decimals' },
      { ...token, functionName: 'totalSupply' },
    ])
    expect(answersByView(views, ['TKN', 18, 10n ** 24n] as const)).toEqual({
      symbol: 'TKN',
      decimals: 18,
      totalSupply: 10n ** 24n,
    })
  })
})
