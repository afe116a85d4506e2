import type { Address } from 'viem'
import { fairLaunchTokenAbi } from '../../contracts/FairLaunchToken.abi.ts'
import { call } from '../../transactions/call.ts'
import { transfer } from '../../transactions/transfer.ts'
import type { Step } from '../../transactions/types.ts'

/**
 * Mints `times` times through the dApp. `value` is what the account agrees to pay: the current
 * cost (`fairLaunchMintCost` or the state's reading), plus any margin for mints others make first
 * (the premium raises the price); the token returns what is above the cost in the same transaction.
 * The mint that fills the cap also launches the pool, and the wallet's gas estimate includes it.
 *
 * @example
 * mintFairLaunchStep({ token, times: 2, value: fairLaunchMintCost(pricing, launch.totalMints, 2) })
 */
export function mintFairLaunchStep({
  token,
  times,
  value,
}: {
  token: Address
  times: number
  value: bigint
}): Step {
  return call({
    address: token,
    abi: fairLaunchTokenAbi,
    functionName: 'mint',
    args: [BigInt(times)],
    value,
    label: 'mint',
  })
}

/**
 * A mint by plain native transfer, the way any wallet can send it ("No dApp Version", `/co/50?t=1`):
 * the token mints as many whole mints as `value` pays for within the limits and returns the change
 * with its reason (`MintCoinReturned`). In free-mint mode a zero-value transfer mints once.
 *
 * @example
 * mintFairLaunchByTransferStep({ token, value: parseEther('0.05') })
 */
export function mintFairLaunchByTransferStep({ token, value }: { token: Address; value: bigint }): Step {
  return transfer({ to: token, value, label: 'mint' })
}

/**
 * Launches after the end without the cap (the mint that fills the cap launches by itself): the
 * pool, the LP lock or burn, the creator's coin. Anyone may send it.
 *
 * @example
 * launchFairLaunchStep({ token })
 */
export function launchFairLaunchStep({ token }: { token: Address }): Step {
  return call({ address: token, abi: fairLaunchTokenAbi, functionName: 'launch', args: [], label: 'launch' })
}

/**
 * Undoes all the account's mints before the launch for the token's refund rate of what it paid.
 *
 * @example
 * refundFairLaunchStep({ token })
 */
export function refundFairLaunchStep({ token }: { token: Address }): Step {
  return call({ address: token, abi: fairLaunchTokenAbi, functionName: 'refund', args: [], label: 'refund' })
}

/**
 * After a failed launch (no launch within the window), takes back everything the account paid.
 *
 * @example
 * claimFairLaunchRefundStep({ token })
 */
export function claimFairLaunchRefundStep({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: fairLaunchTokenAbi,
    functionName: 'claimRefund',
    args: [],
    label: 'claimRefund',
  })
}

/**
 * Claims the account's vested tokens (linear vesting).
 *
 * @example
 * claimVestedStep({ token })
 */
export function claimVestedStep({ token }: { token: Address }): Step {
  return call({
    address: token,
    abi: fairLaunchTokenAbi,
    functionName: 'claimVested',
    args: [],
    label: 'claimVested',
  })
}

/**
 * Puts addresses on the whitelist or takes them off (the creator, before the launch).
 *
 * @example
 * setFairLaunchWhitelistStep({ token, accounts: [a, b], allowed: true })
 */
export function setFairLaunchWhitelistStep({
  token,
  accounts,
  allowed,
}: {
  token: Address
  accounts: readonly Address[]
  allowed: boolean
}): Step {
  return call({
    address: token,
    abi: fairLaunchTokenAbi,
    functionName: 'setWhitelist',
    args: [accounts, allowed],
    label: 'setWhitelist',
  })
}

/**
 * Sends the account's credited payments (ones its address refused) to `to`.
 *
 * @example
 * withdrawFairLaunchCreditStep({ token, to: otherWallet })
 */
export function withdrawFairLaunchCreditStep({ token, to }: { token: Address; to: Address }): Step {
  return call({
    address: token,
    abi: fairLaunchTokenAbi,
    functionName: 'withdrawCredit',
    args: [to],
    label: 'withdrawCredit',
  })
}
