import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  http,
  type PublicClient,
  verifyTypedData,
  type WalletClient,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { runSteps } from './runSteps.ts'
import { signTypedData } from './signTypedData.ts'
import { transfer } from './transfer.ts'
import type { StepProgress } from './types.ts'

let node: LocalNode
let publicClient: PublicClient
let walletClient: WalletClient
let signer: Address

const typedData = {
  domain: { name: 'Test', version: '1', chainId: hardhat.id, verifyingContract: `0x${'11'.repeat(20)}` },
  types: { Note: [{ name: 'text', type: 'string' }] },
  primaryType: 'Note',
  message: { text: 'hello' },
} as const

beforeAll(async () => {
  node = await startAnvilNode()
  const transport = http(node.url)
  publicClient = createPublicClient({ chain: hardhat, transport, pollingInterval: 50 })
  walletClient = createWalletClient({ chain: hardhat, transport, pollingInterval: 50 })
  ;[, signer] = (await walletClient.getAddresses()) as [Address, Address]
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

describe('signTypedData step', () => {
  it('asks the wallet (a node dev account) for an EIP-712 signature; a later step reads it', async () => {
    const progress: StepProgress[] = []
    let seen: string | undefined
    // cacheTime 0: viem keeps a block number for the polling interval (50 ms), and the whole run
    // can take less than that on an idle machine, so the second read returned the first one's value.
    const blockBefore = await publicClient.getBlockNumber({ cacheTime: 0 })
    const run = await runSteps({
      publicClient,
      walletClient,
      account: signer,
      steps: [
        // Built from the context, as a permit is (its owner is the account that signs).
        signTypedData({ typedData: (context) => ({ ...typedData, message: { text: context.account } }) }),
        transfer({
          to: (context) => {
            seen = context.results[0]?.signature
            return signer
          },
          value: 1n,
        }),
      ],
      onProgress: (event) => progress.push(event),
    })
    expect(run.status).toBe('done')
    const signature = run.status === 'done' ? run.results[0]?.signature : undefined
    expect(seen).toBe(signature)
    expect(
      await verifyTypedData({
        ...typedData,
        message: { text: signer },
        address: signer,
        signature: signature!,
      }),
    ).toBe(true)
    expect(progress.filter((event) => event.stepIndex === 0).map((event) => event.state)).toEqual([
      'initiating',
      'awaitingConfirmation',
      'done',
    ])
    // Signing sends nothing: only the transfer was mined.
    expect(await publicClient.getBlockNumber({ cacheTime: 0 })).toBe(blockBefore + 1n)
  })

  it('stops with "Transaction terminated" when the user declines to sign', async () => {
    const forward = http(node.url)({ chain: hardhat })
    const request: EIP1193RequestFn = async (args) => {
      if (args.method === 'eth_signTypedData_v4')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return forward.request(args as never)
    }
    const declining = createWalletClient({ chain: hardhat, transport: custom({ request }) })
    const run = await runSteps({
      publicClient,
      walletClient: declining,
      account: signer,
      steps: [signTypedData({ typedData }), transfer({ to: signer, value: 1n })],
    })
    expect(run).toMatchObject({
      status: 'failed',
      stepIndex: 0,
      message: { key: 'transactionTerminated' },
      results: [],
    })
  })
})
