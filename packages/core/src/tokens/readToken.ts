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
import { readContract } from 'viem/actions'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import type { AnyContractRead, ContractReads } from '../evm/contractReads.ts'
import { type MulticallEachAnswer, multicallEach } from '../evm/multicallEach.ts'

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
  const contracts = [
    { address, abi: erc20Abi, functionName: 'name' },
    { address, abi: erc20Abi, functionName: 'symbol' },
    { address, abi: erc20Abi, functionName: 'decimals' },
    { address, abi: erc20Abi, functionName: 'totalSupply' },
    ...(owner ? ([{ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }] as const) : []),
    ...(owner && spender
      ? ([{ address, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }] as const)
      : []),
  ] as const
  const answers = await readEach(client, contracts)
  const [, , decimals, totalSupply, balance, allowance] = answers
  let [name, symbol] = answers
  if (typeof symbol !== 'string' && typeof decimals === 'number' && typeof totalSupply === 'bigint') {
    // A symbol that is no ABI string may be a bytes32 one: asked again only then.
    const texts = await readEach(client, [
      { address, abi: bytes32TextAbi, functionName: 'name' },
      { address, abi: bytes32TextAbi, functionName: 'symbol' },
    ] as const)
    name = typeof name === 'string' ? name : bytes32Text(texts[0])
    symbol = bytes32Text(texts[1])
  }
  if (typeof symbol !== 'string' || typeof decimals !== 'number' || typeof totalSupply !== 'bigint')
    return null
  if (decimals > maxDecimals) return null
  return {
    address,
    name: typeof name === 'string' && name ? name : symbol,
    symbol,
    decimals,
    totalSupply,
    balance: typeof balance === 'bigint' ? balance : 0n,
    allowance: owner && spender && typeof allowance === 'bigint' ? allowance : undefined,
  }
}

/** Each read's answer, undefined where the contract refused it (a view it lacks). */
async function readEach<const contracts extends readonly unknown[]>(
  client: Client<Transport, Chain | undefined>,
  contracts: ContractReads<contracts>,
): Promise<unknown[]> {
  return client.chain?.contracts?.multicall3
    ? // One aggregate3 call whose calls may fail one by one (a view the contract lacks).
      ((await multicallEach(client, { contracts })) as readonly MulticallEachAnswer[]).map((answer) =>
        answer.status === 'success' ? answer.result : undefined,
      )
    : Promise.all(
        (contracts as readonly AnyContractRead[]).map((contract) =>
          // A view the contract lacks is an answer; a node that fails is an error.
          readContract(client, contract).catch(whenContractRefuses(undefined)),
        ),
      )
}

/** A bytes32 of text (zero-padded) as a string; undefined for none, or for bytes that are no text. */
function bytes32Text(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('0x')) return undefined
  const text = hexToString(value as Hex).replace(/\0+$/, '')
  return text && !text.includes('\0') && !text.includes('\uFFFD') ? text : undefined
}
