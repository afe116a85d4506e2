import type { Address } from 'viem'

/**
 * A wallet request as a page hands it to its EIP-1193 provider (`provider.request(args)`): the
 * guard reads nothing else. Params are `unknown` on purpose: they come from any page.
 */
export type WalletRequest = {
  method: string
  params?: unknown
}

/**
 * A transaction that lets `spender` take the token without limit: `approve`, `increaseAllowance`
 * with an amount at or above {@link import('../erc20/unlimitedAmount.ts').unlimitedAmountThreshold}, or
 * Permit2's `approve(token, spender, amount, expiration)` with such an amount.
 */
export type UnlimitedApprovalFinding = {
  kind: 'unlimitedApproval'
  function: 'approve' | 'increaseAllowance' | 'permit2Approve'
  /** The token whose allowance is set (the transaction's `to`; Permit2's first argument). */
  token: Address
  spender: Address
  amount: bigint
  /** Permit2 only: the Permit2 contract the allowance is kept in (the transaction's `to`). */
  via?: Address
  /** Permit2 only: unix seconds when the allowance expires (0: Permit2 reads it as "this block"). */
  expiration?: bigint
}

/** `setApprovalForAll(operator, true)`: `operator` may move every item of `collection` the sender holds. */
export type ApprovalForAllFinding = {
  kind: 'approvalForAll'
  /** The ERC-721 / ERC-1155 contract (the transaction's `to`). */
  collection: Address
  operator: Address
}

/**
 * Which signed message grants the allowance:
 * - `eip2612`: `Permit(owner, spender, value, nonce, deadline)` of the token itself;
 * - `dai`: DAI's older `Permit(holder, spender, nonce, expiry, allowed)`, all or nothing;
 * - `permit2Single` / `permit2Batch`: Permit2 allowances (`PermitSingle`, `PermitBatch`), kept until
 *   their expiration;
 * - `permit2TransferFrom` / `permit2BatchTransferFrom`: Permit2 one-time transfers
 *   (`PermitTransferFrom`, `PermitBatchTransferFrom`).
 */
export type PermitStandard =
  | 'eip2612'
  | 'dai'
  | 'permit2Single'
  | 'permit2Batch'
  | 'permit2TransferFrom'
  | 'permit2BatchTransferFrom'

/** One token a permit grants, and how much of it. */
export type PermitGrant = {
  token: Address
  amount: bigint
  unlimited: boolean
  /** Permit2 allowances (`permit2Single`, `permit2Batch`): unix seconds when the allowance ends. */
  expiration?: bigint
}

/** An `eth_signTypedData_v3/v4` request whose message is a permit: the signature alone grants `spender` the tokens. */
export type PermitFinding = {
  kind: 'permit'
  standard: PermitStandard
  /** At least one; several for the batch standards. */
  grants: PermitGrant[]
  spender: Address
  /** True when any grant is unlimited. */
  unlimited: boolean
  /** Unix seconds until which the signature can be used (deadline, expiry or sigDeadline); 0 for DAI means none. */
  deadline: bigint
  /** The domain's chain id, when the message names one. */
  chainId?: number
  /** The account asked to sign (the request's address parameter). */
  signer?: Address
}

/** The Uniswap-style router function a buy goes through. */
export type BuyFunction =
  | 'swapExactETHForTokens'
  | 'swapExactETHForTokensSupportingFeeOnTransferTokens'
  | 'swapETHForExactTokens'
  | 'swapExactAVAXForTokens'
  | 'swapExactAVAXForTokensSupportingFeeOnTransferTokens'
  | 'swapAVAXForExactTokens'
  | 'swapExactTokensForTokens'
  | 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
  | 'swapTokensForExactTokens'
  | 'exactInputSingle'
  | 'exactOutputSingle'
  | 'exactInput'
  | 'exactOutput'
  | 'V2_SWAP_EXACT_IN'
  | 'V2_SWAP_EXACT_OUT'
  | 'V3_SWAP_EXACT_IN'
  | 'V3_SWAP_EXACT_OUT'

/**
 * A transaction that buys `token` through a Uniswap-V2/V3-style router (directly, inside a
 * `multicall`, or as a Universal Router command): the background checks the token before the
 * wallet opens.
 */
export type BuyFinding = {
  kind: 'buy'
  token: Address
  /** The transaction's `to`. */
  router: Address
  function: BuyFunction
}

/** One item of a marketplace order: the coin, a token amount, an NFT (or any NFT of a collection). */
export type OrderItem = {
  asset: 'native' | 'erc20' | 'erc721' | 'erc1155'
  /** The token's contract; the zero address for the coin. */
  token: Address
  /** Base units for the coin and ERC-20s; a count of items for NFTs. */
  amount: bigint
  /** Which NFT; absent for the coin, ERC-20s and `anyOf` items. */
  identifier?: bigint
  /** Any item of the collection (Seaport's criteria items): a collection offer, or a sweep. */
  anyOf: boolean
}

/**
 * An `eth_signTypedData_v4` request whose message is a Seaport-style marketplace order: once
 * signed, anyone can fill it until `endTime`, taking what the signer `give`s and paying what the
 * order says. `get`: what comes back to the signer; `toOthers`: what the buyer pays anyone else.
 */
export type OrderFinding = {
  kind: 'order'
  offerer: Address
  give: OrderItem[]
  get: OrderItem[]
  toOthers: (OrderItem & { recipient: Address })[]
  /** Unix seconds. */
  startTime: bigint
  endTime: bigint
  /** The marketplace contract (the domain's verifyingContract). */
  market?: Address
  chainId?: number
  signer?: Address
}

/** Whatever the guard warns about (or checks first, for a buy). */
export type WalletRequestFinding =
  | UnlimitedApprovalFinding
  | ApprovalForAllFinding
  | PermitFinding
  | OrderFinding
  | BuyFinding

export type WalletRequestFindingKind = WalletRequestFinding['kind']

/** The request methods the guard holds: every other request passes straight through. */
export const watchedWalletMethods = [
  'eth_sendTransaction',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
] as const

export type WatchedWalletMethod = (typeof watchedWalletMethods)[number]
