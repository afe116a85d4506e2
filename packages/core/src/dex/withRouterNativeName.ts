import type { Abi } from 'viem'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import type { Step } from '../transactions/types.ts'

const renamedAbis = new Map<string, Abi>()

/** The Uniswap V2 router ABI with `ETH` in every function name replaced by `nativeName`. */
function routerAbiNamed(nativeName: string): Abi {
  let abi = renamedAbis.get(nativeName)
  if (!abi) {
    abi = uniswapV2Router02Abi.map((item) =>
      item.type === 'function' && item.name.includes('ETH')
        ? { ...item, name: item.name.replace('ETH', nativeName) }
        : item,
    ) as Abi
    renamedAbis.set(nativeName, abi)
  }
  return abi
}

/**
 * Steps built for a Uniswap V2 router, adapted to a router that names its native-coin functions
 * after its coin (the catalogue's `routerNativeName`: TraderJoe V1 and Pangolin on Avalanche call
 * them swapExactAVAXForTokens, addLiquidityAVAX, removeLiquidityAVAXWithPermit...). Their
 * arguments are the same, only the names and so the selectors differ: every router call whose
 * function name holds `ETH` is renamed, with an ABI that has the renamed function. Steps are
 * returned unchanged where `nativeName` is unset (the Uniswap V2 names).
 *
 * @example
 * withRouterNativeName(createSwapSteps({ router: joe, nativeIn: true, ... }), 'AVAX')
 * // the call step now calls swapExactAVAXForTokens
 */
export function withRouterNativeName(steps: Step[], nativeName: string | undefined): Step[] {
  if (!nativeName) return steps
  return steps.map((step) =>
    step.type === 'call' && step.abi === uniswapV2Router02Abi && step.functionName.includes('ETH')
      ? {
          ...step,
          abi: routerAbiNamed(nativeName),
          functionName: step.functionName.replace('ETH', nativeName),
        }
      : step,
  )
}
