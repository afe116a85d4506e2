import { type Address, type Chain, type Client, getAddress, type Hex, parseAbi, type Transport } from 'viem'
import { getBlock, getCode } from 'viem/actions'
import { multicallEach } from '../evm/multicallEach.ts'
import { successResults } from '../evm/successResults.ts'
import { type ApprovalEvent, approvalKey } from './approvalLogs.ts'
import { type ApprovalRisk, approvalRisk } from './approvalRisk.ts'

/** What the checker reads from tokens and NFTs (ERC20, ERC721, ERC1155 and ERC165 views). */
export const approvalReadAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
])

const erc1155InterfaceId: Hex = '0xd9b67a26'
/** Amounts from here on are "unlimited" whatever the supply (wallets approve 2^256-1 or 2^255 for "max"). */
export const unlimitedThreshold = 2n ** 255n

export type ApprovalToken = {
  address: Address
  name: string
  symbol: string
  /** ERC20 only. */
  decimals?: number | undefined
  totalSupply?: bigint | undefined
  /** The owner's balance (ERC20, ERC721); undefined for ERC1155 or when unreadable. */
  balance?: bigint | undefined
}

/** A spender as the checker describes it. */
export type SpenderInfo = {
  isContract: boolean
  /** Label of a contract we know (e.g. "TokenBox TokenLocker"); see {@link ReadApprovalsParameters.knownContracts}. */
  known?: string | undefined
  /** The explorer's word on its source; undefined when there was no way to ask. */
  verified?: boolean | undefined
}

/** One live approval, confirmed against the chain now. */
export type LiveApproval = {
  /** Stable identity ({@link approvalKey}). */
  id: string
  kind: ApprovalEvent['kind']
  standard: 'ERC20' | 'ERC721' | 'ERC1155'
  token: ApprovalToken
  spender: Address
  spenderInfo: SpenderInfo
  /** ERC20: the allowance now (after any spending since the log). */
  amount?: bigint | undefined
  /** ERC721: the NFT. */
  tokenId?: bigint | undefined
  unlimited: boolean
  /** Latest change: its block, transaction and block time (seconds). */
  lastChange: { blockNumber: bigint; transactionHash: Hex; timestamp?: bigint | undefined }
  risk: ApprovalRisk
}

export type ReadApprovalsParameters = {
  owner: Address
  /** Candidates from {@link latestApprovals}. */
  candidates: readonly ApprovalEvent[]
  /** Contracts we know, by address (any case): their label. */
  knownContracts?: Readonly<Record<string, string>>
  /** Asks the explorer whether contracts are verified (lower-case address -> answer); omitted: unknown. */
  readVerified?: (contracts: readonly Address[]) => Promise<Map<string, boolean>>
  multicallAddress?: Address
  /** The time risk ages are measured from (seconds); defaults to the clock. */
  now?: bigint
  /** Bytes of calldata per aggregate3 request (viem's multicall batch size). */
  batchBytes?: number
}

/**
 * Confirms candidate approvals against the chain and describes the live ones: one aggregate3
 * batch (viem's multicall through the aggregator, in `batchBytes` chunks) reads each ERC20
 * `allowance`, each ERC721 `getApproved` + `ownerOf`, each `isApprovedForAll`, and every token's
 * name, symbol, decimals, totalSupply, the owner's balance and ERC1155 support. Dead approvals are
 * dropped: a zero allowance, an NFT whose approval moved or that the owner no longer holds, an
 * operator withdrawn. Spenders get `eth_getCode` (contract or EOA), the known label, and the
 * explorer's verification when `readVerified` is given; block times come from the logs or from
 * the blocks. Each survivor gets its {@link approvalRisk}. Sorted by risk, then latest first.
 *
 * @example
 * const live = await readApprovals(client, { owner, candidates, knownContracts: { [locker]: 'TokenLocker' } })
 */
export async function readApprovals(
  client: Client<Transport, Chain | undefined>,
  parameters: ReadApprovalsParameters,
): Promise<LiveApproval[]> {
  const { owner, candidates } = parameters
  const tokenAddresses = [...new Set(candidates.map((c) => c.token.toLowerCase() as Address))]
  // Each candidate's reads go in its kind's list; `slot` finds its answers there again.
  const byKind: Record<ApprovalEvent['kind'], ApprovalEvent[]> = { erc20: [], erc721: [], forAll: [] }
  const slot = candidates.map((candidate) => byKind[candidate.kind].push(candidate) - 1)
  const read = { abi: approvalReadAbi } as const
  // One list of reads, answered in its shape, each typed from approvalReadAbi.
  const [tokenAnswers, allowances, nftApprovals, operators] = await multicallEach(client, {
    contracts: [
      tokenAddresses.map(
        (address) =>
          [
            { ...read, address, functionName: 'name' },
            { ...read, address, functionName: 'symbol' },
            { ...read, address, functionName: 'decimals' },
            { ...read, address, functionName: 'totalSupply' },
            { ...read, address, functionName: 'balanceOf', args: [owner] },
            { ...read, address, functionName: 'supportsInterface', args: [erc1155InterfaceId] },
          ] as const,
      ),
      byKind.erc20.map(
        ({ token, spender }) =>
          ({ ...read, address: token, functionName: 'allowance', args: [owner, spender] }) as const,
      ),
      byKind.erc721.map(({ token, tokenId }) => {
        // Every log source sets an ERC721 approval's tokenId; were one missing, viem would fail to
        // encode these two reads alone, and the approval would count as dead.
        const id = tokenId!
        return [
          { ...read, address: token, functionName: 'getApproved', args: [id] },
          { ...read, address: token, functionName: 'ownerOf', args: [id] },
        ] as const
      }),
      byKind.forAll.map(
        ({ token, spender }) =>
          ({ ...read, address: token, functionName: 'isApprovedForAll', args: [owner, spender] }) as const,
      ),
    ],
    batchSize: parameters.batchBytes ?? 20_000,
    multicallAddress: parameters.multicallAddress,
  })
  const tokenFacts = new Map(tokenAddresses.map((address, index) => [address, tokenAnswers[index]]))

  const same = (a: Address | undefined, b: Address) => a !== undefined && a.toLowerCase() === b.toLowerCase()
  type Alive = { candidate: ApprovalEvent; allowance: bigint | undefined }
  const alive = candidates.flatMap((candidate, index): Alive[] => {
    const at = slot[index]!
    if (candidate.kind === 'erc20') {
      const [allowance] = successResults([allowances[at]])
      return allowance !== undefined && allowance > 0n ? [{ candidate, allowance }] : []
    }
    if (candidate.kind === 'erc721') {
      const [approved, holder] = successResults(nftApprovals[at] ?? [])
      const live = same(approved, candidate.spender) && same(holder, owner)
      return live ? [{ candidate, allowance: undefined }] : []
    }
    const [approvedForAll] = successResults([operators[at]])
    return approvedForAll === true ? [{ candidate, allowance: undefined }] : []
  })

  const spenders = [...new Set(alive.map(({ candidate }) => candidate.spender.toLowerCase() as Address))]
  const [codes, times] = await Promise.all([
    mapLimited(spenders, 8, (spender) => getCode(client, { address: spender })),
    readBlockTimes(
      client,
      alive
        .filter(({ candidate }) => candidate.timestamp === undefined)
        .map(({ candidate }) => candidate.blockNumber),
    ),
  ])
  const isContract = new Map(
    spenders.map((spender, index) => [spender, Boolean(codes[index] && codes[index] !== '0x')]),
  )
  const known = new Map(
    Object.entries(parameters.knownContracts ?? {}).map(([a, label]) => [a.toLowerCase(), label]),
  )
  // Only contracts we do not know have a source worth asking about.
  const unknownContracts = spenders.filter((spender) => isContract.get(spender) && !known.has(spender))
  const verified =
    parameters.readVerified && unknownContracts.length
      ? await parameters.readVerified(unknownContracts)
      : new Map<string, boolean>()
  const now = parameters.now ?? BigInt(Math.floor(Date.now() / 1000))

  const live = alive.map(({ candidate, allowance }): LiveApproval => {
    const facts = tokenFacts.get(candidate.token.toLowerCase() as Address)
    const [name, symbol, decimals, supply, balance, is1155] = facts ? successResults(facts) : []
    const standard = candidate.kind === 'erc20' ? 'ERC20' : is1155 === true ? 'ERC1155' : 'ERC721'
    const token: ApprovalToken = {
      address: getAddress(candidate.token),
      name: name ?? '',
      symbol: symbol ?? '',
      decimals: candidate.kind === 'erc20' ? decimals : undefined,
      totalSupply: candidate.kind === 'erc20' ? supply : undefined,
      balance: standard === 'ERC1155' ? undefined : balance,
    }
    const spenderKey = candidate.spender.toLowerCase()
    const spenderInfo: SpenderInfo = {
      isContract: isContract.get(spenderKey as Address) ?? false,
      known: known.get(spenderKey),
      verified: verified.get(spenderKey),
    }
    const unlimited =
      allowance !== undefined &&
      (allowance >= unlimitedThreshold || (supply !== undefined && supply > 0n && allowance >= supply))
    const timestamp = candidate.timestamp ?? times.get(candidate.blockNumber)
    return {
      id: approvalKey(candidate),
      kind: candidate.kind,
      standard,
      token,
      spender: getAddress(candidate.spender),
      spenderInfo,
      amount: allowance,
      tokenId: candidate.tokenId,
      unlimited,
      lastChange: {
        blockNumber: candidate.blockNumber,
        transactionHash: candidate.transactionHash,
        timestamp,
      },
      risk: approvalRisk({
        kind: candidate.kind,
        unlimited,
        amount: allowance,
        balance: token.balance,
        spender: spenderInfo,
        ageSeconds: timestamp === undefined ? undefined : Number(now - timestamp),
      }),
    }
  })
  const order = { high: 0, medium: 1, low: 2 }
  return live.sort(
    (a, b) =>
      order[a.risk.level] - order[b.risk.level] ||
      Number(b.lastChange.blockNumber - a.lastChange.blockNumber),
  )
}

async function readBlockTimes(
  client: Client<Transport, Chain | undefined>,
  blockNumbers: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  const unique = [...new Set(blockNumbers)]
  const blocks = await mapLimited(unique, 8, (blockNumber) => getBlock(client, { blockNumber }))
  return new Map(unique.map((blockNumber, index) => [blockNumber, blocks[index]!.timestamp]))
}

/** `map` with at most `limit` promises in flight (public RPC nodes refuse bursts). */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await map(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
