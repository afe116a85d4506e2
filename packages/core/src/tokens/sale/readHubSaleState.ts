import { type Address, erc20Abi, type PublicClient } from 'viem'
import { taxSaleTokenAbi } from '../../contracts/TaxSaleToken.abi.ts'
import { tokenSaleHubAbi } from '../../contracts/TokenSaleHub.abi.ts'
import { isTokenBoxLocker } from '../../lock/isTokenBoxLocker.ts'
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
  const blockNumber = block.number
  const read = <T>(request: object) =>
    client.readContract({ ...request, blockNumber } as Parameters<
      PublicClient['readContract']
    >[0]) as Promise<T>
  const [name, symbol, decimals, owner, launchWindow, sale, phase, contribution, credit] = await Promise.all([
    read<string>({ address: token, abi: erc20Abi, functionName: 'name' }),
    read<string>({ address: token, abi: erc20Abi, functionName: 'symbol' }),
    read<number>({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    read<Address>({ address: token, abi: taxSaleTokenAbi, functionName: 'owner' }),
    read<bigint>({ address: hub, abi: tokenSaleHubAbi, functionName: 'LAUNCH_WINDOW' }),
    read<{
      beneficiary: Address
      endTime: number
      liquidityBps: number
      lpLockDuration: number
      locker: Address
      tokensPerCoin: bigint
      totalRaised: bigint
      hardCap: bigint
      softCap: bigint
      buyerCount: number
      minContribution: bigint
      maxContribution: bigint
    }>({ address: hub, abi: tokenSaleHubAbi, functionName: 'saleOf', args: [token] }),
    read<number>({ address: hub, abi: tokenSaleHubAbi, functionName: 'phase', args: [token] }),
    account
      ? read<readonly [bigint, bigint]>({
          address: hub,
          abi: tokenSaleHubAbi,
          functionName: 'contributions',
          args: [token, account],
        })
      : undefined,
    account
      ? read<bigint>({ address: hub, abi: tokenSaleHubAbi, functionName: 'credits', args: [account] })
      : undefined,
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
    account:
      contribution && credit !== undefined
        ? { coin: contribution[0], tokens: contribution[1], pendingRefund: credit }
        : undefined,
  }
}
