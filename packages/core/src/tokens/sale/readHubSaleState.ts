import { type Address, erc20Abi, type PublicClient, zeroAddress } from 'viem'
import { taxSaleTokenAbi } from '../../contracts/TaxSaleToken.abi.ts'
import { tokenSaleHubAbi } from '../../contracts/TokenSaleHub.abi.ts'
import { readContractsAt } from '../../evm/readContractsAt.ts'
import { isTokenBoxLocker } from '../../sharedContracts/isTokenBoxLocker.ts'
import { type SaleState, salePhases } from './saleState.ts'

/**
 * A hub sale's progress (a `?t=1` tax token, whose sale the chain's TokenSaleHub holds), in the same
 * shape as a standard sale token's: the token's name and owner, the hub's terms, books and phase,
 * and the account's contribution and credit, all at one block.
 *
 * @example
 * const sale = await readHubSaleState(publicClient, { token, hub, account })
 */
export async function readHubSaleState(
  client: PublicClient,
  parameters: { token: Address; hub: Address; account?: Address | undefined },
): Promise<SaleState> {
  const { token, hub, account } = parameters
  const block = await client.getBlock({ blockTag: 'latest' })
  const hubSale = { address: hub, abi: tokenSaleHubAbi } as const
  // Without an account the zero address's books are read (nothing) and left out: one fixed list
  // of reads, each typed from the ABI.
  const buyer = account ?? zeroAddress
  const [name, symbol, decimals, owner, launchWindow, sale, phase, contribution, credit] =
    await readContractsAt(client, block.number, [
      { address: token, abi: erc20Abi, functionName: 'name' },
      { address: token, abi: erc20Abi, functionName: 'symbol' },
      { address: token, abi: erc20Abi, functionName: 'decimals' },
      { address: token, abi: taxSaleTokenAbi, functionName: 'owner' },
      { ...hubSale, functionName: 'LAUNCH_WINDOW' },
      { ...hubSale, functionName: 'saleOf', args: [token] },
      { ...hubSale, functionName: 'phase', args: [token] },
      { ...hubSale, functionName: 'contributions', args: [token, buyer] },
      { ...hubSale, functionName: 'credits', args: [buyer] },
    ])
  const endTime = BigInt(sale.endTime)
  const chainTime = block.timestamp
  return {
    token,
    hub,
    name,
    symbol,
    decimals: Number(decimals),
    phase: salePhases[Number(phase)]!,
    raised: sale.totalRaised,
    hardCap: sale.hardCap,
    softCap: sale.softCap,
    progressBps: Number((sale.totalRaised * 10_000n) / sale.hardCap),
    buyerCount: BigInt(sale.buyerCount),
    endTime,
    secondsLeft: endTime > chainTime ? endTime - chainTime : 0n,
    chainTime,
    tokensPerCoin: sale.tokensPerCoin,
    minContribution: sale.minContribution,
    maxContribution: sale.maxContribution,
    liquidityBps: Number(sale.liquidityBps),
    lpLockDuration: Number(sale.lpLockDuration),
    lockerTrusted: sale.lpLockDuration > 0 ? await isTokenBoxLocker(client, sale.locker) : undefined,
    beneficiary: sale.beneficiary,
    owner,
    launchDeadline: endTime + launchWindow,
    account: account ? { coin: contribution[0], tokens: contribution[1], pendingRefund: credit } : undefined,
  }
}
