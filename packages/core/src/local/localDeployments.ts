import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Address, Hex, PublicClient } from 'viem'
import { contractsSourceHash } from '../contracts/index.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { readChainInstanceId } from './chainInstance.ts'
import { localContractNames } from './localContractNames.ts'

/** Addresses of the infrastructure contracts on the local development chain. */
export type LocalContracts = {
  /** Multicall3-compatible aggregator (pass it as viem's `multicallAddress`). */
  multicall3: Address
  weth: Address
  /** UniswapV2-compatible AMM factory. */
  factory: Address
  /** UniswapV2 Router02-compatible AMM router. */
  router: Address
  /** Sample stablecoin with 6 decimals and a public faucet. */
  usdt: Address
  /** Sample stablecoin with 18 decimals and a public faucet. */
  usdc: Address
  /** TokenBox's token and LP lock (the catalogue's `lock`). */
  lock: Address
  /** TokenBox's batch sender (the catalogue's `send`). */
  send: Address
  /** TokenBox's multisig wallet factory (the catalogue's `multisig`). */
  multisig: Address
  /** TokenBox's launchpad (the catalogue's `launchpad`), owned by the deployer so the console can set fees locally. */
  launchpad: Address
}

/** What `data/local-deployments.json` holds. */
export type LocalDeployments = {
  chainId: number
  /** `contractsSourceHash` of the build the contracts were deployed from. */
  sourceHash: Hex
  /** ISO 8601 time of the deployment. */
  deployedAt: string
  /** Account that deployed (and holds the stablecoins' initial supply). */
  deployer: Address
  /**
   * The contract build deployed (contracts/README.md, "Builds per EVM level"): 'cancun', or
   * 'london' on a node at an older hardfork. Files written before builds existed hold cancun.
   */
  build?: ContractBuild
  /** CREATE2 init code hash of the AMM pairs (for computing pair addresses off-chain). */
  pairInitCodeHash: Hex
  contracts: LocalContracts
  /**
   * JSON-RPC URL of the node the contracts live on, as the deploy step reached it. The web app
   * connects its local chain there, so the node may listen on any port.
   */
  rpcUrl?: string
  /**
   * Which instance of the chain the contracts were deployed to: the random id kept in its state
   * (core/local/chainInstance.ts). A reset chain has a new one, and whatever is remembered about
   * the old chain (server rows, browser storage) is forgotten with it. Absent in files written
   * before instance ids existed.
   */
  instanceId?: Hex
}

export { localContractNames }

const addressPattern = /^0x[0-9a-fA-F]{40}$/

function isLocalDeployments(value: unknown): value is LocalDeployments {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<LocalDeployments>
  return (
    typeof candidate.chainId === 'number' &&
    typeof candidate.sourceHash === 'string' &&
    typeof candidate.deployedAt === 'string' &&
    typeof candidate.contracts === 'object' &&
    candidate.contracts !== null &&
    localContractNames.every((name) => addressPattern.test(String(candidate.contracts?.[name])))
  )
}

/**
 * Reads a deployments file; `undefined` when it is missing or not a deployments file (a stale or
 * hand-edited file must lead to a fresh deployment, not a crash).
 *
 * @example
 * const deployments = readLocalDeployments('data/local-deployments.json')
 */
export function readLocalDeployments(path: string): LocalDeployments | undefined {
  if (!existsSync(path)) return undefined
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
    return isLocalDeployments(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * Writes a deployments file (creating its folder), pretty-printed for people who read it.
 *
 * @example
 * writeLocalDeployments('data/local-deployments.json', await deployLocalInfrastructure({ walletClient, publicClient }))
 */
export function writeLocalDeployments(path: string, deployments: LocalDeployments): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(deployments, null, 2)}\n`)
}

/**
 * Whether `deployments` can be reused on the chain behind `publicClient`: it was deployed from the
 * current contract build (source hash), on this chain id and instance (its instance id, when the file
 * records it), and code still exists at every address (a node started without its state forgets
 * everything).
 *
 * @example
 * if (!(deployments && (await isLocalDeploymentCurrent(publicClient, deployments)))) redeploy()
 */
export async function isLocalDeploymentCurrent(
  publicClient: PublicClient,
  deployments: LocalDeployments,
): Promise<boolean> {
  if (deployments.sourceHash !== contractsSourceHash) return false
  if ((await publicClient.getChainId()) !== deployments.chainId) return false
  if (deployments.instanceId && (await readChainInstanceId(publicClient)) !== deployments.instanceId)
    return false
  const codes = await Promise.all(
    localContractNames.map((name) => publicClient.getCode({ address: deployments.contracts[name] })),
  )
  return codes.every((code) => code !== undefined && code !== '0x')
}
