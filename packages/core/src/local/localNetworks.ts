/**
 * TokenBox's local development chains, each an anvil node with its own state file, deployments file
 * (under DATA_DIR) and port under `make start`:
 *
 * - `default`: hardfork Osaka, as Hardhat 3's node (every cancun opcode, EIP-1559 gas), chain 31337, the
 *   cancun build of the infrastructure;
 * - `berlin`: the older local chain of issue 16 (no PUSH0 / MCOPY / TSTORE, no base fee: legacy
 *   type-0 gas), chain 31338, the london build.
 *
 * `make start` and the e2e harness start the nodes from this list (core/local/startAnvilNode.ts),
 * so they never disagree on a chain id, a hardfork or a file name. The contract tests run the same
 * two chains as Hardhat networks (contracts/hardhat.config.ts: `berlin` there is chain 31338 at
 * hardfork Berlin too). Which build a node gets is not listed here: the deploy step probes the node
 * (core/evm/probeEvm.ts), as the app does before a deployment.
 *
 * @example
 * for (const { network, port, deploymentsFile } of localNetworks) startNode(network, port, deploymentsFile)
 */
export const localNetworks = [
  {
    network: 'default',
    chainId: 31337,
    port: 8545,
    hardfork: 'osaka',
    deploymentsFile: 'local-deployments.json',
  },
  {
    network: 'berlin',
    chainId: 31338,
    port: 8546,
    hardfork: 'berlin',
    deploymentsFile: 'local-deployments-berlin.json',
  },
] as const

export type LocalNetwork = (typeof localNetworks)[number]

/** A local chain's name (`default`, `berlin`); the same name is a Hardhat network of contracts/hardhat.config.ts. */
export type LocalNetworkName = LocalNetwork['network']

/** The chain ids of the local chains (31337, 31338): chains with no explorer, enabled by the server. */
export const localChainIds: readonly number[] = localNetworks.map((local) => local.chainId)

/**
 * Where `make start` keeps a local chain's node state (anvil's `--state` file) under DATA_DIR, so
 * the chain remembers its blocks, tokens and locks across restarts; `make reset` deletes the folder.
 *
 * @example
 * localChainStateFile('default') // 'chains/default/state.json'
 */
export function localChainStateFile(network: LocalNetworkName): string {
  return `chains/${network}/state.json`
}
