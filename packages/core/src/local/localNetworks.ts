/**
 * TokenBox's local development chains, each a Hardhat EDR node of contracts/hardhat.config.ts with
 * its own deployments file (under DATA_DIR) and its own port under `make start`:
 *
 * - `default`: Hardhat's current hardfork (every cancun opcode, EIP-1559 gas), chain 31337, the
 *   cancun build of the infrastructure;
 * - `berlin`: the older local chain of issue 16 (no PUSH0 / MCOPY / TSTORE, no base fee: legacy
 *   type-0 gas), chain 31338, the london build.
 *
 * `make start` and the e2e harness start the nodes from this list, so they never disagree on a
 * chain id or a file name. Which build a node gets is not listed here: the deploy step probes the
 * node (core/evm/probeEvm.ts), as the app does before a deployment.
 *
 * @example
 * for (const { network, port, deploymentsFile } of localNetworks) startNode(network, port, deploymentsFile)
 */
export const localNetworks = [
  { network: 'default', chainId: 31337, port: 8545, deploymentsFile: 'local-deployments.json' },
  { network: 'berlin', chainId: 31338, port: 8546, deploymentsFile: 'local-deployments-berlin.json' },
] as const

export type LocalNetwork = (typeof localNetworks)[number]

/** A Hardhat network name of contracts/hardhat.config.ts that runs a local chain. */
export type LocalNetworkName = LocalNetwork['network']

/** The chain ids of the local chains (31337, 31338): chains with no explorer, enabled by the server. */
export const localChainIds: readonly number[] = localNetworks.map((local) => local.chainId)
