import type { Address } from 'viem'

/** A public liquidity locker the safety check recognises as a holder of LP tokens. */
export type PublicLocker = { name: string; address: Address }

/**
 * Well-known public LP lockers per chain id, whose LP balance counts as locked (amount only: each
 * keeps its own lock records, so the end date is not read). Only addresses the operator publishes
 * itself are listed: UNCX's "lockerV2" for Uniswap V2 on each chain, from the README of
 * github.com/uncx-network/liquidity-locker-univ2-contracts ("Latest deployments (April 2024)").
 * PinkLock and Team Finance are left out until an address of theirs is confirmed from their own
 * publication; LP they hold reads as free (the screen says LP held by an unknown contract may be
 * locked elsewhere).
 */
export const publicLockers: Readonly<Record<number, readonly PublicLocker[]>> = {
  1: [{ name: 'UNCX', address: '0x59d7D55DdC58494FbBbca29904f108ece82Ac7FB' }],
  10: [{ name: 'UNCX', address: '0x5923c3911d9424F7725CAd33Ed176A6b885484D6' }],
  137: [{ name: 'UNCX', address: '0x939d71ADe0Bf94d3F8cf578413bF2a2f248BF58b' }],
  42161: [{ name: 'UNCX', address: '0x63F4B2C082B1E0bbA38874567E053800379bF8D7' }],
}
