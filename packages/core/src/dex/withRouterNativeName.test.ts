import { encodeFunctionData, parseEther, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import type { CallStep } from '../transactions/types.ts'
import { createAddLiquiditySteps } from './createAddLiquiditySteps.ts'
import { createRemoveLiquiditySteps } from './createRemoveLiquiditySteps.ts'
import { createSwapSteps } from './createSwapSteps.ts'
import { withRouterNativeName } from './withRouterNativeName.ts'

const router = '0x60aE616a2155Ee3d9A68541Ba4544862310933d4'
const token = '0x00000000000000000000000000000000000000a1'
const wavax = '0x00000000000000000000000000000000000000b2'
const account = '0x00000000000000000000000000000000000000c3'
const pair = '0x00000000000000000000000000000000000000d4'
const deadline = 2n ** 40n

/** The router call of some steps, with the selector of its calldata. */
function routerCall(steps: readonly { type: string }[]) {
  const step = steps.find((candidate) => candidate.type === 'call') as CallStep
  const args = typeof step.args === 'function' ? undefined : step.args
  const data = args
    ? encodeFunctionData({ abi: step.abi, functionName: step.functionName, args } as never)
    : undefined
  return { name: step.functionName, selector: data?.slice(0, 10), step }
}

describe('withRouterNativeName', () => {
  it('renames the native-coin swaps to the AVAX names, whose selectors TraderJoe and Pangolin answer', () => {
    const steps = createSwapSteps({
      router,
      path: [wavax, token],
      kind: 'exactIn',
      amountIn: parseEther('1'),
      amountOut: 1000n,
      slippageBps: 50,
      nativeIn: true,
      recipient: account,
      deadline,
      routerNativeName: 'AVAX',
    })
    const { name, selector, step } = routerCall(steps)
    expect(name).toBe('swapExactAVAXForTokens')
    expect(selector).toBe(toFunctionSelector('swapExactAVAXForTokens(uint256,address[],address,uint256)'))
    expect(step.value).toBe(parseEther('1'))
    // The same arguments as the Uniswap V2 function: only the selector differs.
    const encode = (abi: typeof step.abi, functionName: string) =>
      encodeFunctionData({ abi, functionName, args: step.args } as never)
    expect(encode(step.abi, 'swapExactAVAXForTokens').slice(10)).toBe(
      encode(uniswapV2Router02Abi, 'swapExactETHForTokens').slice(10),
    )
  })

  it('renames adding and removing liquidity with the coin, permit and fee-on-transfer variants included', () => {
    const add = createAddLiquiditySteps({
      router,
      tokenA: token,
      tokenB: wavax,
      amountA: 1000n,
      amountB: parseEther('1'),
      native: 'B',
      slippageBps: 50,
      recipient: account,
      deadline,
      routerNativeName: 'AVAX',
    })
    expect(routerCall(add).name).toBe('addLiquidityAVAX')
    expect(routerCall(add).selector).toBe(
      toFunctionSelector('addLiquidityAVAX(address,uint256,uint256,uint256,address,uint256)'),
    )
    const position = {
      pair,
      token0: token,
      token1: wavax,
      reserve0: 1000n,
      reserve1: parseEther('1'),
      totalSupply: 100n,
      liquidity: 50n,
      slippageBps: 50,
      router,
      wrapped: wavax,
      receiveNative: true,
      recipient: account,
      deadline,
      chainId: 43114,
      routerNativeName: 'AVAX',
    } as const
    const approved = createRemoveLiquiditySteps({ ...position, permit: undefined })
    expect(routerCall(approved).name).toBe('removeLiquidityAVAXSupportingFeeOnTransferTokens')
    expect(routerCall(approved).selector).toBe(
      toFunctionSelector(
        'removeLiquidityAVAXSupportingFeeOnTransferTokens(address,uint256,uint256,uint256,address,uint256)',
      ),
    )
    const permitted = createRemoveLiquiditySteps({
      ...position,
      permit: { name: 'Joe LP Token', version: '1', nonce: 0n },
    })
    expect(routerCall(permitted).name).toBe('removeLiquidityAVAXWithPermitSupportingFeeOnTransferTokens')
  })

  it('leaves the Uniswap V2 names, token-only calls and other steps alone', () => {
    const swap = createSwapSteps({
      router,
      path: [token, wavax],
      kind: 'exactIn',
      amountIn: 1000n,
      amountOut: parseEther('1'),
      slippageBps: 50,
      recipient: account,
      deadline,
    })
    expect(withRouterNativeName(swap, undefined)).toBe(swap)
    expect(routerCall(swap).name).toBe('swapExactTokensForTokens')
    const renamed = withRouterNativeName(swap, 'AVAX')
    expect(renamed[0]).toBe(swap[0])
    expect(routerCall(renamed).name).toBe('swapExactTokensForTokens')
    expect(routerCall(renamed).step.abi).toBe(uniswapV2Router02Abi)
  })
})
