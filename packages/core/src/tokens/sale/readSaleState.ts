import { type Address, type PublicClient, zeroAddress } from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { answersByView } from '../../evm/answersByView.ts'
import { readContractsAt } from '../../evm/readContractsAt.ts'
import { viewReads } from '../../evm/viewReads.ts'
import { isTokenBoxLocker } from '../../sharedContracts/isTokenBoxLocker.ts'
import { readTokenTemplate } from '../readTokenTemplate.ts'
import { isHubSaleTemplate } from '../tokenTemplates.ts'
import { findSaleHub } from './findSaleHub.ts'
import { readHubSaleState } from './readHubSaleState.ts'
import { type SalePhase, type SaleState, salePhases } from './saleState.ts'

// The sale's state types live in saleState.ts (shared with readHubSaleState); re-exported here.
export { type SalePhase, type SaleState, salePhases }

/** The list filter of the "no-dApp sale list" dialog (spec 001 section 4: ALL, In PROGRESS, OVER). */
export type SaleListFilter = 'all' | 'inProgress' | 'over'

/** Which phases a list filter keeps: in progress is buying; over is everything after it. */
export function matchesSaleFilter(phase: SalePhase, filter: SaleListFilter): boolean {
  if (filter === 'all') return true
  return filter === 'inProgress' ? phase === 'active' : phase !== 'active'
}

/**
 * A sale token's progress for the creator's and buyers' screens (a standard sale token's own, or
 * a `?t=1` tax token's from the hub that holds it, found when not given): phase, raised against the caps,
 * buyers, time left by the chain's clock, and the account's own contribution. Every value is read
 * at one block (through the chain's aggregator where it has one), so they agree with each other.
 *
 * @example
 * const sale = await readSaleState(publicClient, { token, account })
 * if (sale.phase === 'failed' && sale.account?.coin) offerRefund()
 */
export async function readSaleState(
  client: PublicClient,
  parameters: { token: Address; account?: Address | undefined; hub?: Address | undefined },
): Promise<SaleState> {
  const { token, account } = parameters
  const hub =
    parameters.hub ??
    (isHubSaleTemplate(await readTokenTemplate(client, { address: token }))
      ? await findSaleHub(client, token)
      : undefined)
  if (hub) return readHubSaleState(client, { token, hub, account })
  return readTokenSaleState(client, { token, account })
}

/**
 * The sale token's views behind its SaleState, read at one block with the account's books: exactly
 * the figures the state shows (this read follows every block while a sale page is open, so it
 * asks for nothing more; Manage Token's fuller list is readTokenDetails' templateViews.sale).
 */
const saleViews = [
  'name',
  'symbol',
  'decimals',
  'owner',
  'LAUNCH_WINDOW',
  'phase',
  'totalRaised',
  'hardCap',
  'softCap',
  'buyerCount',
  'endTime',
  'tokensPerCoin',
  'minContribution',
  'maxContribution',
  'liquidityBps',
  'lpLockDuration',
  'locker',
  'beneficiary',
] as const

/**
 * A standard sale token's own sale (`/co/50?t=0`: the token holds it), every value read at one
 * block (through the chain's aggregator where it has one), so they agree with each other. Without
 * an account the contribution and credit are not read.
 *
 * @example
 * const sale = await readTokenSaleState(publicClient, { token, account })
 */
export async function readTokenSaleState(
  client: PublicClient,
  { token, account }: { token: Address; account?: Address | undefined },
): Promise<SaleState> {
  const block = await client.getBlock({ blockTag: 'latest' })
  const sale = { address: token, abi: saleTokenAbi } as const
  // Without an account the zero address's books are read (nothing) and left out: one fixed list
  // of reads, each typed from the ABI.
  const buyer = account ?? zeroAddress
  const [answers, contribution, pendingRefund] = await readContractsAt(client, block.number, [
    viewReads(sale, saleViews),
    { ...sale, functionName: 'contributions', args: [buyer] },
    { ...sale, functionName: 'pendingRefunds', args: [buyer] },
  ])
  const views = answersByView(saleViews, answers)
  const end = BigInt(views.endTime)
  const chainTime = block.timestamp
  const lockSeconds = Number(views.lpLockDuration)
  return {
    token,
    name: views.name,
    symbol: views.symbol,
    decimals: Number(views.decimals),
    phase: salePhases[Number(views.phase)]!,
    raised: views.totalRaised,
    hardCap: views.hardCap,
    softCap: views.softCap,
    progressBps: Number((views.totalRaised * 10_000n) / views.hardCap),
    buyerCount: BigInt(views.buyerCount),
    endTime: end,
    secondsLeft: end > chainTime ? end - chainTime : 0n,
    chainTime,
    tokensPerCoin: views.tokensPerCoin,
    minContribution: views.minContribution,
    maxContribution: views.maxContribution,
    liquidityBps: Number(views.liquidityBps),
    lpLockDuration: lockSeconds,
    lockerTrusted: lockSeconds > 0 ? await isTokenBoxLocker(client, views.locker) : undefined,
    beneficiary: views.beneficiary,
    owner: views.owner,
    launchDeadline: end + BigInt(views.LAUNCH_WINDOW),
    account: account ? { coin: contribution[0], tokens: contribution[1], pendingRefund } : undefined,
  }
}
