import type { CreateTokenParameters } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { type Address, getAddress, parseUnits } from 'viem'

/**
 * What the create form holds: text as typed (amounts and percentages stay strings until they are
 * validated, so nothing is rounded behind the user's back), switches as booleans.
 */
export type TokenFormValues = {
  name: string
  symbol: string
  decimals: number
  initialSupply: string
  owner: string
  burnable: boolean
  mintable: boolean
  pausable: boolean
  blacklistEnabled: boolean
  whitelistEnabled: boolean
  timedRenounceEnabled: boolean
  /** Renounce at birth until this time (unix ms), or undefined. */
  renounceUntil: number | undefined
  transferBurnPercent: string
  transferFeePercent: string
  feeRecipient: string
}

/** The form's starting values; owner and fee address are the connected wallet (spec 001 section 3). */
export function defaultTokenFormValues(wallet: Address | undefined): TokenFormValues {
  return {
    name: '',
    symbol: '',
    decimals: 18,
    initialSupply: '',
    owner: wallet ?? '',
    burnable: false,
    mintable: false,
    pausable: false,
    blacklistEnabled: false,
    whitelistEnabled: false,
    timedRenounceEnabled: false,
    renounceUntil: undefined,
    transferBurnPercent: '0',
    transferFeePercent: '0',
    feeRecipient: wallet ?? '',
  }
}

/** Up to two decimals of a percent: basis points are the contracts' unit. */
export const percentPattern = /^\d{1,3}(\.\d{1,2})?$/

/** '2.5' -> 250 basis points. Call only with text that matched {@link percentPattern}. */
export function percentToBps(percent: string): number {
  return Number(parseUnits(percent.trim() || '0', 2))
}

/**
 * The deploy parameters for `template` from validated form values. Each template takes only its
 * own fields, so a switch left on in another template's form changes nothing.
 */
export function toCreateTokenParameters(
  template: TokenTemplateId,
  values: TokenFormValues,
): CreateTokenParameters {
  const common = {
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals: values.decimals,
    initialSupply: parseUnits(values.initialSupply.trim(), values.decimals),
    owner: getAddress(values.owner.trim()),
  }
  switch (template) {
    case 'standard':
      return { template, ...common }
    case 'meme':
      return { template, ...common, burnable: values.burnable }
    case 'normal': {
      const transferFeeBps = percentToBps(values.transferFeePercent)
      return {
        template,
        ...common,
        burnable: values.burnable,
        mintable: values.mintable,
        pausable: values.pausable,
        blacklistEnabled: values.blacklistEnabled,
        whitelistEnabled: values.whitelistEnabled,
        timedRenounceEnabled: values.timedRenounceEnabled,
        renounceEndsAt:
          values.timedRenounceEnabled && values.renounceUntil
            ? BigInt(Math.floor(values.renounceUntil / 1000))
            : 0n,
        transferBurnBps: percentToBps(values.transferBurnPercent),
        transferFeeBps,
        // An unused fee address is still an argument; the owner is a harmless, valid one.
        feeRecipient: transferFeeBps > 0 ? getAddress(values.feeRecipient.trim()) : common.owner,
      }
    }
  }
}
