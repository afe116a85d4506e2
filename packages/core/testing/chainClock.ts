import { createTestClient, http } from 'viem'
import { hardhat } from 'viem/chains'
import type { LocalTestChain } from './localTestChain.ts'

/** The timestamp of the test chain's newest block, in seconds: the time its contracts judge by. */
export async function chainTime(chain: LocalTestChain): Promise<bigint> {
  return (await chain.publicClient.getBlock({ blockTag: 'latest' })).timestamp
}

/** {@link chainTime} in milliseconds, for forms whose times are in milliseconds. */
export async function chainTimeMs(chain: LocalTestChain): Promise<number> {
  return Number(await chainTime(chain)) * 1000
}

/**
 * Moves the test chain's clock `seconds` on and mines a block at the new time, so that reads at
 * the newest block see it.
 *
 * @example
 * await passTime(chain, 86_401)
 */
export async function passTime(chain: LocalTestChain, seconds: number | bigint): Promise<void> {
  const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(chain.node.url) })
  await testClient.increaseTime({ seconds: Number(seconds) })
  await testClient.mine({ blocks: 1 })
}
