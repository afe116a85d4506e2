import { defineLocalChainEntry } from '@tokenbox/core/local/defineLocalChainEntry.ts'
import type { LocalContracts } from '@tokenbox/core/local/localDeployments.ts'
import type { LocalChainInfo } from '../src/wallet/localChain.ts'

/** A local chain's contracts, at the addresses anvil's first deployments get: they only name them. */
export const sampleLocalContracts: LocalContracts = {
  multicall3: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  weth: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  factory: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  router: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  usdt: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  usdc: '0x5FC8d32690cc91D4c39d9d3abcBD08838c6F6F2d',
  lock: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  send: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
  multisig: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
  launchpad: '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318',
}

/**
 * A local chain as the server describes it (GET /api/v1/web/config), reached at `rpcUrl`, with
 * {@link sampleLocalContracts}.
 *
 * @example
 * createWagmiConfig({ localChains: [sampleLocalChain(31337, node.url)] })
 */
export function sampleLocalChain(
  chainId: number,
  rpcUrl: string,
  build: 'cancun' | 'london' = 'cancun',
): LocalChainInfo {
  return {
    chainId,
    rpcUrl,
    contracts: sampleLocalContracts,
    entry: defineLocalChainEntry({
      chainId,
      rpcUrl,
      contracts: sampleLocalContracts,
      build,
      sourceHash: '0x00',
      deployedAt: '2026-11-20T00:00:00Z',
      deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      pairInitCodeHash: '0x00',
    }),
  }
}
