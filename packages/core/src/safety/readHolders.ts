import { type Address, erc20Abi, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { isBurnAddress } from './burnAddresses.ts'
import { readUnannouncedMints } from './readUnannouncedMints.ts'
import { mintsAfterLaunch } from './tokenHistory.ts'
import {
  byAmountDescending,
  logSender,
  readTransferBalances,
  type ScanTransferLogs,
} from './transferBalances.ts'
import type { HolderRow, Holders } from './types.ts'

export { type ScanTransferLogs, transferTopic } from './transferBalances.ts'

export type ReadHoldersParameters = {
  token: Address
  totalSupply: bigint
  /**
   * Addresses to label: the token's pools and lockers. The pools may still be being read (a
   * promise): they are needed only to label the rows, after the scan.
   */
  pairs?: readonly Address[] | Promise<readonly Address[]>
  lockers?: readonly Address[]
  /** First block to scan (default 0: the whole history; a node may refuse, then holders are unknown). */
  fromBlock?: bigint | undefined
  toBlock?: bigint | undefined
  /** Rows returned (default 10). */
  top?: number | undefined
  scan?: ScanTransferLogs | undefined
  /**
   * Stops the log scan (then the read rejects and holders are unknown): a screen bounds how long a
   * token with a long history may take on a public node.
   */
  signal?: AbortSignal | undefined
}

/** Candidates re-read with balanceOf before the top is cut: log sums can drift on rebasing tokens. */
const recheckedCandidates = 25

/**
 * Who holds `token`: every address its Transfer logs credit, summed, the largest re-read with
 * balanceOf, the top `top` with their share of the supply, whether each is a contract, and what
 * it is (a pool, a locker, a burn address, the token itself, the creator). The creator is whoever
 * sent the transaction of the first mint (Transfer from 0x0). `count` counts addresses whose
 * summed balance is above 0. After the log scan, two rounds of reads started together (the
 * balances with the creator, then whether each holder is a contract): on a client that batches
 * contract reads (a pacedReadClient, wagmi's) the balances are one Multicall3 call.
 *
 * @example
 * const holders = await readHolders(client, { token, totalSupply, pairs: [pair] })
 * holders.creatorShareBps // 9000: the creator still holds 90%
 */
export async function readHolders(client: PublicClient, parameters: ReadHoldersParameters): Promise<Holders> {
  const { token, totalSupply, lockers = [], top = 10 } = parameters
  const { balances, firstMint, moves } = await readTransferBalances(client, {
    address: token,
    fromBlock: parameters.fromBlock,
    toBlock: parameters.toBlock,
    scan: parameters.scan,
    signal: parameters.signal,
  })
  balances.delete(zeroAddress)

  const candidates = [...balances.entries()].filter(([, balance]) => balance > 0n).sort(byAmountDescending)
  const recheck = candidates.slice(0, recheckedCandidates).map(([address]) => address)
  const balanceOf = (address: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  // The creator (from the first mint's transaction) and the largest balances are read together; the
  // creator's balance is read after, only when it is not among them.
  const withBalance = async (address: Address) => [address, await balanceOf(address)] as const
  const [creator, read] = await Promise.all([
    logSender(client, firstMint),
    Promise.all(recheck.map(withBalance)),
  ])
  if (creator && !recheck.some((address) => isAddressEqual(address, creator)))
    read.push(await withBalance(creator))
  const current = new Map(read)
  const share = (balance: bigint) => (totalSupply > 0n ? Number((balance * 10_000n) / totalSupply) : 0)
  const ranked = [...current.entries()]
    .filter(([, balance]) => balance > 0n)
    .sort(byAmountDescending)
    .slice(0, top)
  const [pairs, codes] = await Promise.all([
    parameters.pairs ?? [],
    Promise.all(ranked.map(([address]) => client.getCode({ address }))),
  ])
  const rows: HolderRow[] = ranked.map(([address, balance], index) => {
    const code = codes[index]
    const role = isAddressEqual(address, token)
      ? 'token'
      : pairs.some((pair) => isAddressEqual(pair, address))
        ? 'pair'
        : lockers.some((locker) => isAddressEqual(locker, address))
          ? 'locker'
          : isBurnAddress(address)
            ? 'burn'
            : creator && isAddressEqual(creator, address)
              ? 'creator'
              : undefined
    return {
      address,
      balance,
      shareBps: share(balance),
      isContract: code !== undefined && code !== '0x',
      ...(role ? { role } : {}),
    }
  })
  const creatorBalance = creator ? (current.get(creator) ?? 0n) : undefined
  const logged = mintsAfterLaunch(moves, pairs)
  const unannounced = await readUnannouncedMints(client, {
    token,
    totalSupply,
    moves,
    pairs,
    toBlock: parameters.toBlock,
  })
  const minted = withUnannounced(logged, unannounced === 'unread' ? undefined : unannounced)
  return {
    top: rows,
    ...(creator ? { creator } : {}),
    ...(creatorBalance !== undefined ? { creatorShareBps: share(creatorBalance) } : {}),
    count: candidates.length,
    ...(minted ? { afterLaunch: minted } : {}),
    ...(unannounced === 'unread' ? { supplyHistoryUnread: true } : {}),
  }
}

/**
 * The logged mints after the launch with the unannounced ones added: one figure of supply created
 * since buyers paid, whoever announced it, its largest receiver the larger of the two.
 */
function withUnannounced(
  logged: { minted: bigint; receiver: Address; pooled: bigint } | undefined,
  unannounced: { created: bigint; receiver: Address; pooled: bigint } | undefined,
): Holders['afterLaunch'] {
  if (!unannounced)
    return logged && { minted: logged.minted, receiver: logged.receiver, pooled: logged.pooled }
  if (!logged)
    return { minted: unannounced.created, receiver: unannounced.receiver, pooled: unannounced.pooled }
  return {
    minted: logged.minted + unannounced.created,
    receiver: unannounced.created > logged.minted ? unannounced.receiver : logged.receiver,
    pooled: logged.pooled + unannounced.pooled,
  }
}
