import type { ChainEntry } from '../src/chains/types.ts'
import { defineLocalChainEntry } from '../src/local/defineLocalChainEntry.ts'
import type { LocalContracts, LocalDeployments } from '../src/local/localDeployments.ts'

/** Addresses that only name contracts, for tests that read no contract (gas, RPC checks). */
export const placeholderContracts: LocalContracts = {
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
 * The deployments record of a local chain at `rpcUrl`, as a TokenBox server hands it out in its
 * config (`localChains`), with `contracts` (placeholders unless given).
 */
export function localDeployments(
  rpcUrl: string,
  {
    chainId = 31337,
    contracts = placeholderContracts,
  }: { chainId?: number; contracts?: LocalContracts } = {},
): LocalDeployments {
  return {
    chainId,
    rpcUrl,
    contracts,
    build: chainId === 31338 ? 'london' : 'cancun',
    sourceHash: '0x00',
    deployedAt: '2026-11-20T00:00:00Z',
    deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    pairInitCodeHash: '0x00',
  } as LocalDeployments
}

/** The catalogue entry of a local chain at `rpcUrl` (see localDeployments). */
export function localEntry(rpcUrl: string, options: Parameters<typeof localDeployments>[1] = {}): ChainEntry {
  return defineLocalChainEntry(localDeployments(rpcUrl, options))
}
