import { type Abi, type Address, getAddress, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalTestChain, startLocalTestChain } from '../../testing/localTestChain.ts'
import { localChainEntry } from '../../testing/trapChain.ts'
import type { ChainEntry } from '../chains/types.ts'
import { usdtStyleTokenAbi, usdtStyleTokenBytecode } from '../contracts/test/UsdtStyleToken.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { deadAddress } from './burnAddresses.ts'
import { checkTokenSafety } from './checkTokenSafety.ts'

let chain: LocalTestChain
let entry: ChainEntry
let creator: Address

const supply = parseEther('1000000')

beforeAll(async () => {
  chain = await startLocalTestChain()
  entry = await localChainEntry(chain)
  creator = chain.accounts[1] as Address
}, 300_000)

afterAll(async () => {
  await chain?.stop()
})

async function deployed(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
  const [result] = await chain.runToDone([deploy({ abi, bytecode, args } as never)], creator)
  return getAddress(result?.contractAddress as Address)
}

/**
 * Pools 80% of the creator's `token` against 10 of the coin, its LP burned (the router moves a token
 * whose approve and transfer return nothing, as on a real chain), and gives an ordinary holder a
 * tenth of the supply.
 */
async function listed(token: Address, abi: Abi) {
  const pooled = (supply * 8n) / 10n
  const deadline = (await chain.publicClient.getBlock()).timestamp + 3600n
  await chain.runToDone(
    [
      call({ address: token, abi, functionName: 'approve', args: [chain.contracts.router, pooled] } as never),
      call({
        address: chain.contracts.router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        // The LP burned: the pool itself raises no alarm, only the token can.
        args: [token, pooled, 0n, 0n, deadAddress, deadline],
        value: parseEther('10'),
      }),
      call({
        address: token,
        abi,
        functionName: 'transfer',
        args: [chain.accounts[2] as Address, supply / 10n],
      } as never),
    ],
    creator,
  )
}

describe('checkTokenSafety on a token whose approve and transfer return nothing (issue 75)', () => {
  it('measures its trade and runs the simulations that start from it, as the real router sells it', async () => {
    const token = await deployed(usdtStyleTokenAbi, usdtStyleTokenBytecode, [supply])
    await listed(token, usdtStyleTokenAbi)
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    const [trade] = report.trades
    expect(trade?.failed).toBeUndefined()
    expect(trade?.reading).toMatchObject({ canBuy: true, canSell: true, buyTaxBps: 0 })
    expect(trade?.reading?.sellTaxBps).toBeLessThan(10)
    expect(report.simulationsNotRun).toBeUndefined()
    // The ordinary holder's sale was simulated (its approve returns nothing too) and went through.
    expect(report.holderSales?.tests.length).toBeGreaterThan(0)
    expect(report.holderSales?.tests.every((test) => test.canSell)).toBe(true)
    const keys = report.verdict.reasons.map((reason) => reason.key)
    expect(keys).toContain('taxMeasured')
    expect(keys).toContain('holderSalesPassed')
    expect(keys).not.toContain('tradeProbeReverted')
    expect(keys).not.toContain('simulationsNotRun')
    expect(report.verdict.level).toBe('good')
  })
})
