import { type Address, type Client, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { estimateGas, getBalance, getBlock, getStorageAt, readContract } from 'viem/actions'
import { multiSenderAbi } from '../contracts/MultiSender.abi.ts'
import { getGasFees } from '../gas/getGasFees.ts'
import { readBalances } from '../wallets/readBalances.ts'
import { maxPackedAmount, tokenBalanceSlot } from './multiSenderCalldata.ts'
import type { SendLine } from './parseSendLines.ts'

/** What is sent: the chain's native coin or an ERC20 token. */
export type SendAsset =
  | { kind: 'native'; symbol: string; decimals: number }
  | { kind: 'token'; address: Address; symbol: string; decimals: number }

/**
 * Which MultiSender function carries the batches:
 * - `native`: `sendNative(packed)`;
 * - `packed`: `sendToken(token, total, packed)`, pulls the batch total once (the cheapest);
 * - `from`: `sendTokenFrom(token, recipients, amounts)`, one `transferFrom` per recipient: for
 *   fee-on-transfer tokens and amounts of 2^96 base units or more.
 */
export type SendMode = 'native' | 'packed' | 'from'

/**
 * The per-transaction gas cap of current chains (EIP-7825: 2^24). Chains whose blocks are smaller
 * cap at their block gas limit instead.
 */
export const transactionGasCap = 16_777_216n

/**
 * Gas of a batch: `perTransaction + Σ per recipient`, a recipient costing more when it is new
 * (an empty account for native sends: 25,000 for the account; no token balance yet: 20,000 for
 * the storage slot instead of 2,900).
 */
export type SendGasModel = { perTransaction: bigint; newRecipient: bigint; existingRecipient: bigint }

/**
 * Headroom between the modelled gas of a batch and the cap: the runner asks for estimate x 1.1, and
 * the model may be off by a few percent (tokens with hooks, recipients that are contracts).
 */
const capHeadroomPercent = 112n

/**
 * Native sends, from the gas snapshot (bench/results/gas-snapshot.json): a new account costs 34,300
 * (cold 2,600 + value 9,000 + new account 25,000 - stipend 2,300) plus about 500 of loop and
 * calldata (34,807 per recipient over 1,000 with the access list, 34,907 without); an existing
 * one about 10,000. Rounded up: the model must never promise less than the chain takes.
 */
export const nativeGasModel: SendGasModel = {
  perTransaction: 45_000n,
  newRecipient: 35_000n,
  existingRecipient: 10_100n,
}

/**
 * Token batches from the token's own cost of a transfer to a new holder (`transferGas`, an
 * `eth_estimateGas` of `transfer` minus the 21,000 of a transaction), plus the contract's share.
 * An existing holder saves the difference between a fresh and a dirty storage slot (17,100).
 */
export function tokenGasModel(transferGas: bigint, mode: 'packed' | 'from'): SendGasModel {
  // Measured (gas snapshot): the contract adds ~500 (packed) and ~1,100 (transferFrom) per recipient
  // to the token's own transfer; rounded up for tokens whose transfer costs vary.
  const share = mode === 'packed' ? 1_000n : 2_000n
  const newRecipient = transferGas + share
  return {
    perTransaction: mode === 'packed' ? 90_000n : 45_000n,
    newRecipient,
    existingRecipient: newRecipient > 17_100n + share ? newRecipient - 17_100n : newRecipient,
  }
}

export type SendBatch = {
  index: number
  /** Recipients `[start, end)` of the list. */
  start: number
  end: number
  /** Sum of the batch's amounts. */
  total: bigint
  /** Modelled gas (the runner estimates the exact figure before sending). */
  gas: bigint
}

export type SplitIntoBatchesParameters = {
  recipients: readonly Pick<SendLine, 'amount'>[]
  /** Per recipient: true when it is new (see {@link SendGasModel}); all new when omitted. */
  isNew?: readonly boolean[]
  model: SendGasModel
  gasCap: bigint
  /** A smaller batch size the user chose. */
  maxPerBatch?: number
}

/**
 * Splits a list into consecutive batches, each as large as fits under the gas cap (with
 * headroom for the runner's 10% margin and the model's error) and under `maxPerBatch`.
 *
 * @example
 * splitIntoBatches({ recipients, model: nativeGasModel, gasCap: transactionGasCap }).length
 */
export function splitIntoBatches({
  recipients,
  isNew,
  model,
  gasCap,
  maxPerBatch = Number.POSITIVE_INFINITY,
}: SplitIntoBatchesParameters): SendBatch[] {
  const budget = (gasCap * 100n) / capHeadroomPercent
  const batches: SendBatch[] = []
  let start = 0
  while (start < recipients.length) {
    let gas = model.perTransaction
    let total = 0n
    let end = start
    while (end < recipients.length && end - start < maxPerBatch) {
      const cost = isNew?.[end] === false ? model.existingRecipient : model.newRecipient
      if (end > start && gas + cost > budget) break
      gas += cost
      total += recipients[end]?.amount ?? 0n
      end++
    }
    batches.push({ index: batches.length, start, end, total, gas })
    start = end
  }
  return batches
}

export type PrepareSendParameters = {
  /** The chain's MultiSender. */
  sender: Address
  account: Address
  asset: SendAsset
  recipients: readonly SendLine[]
  /** Forces `from` (a fee-on-transfer token found while sending); otherwise chosen from the amounts. */
  mode?: SendMode
  maxPerBatch?: number
  multicallAddress?: Address
}

export type SendPlan = {
  mode: SendMode
  batches: SendBatch[]
  /** Sum of all amounts. */
  total: bigint
  /** Recipients that are new accounts / new holders (they cost more gas). */
  newRecipients: number
  /** The contract's flat fee per transaction, and times the number of batches. */
  feePerTransaction: bigint
  feeTotal: bigint
  gas: bigint
  /** Price per gas used for the estimate (the fee cap on EIP-1559 chains: an upper bound). */
  gasPrice: bigint
  networkFee: bigint
  balances: { native: bigint; token?: bigint }
  /** Token sends: the current allowance for the sender, and whether an approval comes first. */
  allowance?: bigint
  approvalNeeded: boolean
  /** What is missing, if anything: caught here, not by a failed transaction. */
  shortfall: { native: bigint; token: bigint }
  gasCap: bigint
  /** The token's balances mapping slot, confirmed on chain; undefined when unknown (no access list). */
  balancesSlot?: bigint
}

/**
 * Reads everything the Confirm step shows and checks: balances, allowance, the contract's fee, the
 * gas price and block gas limit, which recipients are new (their balances, through the aggregator),
 * and the token's own transfer cost; then splits the list into batches.
 */
export async function prepareSend(client: Client, parameters: PrepareSendParameters): Promise<SendPlan> {
  const { sender, account, asset, recipients } = parameters
  const total = recipients.reduce((sum, line) => sum + line.amount, 0n)
  const tokenAddress = asset.kind === 'token' ? asset.address : undefined
  const firstAmount = recipients[0]?.amount ?? 1n
  const [block, fees, native, feePerTransaction, token, allowance, holders, balancesSlot, transferGas] =
    await Promise.all([
      getBlock(client, { blockTag: 'latest' }),
      getGasFees(client),
      getBalance(client, { address: account }),
      readContract(client, { address: sender, abi: multiSenderAbi, functionName: 'fee' }),
      tokenAddress
        ? readContract(client, {
            address: tokenAddress,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          })
        : undefined,
      tokenAddress
        ? readContract(client, {
            address: tokenAddress,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [account, sender],
          })
        : undefined,
      readRecipientBalances(client, parameters),
      tokenAddress ? findBalancesSlot(client, tokenAddress, account) : undefined,
      // The token's own transfer cost, read beside the rest instead of after it.
      asset.kind === 'token' ? estimateTransferGas(client, asset, account, firstAmount) : undefined,
    ])
  const mode: SendMode =
    asset.kind === 'native'
      ? 'native'
      : (parameters.mode ?? (recipients.some((line) => line.amount > maxPackedAmount) ? 'from' : 'packed'))
  const model =
    transferGas === undefined || mode === 'native' ? nativeGasModel : tokenGasModel(transferGas, mode)
  const isNew = holders?.map((balance) => balance === undefined || balance === 0n)
  const gasCap = block.gasLimit < transactionGasCap ? block.gasLimit : transactionGasCap
  const batches = splitIntoBatches({ recipients, isNew, model, gasCap, maxPerBatch: parameters.maxPerBatch })
  const gas = batches.reduce((sum, batch) => sum + batch.gas, 0n)
  // A node without fee history leaves pricing to the wallet; the base fee is the best guess then.
  const gasPrice = fees.maxFeePerGas ?? fees.gasPrice ?? block.baseFeePerGas ?? 0n
  const networkFee = gas * gasPrice
  const feeTotal = feePerTransaction * BigInt(batches.length)
  const nativeNeeded = networkFee + feeTotal + (asset.kind === 'native' ? total : 0n)
  const approvalNeeded = allowance !== undefined && allowance < total
  return {
    mode,
    batches,
    total,
    newRecipients: isNew ? isNew.filter(Boolean).length : recipients.length,
    feePerTransaction,
    feeTotal,
    gas,
    gasPrice,
    networkFee,
    balances: { native, ...(token === undefined ? {} : { token }) },
    ...(allowance === undefined ? {} : { allowance }),
    approvalNeeded,
    shortfall: {
      native: nativeNeeded > native ? nativeNeeded - native : 0n,
      token: token !== undefined && total > token ? total - token : 0n,
    },
    gasCap,
    ...(balancesSlot === undefined ? {} : { balancesSlot }),
  }
}

/**
 * The storage slot of the token's `mapping(address => uint256)` of balances, confirmed by reading
 * `holder`'s entry at each candidate slot and comparing it with `balanceOf(holder)` (which must be
 * non-zero to tell). Slot 0 is OpenZeppelin's ERC20 (TokenBox's templates included), 1-9 cover the
 * other common layouts. Undefined when none matches (a proxy, a rebasing or shares-based token):
 * sends then go without an access list, since a wrong one costs 1,900 gas per recipient.
 */
export async function findBalancesSlot(
  client: Client,
  token: Address,
  holder: Address,
): Promise<bigint | undefined> {
  try {
    const balance = await readContract(client, {
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
    if (balance === 0n) return undefined
    for (let slot = 0n; slot < 10n; slot++) {
      const stored = await getStorageAt(client, { address: token, slot: tokenBalanceSlot(holder, slot) })
      if (stored !== undefined && BigInt(stored) === balance) return slot
    }
  } catch {
    // A node without eth_getStorageAt for this account, or a token that cannot answer: no list.
  }
  return undefined
}

/** Recipients' current balances of the asset (0 means new), or undefined without an aggregator. */
async function readRecipientBalances(client: Client, parameters: PrepareSendParameters) {
  const multicallAddress = parameters.multicallAddress ?? client.chain?.contracts?.multicall3?.address
  if (!multicallAddress) return undefined
  const accounts = parameters.recipients.map((line) => line.address)
  const { native, tokens } = await readBalances(client, {
    accounts,
    native: parameters.asset.kind === 'native',
    tokens: parameters.asset.kind === 'token' ? [parameters.asset.address] : [],
    multicallAddress,
  })
  return parameters.asset.kind === 'native' ? native : tokens[0]
}

/**
 * The token's own gas for a transfer to an address that has never held it: an estimate of
 * `transfer(fresh, amount)` from the sender, minus the 21,000 of a transaction. When the estimate
 * fails (the balance is short, which the plan reports anyway) a generous 60,000 stands in.
 */
export async function estimateTransferGas(
  client: Client,
  asset: Extract<SendAsset, { kind: 'token' }>,
  account: Address,
  amount: bigint,
): Promise<bigint> {
  const fresh =
    `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => byte.toString(16).padStart(2, '0')).join('')}` as Hex
  try {
    const estimate = await estimateGas(client, {
      account,
      to: asset.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [fresh, amount] }),
    })
    return estimate > 21_000n ? estimate - 21_000n : estimate
  } catch {
    return 60_000n
  }
}
