import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { type Address, createWalletClient, erc20Abi, http, type TransactionReceipt } from 'viem'
import { hardhat } from 'viem/chains'
import { directSwapGas } from './directGas.ts'
import type { Stack } from './startStack.ts'

/**
 * Sells `amount` of `token` for the native coin straight through the local router, from
 * `seller` (a node account) outside the app, as any wallet would: approves the router for the
 * amount, then swaps with the fee-on-transfer-safe path to the seller. Returns the swap's receipt,
 * whatever its status: the caller says what the sell must do. `gas` is the swap's fixed limit
 * ({@link directSwapGas}; more for the dividend tokens, whose sell pays holders).
 *
 * @example
 * expect((await sellThroughRouter(stack, { seller: buyer, token, amount: parseEther('1000') })).status).toBe('success')
 */
export async function sellThroughRouter(
  stack: Stack,
  {
    seller,
    token,
    amount,
    gas = directSwapGas,
  }: { seller: Address; token: Address; amount: bigint; gas?: bigint },
): Promise<TransactionReceipt> {
  const { router, weth } = stack.deployments.contracts
  const wallet = createWalletClient({ account: seller, chain: hardhat, transport: http(stack.rpcUrl) })
  const mined = async (hash: Promise<`0x${string}`>) =>
    stack.publicClient.waitForTransactionReceipt({ hash: await hash })
  await mined(
    wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
  )
  return mined(
    wallet.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      gas,
      args: [amount, 1n, [token, weth], seller, 2n ** 40n],
    }),
  )
}
