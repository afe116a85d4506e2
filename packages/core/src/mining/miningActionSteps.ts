import { type Address, zeroAddress } from 'viem'
import { miningPoolAbi } from '../contracts/MiningPool.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'

/** MiningPool.MAX_WHITELIST_BATCH: addresses per setWhitelist call. */
export const miningWhitelistBatch = 200

/**
 * Gas added beyond the estimate x 1.1 to every pool call that brings the rewards up to date. A node
 * estimates on the latest block; when the pool was touched in that block the estimate skips the
 * reward update, which the next block then runs: its storage writes (first ones from zero included,
 * up to three at 22,100 each) and the halving segments it crosses (up to 128). Measured in
 * mining.test.ts ("a reward update the estimate did not see"): an unstake three days (three
 * halvings) after the last update used 101,139 gas, the same unstake in a block the pool was already
 * updated in 82,871: 18,268 more, over twice the 10% margin (8,287), and such a transaction ran out
 * of gas in the browser tests. 100,000 covers the first writes from zero (3 x 22,100) with room
 * for dozens of halving segments. Only gas used is paid; the wallet needs the limit's worth of coin.
 */
export const miningGasHeadroom = 100_000n

/**
 * A stake: approve the stake token to the pool (skipped when the allowance covers it) and stake into
 * lock period `option` (0 in a pool without lock periods). A first stake in a team pool binds
 * `inviter` in the same transaction. With `claim`, the same call also pays the rewards owed
 * (`stakeAndClaim`, MasterChef's deposit).
 *
 * @example
 * stakeMiningSteps({ pool, stakeToken, option: 1, amount: parseEther('10'), inviter })
 */
export function stakeMiningSteps({
  pool,
  stakeToken,
  option,
  amount,
  inviter,
  claim = false,
}: {
  pool: Address
  stakeToken: Address
  option: number
  amount: bigint
  inviter?: Address | undefined
  claim?: boolean
}): Step[] {
  return [
    approve({ token: stakeToken, spender: pool, amount, label: 'approveStake' }),
    call({
      address: pool,
      abi: miningPoolAbi,
      functionName: claim ? 'stakeAndClaim' : 'stake',
      gasHeadroom: miningGasHeadroom,
      args: [BigInt(option), amount, inviter ?? zeroAddress],
      label: 'stake',
    }),
  ]
}

/**
 * Takes `amount` out of lock period `option` once it is unlocked (or the pool ended). The rewards
 * earned stay owed, or with `claim` are paid in the same call (`unstakeAndClaim`, MasterChef's
 * withdraw: one transaction instead of two). The plain unstake touches no reward token, so a stake
 * can leave even if the reward token stops transferring.
 *
 * @example
 * unstakeMiningStep({ pool, option: 0, amount, claim: true })
 */
export function unstakeMiningStep({
  pool,
  option,
  amount,
  claim = false,
}: {
  pool: Address
  option: number
  amount: bigint
  claim?: boolean
}): Step {
  return call({
    address: pool,
    abi: miningPoolAbi,
    functionName: claim ? 'unstakeAndClaim' : 'unstake',
    gasHeadroom: miningGasHeadroom,
    args: [BigInt(option), amount],
    label: claim ? 'unstakeAndClaim' : 'unstake',
  })
}

/** The pool's no-argument actions: claim (anyone with rewards) and halve (the creator). */
export type MiningSimpleAction = 'claim' | 'halve'

/**
 * Claim the rewards earned, or (creator) halve the rate.
 *
 * @example
 * miningActionStep('claim', { pool })
 */
export function miningActionStep(kind: MiningSimpleAction, { pool }: { pool: Address }): Step {
  return call({
    address: pool,
    abi: miningPoolAbi,
    functionName: kind,
    args: [],
    label: kind,
    gasHeadroom: miningGasHeadroom,
  })
}

/**
 * Restakes the rewards earned into lock period `option` (reward token == stake token only), or
 * takes the whole stake of `option` back now (`emergencyWithdraw`: forfeits what that position
 * earned since the last claim, its `pendingReward`; the other positions and the team rewards keep
 * theirs; a locked stake pays the pool's stated penalty, where the pool allows it).
 *
 * @example
 * miningOptionStep('compound', { pool, option: 0 })
 */
export function miningOptionStep(
  kind: 'compound' | 'emergencyWithdraw',
  { pool, option }: { pool: Address; option: number },
): Step {
  return call({
    address: pool,
    abi: miningPoolAbi,
    functionName: kind,
    args: [BigInt(option)],
    label: kind,
    gasHeadroom: miningGasHeadroom,
  })
}

/**
 * Binds `inviter` before a first stake (team power pools only).
 *
 * @example
 * bindMiningInviterStep({ pool, inviter })
 */
export function bindMiningInviterStep({ pool, inviter }: { pool: Address; inviter: Address }): Step {
  return call({
    address: pool,
    abi: miningPoolAbi,
    functionName: 'bindInviter',
    args: [inviter],
    label: 'bindInviter',
  })
}

/**
 * Adds `amount` to the reward fund (anyone, until the pool ends): approve, then top up; the pool
 * credits what arrives.
 *
 * @example
 * topUpMiningSteps({ pool, rewardToken, amount: parseEther('1000') })
 */
export function topUpMiningSteps({
  pool,
  rewardToken,
  amount,
}: {
  pool: Address
  rewardToken: Address
  amount: bigint
}): Step[] {
  return [
    approve({ token: rewardToken, spender: pool, amount, label: 'approveTopUp' }),
    call({
      address: pool,
      abi: miningPoolAbi,
      functionName: 'topUp',
      args: [amount],
      label: 'topUp',
      gasHeadroom: miningGasHeadroom,
    }),
  ]
}

/**
 * Creator: allows (or refuses) `accounts` in a whitelist pool, in batches of at most 200.
 *
 * @example
 * setMiningWhitelistSteps({ pool, accounts, allowed: true })
 */
export function setMiningWhitelistSteps({
  pool,
  accounts,
  allowed,
}: {
  pool: Address
  accounts: readonly Address[]
  allowed: boolean
}): Step[] {
  const steps: Step[] = []
  for (let start = 0; start < accounts.length; start += miningWhitelistBatch)
    steps.push(
      call({
        address: pool,
        abi: miningPoolAbi,
        functionName: 'setWhitelist',
        args: [accounts.slice(start, start + miningWhitelistBatch), allowed],
        label: 'setWhitelist',
      }),
    )
  return steps
}

/**
 * Creator: brings the end forward to `endTime` (unix seconds; at least 7 days ahead, before any
 * current end).
 *
 * @example
 * scheduleMiningEndStep({ pool, endTime: BigInt(now + 8 * 86_400) })
 */
export function scheduleMiningEndStep({ pool, endTime }: { pool: Address; endTime: bigint }): Step {
  return call({
    address: pool,
    abi: miningPoolAbi,
    functionName: 'scheduleEnd',
    args: [endTime],
    label: 'scheduleEnd',
    gasHeadroom: miningGasHeadroom,
  })
}

/**
 * Creator, after the end: takes the reward fund nobody earned to `to`.
 *
 * @example
 * withdrawUnspentStep({ pool, to: creator })
 */
export function withdrawUnspentStep({ pool, to }: { pool: Address; to: Address }): Step {
  return call({
    address: pool,
    abi: miningPoolAbi,
    functionName: 'withdrawUnspent',
    args: [to],
    label: 'withdrawUnspent',
    gasHeadroom: miningGasHeadroom,
  })
}
