import { type Address, erc20Abi, type PublicClient } from 'viem'
import { flowsAfterLaunch, loggedSupply } from './tokenHistory.ts'
import type { TransferMove } from './transferBalances.ts'

/** Tokens created after the launch that no Transfer announced, who got them and how many went into the pools. */
export type UnannouncedMints = { created: bigint; receiver: Address; pooled: bigint }

export type ReadUnannouncedMintsParameters = {
  token: Address
  /** The supply at `toBlock`. */
  totalSupply: bigint
  /** The token's Transfer history up to `toBlock`, in chain order. */
  moves: readonly TransferMove[]
  pairs: readonly Address[]
  toBlock?: bigint | undefined
}

/** The wallets that sent the most into the pools after the launch, whose balances are read then and now. */
const sendersRead = 5

/**
 * Supply created after the token started trading without a Transfer from 0x0 (an `issue` that
 * announces nothing, a "sync" that credits its caller): what the logs cannot show. Read only where
 * the logs do not add up to today's supply: the supply at the launch block (the node's old state)
 * against today's, less what the logs minted and burned since; the wallets that sent the most into
 * the pools are read at both blocks, and a balance their logged flows do not explain is theirs. One
 * wallet must hold at least half of what appeared: supply that grew for every holder alike is a
 * rebase, not a mint. Undefined when nothing appeared unannounced; 'unread' when the node could not
 * answer for the launch block (a node that keeps no old state).
 *
 * @example
 * await readUnannouncedMints(client, { token, totalSupply, moves, pairs: [pair] })
 * // { created: 4_000_000n * 10n ** 18n, receiver: keeper, pooled: 4_000_000n * 10n ** 18n }
 */
export async function readUnannouncedMints(
  client: PublicClient,
  { token, totalSupply, moves, pairs, toBlock }: ReadUnannouncedMintsParameters,
): Promise<UnannouncedMints | 'unread' | undefined> {
  if (loggedSupply(moves) === totalSupply) return undefined
  const flows = flowsAfterLaunch(moves, pairs)
  if (!flows) return undefined
  const senders = [...flows.accounts.entries()]
    .filter(([, account]) => account.intoPools > 0n)
    .sort(([, a], [, b]) => (b.intoPools > a.intoPools ? 1 : b.intoPools < a.intoPools ? -1 : 0))
    .slice(0, sendersRead)
  if (senders.length === 0) return undefined
  const balanceAt = (address: Address, blockNumber: bigint | undefined) =>
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
      ...(blockNumber === undefined ? {} : { blockNumber }),
    })
  let reads: bigint[]
  try {
    reads = await Promise.all([
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'totalSupply',
        blockNumber: flows.launchBlock,
      }),
      ...senders.flatMap(([address]) => [balanceAt(address, flows.launchBlock), balanceAt(address, toBlock)]),
    ])
  } catch {
    return 'unread'
  }
  const [supplyAtLaunch = 0n] = reads
  const created = totalSupply - supplyAtLaunch - flows.minted + flows.burned
  if (created <= 0n) return undefined
  let receiver: Address | undefined
  let most = 0n
  let pooled = 0n
  for (const [index, [address, account]] of senders.entries()) {
    const atLaunch = reads[1 + index * 2] ?? 0n
    const now = reads[2 + index * 2] ?? 0n
    const unexplained = now - atLaunch - account.received + account.sent
    if (unexplained <= 0n) continue
    const theirs = smaller(unexplained, created)
    pooled += smaller(theirs, account.intoPools)
    if (theirs > most) {
      most = theirs
      receiver = address
    }
  }
  if (!receiver || most * 2n < created) return undefined
  return { created, receiver, pooled: smaller(pooled, created) }
}

const smaller = (a: bigint, b: bigint): bigint => (a < b ? a : b)
