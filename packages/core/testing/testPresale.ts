import { type Address, zeroAddress, zeroHash } from 'viem'
import { launchpadFactoryAbi } from '../src/contracts/LaunchpadFactory.abi.ts'
import { createPresaleSteps } from '../src/launchpad/createPresaleSteps.ts'
import { defaultPresaleDraft, type PresaleDraft } from '../src/launchpad/presaleDraft.ts'
import { readLaunchpadFees } from '../src/launchpad/readLaunchpadFees.ts'
import { type PresaleParams, toPresaleParams } from '../src/launchpad/toPresaleParams.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * A presale draft of `token` (18 decimals) on the chain's router that the form and the factory
 * accept: from a minute after `now` (ms) to `endsIn` ms later than `now`, a soft cap of 1 coin, a
 * hard cap of 3, buys of 0.1 to 2; `overrides` change what a test is about.
 *
 * @example
 * const draft = testPresaleDraft(chain, { mode: 'fairLaunch', now, token, overrides: { hardCap: '' } })
 */
export function testPresaleDraft(
  chain: LocalTestChain,
  {
    mode,
    now,
    token,
    endsIn = 86_400_000,
    overrides = {},
  }: {
    mode: PresaleDraft['mode']
    now: number
    token: Address
    endsIn?: number
    overrides?: Partial<PresaleDraft>
  },
): PresaleDraft {
  return {
    ...defaultPresaleDraft(mode, now),
    token,
    tokenDecimals: 18,
    router: chain.contracts.router,
    startTime: now + 60_000,
    endTime: now + endsIn,
    softCap: '1',
    hardCap: '3',
    minBuy: '0.1',
    maxBuy: '2',
    ...overrides,
  }
}

/**
 * The steps that create `draft` on the launchpad `factory` as the create screen builds them (not
 * validated), with the chain's locker for the LP and the factory's fees as read now unless `fees`
 * are given.
 *
 * @example
 * const plan = await presalePlan(chain, { factory, creator, draft })
 * await chain.runToDone(plan.steps, creator)
 */
export async function presalePlan(
  chain: LocalTestChain,
  {
    factory,
    creator,
    draft,
    fees,
  }: {
    factory: Address
    creator: Address
    draft: PresaleDraft
    fees?: { flatFeeToken: Address; flatFee: bigint } | undefined
  },
) {
  const locker = chain.contracts.lock
  return createPresaleSteps(chain.publicClient, {
    factory,
    account: creator,
    ...toPresaleParams(draft, { locker }),
    fees: fees ?? (await readLaunchpadFees(chain.publicClient, { factory })),
    locker,
  })
}

/**
 * The factory's PresaleParams with every field at its zero (kind standard, claim at once, no token,
 * no caps, no pay coin) and `changes` on top: for tests and benches that call the factory
 * themselves and name only what they are about.
 *
 * @example
 * const params = presaleParamsWith({ config: { token, softCap: 1n, hardCap: 3n }, payCoins })
 */
export function presaleParamsWith(
  changes: Partial<Omit<PresaleParams, 'config'>> & { config?: Partial<PresaleParams['config']> } = {},
): PresaleParams {
  return {
    payCoins: [],
    phases: [],
    inviteBps: [],
    tierDelays: [],
    ...changes,
    config: {
      kind: 0,
      claimMode: 0,
      token: zeroAddress,
      router: zeroAddress,
      locker: zeroAddress,
      start: 0n,
      end: 0n,
      publicAt: 0n,
      vestingStart: 0n,
      vestingInterval: 0,
      lpLockDuration: 0,
      finalizeGrace: 0,
      vestingFirstBps: 0,
      vestingCycleBps: 0,
      liquidityBps: 0,
      emergencyPenaltyBps: 0,
      burnLp: false,
      burnUnsold: false,
      whitelist: false,
      bindRequired: false,
      emergencyWithdraw: false,
      merkleRoot: zeroHash,
      softCap: 0n,
      hardCap: 0n,
      tokensForSale: 0n,
      minBuy: 0n,
      maxBuy: 0n,
      maxPerBuyer: 0n,
      ...changes.config,
    },
  }
}

/**
 * Whether the LaunchpadFactory at `factory` counts `presale` as one of its presales (its
 * `isPresale` record: what a list or a page trusts), after a test created it.
 *
 * @example
 * expect(await isFactoryPresale(chain, factory, plan.presale)).toBe(true)
 */
export const isFactoryPresale = (chain: LocalTestChain, factory: Address, presale: Address) =>
  chain.publicClient.readContract({
    address: factory,
    abi: launchpadFactoryAbi,
    functionName: 'isPresale',
    args: [presale],
  })
