import {
  type AccessList,
  type Address,
  encodeAbiParameters,
  getAddress,
  type Hex,
  keccak256,
  pad,
  toHex,
} from 'viem'
import { BaseError } from '../errors/BaseError.ts'

/**
 * Calldata helpers for TokenBox's MultiSender (`contracts/src/batch/MultiSender.sol`): the packed
 * recipient words of `sendNative` and `sendToken`, and EIP-2930 access lists that make a send to many
 * recipients about 100 gas cheaper per recipient.
 *
 * Which function to call:
 * - native coin: `sendNative(packed)` with `value` = fee + the sum of the amounts;
 * - a token: `sendToken(token, total, packed)` after approving `total` for the MultiSender, unless
 *   {@link fitsPacked} is false (an amount of 2^96 base units or more) or the token takes a fee on
 *   transfers (the contract reverts with `MultiSenderFeeOnTransferToken`): then
 *   `sendTokenFrom(token, recipients, amounts)`.
 *
 * Access lists: every recipient of a native send (its account) and every balance slot of a token
 * send is cold the first time the transaction touches it (2,600 / 2,100 gas). Listing it costs 2,400
 * / 1,900 and makes the touch cost 100: 100 gas saved per listed item that the transaction really
 * touches, 2,400 / 1,900 lost per item it does not. So list only what is certain:
 * - native: {@link accessListForNativeSend} (the recipients, never the sender, the MultiSender or a
 *   precompile, which are warm anyway);
 * - a token: the storage slot of each holder's balance depends on the token's layout. Where the
 *   chain's RPC answers `eth_createAccessList` (geth, Nethermind, Erigon, reth and most providers),
 *   ask it: `publicClient.createAccessList({ account, to: multiSender, data, value })` returns the
 *   slots the transaction touches, for any token (it leaves out the sender and the MultiSender,
 *   which are warm). Hardhat's EDR node (the local chain) does not answer it: there, and on any
 *   RPC that refuses it, use {@link accessListForTokenSend} only for a token whose balances mapping
 *   slot is known (OpenZeppelin ERC20, TokenBox's templates and sample stablecoins: slot 0), and
 *   confirm the slot first by comparing `getStorageAt(token, tokenBalanceSlot(sender, slot))` with
 *   `balanceOf(sender)` for a sender with a non-zero balance. Unknown layout: send without a list.
 * The list goes with each transaction of a split send: only that transaction's recipients.
 */

/** The largest amount a packed word holds: 2^96 - 1 base units. */
export const maxPackedAmount = 2n ** 96n - 1n

/** Why {@link packRecipient} refused its input. */
export class PackedAmountError extends BaseError {
  amount: bigint
  constructor(amount: bigint) {
    super('The amount does not fit a packed MultiSender word (0 to 2^96 - 1 base units).', {
      metaMessages: [`Amount: ${amount}`, 'A token amount this large goes to sendTokenFrom.'],
      name: 'PackedAmountError',
    })
    this.amount = amount
  }
}

/**
 * One recipient word of `sendNative` / `sendToken`: the address in the high 160 bits, the amount in
 * the low 96 bits. Throws {@link PackedAmountError} for a negative amount or one of 2^96 or more.
 *
 * @example
 * packRecipient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 10n ** 18n)
 * // '0x70997970c51812dc3a010c7d01b50e0d17dc79c8000000000de0b6b3a7640000'
 */
export function packRecipient(recipient: Address, amount: bigint): Hex {
  if (amount < 0n || amount > maxPackedAmount) throw new PackedAmountError(amount)
  return pad(toHex((BigInt(getAddress(recipient)) << 96n) | amount), { size: 32 })
}

/**
 * Whether every amount fits a packed word (0 to 2^96 - 1): then `sendNative` / `sendToken` can
 * take the list; otherwise a token list goes to `sendTokenFrom`.
 *
 * @example
 * fitsPacked([10n ** 18n, 5n]) // true
 * fitsPacked([2n ** 96n]) // false
 */
export function fitsPacked(amounts: readonly bigint[]): boolean {
  return amounts.every((amount) => amount >= 0n && amount <= maxPackedAmount)
}

/** The storage slot of `holder`'s entry in a `mapping(address => uint256)` at `mappingSlot`. */
export function tokenBalanceSlot(holder: Address, mappingSlot = 0n): Hex {
  return keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, mappingSlot]))
}

/** Addresses at or below this value are precompiles on the chains we know (0x01-0x11, P-256 at 0x100). */
const highestPrecompile = 0x100n

export type AccessListForNativeSendParameters = {
  /** The recipients of this transaction (duplicates are listed once). */
  recipients: readonly Address[]
  /** The sender and the MultiSender: warm in every transaction, so never listed. */
  sender?: Address
  multiSender?: Address
}

/**
 * The EIP-2930 access list of a `sendNative` transaction: each distinct recipient once, without the
 * accounts that are warm anyway (sender, MultiSender, precompiles). Saves 100 gas per recipient.
 *
 * @example
 * const accessList = accessListForNativeSend({ recipients, sender: account, multiSender })
 * await walletClient.writeContract({ ..., functionName: 'sendNative', args: [packed], accessList })
 */
export function accessListForNativeSend(parameters: AccessListForNativeSendParameters): AccessList {
  const warm = new Set(
    [parameters.sender, parameters.multiSender].filter((address) => address !== undefined).map(lower),
  )
  const listed = new Set<string>()
  const accessList: { address: Address; storageKeys: readonly Hex[] }[] = []
  for (const recipient of parameters.recipients) {
    const key = lower(recipient)
    const value = BigInt(recipient)
    if (listed.has(key) || warm.has(key) || (value > 0n && value <= highestPrecompile)) continue
    listed.add(key)
    accessList.push({ address: getAddress(recipient), storageKeys: [] })
  }
  return accessList
}

export type AccessListForTokenSendParameters = {
  token: Address
  /** The recipients of this transaction (duplicates are listed once). */
  recipients: readonly Address[]
  /** The sender: its balance is read and written by the pull (`sendToken`) or each `transferFrom`. */
  sender?: Address
  /** The MultiSender, for `sendToken` only: it holds the pulled total while it pays it out. */
  multiSender?: Address
  /** The storage slot of the token's `mapping(address => uint256)` of balances (OpenZeppelin ERC20: 0). */
  balancesSlot?: bigint
}

/**
 * The EIP-2930 access list of a `sendToken` (or `sendTokenFrom`) transaction for a token whose
 * balances mapping slot is known: the token address with the balance slot of each distinct recipient,
 * the sender and (for `sendToken`) the MultiSender. Saves about 100 gas per recipient; a wrong
 * `balancesSlot` costs 1,900 gas per recipient instead, so confirm it first (see the module comment).
 *
 * @example
 * const accessList = accessListForTokenSend({ token, recipients, sender: account, multiSender })
 */
export function accessListForTokenSend(parameters: AccessListForTokenSendParameters): AccessList {
  const slot = parameters.balancesSlot ?? 0n
  const holders = [...parameters.recipients]
  if (parameters.sender) holders.push(parameters.sender)
  if (parameters.multiSender) holders.push(parameters.multiSender)
  const keys = new Set<Hex>()
  for (const holder of holders) keys.add(tokenBalanceSlot(getAddress(holder), slot))
  return [{ address: getAddress(parameters.token), storageKeys: [...keys] }]
}

function lower(address: Address): string {
  return address.toLowerCase()
}
