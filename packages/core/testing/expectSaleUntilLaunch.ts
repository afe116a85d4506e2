import { type Address, erc20Abi } from 'viem'
import { expect } from 'vitest'
import { listSaleTokens } from '../src/tokens/sale/listSaleTokens.ts'
import { call } from '../src/transactions/call.ts'
import type { LocalTestChain } from './localTestChain.ts'
import { contractRefusal } from './planTesting.ts'

/**
 * What a sale token promises its buyers before the launch, checked on the chain: the bought tokens
 * do not move yet (the contract refuses a transfer with `tradingNotStarted`), and the list of sales
 * in progress shows the token (lowercase, as the standard sale tokens' log emitters are listed).
 *
 * @example
 * await expectSaleUntilLaunch(chain, { token, buyer, creator })
 */
export async function expectSaleUntilLaunch(
  chain: LocalTestChain,
  { token, buyer, creator }: { token: Address; buyer: Address; creator: Address },
): Promise<void> {
  const transfer = call({ address: token, abi: erc20Abi, functionName: 'transfer', args: [creator, 1n] })
  expect(await contractRefusal(chain, [transfer], buyer)).toBe('tradingNotStarted')
  const { sales } = await listSaleTokens(chain.publicClient, {
    fromBlock: chain.readyBlock,
    filter: 'inProgress',
  })
  expect(sales.map((sale) => sale.token)).toContain(token.toLowerCase())
}
