import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { sharedContractDeployStep } from '../sharedContracts/sharedContracts.ts'
import { runSteps } from '../transactions/runSteps.ts'

export type InstallLocalSharedContractsParameters = {
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  publicClient: PublicClient
  build: ContractBuild
}

/**
 * Puts on a local chain the shared contracts that have no local owner or fee to set and so live at
 * their one shared address, as on every real chain (the mining and finance factories, the bulk
 * inscriber, the inscription sale factory): deployed through the deterministic deployment proxy with the product's own step,
 * skipped when the code is already there (a chain restarted from its state, or a browser that
 * created it first). Runs at every start and in the browser tests' stack, after
 * deployLocalInfrastructure. Returns their addresses.
 *
 * @example
 * const { mining, finance, bulkBrc20Mint, inscriptionSale } = await installLocalSharedContracts({ walletClient, publicClient, build: 'cancun' })
 */
export async function installLocalSharedContracts({
  walletClient,
  publicClient,
  build,
}: InstallLocalSharedContractsParameters): Promise<{
  mining: Address
  finance: Address
  bulkBrc20Mint: Address
  inscriptionSale: Address
}> {
  const run = await runSteps({
    publicClient,
    walletClient,
    steps: [
      await sharedContractDeployStep('mining', build),
      await sharedContractDeployStep('finance', build),
      await sharedContractDeployStep('bulkBrc20Mint', build),
      await sharedContractDeployStep('inscriptionSale', build),
    ],
  })
  if (run.status === 'failed')
    throw new Error(`Installing the local shared contracts failed: ${run.message.key}`, {
      cause: run.error,
    })
  return {
    mining: sharedContractAddress.MiningFactory[build],
    finance: sharedContractAddress.FinanceFactory[build],
    bulkBrc20Mint: sharedContractAddress.BulkInscriber[build],
    inscriptionSale: sharedContractAddress.InscriptionSaleFactory[build],
  }
}
