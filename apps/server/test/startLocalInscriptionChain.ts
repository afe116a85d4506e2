import { writeFileSync } from 'node:fs'
import { inscribeSteps } from '@tokenbox/core/inscription/inscribeSteps.ts'
import type { LocalNode } from '@tokenbox/core/local/localNodeProcess.ts'
import { startAnvilNode } from '@tokenbox/core/local/startAnvilNode.ts'
import { sharedContractDeployStep } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import { runSteps } from '@tokenbox/core/transactions/runSteps.ts'
import type { FastifyInstance } from 'fastify'
import type { Address, PublicClient, WalletClient } from 'viem'
import { createPublicClient, createWalletClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { buildApp } from '../src/app.ts'
import type { DatabaseHandle } from '../src/db/createDatabase.ts'
import { testConfig } from './testConfig.ts'

/**
 * Starts an anvil node as local chain `chainId` for the inscription indexer: the deployments file at
 * `deploymentsFile` names its RPC URL and no contracts, and its clients poll every 50 ms.
 *
 * @example
 * const { node, publicClient, walletClient } = await startLocalInscriptionChain(deploymentsFile, 31337)
 */
export async function startLocalInscriptionChain(
  deploymentsFile: string,
  chainId: number,
): Promise<{ node: LocalNode; publicClient: PublicClient; walletClient: WalletClient }> {
  const node = await startAnvilNode()
  writeFileSync(deploymentsFile, JSON.stringify({ chainId, rpcUrl: node.url, contracts: {} }))
  const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
  const publicClient = createPublicClient({
    chain,
    transport: http(node.url),
    pollingInterval: 50,
  }) as PublicClient
  const walletClient = createWalletClient({ chain, transport: http(node.url), pollingInterval: 50 })
  return { node, publicClient, walletClient }
}

/**
 * Deploys the shared BulkInscriber (its cancun build) at its one CREATE2 address, sent by `account`:
 * the contract whose ESIP-3 events the indexer counts as mints.
 */
export async function deployBulkInscriber(
  publicClient: PublicClient,
  walletClient: WalletClient,
  account: Address,
): Promise<void> {
  const deployed = await runSteps({
    publicClient,
    walletClient,
    account,
    steps: [await sharedContractDeployStep('bulkBrc20Mint', 'cancun')],
  })
  if (deployed.status === 'failed') throw deployed.error
}

/**
 * The app on `database`, following the local chain of `deploymentsFile` with its inscription indexer
 * started (a poll every 50 ms); DATA_DIR is `dataDir`, no log.
 */
export async function startIndexingApp(options: {
  deploymentsFile: string
  dataDir: string
  database: DatabaseHandle
}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ localDeployments: [options.deploymentsFile], dataDir: options.dataDir }),
    database: options.database,
    logger: false,
    inscriptionPollIntervalMs: 50,
  })
  app.inscriptionIndexer.start()
  return app
}

/**
 * Sends `text` from `account` as the product's inscribe step does (core's inscribeSteps) and
 * returns the block it was mined in.
 *
 * @example
 * const block = await inscribeText({ publicClient, walletClient }, bob, 'data:,{"p":"asc-20","op":"mint","tick":"frog","amt":"10"}')
 */
export async function inscribeText(
  clients: { publicClient: PublicClient; walletClient: WalletClient },
  account: Address,
  text: string,
): Promise<bigint> {
  const run = await runSteps({ ...clients, account, steps: inscribeSteps({ text }) })
  if (run.status === 'failed') throw run.error
  return run.results[0]?.receipt?.blockNumber as bigint
}
