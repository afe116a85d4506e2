import { getAddress, isAddress } from 'viem'

/** The most signers a wallet may have (MultisigWallet.MAX_SIGNERS). */
export const maxMultisigSigners = 50

/** Why a signer row is refused: empty, not an address (or the zero address), or a repeat. */
export type SignerIssue = 'empty' | 'illegalAddress' | 'duplicate' | undefined

export type MultisigSetupIssues = {
  /** One entry per row, in order. */
  signers: SignerIssue[]
  /** The list is empty or longer than {@link maxMultisigSigners}. */
  count?: 'tooFew' | 'tooMany' | undefined
  /** Not a whole number from 1 to the number of signers. */
  threshold?: 'invalidThreshold' | undefined
  /** True when nothing is wrong. */
  valid: boolean
}

/**
 * Checks a wallet's signers and threshold the way the contract will (1..50 signers, none zero or
 * repeated in any letter case, 1 <= threshold <= signers), so the form refuses before any wallet
 * prompt. A repeated address is marked on its second and later rows.
 *
 * @example
 * validateMultisigSetup(['0xA…', '0xa…'], 1).signers // [undefined, 'duplicate']
 */
export function validateMultisigSetup(signers: readonly string[], threshold: number): MultisigSetupIssues {
  const seen = new Set<string>()
  const rows: SignerIssue[] = signers.map((text) => {
    const value = text.trim()
    if (!value) return 'empty'
    if (!isAddress(value) || /^0x0{40}$/i.test(value)) return 'illegalAddress'
    const key = getAddress(value)
    if (seen.has(key)) return 'duplicate'
    seen.add(key)
    return undefined
  })
  const count = signers.length === 0 ? 'tooFew' : signers.length > maxMultisigSigners ? 'tooMany' : undefined
  const thresholdIssue =
    Number.isInteger(threshold) && threshold >= 1 && threshold <= signers.length
      ? undefined
      : 'invalidThreshold'
  return {
    signers: rows,
    count,
    threshold: thresholdIssue,
    valid: !count && !thresholdIssue && rows.every((issue) => issue === undefined),
  }
}
