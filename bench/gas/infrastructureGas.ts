/**
 * The infrastructure part of the gas snapshot (bench/gas/gasSnapshot.ts): the shared contracts
 * deployed by the product's own deploy function (Multicall3, WETH, the Uniswap V2 factory and
 * router, the sample stablecoins, TokenLocker, MultiSender, the multisig and launchpad factories),
 * then the operations users pay for most on them: an aggregate of reads, WETH in and out, a
 * stablecoin transfer, a pair's creation, liquidity in and out and swaps, fee-on-transfer included.
 */
import {
  multicall3Abi,
  sampleStablecoinAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
  wethAbi,
} from '@tokenbox/core/contracts/index.ts'
import { deterministicDeployer } from '@tokenbox/core/evm/deterministicDeployment.ts'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import type { LocalContracts } from '@tokenbox/core/local/localDeployments.ts'
import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '@tokenbox/core/testing/contracts/FeeOnTransferToken.ts'
import { type Address, encodeFunctionData, isAddressEqual, parseEther, parseUnits } from 'viem'
import { approveAllData, type ChainContext, deadline, type GasContext } from './gasContext.ts'

const aggregateCallCount = 10

const deploymentLabels: Record<keyof LocalContracts, string> = {
  multicall3: 'deploy Multicall3',
  weth: 'deploy WETH',
  factory: 'deploy UniswapV2Factory',
  router: 'deploy UniswapV2Router02',
  usdt: 'deploy SampleStablecoin (USDT, 6 decimals)',
  usdc: 'deploy SampleStablecoin (USDC, 18 decimals)',
  lock: 'deploy TokenLocker',
  send: 'deploy MultiSender',
  multisig: 'deploy MultisigFactory (with its MultisigWallet implementation)',
  launchpad: 'deploy LaunchpadFactory (with its Presale implementation)',
}

/**
 * Measures the deployment of every shared contract (deployLocalInfrastructure, one block each)
 * into `context.gas`, then sets the clock to its fixed point; returns the deployed addresses.
 */
export async function benchDeployments(context: ChainContext): Promise<LocalContracts> {
  const { publicClient, walletClient, build, clock, gas } = context
  // Deployments: through the product's own deploy function; each lands in its own block.
  const startBlock = await publicClient.getBlockNumber({ cacheTime: 0 })
  const deployments = await deployLocalInfrastructure({ walletClient, publicClient, build })
  const endBlock = await publicClient.getBlockNumber({ cacheTime: 0 })
  // Those blocks carry the wall clock: on a loaded machine it passed the clock read above by 12 s
  // or more, and the next block set 12 s after that read was refused as not after its parent.
  clock.timestamp = (await publicClient.getBlock({ blockNumber: endBlock })).timestamp
  // Dates travel in calldata (a sale's end, a lock's end), where a zero byte costs 4 gas and any
  // other 16: a date read off the wall clock made a deployment cost 12 gas more or less from one
  // run to the next (fresh6 of 0776d25 failed the gate so). From here the clock starts at a fixed
  // point of a 2^24-second cycle (low bytes 0x010101; the fourth byte changes twice a year and is
  // never zero before 2106), and every measured block is set 12 s after the last, so every date's
  // bytes, and the gas, are the same in every run.
  clock.timestamp = (((clock.timestamp >> 24n) + 1n) << 24n) + 0x010101n - 12n
  const labelByAddress = new Map(
    Object.entries(deployments.contracts).map(([key, address]) => [
      address.toLowerCase(),
      deploymentLabels[key as keyof LocalContracts],
    ]),
  )
  for (let number = startBlock + 1n; number <= endBlock; number++) {
    const block = await publicClient.getBlock({ blockNumber: number })
    for (const hash of block.transactions) {
      const receipt = await publicClient.getTransactionReceipt({ hash })
      // The token locker lives at its shared address: created through the deterministic deployment
      // proxy, so its receipt names the proxy, not a created contract.
      const created =
        receipt.contractAddress ??
        (receipt.to && isAddressEqual(receipt.to, deterministicDeployer)
          ? deployments.contracts.lock
          : undefined)
      const label = created && labelByAddress.get(created.toLowerCase())
      if (label) gas[label] = Number(receipt.gasUsed)
    }
  }
  return deployments.contracts
}

/**
 * Measures Multicall3, WETH, the stablecoin and the Uniswap V2 factory and router (liquidity,
 * swaps, a fee-on-transfer swap) into `context.gas`; returns the USDT/USDC pair.
 */
export async function benchInfrastructure(context: GasContext): Promise<{ pair: Address }> {
  const { publicClient, walletClient, account, receiver, nextBlock, send, record } = context
  const { multicall3, weth, factory, router, usdt, usdc } = context.contracts

  // Approvals are set-up, not measured.
  for (const token of [usdt, usdc]) {
    await send(token, approveAllData(router))
  }

  await record(
    `Multicall3 aggregate3 (${aggregateCallCount} balanceOf calls)`,
    multicall3,
    encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        Array.from({ length: aggregateCallCount }, () => ({
          target: usdt,
          allowFailure: false,
          callData: encodeFunctionData({
            abi: sampleStablecoinAbi,
            functionName: 'balanceOf',
            args: [account],
          }),
        })),
      ],
    }),
  )
  await record(
    'WETH deposit (first)',
    weth,
    encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    parseEther('1'),
  )
  await record(
    'WETH withdraw (half)',
    weth,
    encodeFunctionData({ abi: wethAbi, functionName: 'withdraw', args: [parseEther('0.5')] }),
  )
  await record(
    'SampleStablecoin transfer (to a new holder)',
    usdt,
    encodeFunctionData({
      abi: sampleStablecoinAbi,
      functionName: 'transfer',
      args: [receiver, parseUnits('100', 6)],
    }),
  )
  await record(
    'UniswapV2Factory createPair',
    factory,
    encodeFunctionData({ abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [usdt, usdc] }),
  )
  const stableAmount6 = parseUnits('1000000', 6)
  const stableAmount18 = parseUnits('1000000', 18)
  await record(
    'router addLiquidity (first deposit, existing pair)',
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidity',
      args: [usdt, usdc, stableAmount6, stableAmount18, 0n, 0n, account, deadline],
    }),
  )
  await record(
    'router addLiquidityETH (first deposit, creates the pair)',
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [usdt, parseUnits('300000', 6), 0n, 0n, account, deadline],
    }),
    parseEther('100'),
  )
  await record(
    'router swapExactTokensForTokens (1 hop)',
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [parseUnits('1000', 6), 0n, [usdt, usdc], account, deadline],
    }),
  )
  await record(
    'router swapExactETHForTokens (1 hop)',
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth, usdt], account, deadline],
    }),
    parseEther('1'),
  )

  // Fee-on-transfer: a test token that burns 1% of each transfer, paired with USDC.
  await nextBlock()
  const taxedHash = await walletClient.deployContract({
    abi: feeOnTransferTokenAbi,
    bytecode: feeOnTransferTokenBytecode,
    args: [100n, parseEther('1000000000')],
  })
  const taxed = (await publicClient.waitForTransactionReceipt({ hash: taxedHash })).contractAddress!
  await send(taxed, approveAllData(router))
  await send(
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidity',
      args: [taxed, usdc, parseEther('1000000'), stableAmount18 / 10n, 0n, 0n, account, deadline],
    }),
  )
  await record(
    'router swapExactTokensForTokensSupportingFeeOnTransferTokens (1 hop)',
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
      args: [parseEther('1000'), 0n, [taxed, usdc], account, deadline],
    }),
  )

  const pair = await publicClient.readContract({
    address: factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [usdt, usdc],
  })
  const shares = await publicClient.readContract({
    address: pair,
    abi: uniswapV2PairAbi,
    functionName: 'balanceOf',
    args: [account],
  })
  await send(pair, approveAllData(router))
  await record(
    'router removeLiquidity (half)',
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'removeLiquidity',
      args: [usdt, usdc, shares / 2n, 0n, 0n, account, deadline],
    }),
  )
  return { pair }
}
