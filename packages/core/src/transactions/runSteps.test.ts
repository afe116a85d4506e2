import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  encodeFunctionData,
  http,
  type PublicClient,
  parseEther,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat, mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTokenAllowance } from '../../testing/readTokenAllowance.ts'
import { getFreePort, type HardhatNode, startHardhatNode } from '../../testing/startHardhatNode.ts'
import { sampleStablecoinAbi, sampleStablecoinBytecode } from '../contracts/SampleStablecoin.ts'
import { uniswapV2FactoryAbi, uniswapV2FactoryBytecode } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.ts'
import { uniswapV2Router02Abi, uniswapV2Router02Bytecode } from '../contracts/UniswapV2Router02.ts'
import { wethAbi } from '../contracts/WETH.ts'
import { InsufficientBalanceError, TransactionRevertedError } from '../errors/transaction.ts'
import { deployLocalInfrastructure } from '../local/deployLocalInfrastructure.ts'
import type { LocalContracts } from '../local/localDeployments.ts'
import { approve } from './approve.ts'
import { call } from './call.ts'
import { deploy } from './deploy.ts'
import { runSteps } from './runSteps.ts'
import { transfer } from './transfer.ts'
import type { StepProgress, StepResult } from './types.ts'
import { verify } from './verify.ts'

let node: HardhatNode
let publicClient: PublicClient
let walletClient: WalletClient
let accounts: Address[]
let infrastructure: LocalContracts

const stablecoin = (symbol: string, decimals: number, supply: bigint) =>
  deploy({
    abi: sampleStablecoinAbi,
    bytecode: sampleStablecoinBytecode,
    args: [`${symbol} (test)`, symbol, decimals, 0n, supply],
    label: symbol,
  })

/** Runs a flow and fails the test with the mapped message when it does not finish. */
async function runToDone(steps: Parameters<typeof runSteps>[0]['steps'], account: Address) {
  const run = await runSteps({ publicClient, walletClient, account, steps })
  if (run.status === 'failed')
    throw new Error(`step ${run.stepIndex} failed: ${run.message.key}`, { cause: run.error })
  return run.results
}

const addressOf = (result: StepResult | undefined) => result?.contractAddress as Address

beforeAll(async () => {
  // Hardhat's node, not anvil: a test below needs a send refused at once when state changed after
  // the estimate (EDR refuses it; on anvil it timed out under load in a fresh-clone make test).
  node = await startHardhatNode()
  const transport = http(node.url)
  publicClient = createPublicClient({ chain: hardhat, transport, pollingInterval: 50 })
  walletClient = createWalletClient({ chain: hardhat, transport, pollingInterval: 50 })
  accounts = await walletClient.getAddresses()
  const deployer = createWalletClient({
    account: accounts[0]!,
    chain: hardhat,
    transport,
    pollingInterval: 50,
  })
  infrastructure = (await deployLocalInfrastructure({ walletClient: deployer, publicClient })).contracts
  // As long as startHardhatNode waits (180 s): at load 18 the node took longer than the 60 s default.
}, 200_000)

afterAll(async () => {
  await node?.stop()
})

describe('runSteps on a local chain', () => {
  it('approves and calls: liquidity added through the router, with every progress state', async () => {
    const owner = accounts[0]!
    const { usdt, usdc, router, factory } = infrastructure
    const usdtAmount = 1_000n * 10n ** 6n
    const usdcAmount = 1_000n * 10n ** 18n
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const progress: StepProgress[] = []
    const nonceBefore = await publicClient.getTransactionCount({ address: owner })
    const run = await runSteps({
      publicClient,
      walletClient,
      account: owner,
      steps: [
        approve({ token: usdt, spender: router, amount: usdtAmount }),
        approve({ token: usdc, spender: router, amount: usdcAmount }),
        call({
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidity',
          args: [usdt, usdc, usdtAmount, usdcAmount, 0n, 0n, owner, deadline],
        }),
      ],
      onProgress: (event) => progress.push(event),
    })
    expect(run.status).toBe('done')
    expect(await publicClient.getTransactionCount({ address: owner })).toBe(nonceBefore + 3)

    const pair = await publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [usdt, usdc],
    })
    const [reserve0, reserve1] = await publicClient.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })
    expect([reserve0, reserve1].sort()).toEqual([usdtAmount, usdcAmount].sort())

    for (const stepIndex of [0, 1, 2]) {
      const states = progress.filter((event) => event.stepIndex === stepIndex).map((event) => event.state)
      expect(states).toEqual(['initiating', 'awaitingConfirmation', 'generating', 'done'])
      const generating = progress.find(
        (event) => event.stepIndex === stepIndex && event.state === 'generating',
      )
      const done = progress.find((event) => event.stepIndex === stepIndex && event.state === 'done')
      expect(generating?.hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(done?.result?.receipt?.status).toBe('success')
      expect(done?.result?.hash).toBe(generating?.hash)
    }

    // Gas limit is the estimate x 1.1 rounded down: the mined transaction carries that limit.
    const add = run.status === 'done' ? run.results[2]! : undefined
    const transaction = await publicClient.getTransaction({ hash: add!.hash! })
    const estimate = await publicClient.estimateGas({
      account: owner,
      to: router,
      data: transaction.input,
      blockNumber: transaction.blockNumber - 1n,
    })
    expect(transaction.gas).toBe((estimate * 11n) / 10n)
  })

  it('feeds earlier results into later steps: a factory, its router, a pair', async () => {
    const owner = accounts[0]!
    const { weth, usdt, usdc } = infrastructure
    const factoryOf = ({ results }: { results: readonly StepResult[] }) => addressOf(results[0])
    const results = await runToDone(
      [
        deploy({ abi: uniswapV2FactoryAbi, bytecode: uniswapV2FactoryBytecode, args: [owner] }),
        deploy({
          abi: uniswapV2Router02Abi,
          bytecode: uniswapV2Router02Bytecode,
          args: (context) => [factoryOf(context), weth] as const,
        }),
        call({
          address: factoryOf,
          abi: uniswapV2FactoryAbi,
          functionName: 'createPair',
          args: () => [usdt, usdc] as const,
        }),
      ],
      owner,
    )
    const [factory, router] = results.map(addressOf) as [Address, Address]
    expect(
      await publicClient.readContract({
        address: router,
        abi: uniswapV2Router02Abi,
        functionName: 'factory',
      }),
    ).toBe(factory)
    expect(
      await publicClient.readContract({
        address: factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(1n)
  })

  it('skips an approve whose allowance already suffices, and runs a verify step with earlier results', async () => {
    const [owner, spender] = [accounts[0]!, accounts[1]!]
    const [token] = (await runToDone([stablecoin('SKIP', 18, 10n ** 24n)], owner)).map(addressOf) as [Address]
    await runToDone([approve({ token, spender, amount: 500n })], owner)

    const progress: StepProgress[] = []
    const nonceBefore = await publicClient.getTransactionCount({ address: owner })
    const verified: Address[] = []
    const run = await runSteps({
      publicClient,
      walletClient,
      account: owner,
      steps: [
        approve({ token, spender, amount: 500n }),
        stablecoin('VRF', 6, 1n),
        verify({
          execute: async ({ results }) => {
            verified.push(addressOf(results[1]))
            return { guid: 'abc' }
          },
        }),
      ],
      onProgress: (event) => progress.push(event),
    })
    expect(run.status).toBe('done')
    expect(run.results[0]).toEqual({ type: 'approve', status: 'skipped' })
    expect(run.results[2]).toEqual({ type: 'verify', status: 'confirmed', output: { guid: 'abc' } })
    expect(verified).toEqual([addressOf(run.results[1])])
    // Only the deployment was sent.
    expect(await publicClient.getTransactionCount({ address: owner })).toBe(nonceBefore + 1)
    expect(progress.filter((event) => event.stepIndex === 0).map((event) => event.state)).toEqual([
      'initiating',
      'done',
    ])
    expect(progress.filter((event) => event.stepIndex === 2).map((event) => event.state)).toEqual([
      'initiating',
      'verifying',
      'done',
    ])
  })

  it('reports a verify step that could not run here as skipped, and the flow as done', async () => {
    const skipped = { status: 'skipped', reason: 'explorer.noApi' }
    const run = await runSteps({
      publicClient,
      walletClient,
      account: accounts[0]!,
      steps: [verify({ execute: async () => skipped })],
    })
    expect(run).toEqual({ status: 'done', results: [{ type: 'verify', status: 'skipped', output: skipped }] })
  })

  it('reports a failing verify executor as a failed step', async () => {
    const run = await runSteps({
      publicClient,
      walletClient,
      account: accounts[0]!,
      steps: [verify({ execute: () => Promise.reject(new Error('explorer said no')) })],
    })
    expect(run).toMatchObject({ status: 'failed', stepIndex: 0, message: { key: 'transactionFailed' } })
  })

  it('stops on a user rejection (4001) with "Transaction terminated" and sends nothing', async () => {
    const owner = accounts[2]!
    const [token] = (await runToDone([stablecoin('REJ', 18, 10n ** 24n)], owner)).map(addressOf) as [Address]
    // A wallet that forwards everything to the node but declines to send, as a user would.
    const forward = http(node.url)({ chain: hardhat })
    const request: EIP1193RequestFn = async (args) => {
      if (args.method === 'eth_sendTransaction') {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      return forward.request(args as never)
    }
    const rejectingWallet = createWalletClient({ chain: hardhat, transport: custom({ request }) })
    const nonceBefore = await publicClient.getTransactionCount({ address: owner })
    const blockBefore = await publicClient.getBlockNumber({ cacheTime: 0 })
    const progress: StepProgress[] = []
    const run = await runSteps({
      publicClient,
      walletClient: rejectingWallet,
      account: owner,
      steps: [approve({ token, spender: accounts[3]!, amount: 1n }), stablecoin('NEVER', 6, 1n)],
      onProgress: (event) => progress.push(event),
    })
    expect(run).toMatchObject({
      status: 'failed',
      stepIndex: 0,
      message: { key: 'transactionTerminated', params: {} },
      results: [],
    })
    expect(progress.map((event) => event.state)).toEqual(['initiating', 'awaitingConfirmation', 'failed'])
    expect(await publicClient.getTransactionCount({ address: owner })).toBe(nonceBefore)
    expect(await publicClient.getBlockNumber({ cacheTime: 0 })).toBe(blockBefore)
  })

  it('decodes a custom error: a stablecoin transfer beyond the balance', async () => {
    const [owner, poor] = [accounts[0]!, accounts[4]!]
    const [token] = (await runToDone([stablecoin('BAL', 6, 10n ** 12n)], owner)).map(addressOf) as [Address]
    const run = await runSteps({
      publicClient,
      walletClient,
      account: poor,
      steps: [
        call({ address: token, abi: sampleStablecoinAbi, functionName: 'transfer', args: [owner, 5n] }),
      ],
    })
    expect(run).toMatchObject({
      status: 'failed',
      stepIndex: 0,
      message: { key: 'tokenBalanceTooLow', details: `ERC20InsufficientBalance(${poor}, 0, 5)` },
    })
  })

  it('decodes a revert the node reports at sending, when state changed after the estimate', async () => {
    const [owner, holder, sink] = [accounts[0]!, accounts[10]!, accounts[11]!]
    const { usdt } = infrastructure
    await runToDone(
      [call({ address: usdt, abi: sampleStablecoinAbi, functionName: 'transfer', args: [holder, 9n] })],
      owner,
    )
    const forward = http(node.url)({ chain: hardhat })
    // Between the runner's estimate and its send, another transaction empties the balance.
    const request: EIP1193RequestFn = async (args) => {
      if (args.method === 'eth_sendTransaction') {
        const data = encodeFunctionData({
          abi: sampleStablecoinAbi,
          functionName: 'transfer',
          args: [sink, 9n],
        })
        await forward.request({
          method: 'eth_sendTransaction',
          params: [{ from: holder, to: usdt, data }],
        } as never)
      }
      return forward.request(args as never)
    }
    const racingWallet = createWalletClient({ chain: hardhat, transport: custom({ request }) })
    const run = await runSteps({
      publicClient,
      walletClient: racingWallet,
      account: holder,
      steps: [call({ address: usdt, abi: sampleStablecoinAbi, functionName: 'transfer', args: [owner, 9n] })],
    })
    expect(run).toMatchObject({
      status: 'failed',
      message: { key: 'tokenBalanceTooLow', details: `ERC20InsufficientBalance(${holder}, 0, 9)` },
    })
  })

  it('resumes from the failed step without resending confirmed steps', async () => {
    const [owner, holder, spender] = [accounts[0]!, accounts[5]!, accounts[6]!]
    const [token] = (await runToDone([stablecoin('RES', 6, 10n ** 12n)], owner)).map(addressOf) as [Address]
    const steps = [
      approve({ token, spender, amount: 10n }),
      call({ address: token, abi: sampleStablecoinAbi, functionName: 'transfer', args: [spender, 10n] }),
    ]
    const first = await runSteps({ publicClient, walletClient, account: holder, steps })
    expect(first).toMatchObject({ status: 'failed', stepIndex: 1, message: { key: 'tokenBalanceTooLow' } })
    if (first.status !== 'failed') return
    expect(first.results).toHaveLength(1)
    expect(first.pendingHash).toBeUndefined()

    await runToDone(
      [call({ address: token, abi: sampleStablecoinAbi, functionName: 'transfer', args: [holder, 10n] })],
      owner,
    )
    const nonceBefore = await publicClient.getTransactionCount({ address: holder })
    const progress: StepProgress[] = []
    const second = await runSteps({
      publicClient,
      walletClient,
      account: holder,
      steps,
      resume: first,
      onProgress: (event) => progress.push(event),
    })
    expect(second.status).toBe('done')
    expect(second.results[0]).toBe(first.results[0])
    expect(await publicClient.getTransactionCount({ address: holder })).toBe(nonceBefore + 1)
    expect(progress[0]).toMatchObject({ stepIndex: 0, state: 'done' })
    expect(
      await publicClient.readContract({
        address: token,
        abi: sampleStablecoinAbi,
        functionName: 'balanceOf',
        args: [spender],
      }),
    ).toBe(10n)
  })

  it('keeps the hash when the RPC drops after sending, and a retry waits for it instead of resending', async () => {
    const [owner, spender] = [accounts[12]!, accounts[13]!]
    const { usdt } = infrastructure
    const forward = http(node.url)({ chain: hardhat })
    // The node stops answering receipt queries once the transaction is out: the outcome is unknown.
    const request: EIP1193RequestFn = async (args) => {
      if (args.method === 'eth_getTransactionReceipt') throw new TypeError('fetch failed')
      return forward.request(args as never)
    }
    const flakyClient = createPublicClient({
      chain: hardhat,
      transport: custom({ request }, { retryCount: 0 }),
      pollingInterval: 50,
    })
    const steps = [approve({ token: usdt, spender, amount: 42n })]
    const first = await runSteps({ publicClient: flakyClient, walletClient, account: owner, steps })
    expect(first).toMatchObject({ status: 'failed', stepIndex: 0, message: { key: 'networkFailed' } })
    if (first.status !== 'failed') return
    expect(first.pendingHash).toMatch(/^0x[0-9a-f]{64}$/)
    const nonceAfterFirst = await publicClient.getTransactionCount({ address: owner })

    const progress: StepProgress[] = []
    const second = await runSteps({
      publicClient,
      walletClient,
      account: owner,
      steps,
      resume: first,
      onProgress: (event) => progress.push(event),
    })
    expect(second.status).toBe('done')
    expect(second.results[0]?.hash).toBe(first.pendingHash)
    expect(progress.map((event) => event.state)).toEqual(['initiating', 'generating', 'done'])
    expect(await publicClient.getTransactionCount({ address: owner })).toBe(nonceAfterFirst)
    expect(await readTokenAllowance(publicClient, { token: usdt, owner, spender })).toBe(42n)
  })

  it('waits for a pending hash instead of resending, and explains a reverted receipt', async () => {
    const [owner, poor] = [accounts[0]!, accounts[7]!]
    const [token] = (await runToDone([stablecoin('REV', 6, 10n ** 12n)], owner)).map(addressOf) as [Address]
    // With automine off the node accepts the transaction without running it; mined with a fixed
    // gas limit (no estimate to stop it), it reverts on-chain.
    await publicClient.request({ method: 'evm_setAutomine', params: [false] } as never)
    const hash = await walletClient.sendTransaction({
      account: poor,
      to: token,
      data: encodeFunctionData({ abi: sampleStablecoinAbi, functionName: 'transfer', args: [owner, 7n] }),
      gas: 100_000n,
      chain: hardhat,
    })
    await publicClient.request({ method: 'evm_mine', params: [] } as never)
    await publicClient.request({ method: 'evm_setAutomine', params: [true] } as never)
    expect((await publicClient.getTransactionReceipt({ hash })).status).toBe('reverted')
    const nonceBefore = await publicClient.getTransactionCount({ address: poor })
    const progress: StepProgress[] = []
    const run = await runSteps({
      publicClient,
      walletClient,
      account: poor,
      steps: [
        call({ address: token, abi: sampleStablecoinAbi, functionName: 'transfer', args: [owner, 7n] }),
      ],
      resume: { results: [], pendingHash: hash },
      onProgress: (event) => progress.push(event),
    })
    expect(progress.map((event) => event.state)).toEqual(['initiating', 'generating', 'failed'])
    expect(progress[1]?.hash).toBe(hash)
    expect(run).toMatchObject({
      status: 'failed',
      message: { key: 'tokenBalanceTooLow', details: `ERC20InsufficientBalance(${poor}, 0, 7)` },
    })
    expect(run.status === 'failed' && run.error).toBeInstanceOf(TransactionRevertedError)
    expect(await publicClient.getTransactionCount({ address: poor })).toBe(nonceBefore)
  })

  it('maps an account with no native coin to "Insufficient balance"', async () => {
    const empty = privateKeyToAccount(generatePrivateKey())
    const { weth } = infrastructure
    const pay = await runSteps({
      publicClient,
      walletClient,
      account: empty,
      steps: [
        call({ address: weth, abi: wethAbi, functionName: 'deposit', args: [], value: parseEther('1') }),
      ],
    })
    expect(pay).toMatchObject({ status: 'failed', message: { key: 'insufficientBalance' } })

    const create = await runSteps({
      publicClient,
      walletClient,
      account: empty,
      steps: [stablecoin('POOR', 6, 1n)],
    })
    expect(create).toMatchObject({ status: 'failed', message: { key: 'insufficientBalanceDeploy' } })
  })

  it('sends native coin with a transfer step: the recipient gets exactly the value', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.123456789012345678')
    const results = await runToDone([transfer({ to: recipient, value })], accounts[1]!)
    expect(results[0]).toMatchObject({ type: 'transfer', status: 'confirmed' })
    expect(results[0]?.receipt?.gasUsed).toBe(21_000n)
    expect(await publicClient.getBalance({ address: recipient })).toBe(value)

    // More than the sender has: refused before the wallet is asked, nothing sent.
    const poor = privateKeyToAccount(generatePrivateKey())
    const before = await publicClient.getBalance({ address: recipient })
    const run = await runSteps({
      publicClient,
      walletClient,
      account: poor,
      steps: [transfer({ to: recipient, value: 1n })],
    })
    expect(run).toMatchObject({ status: 'failed', message: { key: 'insufficientBalance' } })
    expect(await publicClient.getBalance({ address: recipient })).toBe(before)
  })

  it('stops at the next step once its signal is aborted: "Transaction terminated", resumable there', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const controller = new AbortController()
    const steps = [transfer({ to: recipient, value: 1n }), transfer({ to: recipient, value: 2n })]
    const run = await runSteps({
      publicClient,
      walletClient,
      account: accounts[1]!,
      steps,
      signal: controller.signal,
      // Stop as soon as the first transfer is confirmed: the second is never sent.
      onProgress: (progress) => {
        if (progress.stepIndex === 0 && progress.state === 'done') controller.abort()
      },
    })
    expect(run).toMatchObject({ status: 'failed', stepIndex: 1, message: { key: 'transactionTerminated' } })
    expect(await publicClient.getBalance({ address: recipient })).toBe(1n)
    if (run.status !== 'failed') return
    const resumed = await runSteps({ publicClient, walletClient, account: accounts[1]!, steps, resume: run })
    expect(resumed.status).toBe('done')
    expect(await publicClient.getBalance({ address: recipient })).toBe(3n)
  })

  it('asks its gate before each step: a "no" stops the run there, nothing more is sent', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const steps = [1n, 2n, 4n].map((value) => transfer({ to: recipient, value }))
    const asked: number[] = []
    const run = await runSteps({
      publicClient,
      walletClient,
      account: accounts[1]!,
      steps,
      // Open for the first two steps, closed from the third (as a tick that fills up).
      beforeStep: async (stepIndex) => {
        asked.push(stepIndex)
        return stepIndex < 2
      },
    })
    expect(asked).toEqual([0, 1, 2])
    expect(run).toMatchObject({ status: 'failed', stepIndex: 2, message: { key: 'transactionTerminated' } })
    expect(await publicClient.getBalance({ address: recipient })).toBe(3n)
  })

  it('refuses before the wallet prompt when gas x fee cap + value exceeds the balance', async () => {
    const thin = privateKeyToAccount(generatePrivateKey())
    // Enough for the estimate to succeed (it needs no balance for gas), far too little to deploy.
    await publicClient.waitForTransactionReceipt({
      hash: await walletClient.sendTransaction({
        account: accounts[0]!,
        to: thin.address,
        value: 1_000n,
        chain: hardhat,
      }),
    })
    const progress: StepProgress[] = []
    const run = await runSteps({
      publicClient,
      walletClient,
      account: thin,
      steps: [stablecoin('THIN', 6, 1n)],
      onProgress: (event) => progress.push(event),
    })
    expect(run).toMatchObject({ status: 'failed', message: { key: 'insufficientBalanceDeploy' } })
    expect(run.status === 'failed' && run.error).toBeInstanceOf(InsufficientBalanceError)
    expect(progress.map((event) => event.state)).toEqual(['initiating', 'failed'])
  })

  it('maps an RPC that is down to "Network connection failed, please change RPC node"', async () => {
    const closedPort = await getFreePort()
    const transport = http(`http://127.0.0.1:${closedPort}`, { retryCount: 1, retryDelay: 10 })
    const run = await runSteps({
      publicClient: createPublicClient({ chain: hardhat, transport }),
      walletClient: createWalletClient({ chain: hardhat, transport }),
      account: accounts[0]!,
      steps: [approve({ token: accounts[8]!, spender: accounts[9]!, amount: 1n })],
    })
    expect(run).toMatchObject({
      status: 'failed',
      stepIndex: 0,
      message: { key: 'networkFailed', params: {} },
    })
  })

  it('refuses to send from a wallet on another chain than the flow targets', async () => {
    const owner = accounts[14]!
    // The flow targets Ethereum; the wallet (the node) is on 31337.
    const wrongChainWallet = createWalletClient({ chain: mainnet, transport: http(node.url) })
    const nonceBefore = await publicClient.getTransactionCount({ address: owner })
    const run = await runSteps({
      publicClient,
      walletClient: wrongChainWallet,
      account: owner,
      steps: [approve({ token: infrastructure.usdt, spender: accounts[15]!, amount: 1n })],
    })
    expect(run).toMatchObject({ status: 'failed', message: { key: 'wrongNetwork' } })
    expect(await publicClient.getTransactionCount({ address: owner })).toBe(nonceBefore)
  })

  it('asks for a wallet when no account is given', async () => {
    const run = await runSteps({ publicClient, walletClient, steps: [stablecoin('NONE', 6, 1n)] })
    expect(run).toMatchObject({ status: 'failed', stepIndex: 0, message: { key: 'connectWallet' } })
  })
})
