/**
 * The spec's approval risk levels (spec 001 section 4: high, medium, low; plus cancelled, which
 * the screen shows for an approval revoked there).
 */
export type RiskLevel = 'high' | 'medium' | 'low'

/** A reason behind a level: a key of the web's `approvals` namespace (`risk.reason.<key>`) and its parameters. */
export type RiskReason = { key: RiskReasonKey; params?: Record<string, string | number> }

export type RiskReasonKey =
  | 'unlimited'
  | 'coversBalance'
  | 'belowBalance'
  | 'allNfts'
  | 'oneNft'
  | 'eoaSpender'
  | 'knownContract'
  | 'verifiedContract'
  | 'unverifiedContract'
  | 'verificationUnknown'
  | 'old'

export type ApprovalRiskInput = {
  kind: 'erc20' | 'erc721' | 'forAll'
  /** ERC20: the allowance reaches the supply (or 2^255): the spender can take everything, forever. */
  unlimited: boolean
  /** ERC20: allowance and the owner's balance (undefined when the balance could not be read). */
  amount?: bigint | undefined
  balance?: bigint | undefined
  spender: {
    isContract: boolean
    /** A contract we know (TokenBox's own, a catalogue exchange router): its label. */
    known?: string | undefined
    /** The explorer's word: true verified, false unverified, undefined when it could not be asked. */
    verified?: boolean | undefined
  }
  /** Seconds since the approval's latest change. */
  ageSeconds?: number | undefined
}

export type ApprovalRisk = { level: RiskLevel; reasons: RiskReason[] }

/** An approval untouched for longer than this, still unlimited, is worth a look (about six months). */
export const oldApprovalDays = 180

/**
 * Rates one live approval and says why, in translatable reasons. The rules (the spec names only
 * the levels; these are ours):
 *
 * - What the spender can take: `unlimited` (allowance >= supply or 2^255), `coversBalance`
 *   (limited, but >= what the owner holds today), `belowBalance`; `allNfts` for ApprovalForAll,
 *   `oneNft` for one ERC721.
 * - Who the spender is: an EOA (`eoaSpender`: a person or a key, nothing limits what it does), a
 *   contract we know (`knownContract`), one the explorer says is verified (`verifiedContract`) or
 *   unverified (`unverifiedContract`), or one whose source could not be checked
 *   (`verificationUnknown`: the chain's explorer has no API the browser may call).
 *
 * High: an EOA that can take everything (unlimited, the whole balance, all NFTs, or the one NFT);
 * or an unverified contract we do not know that can take everything.
 * Medium: a contract that can take everything but is known, verified or could not be checked; a
 * limited amount or one NFT for an unverified or unchecked contract; a limited amount below the
 * balance to an EOA; and any low approval older than {@link oldApprovalDays} days that still
 * reaches the balance (`old`: forgotten approvals are how drained wallets start).
 * Low: a limited amount below the balance, or one NFT, for a known or verified contract.
 *
 * Unknown verification is not treated as unverified: most contracts on chains without an explorer
 * API are ordinary, and calling every one of them high would hide the ones that really are.
 *
 * @example
 * approvalRisk({ kind: 'erc20', unlimited: true, spender: { isContract: false } })
 * // { level: 'high', reasons: [{ key: 'unlimited' }, { key: 'eoaSpender' }] }
 */
export function approvalRisk(input: ApprovalRiskInput): ApprovalRisk {
  const reasons: RiskReason[] = []
  const { kind, spender } = input
  const coversBalance =
    kind === 'erc20' &&
    !input.unlimited &&
    input.amount !== undefined &&
    input.balance !== undefined &&
    input.amount >= input.balance
  const takesAll = kind === 'forAll' || input.unlimited || coversBalance

  if (kind === 'forAll') reasons.push({ key: 'allNfts' })
  else if (kind === 'erc721') reasons.push({ key: 'oneNft' })
  else if (input.unlimited) reasons.push({ key: 'unlimited' })
  else if (coversBalance) reasons.push({ key: 'coversBalance' })
  else reasons.push({ key: 'belowBalance' })

  let trusted = false
  let unverified = false
  if (!spender.isContract) reasons.push({ key: 'eoaSpender' })
  else if (spender.known) {
    trusted = true
    reasons.push({ key: 'knownContract', params: { name: spender.known } })
  } else if (spender.verified === true) {
    trusted = true
    reasons.push({ key: 'verifiedContract' })
  } else if (spender.verified === false) {
    unverified = true
    reasons.push({ key: 'unverifiedContract' })
  } else reasons.push({ key: 'verificationUnknown' })

  let level: RiskLevel
  if (!spender.isContract) level = takesAll || kind === 'erc721' ? 'high' : 'medium'
  else if (takesAll) level = unverified ? 'high' : 'medium'
  else level = trusted ? 'low' : 'medium'

  const ageDays = input.ageSeconds === undefined ? 0 : Math.floor(input.ageSeconds / 86_400)
  if (ageDays > oldApprovalDays && (takesAll || kind === 'erc721')) {
    reasons.push({ key: 'old', params: { days: ageDays, count: ageDays } })
    if (level === 'low') level = 'medium'
  }
  return { level, reasons }
}

/** Order for sorting and filters: the most urgent first. */
export const riskOrder: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 }
