import type { Address, PublicClient } from 'viem'
import { getCode } from 'viem/actions'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import { DeterministicDeployerMissingError } from '../errors/transaction.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { deterministicDeployer } from '../evm/deterministicDeployment.ts'
import { chainQueryOptions } from '../query/chainQuery.ts'
import type { DeployStep } from '../transactions/types.ts'

/**
 * What a tax-family token's deployment needs on its chain (every template of `isTradingTemplate`:
 * marketing, dividend, LP dividend and their sale variants): the chain's shared TaxSwapEngine of the
 * token's build, at the one address its code gives, which the token's constructor creates through
 * the deterministic deployment proxy when it is not there yet (`TaxTokenState._sharedSwapEngine`).
 * On a chain with neither the constructor reverts with `TokenSwapEngineMissing()`; the step runner
 * refuses such a step before the wallet is asked.
 *
 * @example
 * const step = { ...deployStep, needsShared: swapEngineRequirement('cancun') }
 */
export function swapEngineRequirement(build: ContractBuild): NonNullable<DeployStep['needsShared']> {
  return {
    name: 'TaxSwapEngine',
    address: sharedContractAddress.TaxSwapEngine[build],
    deployer: deterministicDeployer,
  }
}

async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await getCode(client, { address })
  return code !== undefined && code !== '0x'
}

/**
 * Whether tax-family tokens can be created on the client's chain: the deterministic deployment
 * proxy is there (the first token creates the engine through it), or the engine already is (of
 * `build`, or of either build when the chain's build is not known yet). Two `eth_getCode` calls at
 * most; nothing is sent.
 *
 * @example
 * if (!(await swapEngineAvailable(publicClient, 'london'))) showNoSwapEngineProxy()
 */
export async function swapEngineAvailable(client: PublicClient, build?: ContractBuild): Promise<boolean> {
  if (await hasCode(client, deterministicDeployer)) return true
  const engines = build
    ? [sharedContractAddress.TaxSwapEngine[build]]
    : Object.values(sharedContractAddress.TaxSwapEngine)
  for (const engine of engines) if (await hasCode(client, engine)) return true
  return false
}

/**
 * Throws what the step runner would (DeterministicDeployerMissingError, `needs: 'TaxSwapEngine'`,
 * shown as `noSwapEngineProxy`) when tax-family tokens of `build` cannot be created on the chain:
 * for a create screen to say so while it prepares, before any transaction of its flow (a dividend
 * token's tracker first) is sent.
 *
 * @example
 * if (isTradingTemplate(template)) await assertSwapEngineAvailable(publicClient, build)
 */
export async function assertSwapEngineAvailable(client: PublicClient, build: ContractBuild): Promise<void> {
  if (!(await swapEngineAvailable(client, build)))
    throw new DeterministicDeployerMissingError({ deployer: deterministicDeployer, needs: 'TaxSwapEngine' })
}

/**
 * The create form's question, before anything is typed: can tax-family tokens be created on this
 * chain (see {@link swapEngineAvailable}, either build)? `data` false: the form says why and offers
 * no Create button.
 *
 * @example
 * const engine = useQuery(swapEngineQueryOptions(publicClient))
 */
export function swapEngineQueryOptions(client: PublicClient | undefined) {
  return chainQueryOptions({
    key: ['swapEngineAvailable'],
    client,
    retry: 3,
    read: (client) => swapEngineAvailable(client),
  })
}
