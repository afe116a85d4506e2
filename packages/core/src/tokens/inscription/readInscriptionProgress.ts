import type { Address, PublicClient } from 'viem'
import { inscriptionTokenAbi } from '../../contracts/InscriptionToken.abi.ts'
import { readTokenTemplate } from '../readTokenTemplate.ts'

export type InscriptionProgress = {
  address: Address
  name: string
  symbol: string
  decimals: number
  totalSupply: bigint
  maxSupply: bigint
  amountPerMint: bigint
  mintsPerAddress: bigint
  creatorAllocation: bigint
  mintCount: bigint
  mintsLeft: bigint
  /** Addresses that minted at least once (the contract counts them; holders are not counted). */
  minterCount: bigint
  /** Share of the max supply that exists, in basis points (10,000 = minted out). */
  progressBps: number
  /** The reader's mints and balance, when an account was given. */
  account?: { mints: bigint; balance: bigint } | undefined
}

const views = [
  'name',
  'symbol',
  'decimals',
  'totalSupply',
  'maxSupply',
  'amountPerMint',
  'mintsPerAddress',
  'creatorAllocation',
  'mintCount',
  'mintsLeft',
  'minterCount',
] as const

/**
 * An inscription token's mint progress as the inscription sites show it: minted of max, mints,
 * minters, and the reader's own mints. Undefined when the address holds no TokenBox inscription
 * token on this chain (judged from its code, as Manage Token does), so the page can say so before
 * anyone mints. One aggregate3 call where the chain has Multicall3, else one call per figure.
 *
 * @example
 * const progress = await readInscriptionProgress(publicClient, { address: token, account })
 * if (progress) showBar(progress.progressBps / 100)
 */
export async function readInscriptionProgress(
  client: PublicClient,
  parameters: { address: Address; account?: Address | undefined },
): Promise<InscriptionProgress | undefined> {
  const { address, account } = parameters
  if ((await readTokenTemplate(client, { address })) !== 'inscription') return undefined
  const contracts = [
    ...views.map((functionName) => ({ address, abi: inscriptionTokenAbi, functionName, args: [] as const })),
    ...(account
      ? [
          { address, abi: inscriptionTokenAbi, functionName: 'mintsOf', args: [account] as const },
          { address, abi: inscriptionTokenAbi, functionName: 'balanceOf', args: [account] as const },
        ]
      : []),
  ]
  const values: unknown[] = client.chain?.contracts?.multicall3
    ? await client.multicall({ contracts: contracts as never, allowFailure: false })
    : await Promise.all(
        contracts.map((contract) =>
          client.readContract(contract as Parameters<PublicClient['readContract']>[0]),
        ),
      )
  const [name, symbol, decimals, totalSupply, maxSupply, amountPerMint, mintsPerAddress, creatorAllocation] =
    values as [string, string, number, bigint, bigint, bigint, bigint, bigint]
  const [mintCount, mintsLeft, minterCount, mints, balance] = values.slice(8) as bigint[]
  return {
    address,
    name,
    symbol,
    decimals: Number(decimals),
    totalSupply,
    maxSupply,
    amountPerMint,
    mintsPerAddress,
    creatorAllocation,
    mintCount: mintCount!,
    mintsLeft: mintsLeft!,
    minterCount: minterCount!,
    progressBps: maxSupply === 0n ? 0 : Number((totalSupply * 10_000n) / maxSupply),
    account: account ? { mints: mints!, balance: balance! } : undefined,
  }
}

/** Why the reader cannot mint now, or undefined when a mint would go through. */
export function inscriptionMintBlocker(
  progress: InscriptionProgress,
): 'soldOut' | 'limitReached' | undefined {
  if (progress.mintsLeft === 0n) return 'soldOut'
  if (progress.account && progress.account.mints >= progress.mintsPerAddress) return 'limitReached'
  return undefined
}
