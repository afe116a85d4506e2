import { type Address, getAddress, isAddress, parseUnits } from 'viem'
import type { FieldIssue } from '../../forms/fieldIssues.ts'
import { validateAddress, validateAmount } from '../../forms/fieldIssues.ts'
import type { InscriptionTokenParameters } from '../createTokenDeployStep.ts'
import { validateWhole } from '../tokenFieldIssues.ts'
import { checkInscriptionFigures } from './checkInscriptionFigures.ts'

/**
 * Inscription tokens use 18 decimals, the ERC-20 default every wallet shows: inscriptions were
 * counted in whole tokens, so the form takes whole-token figures and asks no decimals.
 */
export const inscriptionDecimals = 18

/** Most mints one address may be allowed (a limit above this is no limit worth stating). */
export const maxMintsPerAddress = 1_000_000

/** What the create form holds, as typed. */
export type InscriptionFormValues = {
  name: string
  symbol: string
  maxSupply: string
  amountPerMint: string
  mintsPerAddress: number
  allocationEnabled: boolean
  allocation: string
  allocationRecipient: string
}

/** The inscription sites' usual figures: 21 million, 1,000 a mint, 10 mints an address, no allocation. */
export function defaultInscriptionFormValues(account: Address | undefined): InscriptionFormValues {
  return {
    name: '',
    symbol: '',
    maxSupply: '21000000',
    amountPerMint: '1000',
    mintsPerAddress: 10,
    allocationEnabled: false,
    allocation: '0',
    allocationRecipient: account ?? '',
  }
}

const units = (text: string | undefined) => parseUnits((text ?? '').trim() || '0', inscriptionDecimals)

/** The figures as base units, or undefined while one of them is not a valid amount. */
export function inscriptionFiguresOf(values: Partial<InscriptionFormValues>) {
  const allocation = values.allocationEnabled ? values.allocation : '0'
  if (
    validateAmount(values.maxSupply, inscriptionDecimals) ||
    validateAmount(values.amountPerMint, inscriptionDecimals) ||
    validateAmount(allocation, inscriptionDecimals, { allowZero: true }) ||
    validateWhole(values.mintsPerAddress, 1, maxMintsPerAddress)
  )
    return undefined
  return {
    maxSupply: units(values.maxSupply),
    amountPerMint: units(values.amountPerMint),
    mintsPerAddress: BigInt(values.mintsPerAddress!),
    creatorAllocation: units(allocation),
  }
}

/**
 * The figures together, as the contract's constructor checks them: shown under the amount per
 * mint (the field a user changes to fix them). Each figure's own issue is its field's to show.
 */
export function validateInscriptionFigures(values: Partial<InscriptionFormValues>): FieldIssue {
  const figures = inscriptionFiguresOf(values)
  if (!figures) return undefined
  const issue = checkInscriptionFigures(figures)
  return issue ? { key: `inscription.issue.${issue}` } : undefined
}

/** The deploy step's parameters from valid form values. */
export function toInscriptionParameters(
  values: InscriptionFormValues,
  account: Address,
): InscriptionTokenParameters {
  const figures = inscriptionFiguresOf(values)!
  return {
    template: 'inscription',
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals: inscriptionDecimals,
    ...figures,
    allocationRecipient:
      values.allocationEnabled && isAddress(values.allocationRecipient.trim())
        ? getAddress(values.allocationRecipient.trim())
        : account,
  }
}

export { validateAddress }
