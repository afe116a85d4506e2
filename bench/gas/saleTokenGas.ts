/**
 * The sale token part of the gas snapshot (bench/gas/gasSnapshot.ts): SaleToken, whose sale the
 * token holds itself: buys by plain native transfer and the owner's launch during the sale.
 */
import { saleTokenAbi } from '@tokenbox/core/contracts/index.ts'
import { type Address, encodeFunctionData, parseEther } from 'viem'
import type { GasContext } from './gasContext.ts'

/** Measures SaleToken's deployment, plain-transfer buys and launch into `context.gas`; returns the token. */
export async function benchSaleToken(context: GasContext): Promise<{ sale: Address }> {
  const { walletClient, walletFor, account, receiver, thirdAccount, clock } = context
  const { templateCode, record, deployToken, sendAs } = context
  const { router, lock } = context.contracts

  // Sale token (issue 20, measured after the domains before it so that their figures keep their
  // chain state): a buy by
  // a plain native transfer from a second wallet, as "No dApp Version" buyers send it, and the
  // launch by the owner during the sale (the pair is created by it, the LP locked in the locker).
  const sale = await deployToken('deploy SaleToken (60% to the pool, LP locked 30 days)', () =>
    walletClient.deployContract({
      abi: saleTokenAbi,
      bytecode: templateCode.SaleToken,
      args: [
        {
          name: 'Sale',
          symbol: 'SALE',
          decimals: 18,
          totalSupply: parseEther('200000'),
          owner: account,
          tokensPerCoin: parseEther('1000'),
          hardCap: parseEther('100'),
          softCap: 0n,
          minContribution: parseEther('0.1'),
          maxContribution: parseEther('10'),
          endTime: clock.timestamp + 86_400n,
          liquidityBps: 6_000,
          router,
          locker: lock,
          lpLockDuration: 30 * 86_400,
        },
      ],
    }),
  )
  const recordPlainBuy = (label: string, buyer: Address, value: bigint) =>
    sendAs(walletFor(buyer), label, sale, '0x', value)
  await recordPlainBuy("SaleToken buy by plain transfer (the sale's first buy)", receiver, parseEther('1'))
  await recordPlainBuy('SaleToken buy by plain transfer (1 coin, a new buyer)', thirdAccount, parseEther('1'))
  await recordPlainBuy('SaleToken buy by plain transfer (the same buyer again)', receiver, parseEther('1'))
  await recordPlainBuy(
    'SaleToken buy by plain transfer above the maximum (buys up to it, refunds the rest)',
    thirdAccount,
    parseEther('10'),
  )
  await record(
    'SaleToken startTrading (owner during the sale: creates the pair, adds liquidity, locks the LP, pays the owner, burns the unsold)',
    sale,
    encodeFunctionData({ abi: saleTokenAbi, functionName: 'startTrading' }),
  )
  return { sale }
}
