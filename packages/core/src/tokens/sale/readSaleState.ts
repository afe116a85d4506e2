import type { Address, PublicClient } from 'viem'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { isTokenBoxLocker } from '../../lock/isTokenBoxLocker.ts'
import { readTokenTemplate } from '../readTokenTemplate.ts'
import { isHubSaleTemplate } from '../tokenTemplates.ts'
import { findSaleHub } from './findSaleHub.ts'
import { readHubSaleState } from './readHubSaleState.ts'
import { type SalePhase, type SaleState, salePhases } from './saleState.ts'

// The sale's state types live in saleState.ts (shared with readHubSaleState); re-exported here.
export { type SalePhase, type SaleState, salePhases }

/** The list filter of the "no-dApp sale list" dialog (spec 001 section 4: ALL, In PROGRESS, OVER). */
export type SaleListFilter = 'all' | 'inProgress' | 'over'

const views = [
  'name',
  'symbol',
  'decimals',
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
  'owner',
  'LAUNCH_WINDOW',
] as const

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
  const block = await client.getBlock({ blockTag: 'latest' })
  const blockNumber = block.number
  const contracts = [
    ...views.map((functionName) => ({ address: token, abi: saleTokenAbi, functionName })),
    ...(account
      ? [
          { address: token, abi: saleTokenAbi, functionName: 'contributions', args: [account] },
          { address: token, abi: saleTokenAbi, functionName: 'pendingRefunds', args: [account] },
        ]
      : []),
  ]
  const values = (
    client.chain?.contracts?.multicall3
      ? await client.multicall({ contracts: contracts as never, allowFailure: false, blockNumber })
      : await Promise.all(
          contracts.map((read) =>
            client.readContract({ ...read, blockNumber } as Parameters<PublicClient['readContract']>[0]),
          ),
        )
  ) as unknown[]
  const byName = Object.fromEntries(views.map((view, index) => [view, values[index]])) as Record<
    (typeof views)[number],
    unknown
  >
  const raised = byName.totalRaised as bigint
  const hardCap = byName.hardCap as bigint
  const endTime = byName.endTime as bigint
  const chainTime = block.timestamp
  const contribution = values[views.length] as readonly [bigint, bigint] | undefined
  const lpLockDuration = Number(byName.lpLockDuration)
  return {
    token,
    name: byName.name as string,
    symbol: byName.symbol as string,
    decimals: Number(byName.decimals),
    phase: salePhases[Number(byName.phase)]!,
    raised,
    hardCap,
    softCap: byName.softCap as bigint,
    progressBps: Number((raised * 10_000n) / hardCap),
    buyerCount: byName.buyerCount as bigint,
    endTime,
    secondsLeft: endTime > chainTime ? endTime - chainTime : 0n,
    chainTime,
    tokensPerCoin: byName.tokensPerCoin as bigint,
    minContribution: byName.minContribution as bigint,
    maxContribution: byName.maxContribution as bigint,
    liquidityBps: Number(byName.liquidityBps),
    lpLockDuration,
    lockerTrusted: lpLockDuration > 0 ? await isTokenBoxLocker(client, byName.locker as Address) : undefined,
    beneficiary: byName.beneficiary as Address,
    owner: byName.owner as Address,
    launchDeadline: endTime + (byName.LAUNCH_WINDOW as bigint),
    account: contribution
      ? { coin: contribution[0], tokens: contribution[1], pendingRefund: values[views.length + 1] as bigint }
      : undefined,
  }
}
