import {
  compoundTokenAbi,
  compoundTokenBytecode,
  compoundTokenRuntime,
  dividendTokenAbi,
  dividendTokenBytecode,
  dividendTokenRuntime,
  lpDividendTokenAbi,
  lpDividendTokenBytecode,
  lpDividendTokenRuntime,
  memeTokenAbi,
  memeTokenBytecode,
  memeTokenRuntime,
  normalTokenAbi,
  normalTokenBytecode,
  normalTokenRuntime,
  standardTokenAbi,
  standardTokenBytecode,
  standardTokenRuntime,
  taxTokenAbi,
  taxTokenBytecode,
  taxTokenRuntime,
} from '../contracts/index.ts'

/** Identifies a deployment from its runtime code: see {@link identifyTokenTemplate}. */
export type RuntimeFingerprint = {
  readonly codeHash: `0x${string}`
  readonly codeLength: number
  readonly immutables: readonly (readonly [number, number])[]
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
    bytecode: standardTokenBytecode,
    runtime: standardTokenRuntime,
  },
  meme: {
    contractName: 'MemeToken',
    abi: memeTokenAbi,
    bytecode: memeTokenBytecode,
    runtime: memeTokenRuntime,
  },
  normal: {
    contractName: 'NormalToken',
    abi: normalTokenAbi,
    bytecode: normalTokenBytecode,
    runtime: normalTokenRuntime,
  },
  compound: {
    contractName: 'CompoundToken',
    abi: compoundTokenAbi,
    bytecode: compoundTokenBytecode,
    runtime: compoundTokenRuntime,
  },
  marketing: {
    contractName: 'TaxToken',
    abi: taxTokenAbi,
    bytecode: taxTokenBytecode,
    runtime: taxTokenRuntime,
  },
  dividend: {
    contractName: 'DividendToken',
    abi: dividendTokenAbi,
    bytecode: dividendTokenBytecode,
    runtime: dividendTokenRuntime,
  },
  lpDividend: {
    contractName: 'LpDividendToken',
    abi: lpDividendTokenAbi,
    bytecode: lpDividendTokenBytecode,
    runtime: lpDividendTokenRuntime,
  },
} as const

export type TokenTemplateId = keyof typeof tokenTemplates

export const tokenTemplateIds = Object.keys(tokenTemplates) as TokenTemplateId[]
