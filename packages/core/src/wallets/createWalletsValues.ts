import type { FieldIssue } from '../forms/fieldIssues.ts'
import { derivationPathPresets, parseDerivationPath } from './derivationPath.ts'
import { checkMnemonic, createMnemonic } from './mnemonic.ts'
import type { WalletRequest } from './walletJob.ts'
import { maxDerivationIndex, maxWalletCount } from './walletLimits.ts'

/** The Create Wallets form as antd holds it (text fields stay text until submit). */
export type CreateWalletsValues = {
  count: string
  mode: 'random' | 'mnemonic'
  source: 'new' | 'given'
  words: 12 | 24
  mnemonic?: string
  pathPreset: 'standard' | 'ledgerLive' | 'custom'
  customPath?: string
  start: string
}

export const initialCreateWalletsValues: CreateWalletsValues = {
  count: '10',
  mode: 'random',
  source: 'new',
  words: 12,
  pathPreset: 'standard',
  customPath: "m/44'/60'/0'/0/{i}",
  start: '0',
}

const wholeNumber = /^\d+$/

/** 1..10,000 wallets, a whole number. */
export function validateWalletCount(text: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field: 'create.count' } }
  if (!wholeNumber.test(value) || Number(value) < 1 || Number(value) > maxWalletCount)
    return { key: 'validation.count', params: { max: maxWalletCount.toLocaleString('en-US') } }
  return undefined
}

/** A whole start index whose last wallet (start + count - 1) is still a valid BIP32 index. */
export function validateStartIndex(text: string | undefined, countText: string | undefined): FieldIssue {
  const value = text?.trim() ?? ''
  if (!value) return { key: 'validation.empty', params: { field: 'create.start' } }
  const count = wholeNumber.test(countText?.trim() ?? '') ? Number(countText) : 1
  if (!wholeNumber.test(value) || Number(value) + Math.max(count, 1) - 1 > maxDerivationIndex)
    return { key: 'validation.start', params: { max: maxDerivationIndex - Math.max(count, 1) + 1 } }
  return undefined
}

/** A custom path: `m/…` levels with exactly one `{i}` (the spec is silent; see derivationPath.ts). */
export function validateCustomPath(text: string | undefined): FieldIssue {
  if (!text?.trim()) return { key: 'validation.empty', params: { field: 'create.customPath' } }
  const parsed = parseDerivationPath(text)
  return parsed.ok ? undefined : { key: `validation.path.${parsed.issue}` }
}

/** A given mnemonic: known English words, a BIP39 length and a correct checksum. */
export function validateGivenMnemonic(text: string | undefined): FieldIssue {
  const checked = checkMnemonic(text ?? '')
  if (checked.ok) return undefined
  const { issue } = checked
  if (issue.kind === 'empty') return { key: 'validation.empty', params: { field: 'create.mnemonic' } }
  if (issue.kind === 'unknownWords')
    return { key: 'validation.mnemonicWords', params: { words: issue.words.slice(0, 5).join(', ') } }
  if (issue.kind === 'wordCount') return { key: 'validation.mnemonicLength', params: { count: issue.count } }
  return { key: 'validation.mnemonicChecksum' }
}

/** The path template the form selects. */
export function selectedPath(values: CreateWalletsValues): string {
  return values.pathPreset === 'custom'
    ? (values.customPath ?? '').trim()
    : derivationPathPresets[values.pathPreset]
}

/**
 * The request a validated form makes. A new mnemonic is created here, in the page, from the
 * platform's CSPRNG; it is shown with the wallets and is never sent anywhere.
 */
export function toWalletRequest(values: CreateWalletsValues): WalletRequest {
  const count = Number(values.count.trim())
  if (values.mode === 'random') return { mode: 'random', count }
  const checked = values.source === 'given' ? checkMnemonic(values.mnemonic ?? '') : undefined
  const mnemonic = checked?.ok ? checked.mnemonic : createMnemonic(values.words)
  return { mode: 'mnemonic', mnemonic, path: selectedPath(values), start: Number(values.start.trim()), count }
}
