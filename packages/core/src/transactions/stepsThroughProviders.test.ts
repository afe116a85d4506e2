import { type Address, createPublicClient, createWalletClient, erc20Abi, http, type PublicClient } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProviderName, startProviderProxy } from '../../testing/providerProxy.ts'
import { readTokenAllowance } from '../../testing/readTokenAllowance.ts'
import { type HardhatNode, startHardhatNode } from '../../testing/startHardhatNode.ts'
import { createTokenDeployStep } from '../tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../tokens/tokenTemplates.ts'
import { approve } from './approve.ts'
import { call } from './call.ts'
import { runSteps } from './runSteps.ts'

/**
 * Issue 74: a flow's reads go through the user's RPC, a public endpoint that answers slowly and
 * refuses bursts with HTTP 429, while the wallet sends through its own node. The app's transport
 * does not retry (the web app's inner transports run with retryCount 0), so whatever waits out
 * the limit is the step's own: before the fix the first 429 of a pre-send read failed the token
 * creation with "Transaction failed" although nothing was sent.
 */
let node: HardhatNode
let owner: Address

beforeAll(async () => {
  node = await startHardhatNode()
  const direct = createWalletClient({ chain: hardhat, transport: http(node.url) })
  owner = (await direct.getAddresses())[0]!
  // As long as startHardhatNode waits (180 s): at load 18 the node took longer than the 60 s default.
}, 200_000)

afterAll(async () => {
  await node?.stop()
})

describe.each<ProviderName>(['infura', 'quicknode'])(
  'a token creation and its first calls through a 5 requests/s endpoint at 120 ms (%s wording)',
  (provider) => {
    it('finishes every step: the limit is waited out before the send and while following the hash', async () => {
      const proxy = await startProviderProxy({
        upstream: node.url,
        provider,
        latencyMs: 120,
        requestsPerSecond: 5,
      })
      try {
        const publicClient = createPublicClient({
          chain: hardhat,
          transport: http(proxy.url, { retryCount: 0 }),
          pollingInterval: 50,
        }) as PublicClient
        // The wallet signs and sends through its own node, as a browser wallet does.
        const walletClient = createWalletClient({ chain: hardhat, transport: http(node.url) })
        const deployToken = createTokenDeployStep(
          {
            template: 'standard',
            name: 'Paced',
            symbol: 'PACE',
            decimals: 18,
            initialSupply: 10n ** 24n,
            owner,
          },
          await tokenTemplateBytecode('standard', 'cancun'),
          'cancun',
        )
        const spender = '0x00000000000000000000000000000000000b0b01'
        const run = await runSteps({
          publicClient,
          walletClient,
          account: owner,
          steps: [
            deployToken,
            approve({ token: ({ results }) => results[0]!.contractAddress!, spender, amount: 5n }),
            call({
              address: ({ results }) => results[0]!.contractAddress!,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [spender, 7n],
            }),
          ],
        })
        if (run.status === 'failed')
          throw new Error(`step ${run.stepIndex}: ${run.message.key}`, { cause: run.error })
        const token = run.results[0]!.contractAddress!
        const direct = createPublicClient({ chain: hardhat, transport: http(node.url) })
        expect(await readTokenAllowance(direct, { token, owner, spender })).toBe(5n)
        expect(
          await direct.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [spender],
          }),
        ).toBe(7n)
        // The endpoint did refuse: the flow met the limit and waited it out.
        expect(proxy.refusals().rateLimit).toBeGreaterThan(0)
      } finally {
        await proxy.stop()
      }
    }, 120_000)
  },
)
