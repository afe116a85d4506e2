import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { type Address, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { hardhat } from 'viem/chains'
import type { Stack } from './startStack.ts'

/**
 * Adds `tokens` of `token` and `coin` of ETH to the local AMM's token/WETH pool as `account`
 * (an approval, then the router's addLiquidityETH, each mined before the next), as a user would on
 * any DEX site; the LP tokens go to `account`. Sets up the pools the DEX screens are tested on.
 *
 * @example
 * await addLiquidityEth(stack, deployer, usdt, parseUnits('300000', 6), parseEther('100'))
 */
export async function addLiquidityEth(
  stack: Stack,
  account: Address,
  token: Address,
  tokens: bigint,
  coin: bigint,
): Promise<void> {
  const { router } = stack.deployments.contracts
  const from = createWalletClient({ account, chain: hardhat, transport: http(stack.rpcUrl) })
  const wait = async (hash: Promise<Hex>) =>
    stack.publicClient.waitForTransactionReceipt({ hash: await hash })
  await wait(
    from.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, tokens] }),
  )
  await wait(
    from.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [token, tokens, 0n, 0n, account, 2n ** 40n],
      value: coin,
    }),
  )
}
