import { type Address, getAddress, type PublicClient } from 'viem'
import { readToken } from '../erc20/readToken.ts'
import { describeMultisigOrder, type MultisigOrderDescription } from './describeMultisigOrder.ts'
import type { EncodedMultisigOrder } from './encodeMultisigOrder.ts'

/**
 * What an order sends that the wallet does not hold now: the native coin (a send, or value with a
 * call) or a token of an ERC20 transfer. Amounts in base units; `decimals` and `symbol` of a token
 * when it answers (a native coin has 18 and the chain's symbol, which the caller knows).
 */
export type MultisigShortfall =
  | { asset: 'native'; held: bigint; needed: bigint }
  | { asset: 'token'; token: Address; held: bigint; needed: bigint; symbol?: string; decimals?: number }

/** The token balance of the wallet for a token transfer order, as readMultisig reads it. */
export type MultisigTokenHolding = { symbol: string; decimals: number; balance?: bigint }

/**
 * The shortfall of an order described by {@link describeMultisigOrder}, against the wallet's
 * native balance and, for a token transfer, its token balance (unknown: no shortfall is claimed).
 * Undefined when the wallet holds enough. A value sent with a token transfer counts as native.
 *
 * @example
 * multisigOrderShortfall(order.description, state.balance, order.token)
 * // { asset: 'native', held: 2n * 10n ** 18n, needed: 5n * 10n ** 18n }
 */
export function multisigOrderShortfall(
  description: MultisigOrderDescription,
  nativeBalance: bigint,
  token?: MultisigTokenHolding,
): MultisigShortfall | undefined {
  const value = 'value' in description ? description.value : 0n
  if (value > nativeBalance) return { asset: 'native', held: nativeBalance, needed: value }
  if (description.kind === 'token' && token?.balance !== undefined && description.amount > token.balance) {
    return {
      asset: 'token',
      token: description.token,
      held: token.balance,
      needed: description.amount,
      symbol: token.symbol,
      decimals: token.decimals,
    }
  }
  return undefined
}

/**
 * Reads what `wallet` holds (at `blockNumber`, default the newest) and tells whether the order about
 * to be submitted sends more than that (undefined: it holds enough, or the order sends nothing we
 * can measure: a token transfer to a contract that does not answer as a token). Such an order can
 * still be submitted: it executes once the wallet holds enough, or is cancelled. A node that fails
 * throws (readToken), never "holds enough".
 *
 * @example
 * const shortfall = await checkMultisigOrderFunds(publicClient, wallet, encodeMultisigOrder(wallet, input))
 */
export async function checkMultisigOrderFunds(
  client: PublicClient,
  wallet: Address,
  order: EncodedMultisigOrder,
  { blockNumber }: { blockNumber?: bigint | undefined } = {},
): Promise<MultisigShortfall | undefined> {
  const address = getAddress(wallet)
  const description = describeMultisigOrder(address, order)
  const [nativeBalance, token] = await Promise.all([
    client.getBalance({ address, blockNumber }),
    description.kind === 'token' ? readToken(client, { token: description.token, owner: address }) : null,
  ])
  return multisigOrderShortfall(description, nativeBalance, token ?? undefined)
}
