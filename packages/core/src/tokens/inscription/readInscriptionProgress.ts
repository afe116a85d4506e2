import { type Address, type PublicClient, zeroAddress } from 'viem'
import { inscriptionTokenAbi } from '../../contracts/InscriptionToken.abi.ts'
import { answersByView } from '../../evm/answersByView.ts'
import { readContractsAt } from '../../evm/readContractsAt.ts'
import { viewReads } from '../../evm/viewReads.ts'
import { templateViews } from '../readTokenDetails.ts'
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

/**
 * The token's views behind its progress: the ERC-20 figures, then the inscription settings Manage
 * Token reads too (one list, readTokenDetails' templateViews), each a figure of the same name.
 */
const progressViews = ['name', 'symbol', 'decimals', 'totalSupply', ...templateViews.inscription] as const

/**
 * An inscription token's mint progress as the inscription sites show it: minted of max, mints,
 * minters, and the reader's own mints. Undefined when the address holds no TokenBox inscription
 * token on this chain (judged from its code, as Manage Token does), so the page can say so before
 * anyone mints. Every figure at one block (the newest), so they agree: one aggregate3 call where the
 * chain has Multicall3, else one call per figure.
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
  const block = await client.getBlock({ blockTag: 'latest' })
  const token = { address, abi: inscriptionTokenAbi } as const
  // Without an account the zero address's mints are read (none) and left out: one fixed list of
  // reads, each typed from the ABI.
  const reader = account ?? zeroAddress
  const [answers, mints, balance] = await readContractsAt(client, block.number, [
    viewReads(token, progressViews),
    { ...token, functionName: 'mintsOf', args: [reader] },
    { ...token, functionName: 'balanceOf', args: [reader] },
  ])
  const figures = answersByView(progressViews, answers)
  return {
    address,
    ...figures,
    decimals: Number(figures.decimals),
    progressBps: figures.maxSupply === 0n ? 0 : Number((figures.totalSupply * 10_000n) / figures.maxSupply),
    account: account ? { mints, balance } : undefined,
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
