import { createTestClient, createWalletClient, custom, http, type WalletClient } from 'viem'
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

/** The node's test methods (evm_increaseTime, evm_setNextBlockTimestamp, mining), as Hardhat and anvil take them. */
const testClientOf = (chain: LocalTestChain) =>
  createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(chain.node.url) })

/**
 * Moves the test chain's clock `seconds` on and mines a block at the new time, so that reads at
 * the newest block see it.
 *
 * @example
 * await passTime(chain, 86_401)
 */
export async function passTime(chain: LocalTestChain, seconds: number | bigint): Promise<void> {
  const testClient = testClientOf(chain)
  await testClient.increaseTime({ seconds: Number(seconds) })
  await testClient.mine({ blocks: 1 })
}

/**
 * Holds the node's next block, which estimates run in, to the newest block's second, however long
 * the test takes; answers that second.
 *
 * @example
 * const second = await holdClock(chain)
 */
export async function holdClock(chain: LocalTestChain): Promise<bigint> {
  const timestamp = await chainTime(chain)
  await testClientOf(chain).setNextBlockTimestamp({ timestamp })
  return timestamp
}

/**
 * A wallet on the test chain whose transactions land `seconds` after its newest block, while reads
 * and estimates until then keep that block's second ({@link holdClock}): as on a live chain, where
 * a node estimates with the latest block's clock and the transaction lands in a later block.
 *
 * @example
 * const wallet = await walletLandingLater(chain, 1)
 * await runSteps({ publicClient: chain.publicClient, walletClient: wallet, account, steps })
 */
export async function walletLandingLater(chain: LocalTestChain, seconds: number): Promise<WalletClient> {
  const timestamp = await holdClock(chain)
  return createWalletClient({
    chain: chain.publicClient.chain,
    transport: custom({
      async request({ method, params }) {
        if (method === 'eth_sendTransaction') {
          await testClientOf(chain).setNextBlockTimestamp({ timestamp: timestamp + BigInt(seconds) })
        }
        return chain.walletClient.request({ method, params } as never)
      },
    }),
  })
}
