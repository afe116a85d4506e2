import { type Address, erc20Abi, maxUint256 } from 'viem'
import { type Amm, deadline } from './deployAmm.ts'

type Trader = Amm['other']

/**
 * `wallet` approves the router for USDT and `token`, then buys `token` with `usdtIn` USDT
 * (fee-on-transfer path); returns the router as the trader and the sell back to USDT.
 *
 * @example
 * const { sellForUsdt } = await buyWithUsdt(amm, other, token.address, parseUnits('1000', 6))
 * await sellForUsdt((await token.read.balanceOf([trader])) / 2n)
 */
export async function buyWithUsdt(
  amm: Pick<Amm, 'viem' | 'router' | 'usdt'>,
  wallet: Trader,
  token: Address,
  usdtIn: bigint,
) {
  const { viem, router, usdt } = amm
  for (const coin of [usdt.address, token]) {
    await wallet.writeContract({
      address: coin,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router.address, maxUint256],
    })
  }
  const routerAsTrader = await viem.getContractAt('UniswapV2Router02', router.address, { client: { wallet } })
  await routerAsTrader.write.swapExactTokensForTokensSupportingFeeOnTransferTokens([
    usdtIn,
    0n,
    [usdt.address, token],
    wallet.account.address,
    deadline,
  ])
  /** Sells `amount` of `token` back for USDT, as the trader: the transaction hash. */
  const sellForUsdt = (amount: bigint) =>
    routerAsTrader.write.swapExactTokensForTokensSupportingFeeOnTransferTokens([
      amount,
      0n,
      [token, usdt.address],
      wallet.account.address,
      deadline,
    ])
  return { routerAsTrader, sellForUsdt }
}
