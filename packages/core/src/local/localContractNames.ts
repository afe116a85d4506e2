/*
 * The names of a local chain's deployed contracts, apart from localDeployments.ts (which reads
 * files with node:fs), so the browser's config parsing lists the same names.
 */

/**
 * The contracts a local chain's catalogue entry is built from (its exchange and coins): a server's
 * local chain without one of them is left out. The lock is not among them: without it the lock
 * screen offers to deploy one, like on a real chain.
 */
export const localChainContractNames = ['multicall3', 'weth', 'factory', 'router', 'usdt', 'usdc'] as const

/** Every contract the local deploy step writes to its deployments file. */
export const localContractNames = [
  ...localChainContractNames,
  'lock',
  'send',
  'multisig',
  'launchpad',
] as const
