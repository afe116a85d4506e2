import { maxDerivationIndex } from './walletLimits.ts'

/** The paths Create Wallets offers; `{i}` is the wallet's index. */
export const derivationPathPresets = {
  /** BIP44 for Ethereum as MetaMask, Trust Wallet and most wallets derive accounts. */
  standard: "m/44'/60'/0'/0/{i}",
  /** Ledger Live: one hardened account per wallet. */
  ledgerLive: "m/44'/60'/{i}'/0/0",
} as const

export type DerivationPathPreset = keyof typeof derivationPathPresets

/** One level of a path: a fixed index, or the wallet index `{i}`; hardened with `'`. */
export type PathSegment =
  | { kind: 'fixed'; index: number; hardened: boolean }
  | { kind: 'wallet'; hardened: boolean }

/** Why a path template is refused. */
export type DerivationPathIssue = 'format' | 'noPlaceholder' | 'manyPlaceholders' | 'indexTooLarge'

export type ParsedDerivationPath =
  | { ok: true; segments: PathSegment[] }
  | { ok: false; issue: DerivationPathIssue }

const segmentPattern = /^(\d+|\{i\})('|h|H)?$/

/**
 * Parses a path template such as `m/44'/60'/0'/0/{i}`: `m`, then levels of digits or `{i}` (exactly
 * one `{i}`, the wallet index), each optionally hardened with `'` or `h`. Fixed indexes must be
 * below 2^31 (hardening is written with the mark, not by adding 2^31).
 *
 * @example
 * parseDerivationPath("m/44'/60'/{i}'/0/0") // { ok: true, segments: [...] }
 */
export function parseDerivationPath(template: string): ParsedDerivationPath {
  const parts = template.trim().replace(/\s+/g, '').split('/')
  if (parts[0] !== 'm' || parts.length < 2) return { ok: false, issue: 'format' }
  const segments: PathSegment[] = []
  for (const part of parts.slice(1)) {
    const match = segmentPattern.exec(part)
    if (!match) return { ok: false, issue: 'format' }
    const hardened = Boolean(match[2])
    if (match[1] === '{i}') {
      segments.push({ kind: 'wallet', hardened })
      continue
    }
    const index = Number(match[1])
    if (!Number.isSafeInteger(index) || index > maxDerivationIndex)
      return { ok: false, issue: 'indexTooLarge' }
    segments.push({ kind: 'fixed', index, hardened })
  }
  const placeholders = segments.filter((segment) => segment.kind === 'wallet').length
  if (placeholders === 0) return { ok: false, issue: 'noPlaceholder' }
  if (placeholders > 1) return { ok: false, issue: 'manyPlaceholders' }
  return { ok: true, segments }
}

/** The concrete path of wallet `index`, e.g. `m/44'/60'/0'/0/7` (the way the template wrote it). */
export function formatDerivationPath(template: string, index: number): string {
  return template.trim().replace(/\s+/g, '').replace('{i}', String(index))
}
