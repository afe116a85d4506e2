/**
 * `node scripts/checkDeploymentProxy.ts`: asks every catalogue chain's public RPC (`eth_getCode`, no
 * key, nothing sent) whether it has the deterministic deployment proxy (0x4e59…956C) that TokenBox's
 * shared contracts and every tax token's swap engine are created through, and whether the engine of
 * either build is already there. Prints one Markdown row per chain, for the table in
 * contracts/docs/tokens.md ("TaxToken on a chain without the deterministic deployment proxy"). A chain without either
 * is not broken: the create forms say so and send nothing (core/tokens/swapEngine.ts); this only
 * tells the operator where that happens today.
 */
import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { deterministicDeployer } from '@tokenbox/core/evm/deterministicDeployment.ts'
import { type Address, createPublicClient, http } from 'viem'

/** 'yes', 'no', or what stopped every RPC of the chain from answering. */
async function hasCode(urls: readonly string[], address: Address): Promise<string> {
  let failure = 'no RPC'
  for (const url of urls) {
    try {
      const client = createPublicClient({ transport: http(url, { timeout: 10_000, retryCount: 0 }) })
      const code = await client.getCode({ address })
      return code && code !== '0x' ? 'yes' : 'no'
    } catch (error) {
      failure = `unreachable (${(error as Error).name})`
    }
  }
  return failure
}

const rows = await Promise.all(
  chainCatalogue.map(async (entry) => {
    const urls = [...new Set([entry.rpc, ...entry.rpcUrls])]
    const [proxy, cancun, london] = await Promise.all([
      hasCode(urls, deterministicDeployer),
      hasCode(urls, sharedContractAddress.TaxSwapEngine.cancun),
      hasCode(urls, sharedContractAddress.TaxSwapEngine.london),
    ])
    return `| ${entry.name} (${entry.id}) | ${proxy} | ${cancun} / ${london} |`
  }),
)
console.log(
  `Checked ${new Date().toISOString()}\n\n| Chain | Proxy 0x4e59…956C | TaxSwapEngine cancun / london |\n| --- | --- | --- |`,
)
for (const row of rows) console.log(row)
