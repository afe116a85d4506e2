import { type Address, erc20Abi, type PublicClient, parseEther, parseUnits } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { pacedClientOf } from '../../testing/pacedClientOf.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { useSimulationEndpoints } from '../../testing/useSimulationEndpoints.ts'
import { createSendSteps } from '../batch/createSendSteps.ts'
import { prepareSend, type SendAsset } from '../batch/planSend.ts'
import { sampleStablecoinAbi, sampleStablecoinBytecode } from '../contracts/SampleStablecoin.ts'
import { call } from './call.ts'
import { deploy } from './deploy.ts'
import { runSteps } from './runSteps.ts'
import { transfer, transferAsset } from './transfer.ts'
import type { Step, StepProgress } from './types.ts'

/**
 * The runner's preview (issue 80): before the wallet is asked for a transaction step, the step is
 * simulated from the sender on the app's kind of RPC client (paced, through a provider-like
 * endpoint at 120 ms) and the progress carries what it will do; what it showed is what the chain
 * then does. A step that will fail is not sent; an RPC that cannot simulate says so and the step
 * goes on.
 */
describe('runSteps with a preview of each transaction', () => {
  const chain = useLocalTestChain()
  const [, user] = devAccounts
  const endpoints = useSimulationEndpoints(chain)
  let client: PublicClient
  let nextKey = 0x80_0000n
  const fresh = () => privateKeyToAddress(`0x${(nextKey++).toString(16).padStart(64, '0')}`)

  const clientOf = (url: string) => pacedClientOf(chain, url, 50)

  /** Runs `steps` from the user with previews in `language`, keeping every progress report. */
  const runWithPreview = async (steps: Step[], publicClient = client, language = 'en') => {
    const seen: StepProgress[] = []
    const run = await runSteps({
      publicClient,
      walletClient: chain.walletClient,
      account: user,
      steps,
      preview: { language },
      onProgress: (progress) => seen.push(progress),
    })
    return { run, seen }
  }
  /** The summary the step showed (its last preview), and that it came before the wallet was asked. */
  const shown = (seen: readonly StepProgress[], stepIndex: number) => {
    const own = seen.filter((progress) => progress.stepIndex === stepIndex)
    const asked = own.findIndex((progress) => progress.state === 'awaitingConfirmation')
    const previews = own.filter((progress) => progress.preview && progress.preview.status !== 'reading')
    const firstPreview = own.findIndex(
      (progress) => progress.preview && progress.preview.status !== 'reading',
    )
    return { preview: previews.at(-1)?.preview, beforeWallet: asked === -1 || firstPreview < asked, own }
  }
  const usdtOf = (account: Address) => tokenBalanceReader(chain)(chain.contracts.usdt, account)

  beforeAll(async () => {
    await chain.runToDone(
      [transferAsset({ asset: chain.contracts.usdt, to: user, amount: parseUnits('1000', 6) })],
      chain.accounts[0] as Address,
    )
    client = clientOf(endpoints.simulating.url)
  }, 120_000)

  it('a bulk send of the coin: "you send 2.85 ETH to 3 recipients" before the wallet opens, as the chain then does', async () => {
    const recipients = [fresh(), fresh(), fresh()]
    const lines = [parseEther('1'), parseEther('0.85'), parseEther('1')].map((amount, index) => ({
      line: index + 1,
      address: recipients[index] as Address,
      amount,
    }))
    const asset: SendAsset = { kind: 'native', symbol: 'ETH', decimals: 18 }
    const plan = await prepareSend(chain.publicClient, {
      sender: chain.contracts.send,
      account: user,
      asset,
      recipients: lines,
    })
    // The local multi-sender takes no fee: the 2.85 ETH is all the recipients'.
    expect(plan.feePerTransaction).toBe(0n)
    const steps = createSendSteps({
      sender: chain.contracts.send,
      asset,
      recipients: lines,
      account: user,
      ...plan,
    })
    expect(steps).toHaveLength(1)
    const { run, seen } = await runWithPreview(steps, client)
    expect(run.status).toBe('done')
    const { preview, beforeWallet, own } = shown(seen, 0)
    expect(beforeWallet).toBe(true)
    // Reading, then the summary; the wallet's prompt keeps it on the screen.
    expect(own.find((progress) => progress.preview)?.preview).toEqual({ status: 'reading' })
    expect(own.find((progress) => progress.state === 'awaitingConfirmation')?.preview).toEqual(preview)
    expect(preview).toEqual({
      status: 'success',
      lines: [
        {
          kind: 'send',
          asset: 'native',
          token: '0x0000000000000000000000000000000000000000',
          amount: { value: '2.85', symbol: 'ETH', baseUnits: false },
          // Who the coin goes to, seen through the multi-sender that passed it on.
          counterparties: recipients,
        },
      ],
    })
    for (const [index, recipient] of recipients.entries())
      expect(await chain.publicClient.getBalance({ address: recipient })).toBe(lines[index]?.amount)
  })

  it('an approval, then the send that spends it: the second is simulated once the first is mined', async () => {
    const recipients = [fresh(), fresh()]
    const lines = recipients.map((address, index) => ({
      line: index + 1,
      address,
      amount: parseUnits(index ? '17.5' : '12.5', 6),
    }))
    const asset: SendAsset = { kind: 'token', address: chain.contracts.usdt, symbol: 'USDT', decimals: 6 }
    const plan = await prepareSend(chain.publicClient, {
      sender: chain.contracts.send,
      account: user,
      asset,
      recipients: lines,
    })
    const steps = createSendSteps({
      sender: chain.contracts.send,
      asset,
      recipients: lines,
      account: user,
      ...plan,
    })
    expect(steps.map((step) => step.type)).toEqual(['approve', 'call'])
    const before = await usdtOf(user)
    const { run, seen } = await runWithPreview(steps)
    expect(run.status).toBe('done')
    const approval = shown(seen, 0)
    expect(approval.beforeWallet).toBe(true)
    expect(approval.preview).toMatchObject({
      status: 'success',
      lines: [
        {
          kind: 'approve',
          standard: 'erc20',
          token: chain.contracts.usdt,
          spender: chain.contracts.send,
          unlimited: false,
          amount: { value: '30', symbol: 'USDT' },
        },
      ],
    })
    const send = shown(seen, 1)
    expect(send.beforeWallet).toBe(true)
    expect(send.preview).toEqual({
      status: 'success',
      lines: [
        {
          kind: 'send',
          asset: 'erc20',
          token: chain.contracts.usdt,
          amount: { value: '30', symbol: 'USDT', baseUnits: false },
          counterparties: recipients,
        },
      ],
    })
    expect(before - (await usdtOf(user))).toBe(parseUnits('30', 6))
    for (const [index, recipient] of recipients.entries())
      expect(await usdtOf(recipient)).toBe(lines[index]?.amount)
  })

  it('a token create: the supply it mints to the creator and the contract it creates, where the chain then puts it', async () => {
    const { run, seen } = await runWithPreview([
      deploy({
        abi: sampleStablecoinAbi,
        bytecode: sampleStablecoinBytecode,
        args: ['Preview Token', 'PVT', 18, 0n, parseEther('1000000')],
      }),
    ])
    expect(run.status).toBe('done')
    const created = run.status === 'done' ? run.results[0]?.contractAddress : undefined
    const { preview, beforeWallet } = shown(seen, 0)
    expect(beforeWallet).toBe(true)
    expect(preview).toEqual({
      status: 'success',
      lines: [
        {
          kind: 'receive',
          asset: 'erc20',
          token: created,
          amount: { value: '1,000,000', symbol: 'PVT', baseUnits: false },
          counterparties: ['0x0000000000000000000000000000000000000000'],
        },
        { kind: 'create', address: created },
      ],
    })
  })

  it("a step that will fail: said in the error table's words, and the wallet is never asked", async () => {
    const nonce = await chain.publicClient.getTransactionCount({ address: user })
    const { run, seen } = await runWithPreview(
      [
        call({
          address: chain.contracts.usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [fresh(), parseUnits('1000000', 6)],
        }),
      ],
      client,
      'zh',
    )
    expect(run.status).toBe('failed')
    const { preview, own } = shown(seen, 0)
    expect(preview).toEqual({
      status: 'fails',
      failure: { kind: 'error', key: 'tokenBalanceTooLow', params: {} },
    })
    expect(own.some((progress) => progress.state === 'awaitingConfirmation')).toBe(false)
    // The failure keeps the preview (the screen says why) and the run's message is the same words.
    expect(own.at(-1)).toMatchObject({ state: 'failed', preview })
    expect(run.status === 'failed' && run.message.key).toBe('tokenBalanceTooLow')
    expect(await chain.publicClient.getTransactionCount({ address: user })).toBe(nonce)
  })

  it('an RPC that cannot simulate: "unavailable", and the step goes on to the wallet', async () => {
    const to = fresh()
    const { run, seen } = await runWithPreview(
      [transfer({ to, value: parseEther('0.25') })],
      clientOf(endpoints.bare.url),
    )
    expect(run.status).toBe('done')
    const { preview, beforeWallet } = shown(seen, 0)
    expect(beforeWallet).toBe(true)
    expect(preview).toEqual({ status: 'unavailable' })
    expect(await chain.publicClient.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it('without the option nothing is simulated and no progress carries a preview', async () => {
    const seen: StepProgress[] = []
    const counted = endpoints.simulating.counts().eth_simulateV1 ?? 0
    const run = await runSteps({
      publicClient: client,
      walletClient: chain.walletClient,
      account: user,
      steps: [transfer({ to: fresh(), value: 1n })],
      onProgress: (progress) => seen.push(progress),
    })
    expect(run.status).toBe('done')
    expect(seen.some((progress) => progress.preview)).toBe(false)
    expect(endpoints.simulating.counts().eth_simulateV1 ?? 0).toBe(counted)
  })
})
