import { parseEther, zeroAddress } from 'viem'

/** A Standard presale's terms as the create form sends them (every field; the unused ones 0). */
export function standardParams(
  token: `0x${string}`,
  router: `0x${string}`,
  locker: `0x${string}`,
  start: bigint,
) {
  return {
    config: {
      kind: 0,
      claimMode: 2,
      token,
      router,
      locker,
      start,
      end: start + 86_400n,
      publicAt: 0n,
      vestingStart: 0n,
      vestingInterval: 86_400,
      lpLockDuration: 30 * 86_400,
      finalizeGrace: 7 * 86_400,
      vestingFirstBps: 5_000,
      vestingCycleBps: 2_500,
      liquidityBps: 6_000,
      emergencyPenaltyBps: 0,
      burnLp: false,
      burnUnsold: false,
      whitelist: false,
      bindRequired: false,
      emergencyWithdraw: false,
      merkleRoot: `0x${'00'.repeat(32)}` as const,
      softCap: parseEther('2000'),
      hardCap: parseEther('100000'),
      tokensForSale: 0n,
      minBuy: 0n,
      maxBuy: 0n,
      maxPerBuyer: 0n,
    },
    payCoins: [{ coin: zeroAddress, rate: parseEther('1000'), listingRate: parseEther('800') }],
    phases: [],
    inviteBps: [300, 200],
    tierDelays: [],
  } as const
}
