/**
 * Deploys the local chain's infrastructure contracts and writes their addresses, unless the file
 * already describes a current deployment on that chain (same build, code still present).
 *
 * Usage: node scripts/deploy-local.ts [--rpc http://127.0.0.1:8545] [--out <repo>/data/local-deployments.json]
 * Signs with the node's first dev account (eth_accounts[0]).
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import {
  isLocalDeploymentCurrent,
  readLocalDeployments,
  writeLocalDeployments,
} from '@tokenbox/core/local/localDeployments.ts'
import { createPublicClient, createWalletClient, defineChain, http } from 'viem'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

const { values } = parseArgs({
  options: {
    rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
    out: { type: 'string', default: resolve(repoRoot, 'data', 'local-deployments.json') },
  },
})
const rpcUrl = values.rpc
const outPath = resolve(values.out)

const transport = http(rpcUrl)
const probe = createPublicClient({ transport })
const chainId = await probe.getChainId()
// The chain is whatever the node reports (31337 for Hardhat), so the clients never mismatch it.
const chain = defineChain({
  id: chainId,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const publicClient = createPublicClient({ chain, transport })

const existing = readLocalDeployments(outPath)
if (existing && (await isLocalDeploymentCurrent(publicClient, existing))) {
  if (existing.rpcUrl !== rpcUrl) writeLocalDeployments(outPath, { ...existing, rpcUrl })
  console.log(`deploy-local: ${outPath} is current on ${rpcUrl}; reusing it`)
} else {
  const [deployer] = await createWalletClient({ chain, transport }).getAddresses()
  if (!deployer) throw new Error(`The node at ${rpcUrl} has no unlocked dev account to deploy with`)
  const walletClient = createWalletClient({ account: deployer, chain, transport })
  const deployments = await deployLocalInfrastructure({ walletClient, publicClient })
  writeLocalDeployments(outPath, { ...deployments, rpcUrl })
  console.log(`deploy-local: deployed to chain ${chainId} and wrote ${outPath}`)
  for (const [name, address] of Object.entries(deployments.contracts))
    console.log(`  ${name.padEnd(10)} ${address}`)
}
