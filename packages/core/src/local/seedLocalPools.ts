import { type Address, erc20Abi, type PublicClient, parseEther, parseUnits, type WalletClient } from 'viem'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import type { LocalContracts } from './localDeployments.ts'

/** Each seeded pool: 100 ETH against 300,000 of a sample stablecoin (1 ETH = 3,000). */
const seedEth = parseEther('100')
/**
 * Whole tokens of each sample stablecoin a seeded pool takes: what `make start` mints to the
 * deployer (deployLocalInfrastructure's `stablecoinSupply`), so that it holds none afterwards.
 */
export const localPoolSeedStablecoins = 300_000n
const seedStable = localPoolSeedStablecoins

/**
 * Gives a fresh development chain the pools a new user expects to trade in at once: ETH/USDT and
 * ETH/USDC on the local AMM, 100 ETH against 300,000 of each stablecoin (1 ETH = 3,000), added by
 * the deployer (who holds the stablecoins' initial supply) and owned by it. A pool that already
 * exists is left alone, so running it twice adds nothing. `make start` runs it after a fresh
 * deployment; tests set up their own pools.
 *
 * @example
 * await seedLocalPools({ walletClient, publicClient, contracts: deployments.contracts })
 */
export async function seedLocalPools(parameters: {
  walletClient: WalletClient
  publicClient: PublicClient
  contracts: LocalContracts
}): Promise<{ seeded: Address[] }> {
  const { walletClient, publicClient, contracts } = parameters
  const account = walletClient.account
  if (!account) throw new Error('seedLocalPools: the wallet client needs an account')
  const wait = async (hash: Promise<`0x${string}`>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash })
    if (receipt.status !== 'success')
      throw new Error(`seedLocalPools: transaction ${receipt.transactionHash} reverted`)
  }
  const block = await publicClient.getBlock()
  // A node without a base fee (the berlin chain) takes only legacy gas prices: for a request from
  // one of its accounts that names no fee, anvil fills in EIP-1559 fees, which that hardfork
  // refuses (as in deployLocalInfrastructure).
  const fees = block.baseFeePerGas == null ? { gasPrice: await publicClient.getGasPrice() } : {}
  const seeded: Address[] = []
  for (const [token, decimals] of [
    [contracts.usdt, 6],
    [contracts.usdc, 18],
  ] as const) {
    const pair = await publicClient.readContract({
      address: contracts.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token, contracts.weth],
    })
    if (pair !== '0x0000000000000000000000000000000000000000') continue
    const amount = parseUnits(seedStable.toString(), decimals)
    await wait(
      walletClient.writeContract({
        account,
        chain: walletClient.chain,
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [contracts.router, amount],
        ...fees,
      }),
    )
    await wait(
      walletClient.writeContract({
        account,
        chain: walletClient.chain,
        address: contracts.router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [token, amount, amount, seedEth, account.address, block.timestamp + 3_600n],
        value: seedEth,
        ...fees,
      }),
    )
    seeded.push(token)
  }
  return { seeded }
}
