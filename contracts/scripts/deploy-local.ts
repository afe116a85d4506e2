/**
 * Deploys a local chain's infrastructure contracts and writes their addresses, unless the file
 * already describes a current deployment on that chain (same sources, same build, code still
 * present). The build is the newest one the node runs, found by probing it as the app does before
 * a deployment (core/evm/probeEvm.ts): cancun on the default local chain, london on the `berlin`
 * one. `build` is recorded in the file; the web app names the chain and its EVM level from it. The
 * file also records the chain's instance (a random id kept in the chain's state, core/local/chainInstance.ts): a chain
 * restarted from its state keeps it, a reset chain gets a new one and a fresh deployment.
 *
 * Usage: node scripts/deploy-local.ts [--rpc http://127.0.0.1:8545] [--out <repo>/data/local-deployments.json]
 * Signs with the node's first dev account (eth_accounts[0]).
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildForProbe, probeEvm } from '@tokenbox/core/evm/probeEvm.ts'
import { ensureChainInstanceId } from '@tokenbox/core/local/chainInstance.ts'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import { installLocalSharedContracts } from '@tokenbox/core/local/installLocalSharedContracts.ts'
import {
  isLocalDeploymentCurrent,
  readLocalDeployments,
  writeLocalDeployments,
} from '@tokenbox/core/local/localDeployments.ts'
import { localPoolSeedStablecoins, seedLocalPools } from '@tokenbox/core/local/seedLocalPools.ts'
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
const chainId = await createPublicClient({ transport }).getChainId()
// The chain is whatever the node reports (31337 on the default local chain), so the clients never mismatch it.
const chain = defineChain({
  id: chainId,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const publicClient = createPublicClient({ chain, transport })

const build = buildForProbe(await probeEvm(publicClient))

const existing = readLocalDeployments(outPath)
// A file from before builds existed holds the cancun build.
if (
  existing &&
  (existing.build ?? 'cancun') === build &&
  (await isLocalDeploymentCurrent(publicClient, existing))
) {
  // Files from before instance ids existed get this chain's, which they were checked against.
  const instanceId = existing.instanceId ?? (await ensureChainInstanceId(publicClient))
  if (existing.rpcUrl !== rpcUrl || existing.instanceId !== instanceId)
    writeLocalDeployments(outPath, { ...existing, rpcUrl, instanceId })
  console.log(`deploy-local: ${outPath} is current on ${rpcUrl} (${build} build); reusing it`)
} else {
  const [deployer] = await createWalletClient({ chain, transport }).getAddresses()
  if (!deployer) throw new Error(`The node at ${rpcUrl} has no unlocked dev account to deploy with`)
  const walletClient = createWalletClient({ account: deployer, chain, transport })
  // The sample stablecoins' whole supply goes into the pools: every Dev wallet account, the
  // deployer (Account 1) included, starts with none, so a faucet claim's 1,000 shows.
  const deployments = await deployLocalInfrastructure({
    walletClient,
    publicClient,
    build,
    stablecoinSupply: localPoolSeedStablecoins,
  })
  // A new user's first swap should find pools: ETH/USDT and ETH/USDC at 1 ETH = 3,000.
  await seedLocalPools({ walletClient, publicClient, contracts: deployments.contracts })
  writeLocalDeployments(outPath, { ...deployments, rpcUrl })
  console.log(`deploy-local: deployed the ${build} build to chain ${chainId} and wrote ${outPath}`)
  for (const [name, address] of Object.entries(deployments.contracts))
    console.log(`  ${name.padEnd(10)} ${address}`)
}
// The shared contracts that live at their one address (the mining and finance factories, the bulk
// inscriber, the inscription sale factory): also on a chain whose deployments were reused, so a chain started before they existed
// gets them.
{
  const [deployer] = await createWalletClient({ chain, transport }).getAddresses()
  if (deployer) {
    const walletClient = createWalletClient({ account: deployer, chain, transport })
    const shared = await installLocalSharedContracts({ walletClient, publicClient, build })
    for (const [name, address] of Object.entries(shared))
      console.log(`  ${name.padEnd(10)} ${address} (shared address)`)
  }
}
