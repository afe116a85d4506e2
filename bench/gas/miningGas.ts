/**
 * The mining part of the gas snapshot (bench/gas/gasSnapshot.ts): a Free pool of the shared
 * MiningFactory and the sequence a staker runs on it.
 */
import { miningFactoryAbi, miningPoolAbi } from '@tokenbox/core/contracts/index.ts'
import { miningConfig } from '@tokenbox/core/mining/miningConfig.ts'
import { type Address, encodeFunctionData, parseEther, zeroAddress } from 'viem'
import { approveAllData, deployReferenceERC20, type GasContext } from './gasContext.ts'

/**
 * Measures the MiningFactory's deployment, a Free pool's creation and a staker's calls into
 * `context.gas`; returns the factory, the pool implementation and the reward token (the account
 * holds the rest of its supply, which the finance figures stake).
 */
export async function benchMining(
  context: GasContext,
): Promise<{ factory: Address; implementation: Address; rewardToken: Address }> {
  const { publicClient, walletClient, account, templateCode, send, record, deployToken } = context

  // Mining: a Free pool of the shared MiningFactory, the sequence a staker runs (first stake, a
  // second stake, claim, part unstake, then the calls that also pay what is owed, as MasterChef's
  // deposit and withdraw do). The real MasterChef's figures, measured the same way (one
  // transaction per block, 12 s apart), are in bench/results/gas-anchors.json; the side by side
  // is bench/results/gas-vs-anchors.md (bench/gas/anchorComparison.ts).
  const miningFactory = await deployToken(
    'deploy MiningFactory (shared, with its MiningPool implementation)',
    () => walletClient.deployContract({ abi: miningFactoryAbi, bytecode: templateCode.MiningFactory }),
  )
  const miningStake = await deployReferenceERC20(context, 'deploy ReferenceERC20 (mining stake token)')
  const miningReward = await deployReferenceERC20(context, 'deploy ReferenceERC20 (mining reward token)')
  await send(miningReward, approveAllData(miningFactory))
  const freeConfig = miningConfig({
    stakeToken: miningStake,
    rewardToken: miningReward,
    rewardPerSecond: parseEther('1'),
    rewardFund: parseEther('1000000'),
  })
  const miningPool = await publicClient.readContract({
    address: miningFactory,
    abi: miningFactoryAbi,
    functionName: 'predictPool',
    args: [account, freeConfig],
  })
  const createPoolData = encodeFunctionData({
    abi: miningFactoryAbi,
    functionName: 'createPool',
    args: [freeConfig],
  })
  await record('MiningFactory createPool (Free, funded)', miningFactory, createPoolData)
  await record(
    'MiningFactory createPool (Free, funded, the same creator again)',
    miningFactory,
    createPoolData,
  )
  await send(miningStake, approveAllData(miningPool))
  const poolCall = (functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi: miningPoolAbi, functionName, args } as never)
  const staked = parseEther('100')
  await record('MiningPool stake (first)', miningPool, poolCall('stake', [0n, staked, zeroAddress]))
  await record('MiningPool stake (second)', miningPool, poolCall('stake', [0n, staked, zeroAddress]))
  await record('MiningPool claim', miningPool, poolCall('claim', []))
  await record('MiningPool unstake (part)', miningPool, poolCall('unstake', [0n, staked / 2n]))
  await record(
    'MiningPool stakeAndClaim (pays what is owed)',
    miningPool,
    poolCall('stakeAndClaim', [0n, staked, zeroAddress]),
  )
  await record(
    'MiningPool unstakeAndClaim (part, pays what is owed)',
    miningPool,
    poolCall('unstakeAndClaim', [0n, staked / 2n]),
  )
  const miningImplementation = await publicClient.readContract({
    address: miningFactory,
    abi: miningFactoryAbi,
    functionName: 'implementation',
  })
  return { factory: miningFactory, implementation: miningImplementation, rewardToken: miningReward }
}
