/**
 * The finance part of the gas snapshot (bench/gas/gasSnapshot.ts): the shared FinanceFactory, an
 * Earn pool's creation, stakes and redemption, and a Dollar Beans pool's deposits and withdrawal.
 */
import {
  beanPoolAbi,
  earnPoolAbi,
  financeFactoryAbi,
  sampleStablecoinAbi,
} from '@tokenbox/core/contracts/index.ts'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { approveAllData, type GasContext } from './gasContext.ts'

/**
 * Measures FinanceFactory, EarnPool and BeanPool into `context.gas`, the Earn pool staking `token`
 * (a plain ERC20 the account holds); returns the factory and the two implementations.
 */
export async function benchFinance(
  context: GasContext,
  token: Address,
): Promise<{ factory: Address; earnImplementation: Address; beanImplementation: Address }> {
  const { publicClient, walletClient, walletFor, account, thirdAccount, clock } = context
  const { templateCode, send, record, deployToken, sendAs } = context
  const { usdt } = context.contracts

  // Finance (issue 24): the shared FinanceFactory, an Earn pool (created funded, a 30-day stake,
  // its redemption at maturity) and a Dollar Beans pool in the sample USDT (a first deposit, a
  // referred one that pays the referral bonus, a withdrawal of earnings after ten days).
  const factory = await deployToken(
    'deploy FinanceFactory (shared, with its Earn and bean implementations)',
    () => walletClient.deployContract({ abi: financeFactoryAbi, bytecode: templateCode.FinanceFactory }),
  )
  const read = (functionName: 'predictEarnPool' | 'predictBeanPool') =>
    publicClient.readContract({ address: factory, abi: financeFactoryAbi, functionName, args: [account] })
  const earn = await read('predictEarnPool')
  await send(token, approveAllData(factory))
  await record(
    'FinanceFactory createEarnPool (four periods, funded)',
    factory,
    encodeFunctionData({
      abi: financeFactoryAbi,
      functionName: 'createEarnPool',
      args: [
        {
          token,
          totalStakeLimit: 0n,
          userStakeLimit: 0n,
          earlyRedemption: true,
          earlyFeeBps: 500,
          rewardFund: parseEther('100000'),
          options: [
            { duration: 7 * 86_400, aprBps: 500 },
            { duration: 30 * 86_400, aprBps: 800 },
            { duration: 90 * 86_400, aprBps: 1_200 },
            { duration: 180 * 86_400, aprBps: 2_000 },
          ],
        },
      ],
    }),
  )
  await send(token, approveAllData(earn))
  const earnCall = (functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi: earnPoolAbi, functionName, args } as never)
  await record('EarnPool stake (first)', earn, earnCall('stake', [1n, parseEther('1000')]))
  await record('EarnPool stake (second)', earn, earnCall('stake', [1n, parseEther('1000')]))
  clock.timestamp += 30n * 86_400n
  await record('EarnPool redeem (at maturity)', earn, earnCall('redeem', [0n]))

  const beans = await read('predictBeanPool')
  await record(
    'FinanceFactory createBeanPool (Dollar Beans, USDT)',
    factory,
    encodeFunctionData({ abi: financeFactoryAbi, functionName: 'createBeanPool', args: [0, usdt] }),
  )
  const approveUsdt = encodeFunctionData({
    abi: sampleStablecoinAbi,
    functionName: 'approve',
    args: [beans, maxUint256],
  })
  const beanCall = (functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi: beanPoolAbi, functionName, args } as never)
  // The pool books flows in hourly buckets: a deposit that opens a new hour writes two slots
  // from zero. Both deposits fall in the first minute of one hour, whatever the wall clock.
  clock.timestamp = (clock.timestamp / 3_600n + 1n) * 3_600n
  await send(usdt, approveUsdt)
  await record(
    'BeanPool deposit (first, no referrer)',
    beans,
    beanCall('deposit', [parseUnits('1000', 6), zeroAddress]),
  )
  const depositor = walletFor(thirdAccount)
  await send(
    usdt,
    encodeFunctionData({
      abi: sampleStablecoinAbi,
      functionName: 'transfer',
      args: [thirdAccount, parseUnits('1000', 6)],
    }),
  )
  const sendAsDepositor = (label: string | undefined, data: Hex, to: Address = beans) =>
    sendAs(depositor, label, to, data)
  await sendAsDepositor(undefined, approveUsdt, usdt)
  await sendAsDepositor(
    'BeanPool deposit (first, referred: binds, lifts the count, pays the bonus)',
    beanCall('deposit', [parseUnits('1000', 6), account]),
  )
  clock.timestamp += 10n * 86_400n
  await record(
    'BeanPool withdraw (earnings after ten days)',
    beans,
    beanCall('withdraw', [parseUnits('100', 6)]),
  )
  const implementation = (functionName: 'earnImplementation' | 'beanImplementation') =>
    publicClient.readContract({ address: factory, abi: financeFactoryAbi, functionName })
  return {
    factory,
    earnImplementation: await implementation('earnImplementation'),
    beanImplementation: await implementation('beanImplementation'),
  }
}
