import { presaleParamsWith } from '@tokenbox/core/testing/testPresale.ts'
import { parseEther, zeroAddress } from 'viem'

/** A Standard presale's terms as the create form sends them (every field; the unused ones 0). */
export function standardParams(
  token: `0x${string}`,
  router: `0x${string}`,
  locker: `0x${string}`,
  start: bigint,
) {
  return presaleParamsWith({
    config: {
      claimMode: 2,
      token,
      router,
      locker,
      start,
      end: start + 86_400n,
      vestingInterval: 86_400,
      lpLockDuration: 30 * 86_400,
      finalizeGrace: 7 * 86_400,
      vestingFirstBps: 5_000,
      vestingCycleBps: 2_500,
      liquidityBps: 6_000,
      softCap: parseEther('2000'),
      hardCap: parseEther('100000'),
    },
    payCoins: [{ coin: zeroAddress, rate: parseEther('1000'), listingRate: parseEther('800') }],
    inviteBps: [300, 200],
  })
}
