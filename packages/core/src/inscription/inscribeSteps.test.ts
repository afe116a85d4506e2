import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEventLogs,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { estimateGas } from 'viem/actions'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulkInscriberAbi } from '../contracts/BulkInscriber.abi.ts'
import { bulkInscriberBytecode } from '../contracts/BulkInscriber.bytecode.ts'
import { InsufficientBalanceError } from '../errors/transaction.ts'
import { getGasLimit } from '../gas/getGasLimit.ts'
import type { LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { deploy } from '../transactions/deploy.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { bulkInscribeSteps } from './bulkInscribeSteps.ts'
import { inscribeSteps } from './inscribeSteps.ts'
import { inscriptionFromHex, inscriptionToHex } from './inscriptionFromHex.ts'
import { parseInscription } from './parseInscription.ts'
import { validateInscriptionInput } from './validateInscriptionInput.ts'

let node: LocalNode
let publicClient: PublicClient
let walletClient: WalletClient
let account: Address

beforeAll(async () => {
  node = await startAnvilNode()
  const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
  publicClient = createPublicClient({ chain, transport: http(node.url), pollingInterval: 50 }) as PublicClient
  walletClient = createWalletClient({ chain, transport: http(node.url), pollingInterval: 50 })
  account = (await walletClient.getAddresses())[0] as Address
})

afterAll(async () => {
  await node?.stop()
})

describe('inscribeSteps', () => {
  it('sends the text as data from the account to itself, once per repetition, priced by the runner', async () => {
    const checked = validateInscriptionInput({
      mode: 'easy',
      op: 'mint',
      protocol: 'BSC-20',
      tick: 'Frog',
      amt: '1000',
    })
    if (!checked.ok) throw new Error(checked.problem)
    const steps = inscribeSteps({ text: checked.text, count: 2 })
    expect(steps.map((step) => step.type)).toEqual(['sendData', 'sendData'])
    const run = await runSteps({ publicClient, walletClient, account, steps })
    if (run.status === 'failed') throw run.error
    expect(run.results).toHaveLength(2)
    const hashes = new Set(run.results.map((result) => result.hash))
    expect(hashes.size).toBe(2)
    for (const result of run.results) {
      const transaction = await publicClient.getTransaction({ hash: result.hash! })
      expect(transaction.from.toLowerCase()).toBe(account.toLowerCase())
      expect(transaction.to?.toLowerCase()).toBe(account.toLowerCase())
      expect(transaction.value).toBe(0n)
      expect(transaction.input).toBe(checked.hex)
      expect(result.receipt?.status).toBe('success')
      // What an indexer reads back from the chain.
      const decoded = inscriptionFromHex(transaction.input)
      expect(decoded.ok && parseInscription(decoded.text)).toEqual({
        ok: true,
        inscription: checked.inscription,
      })
      // The runner's limit: the node's estimate x 1.1, rounded down.
      const estimate = await estimateGas(publicClient, {
        account,
        to: account,
        data: checked.hex,
        value: 0n,
        blockNumber: (result.receipt?.blockNumber ?? 1n) - 1n,
      })
      expect(transaction.gas).toBe(getGasLimit(estimate))
    }
  })

  it('refuses before the wallet is asked when the account cannot pay the gas', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    const states: string[] = []
    const run = await runSteps({
      publicClient,
      walletClient,
      account: poor,
      steps: inscribeSteps({ text: 'data:,{"p":"bsc-20","op":"mint","tick":"frog","amt":"1"}' }),
      onProgress: (progress) => states.push(progress.state),
    })
    expect(run.status).toBe('failed')
    if (run.status === 'failed') expect(run.error).toBeInstanceOf(InsufficientBalanceError)
    expect(states).not.toContain('awaitingConfirmation')
  })

  it('refuses a count that is not a positive integer', () => {
    expect(() => inscribeSteps({ text: 'data:,{}', count: 0 })).toThrow(RangeError)
    expect(() => inscribeSteps({ text: 'data:,{}', count: 1.5 })).toThrow(RangeError)
    expect(inscribeSteps({ text: 'data:,{}' })[0]).toMatchObject({
      type: 'sendData',
      data: inscriptionToHex('data:,{}'),
    })
  })
})

describe('bulkInscribeSteps', () => {
  const text = 'data:,{"p":"bsc-20","op":"mint","tick":"bulk","amt":"100"}'

  it('splits a count into calls of at most 500 and refuses a count that is not a positive integer', () => {
    const contract = privateKeyToAccount(generatePrivateKey()).address
    const sizes = (count: number) =>
      bulkInscribeSteps({ contract, text, count }).map((step) => (step.args as [string, bigint])[1])
    expect(sizes(1)).toEqual([1n])
    expect(sizes(500)).toEqual([500n])
    expect(sizes(1_201)).toEqual([500n, 500n, 201n])
    expect(() => bulkInscribeSteps({ contract, text, count: 0 })).toThrow(RangeError)
    expect(() => bulkInscribeSteps({ contract, text, count: 2.5 })).toThrow(RangeError)
  })

  it('inscribes 501 times in two transactions: one ESIP-3 event per mint, for the sender, with the exact text', async () => {
    const deployed = await runSteps({
      publicClient,
      walletClient,
      account,
      steps: [
        deploy({ abi: bulkInscriberAbi, bytecode: bulkInscriberBytecode, args: [], label: 'BulkInscriber' }),
      ],
    })
    if (deployed.status !== 'done') throw new Error(deployed.message.key)
    const contract = deployed.results[0]!.contractAddress!
    const steps = bulkInscribeSteps({ contract, text, count: 501 })
    const run = await runSteps({ publicClient, walletClient, account, steps })
    if (run.status !== 'done') throw new Error(run.message.key)
    expect(run.results).toHaveLength(2)
    const events = run.results.flatMap((result) =>
      parseEventLogs({ abi: bulkInscriberAbi, logs: result.receipt?.logs ?? [] }),
    )
    expect(events).toHaveLength(501)
    for (const event of events) {
      expect(event.eventName).toBe('ethscriptions_protocol_CreateEthscription')
      expect(event.args).toEqual({ initialOwner: account, contentURI: text })
    }
  })
})
