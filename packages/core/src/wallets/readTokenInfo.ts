import { type Address, type Chain, type Client, erc20Abi, type Transport } from 'viem'
import { readContract } from 'viem/actions'
import { walkCauses } from '../errors/walkCauses.ts'

export type TokenInfo = { address: Address; symbol: string; decimals: number }

/**
 * A token's symbol and decimals, or null when the address does not answer as an ERC20 (no code,
 * not a token, decimals above 77 which no amount could use). Network failures throw, so the screen
 * can tell "not a token" from "RPC down".
 *
 * @example
 * const usdt = await readTokenInfo(client, { token: '0xdAC1…' }) // { symbol: 'USDT', decimals: 6 }
 */
export async function readTokenInfo(
  client: Client<Transport, Chain | undefined>,
  { token }: { token: Address },
): Promise<TokenInfo | null> {
  const read = <T>(functionName: 'symbol' | 'decimals') =>
    readContract(client, { address: token, abi: erc20Abi, functionName }).then(
      (value) => ({ ok: true as const, value: value as T }),
      (error: unknown) => ({ ok: false as const, error }),
    )
  const [symbol, decimals] = await Promise.all([read<string>('symbol'), read<number>('decimals')])
  for (const answer of [symbol, decimals]) {
    if (!answer.ok && isNetworkFailure(answer.error)) throw answer.error
  }
  if (!symbol.ok || !decimals.ok || decimals.value > 77) return null
  return { address: token, symbol: symbol.value, decimals: Number(decimals.value) }
}

const networkErrorNames = new Set(['HttpRequestError', 'TimeoutError', 'WebSocketRequestError'])

function isNetworkFailure(error: unknown): boolean {
  return walkCauses(error, (link) => networkErrorNames.has((link as { name?: string }).name ?? '')) !== null
}
