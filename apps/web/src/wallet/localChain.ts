import type { Address } from 'viem'

/** The local development chain id (Hardhat's), fixed so tests and docs can rely on it. */
export const localChainId = 31337

/** How the local chain is named in the wallet and the interface. */
export const localChainName = 'TokenBox Local'

/** Where `make start` runs the local node (DESIGN.md), used when the server does not say. */
export const defaultLocalRpcUrl = 'http://127.0.0.1:8545'

/**
 * What the server tells the web app about the local chain when it is enabled: where to reach its
 * node and where the infrastructure contracts were deployed (data/local-deployments.json).
 */
export type LocalChainInfo = {
  chainId: number
  rpcUrl: string
  contracts: Partial<Record<'multicall3' | 'weth' | 'factory' | 'router' | 'usdt' | 'usdc', Address>> &
    Record<string, Address>
}
