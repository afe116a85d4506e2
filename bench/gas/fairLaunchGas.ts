/**
 * The fair-launch part of the gas snapshot (bench/gas/gasSnapshot.ts): FairLaunchToken's mints by
 * plain transfer and by `mint()`, the mint that fills the cap and launches in the same transaction,
 * and `launch()` of a second token after its end without the cap.
 */
import { fairLaunchTokenAbi } from '@tokenbox/core/contracts/index.ts'
import { type Address, encodeFunctionData, type Hex, parseEther, zeroAddress } from 'viem'
import type { GasContext } from './gasContext.ts'

/** Measures FairLaunchToken's deployment, mints and both ways of launching into `context.gas`; returns the first token. */
export async function benchFairLaunch(context: GasContext): Promise<{ fairLaunch: Address }> {
  const { walletClient, walletFor, account, receiver, thirdAccount, clock } = context
  const { templateCode, send, record, deployToken, sendAs } = context
  const { router, lock } = context.contracts

  // Fair-launch token (issue 20, `/co/fa` and `/co/50?t=1`): 4 mints of 1,000 at 0.01 coin rising
  // to 0.0175 (premium 100%), 2 per address, 60% to the pool, LP locked. Mints by plain transfer as
  // "No dApp" minters send them, one by `mint()`, then the plain transfer that fills the cap and so
  // launches in the same transaction (pool minted on the pair made at deployment, LP locked, the
  // creator paid); then `launch()` of a second token after its end without the cap.
  const fairLaunchConfig = {
    name: 'Fair',
    symbol: 'FAIR',
    decimals: 18,
    owner: account,
    mintAmount: parseEther('1000'),
    mintFee: parseEther('0.01'),
    mintsPerAddress: 2,
    maxMints: 4,
    endTime: clock.timestamp + 86_400n,
    premiumBps: 10_000,
    refundBps: 8_000,
    liquidityBps: 6_000,
    condition: 0,
    conditionToken: zeroAddress,
    conditionAmount: 0n,
    vestingDuration: 0,
    router,
    locker: lock,
    lpLockDuration: 30 * 86_400,
  } as const
  const fairLaunch = await deployToken(
    'deploy FairLaunchToken (creates its pair; 60% to the pool, LP locked 30 days)',
    () =>
      walletClient.deployContract({
        abi: fairLaunchTokenAbi,
        bytecode: templateCode.FairLaunchToken,
        args: [fairLaunchConfig],
      }),
  )
  const recordFairMint = (label: string, minter: Address, value: bigint, data: Hex = '0x') =>
    sendAs(walletFor(minter), label, fairLaunch, data, value)
  await recordFairMint(
    'FairLaunchToken mint by plain transfer (a new minter, the exact price)',
    receiver,
    parseEther('0.01'),
  )
  await recordFairMint(
    'FairLaunchToken mint(1) (the same minter again)',
    receiver,
    parseEther('0.0125'),
    encodeFunctionData({ abi: fairLaunchTokenAbi, functionName: 'mint', args: [1n] }),
  )
  await recordFairMint(
    'FairLaunchToken mint by plain transfer with change back (a new minter)',
    thirdAccount,
    parseEther('0.02'),
  )
  await recordFairMint(
    'FairLaunchToken mint by plain transfer that fills the cap and launches (pool minted on the pair, LP locked, creator paid)',
    account,
    parseEther('0.0175'),
  )
  const endingFairLaunch = await deployToken('deploy FairLaunchToken (a second one, ending soon)', () =>
    walletClient.deployContract({
      abi: fairLaunchTokenAbi,
      bytecode: templateCode.FairLaunchToken,
      args: [{ ...fairLaunchConfig, endTime: clock.timestamp + 60n }],
    }),
  )
  await send(endingFairLaunch, '0x', parseEther('0.01'))
  clock.timestamp += 60n
  await record(
    'FairLaunchToken launch() after the end without the cap (pool minted on the pair, LP locked, creator paid)',
    endingFairLaunch,
    encodeFunctionData({ abi: fairLaunchTokenAbi, functionName: 'launch' }),
  )
  return { fairLaunch }
}
