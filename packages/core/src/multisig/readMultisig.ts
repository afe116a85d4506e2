import { type Address, erc20Abi, getAddress, type Hex, type PublicClient } from 'viem'
import { multisigWalletAbi } from '../contracts/MultisigWallet.abi.ts'
import { multicallEach } from '../evm/multicallEach.ts'
import { readContractsAt } from '../evm/readContractsAt.ts'
import { successResults } from '../evm/successResults.ts'
import { describeMultisigOrder, type MultisigOrderDescription } from './describeMultisigOrder.ts'

/**
 * The spec's order states (spec 001 section 4): `undone` until executed, then `finished`; and
 * `cancelled` once a cancel order naming it ran (it can never run then).
 */
export type MultisigOrderStatus = 'undone' | 'finished' | 'cancelled'

export type MultisigOrder = {
  id: bigint
  destination: Address
  value: bigint
  data: Hex
  submitter: Address
  /** Block timestamp of the submission (seconds). */
  submittedAt: bigint
  executed: boolean
  cancelled: boolean
  status: MultisigOrderStatus
  /**
   * For an order: the undone cancel orders that name it (newest first, among the orders read). For
   * a cancel order: `stale` once its target ran or was cancelled another way, so it can only fail.
   */
  pendingCancels: bigint[]
  stale: boolean
  /** For a cancelled order: the cancel order that ran, when it is among the orders read. */
  cancelledBy?: bigint | undefined
  /** The current signers whose confirmation counts, in signer order. */
  confirmations: Address[]
  description: MultisigOrderDescription
  /**
   * For token transfers: the token's symbol and decimals, when the destination answers as a token,
   * and the wallet's balance of it (to say why execution would fail).
   */
  token?: { symbol: string; decimals: number; balance?: bigint } | undefined
}

export type MultisigState = {
  address: Address
  signers: Address[]
  threshold: number
  /** Native coin held, in wei. */
  balance: bigint
  orderCount: bigint
  /** Newest first; at most `maxOrders` of them (the newest). */
  orders: MultisigOrder[]
}

export type ReadMultisigParameters = {
  wallet: Address
  /** How many of the newest orders to read (default {@link defaultMaxOrders}). */
  maxOrders?: number
}

/** Orders read by default: two calls each through the aggregator, a few requests at most. */
export const defaultMaxOrders = 200

/** The address has no TokenBox multisig wallet (no code, or code that does not answer as one). */
export class NotAMultisigWalletError extends Error {
  override name = 'NotAMultisigWalletError'
  readonly address: Address
  constructor(address: Address) {
    super(`${address} is not a multisig wallet`)
    this.address = address
  }
}

/**
 * Everything the wallet view shows, read through the chain's aggregator (viem `multicall`): signers,
 * threshold, balance, and the newest orders with their confirmations (from current signers only, as
 * the wallet counts them), their status and a description; token transfers get the token's symbol
 * and decimals. Throws {@link NotAMultisigWalletError} when `wallet` does not answer as one.
 *
 * @example
 * const state = await readMultisig(publicClient, { wallet })
 * const undone = state.orders.filter((order) => order.status === 'undone')
 */
export async function readMultisig(
  client: PublicClient,
  parameters: ReadMultisigParameters,
): Promise<MultisigState> {
  const address = getAddress(parameters.wallet)
  const maxOrders = parameters.maxOrders ?? defaultMaxOrders
  const contract = { address, abi: multisigWalletAbi } as const
  let head: [readonly Address[], bigint, bigint]
  let balance: bigint
  try {
    const [code, reads, coins] = await Promise.all([
      client.getCode({ address }),
      client.multicall({
        contracts: [
          { ...contract, functionName: 'signers' },
          { ...contract, functionName: 'threshold' },
          { ...contract, functionName: 'orderCount' },
        ],
        allowFailure: false,
      }),
      client.getBalance({ address }),
    ])
    if (!code || code === '0x') throw new NotAMultisigWalletError(address)
    head = reads
    balance = coins
  } catch (error) {
    if (error instanceof NotAMultisigWalletError) throw error
    // A failed read of a contract call means the code is not a multisig; a network failure is not ours to hide.
    if (isContractReadFailure(error)) throw new NotAMultisigWalletError(address)
    throw error
  }
  const [signers, threshold, orderCount] = head
  // The implementation (and anything else) answering with no signers is not a usable wallet.
  if (signers.length === 0 || threshold === 0n) throw new NotAMultisigWalletError(address)

  const ids: bigint[] = []
  for (let id = orderCount - 1n; id >= 0n && ids.length < maxOrders; id--) ids.push(id)
  // One group per order, answered in its shape: the stored order and its confirmations, typed.
  const orderReads = await readContractsAt(
    client,
    'latest',
    ids.map(
      (id) =>
        [
          { ...contract, functionName: 'order', args: [id] },
          { ...contract, functionName: 'confirmationsOf', args: [id] },
        ] as const,
    ),
  )
  const orders: MultisigOrder[] = ids.flatMap((id, index) => {
    const read = orderReads[index]
    if (!read) return []
    const [stored, confirmations] = read
    return {
      id,
      destination: stored.destination,
      value: stored.value,
      data: stored.data,
      submitter: stored.submitter,
      submittedAt: BigInt(stored.submittedAt),
      executed: stored.executed,
      cancelled: stored.cancelled,
      status: stored.executed ? 'finished' : stored.cancelled ? 'cancelled' : 'undone',
      confirmations: [...confirmations],
      description: describeMultisigOrder(address, stored),
      pendingCancels: [],
      stale: false,
    } satisfies MultisigOrder
  })
  linkCancellations(orders)

  const tokens = [
    ...new Set(orders.flatMap((order) => (order.description.kind === 'token' ? [order.destination] : []))),
  ]
  if (tokens.length > 0) {
    // A token that refuses a view is shown without it; a node that fails is an error.
    const infos = await multicallEach(client, {
      contracts: tokens.map((token) => {
        const erc20 = { address: token, abi: erc20Abi } as const
        return [
          { ...erc20, functionName: 'symbol' },
          { ...erc20, functionName: 'decimals' },
          { ...erc20, functionName: 'balanceOf', args: [address] },
        ] as const
      }),
    })
    const byToken = new Map<Address, { symbol: string; decimals: number; balance?: bigint }>()
    tokens.forEach((token, index) => {
      const info = infos[index]
      if (!info) return
      const [symbol, decimals, held] = successResults(info)
      if (symbol !== undefined && decimals !== undefined)
        byToken.set(token, { symbol, decimals, ...(held !== undefined ? { balance: held } : {}) })
    })
    for (const order of orders) order.token = byToken.get(order.destination)
  }

  return { address, signers: [...signers], threshold: Number(threshold), balance, orderCount, orders }
}

/**
 * Links cancel orders and their targets among `orders` (in place): an undone cancel order is listed
 * on its target, and marked stale when the target is no longer undone (it would only fail); a
 * cancelled target names the cancel order that ran.
 */
export function linkCancellations(orders: MultisigOrder[]): void {
  const byId = new Map(orders.map((order) => [order.id, order]))
  for (const order of orders) {
    if (order.description.kind !== 'cancelOrder' || order.status === 'cancelled') continue
    const target = byId.get(order.description.target)
    if (!target) continue
    if (order.status === 'finished') {
      if (target.status === 'cancelled') target.cancelledBy = order.id
    } else if (target.status === 'undone') target.pendingCancels.push(order.id)
    else order.stale = true
  }
}

function isContractReadFailure(error: unknown): boolean {
  for (
    let link = error as { name?: string; cause?: unknown } | undefined;
    link;
    link = link.cause as typeof link
  ) {
    if (
      link.name === 'ContractFunctionExecutionError' ||
      link.name === 'ContractFunctionZeroDataError' ||
      link.name === 'AbiDecodingZeroDataError' ||
      link.name === 'AbiDecodingDataSizeTooSmallError' ||
      link.name === 'ContractFunctionRevertedError'
    ) {
      return true
    }
  }
  return false
}
