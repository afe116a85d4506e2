/** Why a set of inscription figures cannot be deployed (the contract's InscriptionInvalidConfig). */
export type InscriptionFiguresIssue =
  | 'amountPerMintZero'
  | 'mintsPerAddressZero'
  | 'allocationTooLarge'
  | 'amountAboveMintable'
  | 'notWholeMints'

export type InscriptionFigures = {
  /** Base units, allocation included. */
  maxSupply: bigint
  amountPerMint: bigint
  mintsPerAddress: bigint
  creatorAllocation: bigint
}

/**
 * The constructor's checks of InscriptionToken, before a wallet is asked: a mint gives something,
 * each address may mint, the allocation leaves something to mint, and what is left is a whole
 * number of mints (the last mint is never partial, so the max supply is reached exactly).
 *
 * @example
 * checkInscriptionFigures({ maxSupply: 2_500n, amountPerMint: 1_000n, mintsPerAddress: 1n, creatorAllocation: 0n })
 * // 'notWholeMints'
 */
export function checkInscriptionFigures(figures: InscriptionFigures): InscriptionFiguresIssue | undefined {
  const { maxSupply, amountPerMint, mintsPerAddress, creatorAllocation } = figures
  if (amountPerMint <= 0n) return 'amountPerMintZero'
  if (mintsPerAddress <= 0n) return 'mintsPerAddressZero'
  if (creatorAllocation >= maxSupply) return 'allocationTooLarge'
  const mintable = maxSupply - creatorAllocation
  if (amountPerMint > mintable) return 'amountAboveMintable'
  if (mintable % amountPerMint !== 0n) return 'notWholeMints'
  return undefined
}

/** How many mints the figures allow in all (0 when they are invalid). */
export function totalMints(
  figures: Pick<InscriptionFigures, 'maxSupply' | 'amountPerMint' | 'creatorAllocation'>,
): bigint {
  const { maxSupply, amountPerMint, creatorAllocation } = figures
  if (amountPerMint <= 0n || creatorAllocation >= maxSupply) return 0n
  return (maxSupply - creatorAllocation) / amountPerMint
}
