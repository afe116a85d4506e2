import {
  type Address,
  type Client,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  keccak256,
  type TransactionReceipt,
  type TransactionSerializable,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  estimateGas,
  getBalance,
  getChainId,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  readContract,
  sendRawTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { toErrorMessage } from '../errors/toErrorMessage.ts'
import { TransactionRevertedError } from '../errors/transaction.ts'
import { walkCauses } from '../errors/walkCauses.ts'
import { getGasLimit } from '../gas/getGasLimit.ts'
import { planWalletCollection, sweepValue } from './planCollection.ts'
import type { CollectSettings, CollectWallet, PendingTransfer, WalletCollection } from './types.ts'
import { waitingCollection } from './types.ts'

export type CollectFromWalletParameters = {
  wallet: CollectWallet
  settings: CollectSettings
  /** The wallet's state from an earlier run (a retry): confirmed amounts add up, a pending transfer is settled first. */
  previous?: WalletCollection | undefined
  /** Every change of the wallet's state (a new object each time). */
  onUpdate?: ((collection: WalletCollection) => void) | undefined
  /** How long to wait for a receipt before reporting a failure (the transfer stays pending for a retry). */
  receiptTimeoutMs?: number
}

type Outcome = 'mined' | 'reverted' | 'dropped'

const notFound = (error: unknown) =>
  walkCauses(error, (cause) => /NotFoundError$/.test(String((cause as { name?: unknown })?.name))) !== null

/**
 * Collects one sub-wallet into the target: its token balance first (when the mode includes the
 * token), then, after that transfer confirms and the balance is read again, its native coin minus
 * exactly the sweep's own gas and the amount to keep. Never throws: the returned state says done,
 * skipped (with a reason) or failed (with the catalogue message).
 *
 * The key signs here, with a viem local account, and the only request that carries anything of it
 * is `eth_sendRawTransaction` with the signed transaction (which holds a signature, not the key).
 *
 * Safety of retries (no transfer is ever sent twice):
 * - The transaction's hash is computed from the signed bytes before it is sent and kept as
 *   `pending`; whatever happens next (a lost answer, a timeout, a closed tab), a retry first asks
 *   the node about that hash: mined counts, reverted or unknown means it moved nothing.
 * - Balances are read again at the start of every attempt and the transfers move what is there,
 *   so a retry after a partial success only collects what is left.
 * - The nonce is the account's count of mined transactions (`latest`), not `pending`: if an earlier
 *   transfer is still somewhere in a mempool, the new one has the same nonce and at most one of the
 *   two can ever be mined.
 *
 * @example
 * const state = await collectFromWallet(publicClient, { wallet, settings, onUpdate: render })
 * if (state.status === 'failed') console.log(state.message.key)
 */
export async function collectFromWallet(
  client: Client,
  parameters: CollectFromWalletParameters,
): Promise<WalletCollection> {
  const { wallet, settings, onUpdate, receiptTimeoutMs = 120_000 } = parameters
  let state: WalletCollection = {
    ...(parameters.previous ?? waitingCollection(wallet.address)),
    status: 'waiting',
    skipReason: undefined,
    message: undefined,
    error: undefined,
  }
  const update = (change: Partial<WalletCollection>) => {
    state = { ...state, ...change }
    onUpdate?.(state)
  }
  const { price, type } = settings.gasPrice
  const account = privateKeyToAccount(wallet.privateKey)

  const settle = async (pending: PendingTransfer, receipt: TransactionReceipt): Promise<Outcome> => {
    // A pre-London node's receipt has no effectiveGasPrice (viem's type says otherwise): a type-0
    // transaction paid its own gasPrice, read from the transaction.
    const paidPerGas =
      receipt.effectiveGasPrice ??
      (await getTransaction(client, { hash: receipt.transactionHash })).gasPrice ??
      price
    const gasPaid = state.gasPaid + receipt.gasUsed * paidPerGas
    if (receipt.status !== 'success') {
      update({ gasPaid, hashes: [...state.hashes, pending.hash], pending: undefined })
      return 'reverted'
    }
    update({
      gasPaid,
      hashes: [...state.hashes, pending.hash],
      pending: undefined,
      ...(pending.kind === 'token'
        ? { tokenCollected: state.tokenCollected + pending.amount }
        : { nativeCollected: state.nativeCollected + pending.amount }),
    })
    return 'mined'
  }

  /** What became of a transfer an earlier attempt sent without seeing its receipt. */
  const settlePending = async (pending: PendingTransfer): Promise<Outcome> => {
    let receipt: TransactionReceipt | undefined
    try {
      receipt = await getTransactionReceipt(client, { hash: pending.hash })
    } catch (error) {
      if (!notFound(error)) throw error
    }
    if (receipt) return await settle(pending, receipt)
    try {
      await getTransaction(client, { hash: pending.hash })
    } catch (error) {
      if (!notFound(error)) throw error
      update({ pending: undefined })
      return 'dropped'
    }
    return await settle(
      pending,
      await waitForTransactionReceipt(client, { hash: pending.hash, timeout: receiptTimeoutMs }),
    )
  }

  const send = async (
    kind: PendingTransfer['kind'],
    request: { to: Address; data?: Hex; value?: bigint; gas: bigint; amount: bigint },
  ) => {
    const [chainId, nonce] = await Promise.all([
      client.chain?.id ?? getChainId(client),
      getTransactionCount(client, { address: wallet.address, blockTag: 'latest' }),
    ])
    const base = {
      chainId,
      nonce,
      gas: request.gas,
      to: request.to,
      data: request.data,
      value: request.value,
    }
    const transaction: TransactionSerializable =
      type === 'eip1559'
        ? { ...base, type: 'eip1559', maxFeePerGas: price, maxPriorityFeePerGas: price }
        : { ...base, type: 'legacy', gasPrice: price }
    const serializedTransaction = await account.signTransaction(transaction)
    const pending: PendingTransfer = {
      kind,
      hash: keccak256(serializedTransaction) as Hash,
      amount: request.amount,
    }
    update({ status: kind === 'token' ? 'sendingToken' : 'sendingNative', pending })
    await sendRawTransaction(client, { serializedTransaction })
    const receipt = await waitForTransactionReceipt(client, { hash: pending.hash, timeout: receiptTimeoutMs })
    if ((await settle(pending, receipt)) === 'reverted') throw new TransactionRevertedError({ receipt })
  }

  try {
    if (wallet.address.toLowerCase() === settings.target.toLowerCase()) {
      update({ status: 'skipped', skipReason: 'isTarget' })
      return state
    }
    if (state.pending) await settlePending(state.pending)
    const collectedBefore = state.tokenCollected + state.nativeCollected
    const withToken = settings.mode !== 'nativeOnly'
    if (withToken && !settings.token) throw new Error('collectFromWallet: no token to collect')

    const tokenBalance = withToken
      ? await readContract(client, {
          address: settings.token!,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [wallet.address],
        })
      : 0n
    const nativeBalance = await getBalance(client, { address: wallet.address, blockTag: 'latest' })
    let tokenGasLimit = 0n
    let data: Hex | undefined
    if (tokenBalance > 0n) {
      data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [settings.target, tokenBalance],
      })
      // A token that refuses the transfer (paused, blacklisted, not a token) fails here, before
      // anything is signed, with its decoded reason.
      tokenGasLimit = getGasLimit(
        await estimateGas(client, { account: wallet.address, to: settings.token!, data }),
      )
    }
    const plan = planWalletCollection({
      mode: settings.mode,
      nativeBalance,
      tokenBalance,
      tokenGasLimit,
      sweepGasLimit: settings.sweepGasLimit,
      price,
      keep: settings.keepNative,
    })
    if (plan.kind === 'skip') {
      // A retry of a wallet whose transfers all went through earlier finds nothing left: done.
      if (collectedBefore > 0n && plan.reason === 'nothingToCollect') update({ status: 'done' })
      else update({ status: 'skipped', skipReason: plan.reason })
      return state
    }
    if (plan.token > 0n) {
      await send('token', { to: settings.token!, data, gas: tokenGasLimit, amount: plan.token })
    }
    if (settings.mode !== 'tokenOnly') {
      // Read again: the token transfer was charged for the gas it used, not its limit.
      const balance = await getBalance(client, { address: wallet.address, blockTag: 'latest' })
      const value = sweepValue({
        balance,
        gasLimit: settings.sweepGasLimit,
        price,
        keep: settings.keepNative,
      })
      if (value > 0n)
        await send('native', { to: settings.target, value, gas: settings.sweepGasLimit, amount: value })
    }
    update({ status: 'done' })
    return state
  } catch (error) {
    update({ status: 'failed', error, message: toErrorMessage(error) })
    return state
  }
}
