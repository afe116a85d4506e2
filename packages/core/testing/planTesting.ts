import { type Address, createPublicClient, custom, http, type PublicClient } from 'viem'
import { hardhat } from 'viem/chains'
import { runSteps } from '../src/transactions/runSteps.ts'
import type { Step } from '../src/transactions/types.ts'
import type { LocalTestChain } from './localTestChain.ts'
import { type ProviderProxy, type StartProviderProxyParameters, startProviderProxy } from './providerProxy.ts'

/**
 * A public client whose node refuses every connection, as one that is down does (no retry), for the
 * "a node that fails is unread, never a verdict" tests of the plans.
 *
 * @example
 * expect((await planLaunch(nodeDownClient(), values)).status).toBe('unread')
 */
export function nodeDownClient(): PublicClient {
  return createPublicClient({
    chain: hardhat,
    transport: custom(
      {
        request: async () => {
          throw new Error('connect ECONNREFUSED')
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient
}

/** The steps of a plan that must be ready; any other plan fails the test, naming what was planned. */
export function readyStepsOf(plan: { status: string; steps?: Step[] }): Step[] {
  if (plan.status !== 'ready' || plan.steps === undefined)
    throw new Error(
      `planned ${JSON.stringify(plan, (_, value) => (typeof value === 'bigint' ? String(value) : value))}`,
    )
  return plan.steps
}

/** A plan's refusal with the message key and parameters the contract's own revert gets. */
export const planRefusal = (key: string, params: Record<string, string> = {}) => ({
  status: 'refused',
  reason: { key, params },
})

/**
 * The message key the contract's revert gets when `steps` are sent from `account` anyway, through
 * the real step runner (which simulates first); `undefined` when they went through.
 *
 * @example
 * expect(await contractRefusal(chain, [mintStep], outsider)).toBe('notWhitelisted')
 */
export async function contractRefusal(
  chain: LocalTestChain,
  steps: Step[],
  account: Address,
): Promise<string | undefined> {
  const outcome = await runSteps({
    publicClient: chain.publicClient,
    walletClient: chain.walletClient,
    account,
    steps,
  })
  return outcome.status === 'failed' ? outcome.message.key : undefined
}

/**
 * Runs `use` with a public client reading `chain` through a provider-like proxy (latency, rate
 * limits, refusals as `parameters` choose), and stops the proxy after, whatever `use` did.
 *
 * @example
 * await throughProviderProxy(chain, { latencyMs: 120, requestsPerSecond: 10 }, async (client, proxy) => {
 *   expect((await plan(client)).status).toBe('ready')
 *   expect(proxy.counts()).toMatchObject({ eth_call: 2 })
 * })
 */
export async function throughProviderProxy<Result>(
  chain: LocalTestChain,
  parameters: Omit<StartProviderProxyParameters, 'upstream'>,
  use: (client: PublicClient, proxy: ProviderProxy) => Promise<Result>,
): Promise<Result> {
  const proxy = await startProviderProxy({ upstream: chain.node.url, ...parameters })
  try {
    const client = createPublicClient({
      chain: chain.publicClient.chain,
      transport: http(proxy.url),
    }) as PublicClient
    return await use(client, proxy)
  } finally {
    await proxy.stop()
  }
}
