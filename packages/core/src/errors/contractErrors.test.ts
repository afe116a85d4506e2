import { readdirSync, readFileSync } from 'node:fs'
import {
  type AbiParameter,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  parseAbi,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { formatAbiItem } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { toErrorMessage } from './toErrorMessage.ts'

type AbiError = { type: 'error'; name: string; inputs: readonly AbiParameter[] }

// Every custom error of every contract TokenBox ships: the generated ABI modules in ../contracts
// (a contract build writes them; the test-only contracts' modules are in core's testing/ and do not count).
const contractsDirectory = new URL('../contracts/', import.meta.url)
const abiFiles = readdirSync(contractsDirectory).filter((file) => file.endsWith('.abi.ts'))
const shippedErrors = new Map<string, { error: AbiError; contracts: string[] }>()
for (const file of abiFiles) {
  const module = (await import(new URL(file, contractsDirectory).href)) as Record<string, unknown>
  // `<name>Abi` beside `<name>Runtime` (code hashes): the array is the ABI.
  const abi = Object.values(module).find(Array.isArray) as readonly { type: string }[]
  for (const item of abi) {
    if (item.type !== 'error') continue
    const error = item as AbiError
    const selector = toFunctionSelector(formatAbiItem(error))
    const entry = shippedErrors.get(selector) ?? { error, contracts: [] }
    entry.contracts.push(file.replace('.abi.ts', ''))
    shippedErrors.set(selector, entry)
  }
}

/** A plausible value of each Solidity type the errors use (1 for numbers: 0 can mean "none"). */
function sample(parameter: AbiParameter): unknown {
  if (parameter.type === 'address') return zeroAddress
  if (parameter.type === 'bool') return false
  if (parameter.type === 'string') return 'x'
  if (parameter.type === 'bytes') return '0x'
  const fixedBytes = /^bytes(\d+)$/.exec(parameter.type)
  if (fixedBytes) return `0x${'00'.repeat(Number(fixedBytes[1]))}`
  if (/^u?int\d*$/.test(parameter.type)) return 1n
  throw new Error(`no sample value for ${parameter.type}`)
}

// Wraps a revert the way viem's writeContract / estimateContractGas (and our step runner) do.
function reverted(abi: readonly unknown[], data: `0x${string}`) {
  const cause = new ContractFunctionRevertedError({ abi: abi as never, data, functionName: 'f' })
  return new ContractFunctionExecutionError(cause, { abi: abi as never, functionName: 'f', args: [] })
}

/**
 * The error sentences users read, each language's (the one catalogue: the web's and the
 * extension's locale files in packages/ui), read here to check that every placeholder gets a value.
 */
const errorTexts = Object.fromEntries(
  ['en', 'zh', 'es', 'ja'].map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../../../ui/src/locales/${language}/errors.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>,
  ]),
)

// The keys that say "some contract refused" without saying why: a shipped error must never get one.
const unexplained = new Set(['contractError', 'revertReason', 'transactionFailed'])

describe('every custom error of every shipped TokenBox contract', () => {
  it('is read from the generated ABIs', () => {
    // A contract build must have run; an empty list would make the test below prove nothing.
    expect(abiFiles.length).toBeGreaterThan(10)
    expect(shippedErrors.size).toBeGreaterThan(100)
  })

  it('has a sentence, whether the failing call knew its ABI or not', () => {
    const missing: string[] = []
    const problems: string[] = []
    for (const { error, contracts } of shippedErrors.values()) {
      const name = `${formatAbiItem(error, { includeName: true })} (${contracts.join(', ')})`
      const data = encodeErrorResult({
        abi: [error],
        errorName: error.name,
        args: error.inputs.map(sample),
      } as never)
      // Decoded by the step's own ABI, and passed through another contract whose ABI lacks it
      // (a token's error bubbling up through the locker or the router).
      for (const abi of [[error], parseAbi(['function f()'])]) {
        const message = toErrorMessage(reverted(abi, data))
        if (unexplained.has(message.key)) {
          missing.push(name)
          break
        }
        // Every placeholder of the sentence, in each language, gets a value.
        for (const [language, texts] of Object.entries(errorTexts)) {
          for (const [, placeholder] of (texts[message.key] ?? '').matchAll(/{{\s*(\w+)/g)) {
            if (!(placeholder! in message.params))
              problems.push(`${name}: no value for {{${placeholder}}} in ${language}`)
          }
        }
        // The raw error stays at hand for the "Details" under the sentence.
        if (!message.details?.includes(error.name)) problems.push(`${name}: details lack the raw error`)
      }
    }
    expect(missing, 'errors without a sentence: give each a key in contractErrors.ts').toEqual([])
    expect(problems).toEqual([])
  })
})
