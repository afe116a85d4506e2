import type { Address } from 'viem'
import type { ChainEntry } from '../src/chains/types.ts'
import { defineLocalChainEntry } from '../src/local/defineLocalChainEntry.ts'
import type { LocalDeployments } from '../src/local/localDeployments.ts'
import { deployTrapTokens, type TrapExpectation, type TrapName } from './deployTrapTokens.ts'
import type { LocalTestChain } from './localTestChain.ts'

/** The trap set on a local chain: the catalogue entry the check reads it through, each trap's address and verdict. */
export type TrapChain = {
  entry: ChainEntry
  tokens: Record<TrapName, Address>
  expected: Record<TrapName, TrapExpectation>
}

/**
 * The catalogue entry of a local test chain (its AMM, WETH, locker and aggregator, and its node's
 * endpoint), as the safety check and the extension's guard read it.
 */
export async function localChainEntry(chain: LocalTestChain): Promise<ChainEntry> {
  return defineLocalChainEntry({
    chainId: await chain.publicClient.getChainId(),
    contracts: chain.contracts,
    rpcUrl: chain.node.url,
  } as LocalDeployments)
}

/**
 * Deploys the trap set (deployTrapTokens) on `chain`, created by its second dev account, against
 * the chain's own AMM, WETH and locker, and returns the entry to check it through: the one setup
 * the safety check's tests and benches share.
 *
 * @example
 * const chain = await startLocalTestChain()
 * const { entry, tokens, expected } = await deployTrapChain(chain, { only: ['clean'] })
 * const report = await checkTokenSafety(chain.publicClient, { token: tokens.clean, entry })
 */
export async function deployTrapChain(
  chain: LocalTestChain,
  options: { only?: readonly TrapName[] } = {},
): Promise<TrapChain> {
  const [entry, deployed] = await Promise.all([
    localChainEntry(chain),
    deployTrapTokens({
      publicClient: chain.publicClient,
      walletClient: chain.walletClient,
      account: chain.accounts[1] as Address,
      contracts: {
        router: chain.contracts.router,
        factory: chain.contracts.factory,
        weth: chain.contracts.weth,
        locker: chain.contracts.lock,
      },
      ...(options.only ? { only: options.only } : {}),
    }),
  ])
  return { entry, ...deployed }
}
