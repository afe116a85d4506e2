import {
  type Address,
  type Chain,
  type Client,
  erc20Abi,
  getAddress,
  type Hex,
  hexToString,
  type Transport,
} from 'viem'
import { readContractsEach } from '../evm/readContractsEach.ts'

/** An ERC-20 token as the tools show it, amounts in its base units. */
export type Token = {
  address: Address
  /** The token's name, its symbol when it has none. */
  name: string
  symbol: string
  decimals: number
  totalSupply: bigint
  /** `owner`'s balance; 0 when no owner was given. */
  balance: bigint
  /** What `owner` lets `spender` move; undefined unless both were given. */
  allowance: bigint | undefined
}

/** A token as a report names it: what it is and its supply, no account's balance. */
export type TokenFacts = Pick<Token, 'address' | 'name' | 'symbol' | 'decimals' | 'totalSupply'>

/**
 * The {@link TokenFacts} of the token at `address` from what a reader found (readToken,
 * readTokenDetails), without whatever else came with it.
 *
 * @example
 * tokenFactsOf(token, await readToken(client, { token, owner })) // no balance or allowance
 */
export function tokenFactsOf(address: Address, read: Omit<TokenFacts, 'address'>): TokenFacts {
  const { name, symbol, decimals, totalSupply } = read
  return { address, name, symbol, decimals, totalSupply }
}

export type ReadTokenParameters = {
  token: Address
  /** Whose balance (and allowance) to read. */
  owner?: Address | undefined
  /** Whose allowance from `owner` to read. */
  spender?: Address | undefined
}

/**
 * The early tokens' name and symbol (MKR, SAI and other 2017 tokens): a bytes32 of text padded with
 * zero bytes instead of an ABI string.
 */
const bytes32TextAbi = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ type: 'bytes32' }] },
] as const

/** Larger decimals make no usable amount (10^78 passes 2^256): such a contract is no token. */
const maxDecimals = 77

/**
 * The ERC-20 token at `token`, with `owner`'s balance and allowance to `spender` when given: one
 * aggregate3 call where the chain has Multicall3, else one call per view. Null when the address
 * does not answer as a token (no code, no symbol, decimals or total supply, decimals above 77).
 * A node that fails throws (core's whenContractRefuses), so a screen can tell "not a token" from "RPC down".
 *
 * Every tool that reads a token by address reads it here (Send, Transfer, Approve, Collect, the
 * multisig's token transfers, the lock's tokens and LP, Manage Token's pair and dividend coins).
 *
 * @example
 * const usdt = await readToken(publicClient, { token: '0xdAC1…', owner: account })
 * usdt && formatUnits(usdt.balance, usdt.decimals)
 */
export async function readToken(
  client: Client<Transport, Chain | undefined>,
  { token, owner, spender }: ReadTokenParameters,
): Promise<Token | null> {
  const address = getAddress(token)
  const erc20 = { address, abi: erc20Abi } as const
  const [answeredName, answeredSymbol, decimals, totalSupply, balance, allowance] = await readContractsEach(
    client,
    [
      { ...erc20, functionName: 'name' },
      { ...erc20, functionName: 'symbol' },
      { ...erc20, functionName: 'decimals' },
      { ...erc20, functionName: 'totalSupply' },
      owner ? ({ ...erc20, functionName: 'balanceOf', args: [owner] } as const) : undefined,
      owner && spender
        ? ({ ...erc20, functionName: 'allowance', args: [owner, spender] } as const)
        : undefined,
    ],
  )
  let name = answeredName
  let symbol = answeredSymbol
  if (symbol === undefined && decimals !== undefined && totalSupply !== undefined) {
    // A symbol that is no ABI string may be a bytes32 one: asked again only then.
    const [bytesName, bytesSymbol] = await readContractsEach(client, [
      { address, abi: bytes32TextAbi, functionName: 'name' },
      { address, abi: bytes32TextAbi, functionName: 'symbol' },
    ])
    name = name ?? bytes32Text(bytesName)
    symbol = bytes32Text(bytesSymbol)
  }
  if (symbol === undefined || decimals === undefined || totalSupply === undefined) return null
  if (decimals > maxDecimals) return null
  return {
    address,
    name: name || symbol,
    symbol,
    decimals,
    totalSupply,
    balance: balance ?? 0n,
    allowance,
  }
}

/** A bytes32 of text (zero-padded) as a string; undefined for none, or for bytes that are no text. */
function bytes32Text(value: Hex | undefined): string | undefined {
  if (value === undefined) return undefined
  const text = hexToString(value).replace(/\0+$/, '')
  return text && !text.includes('\0') && !text.includes('\uFFFD') ? text : undefined
}
