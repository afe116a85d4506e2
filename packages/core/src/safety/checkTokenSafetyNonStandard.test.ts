import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalTestChain, startLocalTestChain } from '../../testing/localTestChain.ts'
import { defineLocalChainEntry } from '../chains/defineLocalChainEntry.ts'
import type { ChainEntry } from '../chains/types.ts'
import { noReturnTokenAbi, noReturnTokenBytecode } from '../contracts/test/NoReturnToken.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import type { LocalDeployments } from '../local/localDeployments.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { checkTokenSafety } from './checkTokenSafety.ts'

let chain: LocalTestChain
let entry: ChainEntry
let token: Address

const supply = parseEther('1000000')

beforeAll(async () => {
  chain = await startLocalTestChain()
  entry = defineLocalChainEntry({
    chainId: await chain.publicClient.getChainId(),
    contracts: chain.contracts,
  } as LocalDeployments)
  const creator = chain.accounts[1] as Address
  const [deployed] = await chain.runToDone(
    [deploy({ abi: noReturnTokenAbi, bytecode: noReturnTokenBytecode, args: ['No Return', 'NRT', supply] })],
    creator,
  )
  token = deployed?.contractAddress as Address
  const pooled = (supply * 8n) / 10n
  const deadline = (await chain.publicClient.getBlock()).timestamp + 3600n
  // The router moves such a token fine (its transfer helpers accept no return value), as on a real chain.
  await chain.runToDone(
    [
      call({
        address: token,
        abi: noReturnTokenAbi,
        functionName: 'approve',
        args: [chain.contracts.router, pooled],
      }),
      call({
        address: chain.contracts.router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [token, pooled, 0n, 0n, creator, deadline],
        value: parseEther('10'),
      }),
      // An ordinary holder, whose sale the check would simulate.
      call({
        address: token,
        abi: noReturnTokenAbi,
        functionName: 'transfer',
        args: [chain.accounts[2] as Address, supply / 10n],
      }),
    ],
    creator,
  )
}, 300_000)

afterAll(async () => {
  await chain?.stop()
})

describe('checkTokenSafety on a token whose approve and transfer return nothing (issue 75)', () => {
  it('names the trade the token broke and the simulations that could not start, never silence', async () => {
    const report = await checkTokenSafety(chain.publicClient, { token, entry })
    // The node ran the probe; the token's shape broke it: not the node's refusal.
    expect(report.trades[0]).toMatchObject({ failed: 'reverted' })
    expect(report.trades.some((trade) => trade.reading)).toBe(false)
    expect(report.simulationsNotRun).toBe(true)
    const reasons = report.verdict.reasons
    expect(reasons).toContainEqual({
      key: 'tradeProbeReverted',
      severity: 'warning',
      params: { dex: entry.swaps[0]?.name },
    })
    expect(reasons).toContainEqual({ key: 'simulationsNotRun', severity: 'warning' })
    expect(reasons.map((reason) => reason.key)).not.toContain('tradeNotTested')
    expect(report.verdict.level).not.toBe('good')
  })
})
