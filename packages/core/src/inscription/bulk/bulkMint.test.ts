import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  type Hash,
  http,
  type PublicClient,
  parseGwei,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { estimateGas, getBlock, getTransaction, getTransactionCount, sendRawTransaction } from 'viem/actions'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalNode } from '../../local/localNodeProcess.ts'
import { startAnvilNode } from '../../local/startAnvilNode.ts'
import { generateRandomWallets } from '../../wallets/generateWallets.ts'
import { inscriptionFromHex } from '../inscriptionFromHex.ts'
import { validateInscriptionInput } from '../validateInscriptionInput.ts'
import { bumpFees } from './bumpFees.ts'
import { planBulkMint } from './planBulkMint.ts'
import { resumeBulkMint } from './resumeBulkMint.ts'
import { type RunBulkMintParameters, runBulkMint } from './runBulkMint.ts'
import { summarizeBulkMint } from './summarizeBulkMint.ts'
import type { BulkMintPlan, BulkMintSnapshot, BulkMintWallet } from './types.ts'

// anvil rather than startLocalTestChain's Hardhat node: the inscription needs none of the
// infrastructure contracts, and anvil has the pool controls these tests drive
// (anvil_dropTransaction, automine off).
let node: LocalNode
let publicClient: PublicClient
let walletClient: WalletClient
let main: Address
/** The JSON-RPC methods the engine's client sent, in order, and every request's parameters as JSON. */
const requests: string[] = []
const requestParams: string[] = []

const checked = validateInscriptionInput({
  mode: 'text',
  text: 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}',
})
if (!checked.ok) throw new Error(checked.problem)
const data = checked.hex

beforeAll(async () => {
  node = await startAnvilNode()
  const chain = { ...foundry, rpcUrls: { default: { http: [node.url] } } }
  const inner = http(node.url)({ chain })
  const counted: EIP1193RequestFn = (args, options) => {
    requests.push(args.method)
    requestParams.push(JSON.stringify(args.params ?? null))
    return inner.request(args, options)
  }
  publicClient = createPublicClient({
    chain,
    transport: custom({ request: counted }),
    pollingInterval: 50,
  }) as PublicClient
  walletClient = createWalletClient({ chain, transport: http(node.url), pollingInterval: 50 })
  main = (await walletClient.getAddresses())[0] as Address
}, 120_000)

afterAll(async () => {
  await node?.stop()
})

const rpc = (method: string, params: unknown[] = []) =>
  publicClient.request({ method, params } as never) as Promise<unknown>

/** A run on the test node, polling every 50 ms: its blocks come as the transactions do. */
const runFast = (parameters: Omit<RunBulkMintParameters, 'pollMs'>) =>
  runBulkMint(publicClient, { ...parameters, pollMs: 50 })

function subWallets(count: number): BulkMintWallet[] {
  return generateRandomWallets({ count }).map(({ address, privateKey }) => ({ address, privateKey }))
}

/**
 * A plan of `mints` of the test inscription across `wallets`, funded from the main account; the
 * first block its mints can land in.
 */
async function fundedPlan(
  wallets: readonly BulkMintWallet[],
  mints: number,
  options: { maxReplacements?: number } = {},
) {
  const plan = await planBulkMint(publicClient, {
    data,
    mints,
    wallets: wallets.map((w) => w.address),
    ...options,
  })
  await fund(plan)
  const fromBlock = (await publicClient.getBlockNumber({ cacheTime: 0 })) + 1n
  return { plan, fromBlock }
}

async function fund(plan: BulkMintPlan) {
  for (const { to, value } of plan.fundings) {
    const hash = await walletClient.sendTransaction({ account: main, chain: null, to, value })
    await publicClient.waitForTransactionReceipt({ hash })
  }
}

/** Self-transactions of each wallet in every block since `fromBlock`, read from the chain. */
async function selfTransactions(wallets: readonly BulkMintWallet[], fromBlock: bigint) {
  // Uncached: viem keeps a block number for a polling interval, and a run can be that quick.
  const latest = await publicClient.getBlockNumber({ cacheTime: 0 })
  const found = new Map<string, { hash: Hash; nonce: number; input: string }[]>(
    wallets.map((wallet) => [wallet.address.toLowerCase(), []]),
  )
  for (let number = fromBlock; number <= latest; number++) {
    const block = await getBlock(publicClient, { blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      const from = transaction.from.toLowerCase()
      if (transaction.to?.toLowerCase() === from && found.has(from))
        found.get(from)!.push({ hash: transaction.hash, nonce: transaction.nonce, input: transaction.input })
    }
  }
  return found
}

/** Each wallet's mints on chain: exactly `perWallet`, nonces 0..n-1 once each, the inscription as data. */
async function expectMintedOnce(wallets: readonly BulkMintWallet[], fromBlock: bigint, perWallet: number[]) {
  const found = await selfTransactions(wallets, fromBlock)
  wallets.forEach((wallet, index) => {
    const sent = found.get(wallet.address.toLowerCase())!
    expect(sent.map((transaction) => transaction.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: perWallet[index]! }, (_, nonce) => nonce),
    )
    for (const transaction of sent) expect(transaction.input).toBe(data)
  })
  return found
}

describe('planBulkMint', () => {
  it('measures one inscription on the chain and funds each wallet to the wei', async () => {
    const wallets = subWallets(4)
    const fees = {
      type: 'eip1559',
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1'),
    } as const
    const gas = await estimateGas(publicClient, { account: main, to: main, data })
    // Prague's calldata floor (EIP-7623): 21,000 + 10 gas per token, 4 tokens a non-zero byte.
    const bytes = (data.length - 2) / 2
    expect(gas).toBe(21_000n + 10n * 4n * BigInt(bytes))
    const perMint = gas * parseGwei('3')
    // Wallet 2 already holds one mint's worth plus 5 wei, wallet 3 more than it needs.
    for (const [address, value] of [
      [wallets[2]!.address, perMint + 5n],
      [wallets[3]!.address, 10n * perMint],
    ] as const) {
      const hash = await walletClient.sendTransaction({ account: main, chain: null, to: address, value })
      await publicClient.waitForTransactionReceipt({ hash })
    }
    const plan = await planBulkMint(publicClient, {
      data,
      mints: 10,
      wallets: wallets.map((wallet) => wallet.address),
      fees,
      maxReplacements: 0,
    })
    expect(plan.gasLimit).toBe(gas)
    expect(plan.wallets.map((wallet) => wallet.mints)).toEqual([3, 3, 2, 2])
    expect(plan.fundings).toEqual([
      { to: wallets[0]!.address, value: 3n * perMint },
      { to: wallets[1]!.address, value: 3n * perMint },
      { to: wallets[2]!.address, value: perMint - 5n },
    ])

    // The exact funding is enough: every mint goes through, the last one with the balance at
    // exactly gas x maxFeePerGas, and what is left is the funding minus the gas charged.
    await fund(plan)
    const fromBlock = (await publicClient.getBlockNumber({ cacheTime: 0 })) + 1n
    const final = await runFast({ plan, wallets })
    expect(summarizeBulkMint(final).counts.success).toBe(10)
    await expectMintedOnce(wallets, fromBlock, [3, 3, 2, 2])
    for (const [index, wallet] of wallets.entries()) {
      const paid = final.mints
        .filter((mint) => mint.wallet === index)
        .reduce((sum, mint) => sum + BigInt(mint.gasPaid!), 0n)
      const before = plan.wallets[index]!.balance + plan.wallets[index]!.funding
      expect(await publicClient.getBalance({ address: wallet.address })).toBe(before - paid)
    }
  })

  it('prices with the product strategy when no fees are given', async () => {
    const wallets = subWallets(2)
    const plan = await planBulkMint(publicClient, { data, mints: 3, wallets: wallets.map((w) => w.address) })
    expect(plan.fees.type).toBe('eip1559')
    expect(plan.maxReplacements).toBe(2)
    expect(plan.totalFunding).toBe(3n * plan.gasLimit * plan.feeCeiling)
  })
})

describe('runBulkMint', () => {
  it('sends 20 mints from 4 sub-wallets, each on its own nonces, the calldata on chain as planned', async () => {
    const wallets = subWallets(4)
    const { plan, fromBlock } = await fundedPlan(wallets, 20)
    const updates: BulkMintSnapshot[] = []
    requests.length = 0
    requestParams.length = 0
    const final = await runFast({
      plan,
      wallets,
      concurrency: 4,
      delayMs: 5,
      onUpdate: (snapshot) => updates.push(JSON.parse(JSON.stringify(snapshot))),
    })
    expect(final.mints.map((mint) => mint.state)).toEqual(Array(20).fill('success'))
    expect(new Set(final.mints.map((mint) => mint.hash)).size).toBe(20)
    // The keys went nowhere: the only write the engine made is the signed raw transactions.
    expect(requests.filter((method) => method === 'eth_sendRawTransaction')).toHaveLength(20)
    expect(requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(0)
    for (const { privateKey } of wallets)
      expect(
        requestParams.some((params) => params.toLowerCase().includes(privateKey.slice(2).toLowerCase())),
      ).toBe(false)

    const found = await expectMintedOnce(wallets, fromBlock, [5, 5, 5, 5])
    for (const mint of final.mints) {
      const transaction = await getTransaction(publicClient, { hash: mint.hash! })
      expect(transaction.from.toLowerCase()).toBe(wallets[mint.wallet]!.address.toLowerCase())
      expect(transaction.to?.toLowerCase()).toBe(wallets[mint.wallet]!.address.toLowerCase())
      expect(transaction.value).toBe(0n)
      expect(transaction.nonce).toBe(mint.nonce)
      expect(transaction.gas).toBe(plan.gasLimit)
      const decoded = inscriptionFromHex(transaction.input)
      expect(decoded.ok && decoded.text).toBe(checked.text)
      const receipt = await publicClient.getTransactionReceipt({ hash: mint.hash! })
      expect(receipt.gasUsed).toBe(plan.gasLimit)
      expect(BigInt(mint.gasPaid!)).toBe(receipt.gasUsed * receipt.effectiveGasPrice)
      expect(mint.blockNumber).toBe(receipt.blockNumber.toString())
    }
    expect([...found.values()].flat()).toHaveLength(20)
    const summary = summarizeBulkMint(final)
    expect(summary.counts).toEqual({ waiting: 0, pending: 0, success: 20, failed: 0, terminated: 0 })
    expect(summary.gasPaid).toBe(final.mints.reduce((sum, mint) => sum + BigInt(mint.gasPaid!), 0n))
    // Every wallet's sent list holds its nonces and hashes, and the last update is the final state.
    for (const [index, wallet] of final.wallets.entries())
      expect(wallet.sent).toEqual(
        final.mints
          .filter((mint) => mint.wallet === index)
          .map((mint) => ({ mint: mint.index, nonce: mint.nonce, hash: mint.hash })),
      )
    expect(updates.at(-1)).toEqual(final)
  })

  it('sends numbered mints with their own calldata each (one id per mint), measured on the longest', async () => {
    const wallets = subWallets(2)
    const texts = ['1', '22', '333', '4'].map(
      (id) => `data:,{"p":"erc-20","op":"mint","tick":"eths","id":"${id}","amt":"1000"}`,
    )
    const datas = texts
      .map((text) => validateInscriptionInput({ mode: 'text', text }))
      .map((each) => {
        if (!each.ok) throw new Error(each.problem)
        return each.hex
      })
    const plan = await planBulkMint(publicClient, {
      data: datas[0]!,
      datas,
      mints: 4,
      wallets: wallets.map((w) => w.address),
    })
    // The longest id costs the most intrinsic gas: every mint's limit covers it.
    expect(plan.gasLimit).toBe(
      await estimateGas(publicClient, { account: main, to: main, data: datas[2]!, value: 0n }),
    )
    await fund(plan)
    const final = await runFast({ plan, wallets })
    expect(final.mints.map((mint) => mint.state)).toEqual(Array(4).fill('success'))
    const sent = await Promise.all(
      final.mints.map((mint) => getTransaction(publicClient, { hash: mint.hash! })),
    )
    expect(sent.map((transaction) => transaction.input).sort()).toEqual([...datas].sort())
    for (const [index, mint] of final.mints.entries()) expect(sent[index]!.input).toBe(mint.data)
  })

  it('keeps to the concurrency limit: a third wallet starts only once one of the first two is done', async () => {
    const wallets = subWallets(4)
    const { plan } = await fundedPlan(wallets, 8)
    const order: { wallet: number; doneWallets: number[] }[] = []
    const final = await runFast({
      plan,
      wallets,
      concurrency: 2,
      onUpdate: (snapshot, mint) => {
        if (mint.state !== 'pending' || mint.attempts.length !== 1) return
        const doneWallets = snapshot.wallets
          .map((_, index) => index)
          .filter((index) =>
            snapshot.mints.every((other) => other.wallet !== index || other.state === 'success'),
          )
        order.push({ wallet: mint.wallet, doneWallets })
      },
    })
    expect(summarizeBulkMint(final).counts.success).toBe(8)
    const firstOf = (wallet: number) => order.find((entry) => entry.wallet === wallet)!
    expect(firstOf(2).doneWallets.filter((index) => index < 2).length).toBeGreaterThanOrEqual(1)
    expect(firstOf(3).doneWallets.filter((index) => index < 3).length).toBeGreaterThanOrEqual(2)
  })

  it('stops midway, then resumes from the saved snapshot without minting anything twice', async () => {
    const wallets = subWallets(3)
    const { plan, fromBlock } = await fundedPlan(wallets, 12)
    const controller = new AbortController()
    let saved = ''
    const stopped = await runFast({
      plan,
      wallets,
      concurrency: 3,
      signal: controller.signal,
      onUpdate: (snapshot) => {
        saved = JSON.stringify(snapshot)
        if (snapshot.mints.filter((mint) => mint.state === 'success').length >= 4) controller.abort()
      },
    })
    const summary = summarizeBulkMint(stopped)
    expect(summary.counts.success).toBeGreaterThanOrEqual(4)
    expect(summary.counts.terminated).toBeGreaterThan(0)
    expect(summary.counts.failed + summary.counts.waiting).toBe(0)
    for (const mint of stopped.mints.filter((mint) => mint.state === 'terminated')) {
      expect(mint.reason).toBe('stopped')
      expect(mint.attempts).toEqual([])
    }
    const doneBefore = new Map(
      stopped.mints.filter((m) => m.state === 'success').map((m) => [m.index, m.hash]),
    )
    expect(JSON.parse(saved)).toEqual(stopped)

    // A reload: the snapshot from storage, the keys again.
    const final = await resumeBulkMint(publicClient, {
      snapshot: JSON.parse(saved),
      wallets,
      concurrency: 3,
      pollMs: 50,
    })
    expect(final.mints.map((mint) => mint.state)).toEqual(Array(12).fill('success'))
    for (const [index, hash] of doneBefore) expect(final.mints[index]!.hash).toBe(hash)
    await expectMintedOnce(wallets, fromBlock, [4, 4, 4])
  })

  it('stops when shouldContinue says no, terminating the rest with its reason', async () => {
    const wallets = subWallets(2)
    const { plan, fromBlock } = await fundedPlan(wallets, 6)
    let minted = 0
    const final = await runFast({
      plan,
      wallets,
      concurrency: 2,
      onUpdate: (_, mint) => {
        if (mint.state === 'success') minted++
      },
      // What the indexer's "tick fully minted" answer looks like to the engine.
      shouldContinue: () => (minted < 2 ? true : { continue: false, reason: 'mintedOut' }),
    })
    const summary = summarizeBulkMint(final)
    expect(summary.counts.success).toBeGreaterThanOrEqual(2)
    expect(summary.counts.success).toBeLessThan(6)
    expect(summary.counts.terminated).toBe(6 - summary.counts.success)
    for (const mint of final.mints.filter((mint) => mint.state === 'terminated'))
      expect(mint.reason).toBe('mintedOut')
    const found = await selfTransactions(wallets, fromBlock)
    expect([...found.values()].flat()).toHaveLength(summary.counts.success)
  })
})

describe('runBulkMint nonce management', () => {
  /** Runs with automine off (the test mines), restoring it whatever happens. */
  async function withoutAutomine<T>(body: () => Promise<T>): Promise<T> {
    await rpc('evm_setAutomine', [false])
    try {
      return await body()
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  }

  /**
   * Starts a run without waiting for it; `latest()` is its newest snapshot, for the test to poll.
   */
  function watchedRun(parameters: Omit<RunBulkMintParameters, 'pollMs' | 'onUpdate'>) {
    let latest: BulkMintSnapshot | undefined
    const run = runFast({
      ...parameters,
      onUpdate: (snapshot) => {
        latest = snapshot
      },
    })
    return { run, latest: () => latest }
  }

  /** Whether the node knows the transaction (in its pool or mined). */
  const nodeHas = (hash: Hash) =>
    getTransaction(publicClient, { hash }).then(
      () => true,
      () => false,
    )

  /** The raw transactions sent so far. */
  const rawSends = () => requests.filter((method) => method === 'eth_sendRawTransaction').length

  /** Mines what the pool holds, and every transaction from now on as it comes. */
  async function mineAll() {
    await rpc('evm_setAutomine', [true])
    await rpc('evm_mine')
  }

  it('re-sends a dropped mint with the same nonce and the same hash, never a second one', async () => {
    const wallets = subWallets(1)
    const { plan, fromBlock } = await fundedPlan(wallets, 2)
    let firstHash: Hash | undefined
    const final = await withoutAutomine(async () => {
      requests.length = 0
      const watched = watchedRun({ plan, wallets, replaceAfterMs: 600_000 })
      await expect.poll(() => watched.latest()?.mints[0]?.attempts.length, { timeout: 60_000 }).toBe(1)
      const hash = watched.latest()!.mints[0]!.attempts[0]!.hash
      firstHash = hash
      await expect.poll(() => nodeHas(hash), { timeout: 60_000 }).toBe(true)
      const sendsBefore = rawSends()
      await rpc('anvil_dropTransaction', [hash])
      // The runner sees it gone with its nonce unused and sends the same bytes again.
      await expect.poll(rawSends, { timeout: 60_000 }).toBeGreaterThan(sendsBefore)
      await expect.poll(() => nodeHas(hash), { timeout: 60_000 }).toBe(true)
      await mineAll()
      return await watched.run
    })
    expect(final.mints.map((mint) => mint.state)).toEqual(['success', 'success'])
    expect(final.mints[0]!.attempts).toHaveLength(1)
    expect(final.mints[0]!.hash).toBe(firstHash)
    expect(final.mints.map((mint) => mint.nonce)).toEqual([0, 1])
    expect(await getTransactionCount(publicClient, { address: wallets[0]!.address })).toBe(2)
    await expectMintedOnce(wallets, fromBlock, [2])
  })

  it('replaces a mint left unmined with the same nonce and fees raised by more than 10 %', async () => {
    const wallets = subWallets(1)
    // Twenty replacements covered (21 s before it gives up), so a loaded machine cannot make the
    // run give up while the test is still looking.
    const { plan, fromBlock } = await fundedPlan(wallets, 1, { maxReplacements: 20 })
    const final = await withoutAutomine(async () => {
      const watched = watchedRun({ plan, wallets, replaceAfterMs: 1_000 })
      await expect
        .poll(() => watched.latest()?.mints[0]?.attempts.length ?? 0, { timeout: 60_000 })
        .toBeGreaterThanOrEqual(2)
      const [first, second] = watched.latest()!.mints[0]!.attempts
      // The node holds the replacement in place of the first: one transaction for the nonce.
      await expect.poll(() => nodeHas(first!.hash), { timeout: 60_000 }).toBe(false)
      await mineAll()
      const done = await watched.run
      expect(BigInt(second!.maxFeePerGas!) * 10n).toBeGreaterThanOrEqual(BigInt(first!.maxFeePerGas!) * 11n)
      expect(BigInt(second!.maxPriorityFeePerGas!) * 10n).toBeGreaterThanOrEqual(
        BigInt(first!.maxPriorityFeePerGas!) * 11n,
      )
      return done
    })
    const [mint] = final.mints
    expect(mint!.state).toBe('success')
    expect(mint!.hash).not.toBe(mint!.attempts[0]!.hash)
    expect(mint!.attempts.map((attempt) => attempt.hash)).toContain(mint!.hash)
    expect(final.wallets[0]!.sent.every((sent) => sent.nonce === 0)).toBe(true)
    const found = await expectMintedOnce(wallets, fromBlock, [1])
    expect(found.get(wallets[0]!.address.toLowerCase())![0]!.hash).toBe(mint!.hash)
  })

  it('resumes what was sent before a reload: a mint mined meanwhile is kept, a dropped one is re-sent on its nonce', async () => {
    const wallets = subWallets(2)
    const { plan, fromBlock } = await fundedPlan(wallets, 4)
    const controller = new AbortController()
    const stopped = await withoutAutomine(async () => {
      const watched = watchedRun({
        plan,
        wallets,
        concurrency: 2,
        replaceAfterMs: 600_000,
        signal: controller.signal,
      })
      // Both wallets' first mints are in the pool; then the page goes away.
      const firstAttempts = () => [0, 2].map((mint) => watched.latest()?.mints[mint]?.attempts.length)
      await expect.poll(firstAttempts, { timeout: 60_000 }).toEqual([1, 1])
      controller.abort()
      const snapshot = await watched.run
      expect(snapshot.mints.map((mint) => mint.state)).toEqual([
        'pending',
        'terminated',
        'pending',
        'terminated',
      ])
      // Meanwhile the node drops wallet 1's mint and mines wallet 0's.
      await rpc('anvil_dropTransaction', [snapshot.mints[2]!.attempts[0]!.hash])
      await rpc('evm_mine')
      return snapshot
    })
    requests.length = 0
    const final = await resumeBulkMint(publicClient, {
      snapshot: JSON.parse(JSON.stringify(stopped)),
      wallets,
      concurrency: 2,
      pollMs: 50,
    })
    expect(final.mints.map((mint) => mint.state)).toEqual(['success', 'success', 'success', 'success'])
    expect(final.mints[0]!.hash).toBe(stopped.mints[0]!.attempts[0]!.hash)
    expect(final.mints[2]!.hash).toBe(stopped.mints[2]!.attempts[0]!.hash)
    expect(final.mints.map((mint) => mint.nonce)).toEqual([0, 1, 0, 1])
    // The dropped mint's bytes once more, and the two mints never sent: nothing else.
    expect(rawSends()).toBe(3)
    await expectMintedOnce(wallets, fromBlock, [2, 2])
  })

  it('fails a mint whose nonce another transaction took, never giving it a second nonce, and goes on', async () => {
    const wallets = subWallets(1)
    const { plan } = await fundedPlan(wallets, 2)
    const failed = await withoutAutomine(async () => {
      const watched = watchedRun({ plan, wallets, replaceAfterMs: 600_000 })
      await expect.poll(() => watched.latest()?.mints[0]?.attempts.length, { timeout: 60_000 }).toBe(1)
      // The same key, elsewhere, sends a plain transfer on nonce 0 with higher fees: it takes the
      // mint's place in the pool and is mined.
      const fees = bumpFees(bumpFees(plan.fees))
      if (fees.type !== 'eip1559') throw new Error('expected an EIP-1559 chain')
      const other = await privateKeyToAccount(wallets[0]!.privateKey).signTransaction({
        chainId: foundry.id,
        type: 'eip1559',
        nonce: 0,
        to: main,
        value: 0n,
        gas: 21_000n,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      })
      await sendRawTransaction(publicClient, { serializedTransaction: other })
      await mineAll()
      return await watched.run
    })
    // The mint keeps its nonce and fails; the nonce is spent, so the wallet's next mint goes out on 1.
    expect(failed.mints.map((mint) => [mint.state, mint.error, mint.nonce])).toEqual([
      ['failed', 'nonceUsedElsewhere', 0],
      ['success', undefined, 1],
    ])
    expect(failed.mints[0]!.attempts).toHaveLength(1)
    // Final for resume too: nothing more is sent.
    requests.length = 0
    const final = await resumeBulkMint(publicClient, { snapshot: failed, wallets, pollMs: 50 })
    expect(final.mints).toEqual(failed.mints)
    expect(rawSends()).toBe(0)
    expect(await getTransactionCount(publicClient, { address: wallets[0]!.address })).toBe(2)
  })

  it('gives up on a mint still unmined after its last replacement, holds the wallet back, and resume finishes', async () => {
    const wallets = subWallets(1)
    const { plan, fromBlock } = await fundedPlan(wallets, 2, { maxReplacements: 0 })
    const failed = await withoutAutomine(async () => {
      const snapshot = await runFast({ plan, wallets, replaceAfterMs: 300 })
      expect(snapshot.mints.map((mint) => [mint.state, mint.error])).toEqual([
        ['failed', 'timeout'],
        ['failed', 'walletFailed'],
      ])
      expect(summarizeBulkMint(snapshot).failures).toEqual({ timeout: 1, walletFailed: 1 })
      await rpc('evm_mine')
      return snapshot
    })
    const final = await resumeBulkMint(publicClient, { snapshot: failed, wallets, pollMs: 50 })
    expect(final.mints.map((mint) => mint.state)).toEqual(['success', 'success'])
    expect(final.mints[0]!.hash).toBe(failed.mints[0]!.attempts[0]!.hash)
    await expectMintedOnce(wallets, fromBlock, [2])
  })
})

describe('bulkMint on a chain without a base fee', () => {
  let berlin: LocalNode | undefined

  afterAll(async () => {
    await berlin?.stop()
  })

  it('prices legacy transactions and mints with them', async () => {
    berlin = await startAnvilNode({ network: 'berlin' })
    const chain = { ...foundry, id: 31338, rpcUrls: { default: { http: [berlin.url] } } }
    const client = createPublicClient({
      chain,
      transport: http(berlin.url),
      pollingInterval: 50,
    }) as PublicClient
    const funder = createWalletClient({ chain, transport: http(berlin.url), pollingInterval: 50 })
    const [dev] = await funder.getAddresses()
    const wallets = subWallets(2)
    const plan = await planBulkMint(client, { data, mints: 3, wallets: wallets.map((w) => w.address) })
    expect(plan.fees.type).toBe('legacy')
    for (const { to, value } of plan.fundings) {
      // A Berlin node refuses the EIP-1559 fields anvil fills in by default.
      const gasPrice = await client.getGasPrice()
      const hash = await funder.sendTransaction({
        account: dev!,
        chain: null,
        to,
        value,
        type: 'legacy',
        gasPrice,
      })
      await client.waitForTransactionReceipt({ hash })
    }
    const final = await runBulkMint(client, { plan, wallets, pollMs: 50 })
    expect(final.mints.map((mint) => mint.state)).toEqual(['success', 'success', 'success'])
    for (const mint of final.mints) {
      const transaction = await getTransaction(client, { hash: mint.hash! })
      expect(transaction.type).toBe('legacy')
      expect(transaction.input).toBe(data)
    }
  }, 180_000) // it starts its own node: room for a slow start on a loaded machine
})
