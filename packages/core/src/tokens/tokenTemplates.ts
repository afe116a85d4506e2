import type { Hex } from 'viem'
import { compoundTokenAbi, compoundTokenRuntime } from '../contracts/CompoundToken.abi.ts'
import { dividendTokenAbi, dividendTokenRuntime } from '../contracts/DividendToken.abi.ts'
import { lpDividendTokenAbi, lpDividendTokenRuntime } from '../contracts/LpDividendToken.abi.ts'
import { memeTokenAbi, memeTokenRuntime } from '../contracts/MemeToken.abi.ts'
import { normalTokenAbi, normalTokenRuntime } from '../contracts/NormalToken.abi.ts'
import { standardTokenAbi, standardTokenRuntime } from '../contracts/StandardToken.abi.ts'
import { taxTokenAbi, taxTokenRuntime } from '../contracts/TaxToken.abi.ts'

/** Identifies a deployment from its runtime code: see {@link identifyTokenTemplate}. */
export type RuntimeFingerprint = {
  readonly codeHash: `0x${string}`
  readonly codeLength: number
  readonly immutables: readonly (readonly [number, number])[]
}

/**
 * The creation bytecode of each template, loaded on demand: it is most of a template's size, and a
 * screen needs it only when the user deploys (the web app then fetches one template's chunk).
 */
export const tokenTemplateBytecode: Record<TokenTemplateId, () => Promise<Hex>> = {
  standard: () =>
    import('../contracts/StandardToken.bytecode.ts').then((module) => module.standardTokenBytecode),
  meme: () => import('../contracts/MemeToken.bytecode.ts').then((module) => module.memeTokenBytecode),
  normal: () => import('../contracts/NormalToken.bytecode.ts').then((module) => module.normalTokenBytecode),
  compound: () =>
    import('../contracts/CompoundToken.bytecode.ts').then((module) => module.compoundTokenBytecode),
  marketing: () => import('../contracts/TaxToken.bytecode.ts').then((module) => module.taxTokenBytecode),
  dividend: () =>
    import('../contracts/DividendToken.bytecode.ts').then((module) => module.dividendTokenBytecode),
  lpDividend: () =>
    import('../contracts/LpDividendToken.bytecode.ts').then((module) => module.lpDividendTokenBytecode),
}

/**
 * The token templates TokenBox deploys, by the id the web app and the server use. `contractName`
 * is the Solidity contract (and the name of its verification input), so the server can find the
 * standard-JSON input for "Sourcecode Verify" from it.
 */
export const tokenTemplates = {
  standard: {
    contractName: 'StandardToken',
    abi: standardTokenAbi,
    runtime: standardTokenRuntime,
  },
  meme: {
    contractName: 'MemeToken',
    abi: memeTokenAbi,
    runtime: memeTokenRuntime,
  },
  normal: {
    contractName: 'NormalToken',
    abi: normalTokenAbi,
    runtime: normalTokenRuntime,
  },
  compound: {
    contractName: 'CompoundToken',
    abi: compoundTokenAbi,
    runtime: compoundTokenRuntime,
  },
  marketing: {
    contractName: 'TaxToken',
    abi: taxTokenAbi,
    runtime: taxTokenRuntime,
  },
  dividend: {
    contractName: 'DividendToken',
    abi: dividendTokenAbi,
    runtime: dividendTokenRuntime,
  },
  lpDividend: {
    contractName: 'LpDividendToken',
    abi: lpDividendTokenAbi,
    runtime: lpDividendTokenRuntime,
  },
} as const

export type TokenTemplateId = keyof typeof tokenTemplates

export const tokenTemplateIds = Object.keys(tokenTemplates) as TokenTemplateId[]

/** Templates that extend the marketing (tax) token: a pair, fee splits, swap-back, launch controls. */
export function isTradingTemplate(
  template: TokenTemplateId,
): template is 'marketing' | 'dividend' | 'lpDividend' {
  return template === 'marketing' || isDividendTemplate(template)
}

/** Templates that pay dividends through the chain's shared dividend tracker. */
export function isDividendTemplate(template: TokenTemplateId): template is 'dividend' | 'lpDividend' {
  return template === 'dividend' || template === 'lpDividend'
}

/** Templates with an owner (standard and meme tokens never have one). */
export function hasOwner(template: TokenTemplateId): boolean {
  return template !== 'standard' && template !== 'meme'
}
