import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddress,
  isHex,
  parseUnits,
  toFunctionSignature,
} from 'viem'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'

/**
 * An order as the New order form describes it. Amounts are decimal text in whole coins or tokens
 * (scaled here by the decimals); signer and threshold changes are calls of the wallet to itself.
 */
export type MultisigOrderInput =
  | { kind: 'native'; to: Address; amount: string; decimals?: number }
  | { kind: 'token'; token: Address; to: Address; amount: string; decimals: number }
  | {
      kind: 'call'
      to: Address
      /** Native coin sent with the call, in whole coins ('' or '0': none). */
      value?: string
      /** A JSON ABI: one function fragment or an array (only functions are used). */
      abi: string
      /** A function name, or its signature `name(type,...)` when the name is overloaded. */
      functionName: string
      /** One text per input, read by {@link parseAbiArgument}. */
      args: readonly string[]
    }
  | { kind: 'raw'; to: Address; value?: string; data: Hex }
  | { kind: 'addSigner'; signer: Address; threshold: number }
  | { kind: 'removeSigner'; signer: Address; threshold: number }
  | { kind: 'replaceSigner'; oldSigner: Address; newSigner: Address }
  | { kind: 'changeThreshold'; threshold: number }
  /** Cancels undone order `target` once confirmed and executed (only an earlier order). */
  | { kind: 'cancelOrder'; target: bigint }

/** What {@link encodeMultisigOrder} returns: the arguments of the wallet's `submit`. */
export type EncodedMultisigOrder = { destination: Address; value: bigint; data: Hex }

/** Bad input for an order; `code` names what is wrong (the form maps it to a spec message). */
export class MultisigOrderInputError extends Error {
  override name = 'MultisigOrderInputError'
  readonly code: 'invalidAbi' | 'functionNotFound' | 'invalidArgument' | 'invalidAmount' | 'invalidData'
  readonly detail: string
  constructor(code: MultisigOrderInputError['code'], detail = '') {
    super(`${code}${detail ? `: ${detail}` : ''}`)
    this.code = code
    this.detail = detail
  }
}

/**
 * Parses decimal text into base units; throws {@link MultisigOrderInputError} `invalidAmount` for
 * anything that is not a non-negative number with at most `decimals` decimals.
 */
export function parseOrderAmount(text: string, decimals: number): bigint {
  const trimmed = text.trim()
  if (trimmed === '') return 0n
  if (!/^\d+(\.\d+)?$/.test(trimmed)) throw new MultisigOrderInputError('invalidAmount', text)
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.length > decimals) throw new MultisigOrderInputError('invalidAmount', text)
  return parseUnits(trimmed, decimals)
}

/**
 * The functions of a JSON ABI text (a fragment object or an array). Throws `invalidAbi` when the
 * text is not JSON or holds no function.
 *
 * @example
 * parseAbiFunctions('{"type":"function","name":"mint","inputs":[{"name":"to","type":"address"}]}')
 */
export function parseAbiFunctions(text: string): AbiFunction[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new MultisigOrderInputError('invalidAbi')
  }
  const items = Array.isArray(parsed) ? parsed : [parsed]
  const functions = items.filter(
    (item): item is AbiFunction =>
      typeof item === 'object' &&
      item !== null &&
      (item as { type?: unknown }).type === 'function' &&
      typeof (item as { name?: unknown }).name === 'string' &&
      Array.isArray((item as { inputs?: unknown }).inputs),
  )
  if (functions.length === 0) throw new MultisigOrderInputError('invalidAbi')
  return functions.map((item) => ({
    ...item,
    outputs: item.outputs ?? [],
    stateMutability: item.stateMutability ?? 'nonpayable',
  }))
}

/** `name(type,...)` of a function, as the form lists overloads. */
export function functionSignature(item: AbiFunction): string {
  return toFunctionSignature(item)
}

/**
 * One typed argument from text: addresses checked, integers as decimal or 0x, `true`/`false`,
 * bytes as hex (bytesN of exact length), strings as typed, and arrays and tuples as JSON (their
 * members read by the same rules). Throws `invalidArgument` naming the parameter.
 */
export function parseAbiArgument(parameter: AbiParameter, text: string): unknown {
  const fail = () => new MultisigOrderInputError('invalidArgument', parameter.name || parameter.type)
  const { type } = parameter
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array || type === 'tuple') {
    let value: unknown
    try {
      value = typeof text === 'string' ? JSON.parse(text) : text
    } catch {
      throw fail()
    }
    const asText = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item))
    if (array) {
      if (!Array.isArray(value) || (array[2] && value.length !== Number(array[2]))) throw fail()
      const inner = { ...parameter, type: array[1] ?? '' } as AbiParameter
      return value.map((item) => parseAbiArgument(inner, asText(item)))
    }
    const components = (parameter as { components?: readonly AbiParameter[] }).components ?? []
    if (Array.isArray(value)) {
      if (value.length !== components.length) throw fail()
      return components.map((component, index) => parseAbiArgument(component, asText(value[index])))
    }
    if (typeof value !== 'object' || value === null) throw fail()
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      components.map((component) => [
        component.name,
        parseAbiArgument(component, asText(record[component.name ?? ''])),
      ]),
    )
  }
  const trimmed = text.trim()
  if (type === 'address') {
    if (!isAddress(trimmed, { strict: false })) throw fail()
    return trimmed
  }
  if (type === 'bool') {
    if (trimmed === 'true') return true
    if (trimmed === 'false') return false
    throw fail()
  }
  if (type === 'string') return text
  const integer = /^(u?)int(\d*)$/.exec(type)
  if (integer) {
    if (!/^-?\d+$/.test(trimmed) && !/^0x[0-9a-fA-F]+$/.test(trimmed)) throw fail()
    const value = BigInt(trimmed)
    const bits = BigInt(integer[2] || '256')
    const unsigned = integer[1] === 'u'
    const min = unsigned ? 0n : -(2n ** (bits - 1n))
    const max = unsigned ? 2n ** bits - 1n : 2n ** (bits - 1n) - 1n
    if (value < min || value > max) throw fail()
    return value
  }
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) {
    if (!isHex(trimmed) || trimmed.length % 2 !== 0) throw fail()
    if (bytes[1] && trimmed.length !== 2 + Number(bytes[1]) * 2) throw fail()
    return trimmed
  }
  throw fail()
}

function selfCall(wallet: Address, data: Hex): EncodedMultisigOrder {
  return { destination: wallet, value: 0n, data }
}

/**
 * The `submit` arguments for an order: a native send (no data), an ERC20 `transfer` (amount scaled
 * by the token's decimals), a contract call from an ABI fragment with typed arguments or raw hex
 * data, or a signer / threshold change or a cancellation as a call of `wallet` to itself. Throws
 * {@link MultisigOrderInputError} on bad input. The wallet checks signer rules itself at execution;
 * the form checks them earlier.
 *
 * @example
 * const { destination, value, data } = encodeMultisigOrder(wallet, {
 *   kind: 'token', token: usdt, to: recipient, amount: '12.5', decimals: 6,
 * })
 */
export function encodeMultisigOrder(wallet: Address, input: MultisigOrderInput): EncodedMultisigOrder {
  switch (input.kind) {
    case 'native':
      return {
        destination: input.to,
        value: parseOrderAmount(input.amount, input.decimals ?? 18),
        data: '0x',
      }
    case 'token':
      return {
        destination: input.token,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [input.to, parseOrderAmount(input.amount, input.decimals)],
        }),
      }
    case 'call': {
      const functions = parseAbiFunctions(input.abi)
      const wanted = input.functionName.trim()
      const matches = functions.filter((item) =>
        wanted.includes('(') ? functionSignature(item) === wanted.replace(/\s+/g, '') : item.name === wanted,
      )
      const [item] = matches
      if (!item || matches.length > 1) throw new MultisigOrderInputError('functionNotFound', wanted)
      if (input.args.length !== item.inputs.length) throw new MultisigOrderInputError('invalidArgument')
      const args = item.inputs.map((parameter, index) => parseAbiArgument(parameter, input.args[index] ?? ''))
      const data = encodeFunctionData({ abi: [item] as Abi, functionName: item.name, args })
      return { destination: input.to, value: parseOrderAmount(input.value ?? '', 18), data }
    }
    case 'raw': {
      const data = input.data.trim() as Hex
      if (!isHex(data) || data.length % 2 !== 0) throw new MultisigOrderInputError('invalidData')
      return { destination: input.to, value: parseOrderAmount(input.value ?? '', 18), data }
    }
    // The wallet's own function of the same name: the signer, and the threshold after the change.
    case 'addSigner':
    case 'removeSigner':
      return selfCall(
        wallet,
        encodeFunctionData({
          abi: multisigWalletAbi,
          functionName: input.kind,
          args: [input.signer, BigInt(input.threshold)],
        }),
      )
    case 'replaceSigner':
      return selfCall(
        wallet,
        encodeFunctionData({
          abi: multisigWalletAbi,
          functionName: 'replaceSigner',
          args: [input.oldSigner, input.newSigner],
        }),
      )
    case 'changeThreshold':
      return selfCall(
        wallet,
        encodeFunctionData({
          abi: multisigWalletAbi,
          functionName: 'changeThreshold',
          args: [BigInt(input.threshold)],
        }),
      )
    case 'cancelOrder':
      return selfCall(
        wallet,
        encodeFunctionData({ abi: multisigWalletAbi, functionName: 'cancelOrder', args: [input.target] }),
      )
  }
}
