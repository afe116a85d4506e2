import { type Address, encodeFunctionData, maxUint256, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { holdClock, walletLandingLater } from '../../testing/chainClock.ts'
import { deployAmmTestTokens } from '../../testing/deployAmmTestTokens.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { useProxyEndpoints } from '../../testing/useProxyEndpoints.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import { createAddLiquiditySteps } from '../dex/createAddLiquiditySteps.ts'
import { pairGasHeadroom } from '../dex/pairGasHeadroom.ts'
import { approve } from './approve.ts'
import { call } from './call.ts'
import { estimateGasLater } from './estimateGasLater.ts'
import { runSteps } from './runSteps.ts'

const chain = useLocalTestChain()
const endpoint = useProxyEndpoints(chain)
const [, trader] = devAccounts
let x: Address
let y: Address

const swapArgs = () =>
  [parseEther('10'), 0n, [x, y], trader, 2n ** 40n] as [bigint, bigint, Address[], Address, bigint]
const swapData = () =>
  encodeFunctionData({
    abi: uniswapV2Router02Abi,
    functionName: 'swapExactTokensForTokens',
    args: swapArgs(),
  })

/**
 * A new pair, made in the newest block: a swap estimated in that block's second skips the pair's
 * two price accumulators, which a swap a second later writes from zero (pairGasHeadroom).
 */
beforeAll(async () => {
  ;[x, y] = await deployAmmTestTokens(chain, trader, { supply: parseEther('1000000') })
  const router = chain.contracts.router
  // Approved before the pair is made, so that the pair's block stays the newest.
  await chain.runToDone([approve({ token: x, spender: router, amount: maxUint256 })], trader)
  await chain.runToDone([approve({ token: y, spender: router, amount: maxUint256 })], trader)
  await chain.runToDone(
    createAddLiquiditySteps({
      router,
      tokenA: x,
      tokenB: y,
      amountA: parseEther('1000'),
      amountB: parseEther('1000'),
      slippageBps: 50,
      recipient: trader,
      deadline: 2n ** 40n,
    }),
    trader,
  )
  // Estimates run in the pair's second from here on.
  await holdClock(chain)
}, 120_000)

describe('estimateGasLater', () => {
  it('sees the writes a block a minute on runs, which the plain estimate skips', async () => {
    const request = { account: trader, to: chain.contracts.router, data: swapData() }
    const plain = await chain.publicClient.estimateGas(request)
    const later = await estimateGasLater(chain.publicClient, request)
    // The two accumulators from zero: 2 x 22,100 gas, less what the skipped branch cost.
    expect(later! - plain).toBeGreaterThan(40_000n)
    // Through a provider-like endpoint that takes the overrides, the same figure.
    const { client } = await endpoint({ latencyMs: 100 })
    expect(await estimateGasLater(client, request)).toBe(later)
  })

  it('answers nothing where the endpoint refuses block overrides, and the step keeps its headroom', async () => {
    const { client, proxy } = await endpoint({ latencyMs: 100, maxParams: { eth_estimateGas: 3 } })
    const request = { account: trader, to: chain.contracts.router, data: swapData() }
    expect(await estimateGasLater(client, request)).toBeUndefined()
    expect(proxy.refusals().params).toBe(1)
    // The swap, read through that endpoint and landing a second after the pair's block, is
    // covered by its headroom as before.
    const outcome = await runSteps({
      publicClient: client,
      walletClient: await walletLandingLater(chain, 1),
      account: trader,
      steps: [
        call({
          address: chain.contracts.router,
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactTokensForTokens',
          args: swapArgs(),
          gasHeadroom: pairGasHeadroom(1),
        }),
      ],
    })
    expect(outcome.status).toBe('done')
    expect(proxy.refusals().params).toBe(2)
  })
})
