import type { Abi, Address } from 'viem'
import { contractBytecode } from '../contracts/bytecodes.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import {
  deterministicDeployer,
  type SharedContractName,
  sharedContractArgs,
  sharedContractSalt,
} from '../evm/deterministicDeployment.ts'
import { deploy } from '../transactions/deploy.ts'
import type { DeployStep } from '../transactions/types.ts'

/** The catalogue fields of a chain's shared contracts, and the contract each one holds. */
export const sharedContractOf = {
  lock: 'TokenLocker',
  send: 'MultiSender',
  multisig: 'MultisigFactory',
  dividendTracker: 'DividendTracker',
  saleHub: 'TokenSaleHub',
  launchpad: 'LaunchpadFactory',
  mining: 'MiningFactory',
  finance: 'FinanceFactory',
  bulkBrc20Mint: 'BulkInscriber',
  inscriptionSale: 'InscriptionSaleFactory',
} as const satisfies Record<string, SharedContractName>

export type SharedContractKind = keyof typeof sharedContractOf

/**
 * Where a chain's shared contract of `kind` may be, most trusted first: the catalogue's address
 * (the spec's own, where it gives one), then the one address per build that the deterministic
 * deployment proxy gives every chain. The caller keeps the first whose code is TokenBox's contract.
 *
 * @example
 * sharedContractCandidates('lock', chainEntry.lock) // [catalogue?, cancun address, london address]
 */
export function sharedContractCandidates(kind: SharedContractKind, catalogued?: Address): Address[] {
  const name = sharedContractOf[kind]
  return [...(catalogued ? [catalogued] : []), ...Object.values(sharedContractAddress[name])]
}

/**
 * The ABI of the shared contract of `kind`, loaded when asked for (a screen that only reads one
 * contract does not carry the others').
 *
 * @example
 * const abi = await sharedContractAbi('lock') // tokenLockerAbi
 */
export function sharedContractAbi(kind: SharedContractKind): Promise<Abi> {
  return sharedContractAbiLoaders[kind]()
}

const sharedContractAbiLoaders: Record<SharedContractKind, () => Promise<Abi>> = {
  lock: async () => (await import('../contracts/TokenLocker.abi.ts')).tokenLockerAbi,
  send: async () => (await import('../contracts/MultiSender.abi.ts')).multiSenderAbi,
  multisig: async () => (await import('../contracts/MultisigFactory.abi.ts')).multisigFactoryAbi,
  dividendTracker: async () => (await import('../contracts/DividendTracker.abi.ts')).dividendTrackerAbi,
  saleHub: async () => (await import('../contracts/TokenSaleHub.abi.ts')).tokenSaleHubAbi,
  launchpad: async () => (await import('../contracts/LaunchpadFactory.abi.ts')).launchpadFactoryAbi,
  mining: async () => (await import('../contracts/MiningFactory.abi.ts')).miningFactoryAbi,
  finance: async () => (await import('../contracts/FinanceFactory.abi.ts')).financeFactoryAbi,
  bulkBrc20Mint: async () => (await import('../contracts/BulkInscriber.abi.ts')).bulkInscriberAbi,
  inscriptionSale: async () =>
    (await import('../contracts/InscriptionSaleFactory.abi.ts')).inscriptionSaleFactoryAbi,
}

/**
 * The step that creates a chain's shared contract of `kind` in `build`, for everyone: through the
 * deterministic deployment proxy with the shared salt, at the address every browser computes. The
 * runner skips it when the contract is already there, and refuses it on a chain without the proxy.
 *
 * @example
 * await runSteps({ publicClient, walletClient, steps: [await sharedContractDeployStep('lock', 'cancun')] })
 */
export async function sharedContractDeployStep(
  kind: SharedContractKind,
  build: ContractBuild,
): Promise<DeployStep> {
  const name = sharedContractOf[kind]
  return deploy({
    abi: await sharedContractAbi(kind),
    bytecode: await contractBytecode[name][build](),
    args: sharedContractArgs[name],
    label: name,
    build,
    create2: {
      deployer: deterministicDeployer,
      salt: sharedContractSalt,
      address: sharedContractAddress[name][build],
    },
  })
}
