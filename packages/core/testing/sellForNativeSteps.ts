import { type Address, erc20Abi } from 'viem'
import { expect } from 'vitest'
import { uniswapV2Router02Abi } from '../src/contracts/UniswapV2Router02.abi.ts'
import { pairGasHeadroom } from '../src/dex/pairGasHeadroom.ts'
import { call } from '../src/transactions/call.ts'
import { runSteps } from '../src/transactions/runSteps.ts'
import type { CallStep } from '../src/transactions/types.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * The two calls that sell `amount` of `token` for the native coin on the chain's router, as a
 * holder's wallet would: the approval of exactly that amount, then the swap that tolerates a
 * transfer fee, the coin paid to `seller`, no minimum out. The swap carries the pair headroom the
 * product's own swap steps give it (createSwapSteps: one pair, plus one for a fee-taking token):
 * right after a launch creates the pool, the node estimates in the launch's second and the sale
 * lands in the next, where the new pair writes its price accumulators from zero (pairGasHeadroom).
 *
 * @example
 * await chain.runToDone(sellForNativeSteps(chain, { token, amount: parseEther('1000'), seller: buyer }), buyer)
 */
export function sellForNativeSteps(
  chain: LocalTestChain,
  {
    token,
    amount,
    seller,
    deadline = 2n ** 40n,
  }: { token: Address; amount: bigint; seller: Address; deadline?: bigint },
): CallStep[] {
  const { router, weth } = chain.contracts
  return [
    call({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
    call({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      args: [amount, 0n, [token, weth], seller, deadline],
      gasHeadroom: pairGasHeadroom(2),
    }),
  ]
}

/**
 * Sells as {@link sellForNativeSteps} describes through the step runner with the steps' own gas
 * (no test headroom beyond the product's, unlike `chain.runToDone`), and expects the run done.
 *
 * @example
 * await expectSoldForNative(chain, { token, amount: parseEther('1000'), seller: buyer })
 */
export async function expectSoldForNative(
  chain: LocalTestChain,
  sale: { token: Address; amount: bigint; seller: Address },
): Promise<void> {
  const { publicClient, walletClient } = chain
  const steps = sellForNativeSteps(chain, sale)
  const sold = await runSteps({ publicClient, walletClient, account: sale.seller, steps })
  // The whole result, so a failure shows its message.
  expect(sold).toMatchObject({ status: 'done' })
}
