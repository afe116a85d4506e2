import {
  type Address,
  createPublicClient,
  custom,
  type EIP1193RequestFn,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseGwei,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { collectFromWallet } from './collectFromWallet.ts'
import { getCollectGasPrice, getSweepGasLimit } from './getCollectGasPrice.ts'
import { mergeImportedWallets, parsePrivateKeys } from './parsePrivateKeys.ts'
import { nativeTransferGas, planWalletCollection, sumPlans, sweepValue } from './planCollection.ts'
import { runCollection, summarizeCollection } from './runCollection.ts'
import type { CollectSettings, CollectWallet } from './types.ts'

// Hardhat's first two dev keys: well known, safe to write down.
const key0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const address0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const key1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const address1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parsePrivateKeys', () => {
  it('reads keys with or without 0x in any case, ignores other columns and a header', () => {
    const text = [
      'privateKey,note',
      `${key0.slice(2).toUpperCase()}`,
      `"${key1}", main wallet`,
      '',
      `  ${address0};${key0}  `,
    ].join('\r\n')
    const result = parsePrivateKeys(text)
    expect(result.issues).toEqual([])
    expect(result.wallets).toEqual([
      { line: 2, privateKey: key0, address: address0 },
      { line: 3, privateKey: key1, address: address1 },
    ])
    expect(result.duplicates).toBe(1)
  })

  it('lists bad lines by number and reason without repeating the key', () => {
    const text = [
      key0,
      'not a key',
      `0x${'0'.repeat(64)}`,
      `0x${'f'.repeat(64)}`,
      `${key1},${address0}`,
      key0.slice(0, 60),
      `${address1}\t${key1}`,
    ].join('\n')
    const result = parsePrivateKeys(text)
    expect(result.wallets.map((wallet) => wallet.line)).toEqual([1, 7])
    expect(result.issues).toEqual([
      { line: 2, issue: 'invalidKey' },
      { line: 3, issue: 'invalidKey' },
      { line: 4, issue: 'invalidKey' },
      { line: 5, issue: 'addressMismatch' },
      { line: 6, issue: 'invalidKey' },
    ])
    expect(JSON.stringify(result.issues)).not.toContain(key1.slice(2))
  })

  it('merges a second import by address', () => {
    const first = parsePrivateKeys(key0).wallets
    const merged = mergeImportedWallets(first, parsePrivateKeys(`${key1}\n${key0}`).wallets)
    expect(merged.wallets.map((wallet) => wallet.address)).toEqual([address0, address1])
    expect(merged.duplicates).toBe(1)
  })
})

describe('planWalletCollection', () => {
  const price = parseGwei('2')
  const base = {
    mode: 'tokenThenNative' as const,
    tokenGasLimit: 56_763n,
    sweepGasLimit: nativeTransferGas,
    price,
    keep: 0n,
  }

  it('sends the token, then the balance less both gas charges, to the wei', () => {
    const nativeBalance = parseEther('1')
    const plan = planWalletCollection({ ...base, nativeBalance, tokenBalance: 5n })
    expect(plan).toEqual({
      kind: 'collect',
      token: 5n,
      tokenFee: 56_763n * price,
      native: nativeBalance - 56_763n * price - 21_000n * price,
    })
    // What the sweep leaves: exactly the amount kept.
    const keep = parseEther('0.01')
    const value = sweepValue({ balance: nativeBalance, gasLimit: 21_000n, price, keep })
    expect(nativeBalance - value - 21_000n * price).toBe(keep)
  })

  it('skips a token holder that cannot pay for its transfer, and wallets with nothing worth a transaction', () => {
    const tokenFee = 56_763n * price
    expect(planWalletCollection({ ...base, nativeBalance: tokenFee - 1n, tokenBalance: 5n })).toEqual({
      kind: 'skip',
      reason: 'insufficientBalance',
    })
    // Exactly the fee: the token goes, nothing is left to sweep.
    expect(planWalletCollection({ ...base, nativeBalance: tokenFee, tokenBalance: 5n })).toMatchObject({
      kind: 'collect',
      token: 5n,
      native: 0n,
    })
    expect(planWalletCollection({ ...base, nativeBalance: 21_000n * price, tokenBalance: 0n })).toEqual({
      kind: 'skip',
      reason: 'nothingToCollect',
    })
    expect(
      planWalletCollection({ ...base, nativeBalance: 21_000n * price + 1n, tokenBalance: 0n }),
    ).toMatchObject({ kind: 'collect', token: 0n, native: 1n })
    expect(
      planWalletCollection({ ...base, keep: 10n, nativeBalance: 21_000n * price + 10n, tokenBalance: 0n }),
    ).toEqual({ kind: 'skip', reason: 'nothingToCollect' })
  })

  it('follows the mode: token only keeps the native coin, native only ignores the token', () => {
    const nativeBalance = parseEther('1')
    expect(
      planWalletCollection({ ...base, mode: 'tokenOnly', nativeBalance, tokenBalance: 5n }),
    ).toMatchObject({
      token: 5n,
      native: 0n,
    })
    expect(planWalletCollection({ ...base, mode: 'tokenOnly', nativeBalance, tokenBalance: 0n })).toEqual({
      kind: 'skip',
      reason: 'nothingToCollect',
    })
    expect(
      planWalletCollection({ ...base, mode: 'nativeOnly', nativeBalance: 100n, tokenBalance: 5n }),
    ).toEqual({
      kind: 'skip',
      reason: 'nothingToCollect',
    })
    expect(
      planWalletCollection({ ...base, mode: 'nativeOnly', nativeBalance, tokenBalance: 5n }),
    ).toMatchObject({ token: 0n, tokenFee: 0n, native: nativeBalance - 21_000n * price })
  })

  it('sums plans for the preview', () => {
    const plans = [
      planWalletCollection({ ...base, nativeBalance: parseEther('1'), tokenBalance: 5n }),
      planWalletCollection({ ...base, nativeBalance: 1n, tokenBalance: 5n }),
      planWalletCollection({ ...base, nativeBalance: 0n, tokenBalance: 0n }),
    ]
    const totals = sumPlans(plans, 21_000n, price)
    expect(totals).toEqual({
      wallets: 1,
      token: 5n,
      native: parseEther('1') - 77_763n * price,
      maxGas: 77_763n * price,
      skipped: { insufficientBalance: 1, nothingToCollect: 1 },
    })
  })
})

describe('collection on a local node', () => {
  const chain = useLocalTestChain()
  let usdt: Address

  const fresh = (): CollectWallet => {
    const privateKey = generatePrivateKey()
    return { privateKey, address: privateKeyToAddress(privateKey) }
  }
  const nativeOf = (address: Address) => chain.publicClient.getBalance({ address })
  const tokenOf = (address: Address, token = usdt) => tokenBalanceReader(chain)(token, address)
  const fund = async (to: Address, native: bigint, token: bigint) => {
    const from = chain.accounts[0]!
    const client = chain.walletClient
    if (native > 0n) {
      const hash = await client.sendTransaction({ account: from, chain: client.chain, to, value: native })
      await chain.publicClient.waitForTransactionReceipt({ hash })
    }
    if (token > 0n) {
      const hash = await client.writeContract({
        account: from,
        chain: client.chain,
        address: usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, token],
      })
      await chain.publicClient.waitForTransactionReceipt({ hash })
    }
  }
  const settingsFor = async (
    target: Address,
    extra: Partial<CollectSettings> = {},
  ): Promise<CollectSettings> => ({
    target,
    token: usdt,
    mode: 'tokenThenNative',
    keepNative: 0n,
    gasPrice: await getCollectGasPrice(chain.publicClient),
    sweepGasLimit: await getSweepGasLimit(chain.publicClient, target, chain.accounts[0]!),
    ...extra,
  })

  beforeAll(async () => {
    usdt = chain.contracts.usdt
  }, 120_000)

  it('collects token then native from several keys, leaving exactly 0, and skips by the rules', async () => {
    const [rich, nativeOnly, poor, empty, second] = Array.from({ length: 5 }, fresh) as CollectWallet[]
    const target = fresh().address
    const settings = await settingsFor(target)
    expect(settings.gasPrice.type).toBe('eip1559')
    expect(settings.sweepGasLimit).toBe(21_000n)
    await fund(rich!.address, parseEther('1'), parseUnits('100', 6))
    await fund(nativeOnly!.address, parseEther('0.5'), 0n)
    // Less than one token transfer's gas at the run's price.
    await fund(poor!.address, 30_000n * settings.gasPrice.price, parseUnits('50', 6))
    await fund(second!.address, parseEther('2'), parseUnits('10.5', 6))
    const before = await Promise.all(
      [rich, nativeOnly, poor, second].map((wallet) => nativeOf(wallet!.address)),
    )

    const updates: string[] = []
    const results = await runCollection(chain.publicClient, {
      wallets: [rich, nativeOnly, poor, empty, second].map((wallet) => ({ wallet: wallet! })),
      settings,
      concurrency: 3,
      onUpdate: (index, state) => updates.push(`${index}:${state.status}`),
    })
    expect(results.map((result) => result.status)).toEqual(['done', 'done', 'skipped', 'skipped', 'done'])
    expect(results[2]!.skipReason).toBe('insufficientBalance')
    expect(results[3]!.skipReason).toBe('nothingToCollect')
    expect(updates).toEqual(
      expect.arrayContaining(['0:sendingToken', '0:sendingNative', '0:done', '1:sendingNative']),
    )
    expect(updates).not.toContain('1:sendingToken')

    // Every collected wallet ends with exactly 0 native and 0 token.
    for (const wallet of [rich, nativeOnly, second]) {
      expect(await nativeOf(wallet!.address)).toBe(0n)
      expect(await tokenOf(wallet!.address)).toBe(0n)
    }
    // The skipped ones are untouched.
    expect(await nativeOf(poor!.address)).toBe(before[2])
    expect(await tokenOf(poor!.address)).toBe(parseUnits('50', 6))
    // The target got exactly what the states say, which is each balance less its own gas.
    const summary = summarizeCollection(results)
    expect(await tokenOf(target)).toBe(parseUnits('110.5', 6))
    expect(summary.token).toBe(parseUnits('110.5', 6))
    expect(await nativeOf(target)).toBe(summary.native)
    expect(summary.native).toBe(before[0]! + before[1]! + before[3]! - summary.gasPaid)
    expect(results[1]!.gasPaid).toBe(21_000n * settings.gasPrice.price)
    expect(summary).toMatchObject({ done: 3, skipped: 2, failed: 0, waiting: 0 })
  })

  it('keeps the chosen minimum exactly, also with a legacy gas price', async () => {
    const wallets = [fresh(), fresh()]
    const target = fresh().address
    const keep = parseEther('0.003')
    const settings = await settingsFor(target, {
      keepNative: keep,
      gasPrice: { type: 'legacy', price: parseGwei('3') },
    })
    await fund(wallets[0]!.address, parseEther('0.2'), parseUnits('1', 6))
    await fund(wallets[1]!.address, parseEther('0.1'), 0n)
    const results = await runCollection(chain.publicClient, {
      wallets: wallets.map((wallet) => ({ wallet })),
      settings,
    })
    expect(results.map((result) => result.status)).toEqual(['done', 'done'])
    for (const wallet of wallets) expect(await nativeOf(wallet.address)).toBe(keep)
    expect(results[1]!.nativeCollected).toBe(parseEther('0.1') - keep - 21_000n * parseGwei('3'))
  })

  it('retries after a lost answer without sending anything twice', async () => {
    const wallet = fresh()
    const target = fresh().address
    await fund(wallet.address, parseEther('1'), parseUnits('7', 6))
    const settings = await settingsFor(target)
    // The node gets the token transfer, but its answer never comes back (the RPC drops).
    const forward = http(chain.node.url)({ chain: chain.publicClient.chain })
    let drop = true
    const request = (async (args: { method: string; params?: unknown }) => {
      const answer = await forward.request(args as never)
      if (args.method === 'eth_sendRawTransaction' && drop) {
        drop = false
        throw new TypeError('fetch failed')
      }
      return answer
    }) as EIP1193RequestFn
    const flaky = createPublicClient({
      chain: chain.publicClient.chain,
      transport: custom({ request }, { retryCount: 0 }),
      pollingInterval: 50,
    }) as PublicClient
    const first = await collectFromWallet(flaky, { wallet, settings })
    expect(first.status).toBe('failed')
    expect(first.message?.key).toBe('networkFailed')
    expect(first.pending?.kind).toBe('token')
    expect(first.tokenCollected).toBe(0n)
    // It was mined all the same (read until the node shows it: its answer was lost, not its block).
    await expect.poll(() => tokenOf(target)).toBe(parseUnits('7', 6))

    const retry = await collectFromWallet(flaky, { wallet, settings, previous: first })
    expect(retry.status).toBe('done')
    expect(retry.tokenCollected).toBe(parseUnits('7', 6))
    expect(retry.hashes).toHaveLength(2)
    expect(await tokenOf(target)).toBe(parseUnits('7', 6))
    expect(await nativeOf(wallet.address)).toBe(0n)
    expect(await nativeOf(target)).toBe(retry.nativeCollected)
    expect(retry.nativeCollected).toBe(parseEther('1') - retry.gasPaid)
    const nonce = await chain.publicClient.getTransactionCount({ address: wallet.address })
    expect(nonce).toBe(2)

    // Retrying a finished wallet again finds nothing and sends nothing.
    const again = await collectFromWallet(flaky, { wallet, settings, previous: retry })
    expect(again.status).toBe('done')
    expect(await chain.publicClient.getTransactionCount({ address: wallet.address })).toBe(2)
  })

  it('fails, never done, on a token that reverts, and on an RPC that is down', async () => {
    const wallet = fresh()
    await fund(wallet.address, parseEther('1'), 0n)
    const settings = await settingsFor(fresh().address, { token: chain.contracts.router })
    const result = await collectFromWallet(chain.publicClient, { wallet, settings })
    expect(result.status).toBe('failed')
    expect(['revertReason', 'transactionFailed', 'contractError']).toContain(result.message?.key)
    expect(await nativeOf(wallet.address)).toBe(parseEther('1'))

    const down = createPublicClient({
      chain: chain.publicClient.chain,
      transport: http('http://127.0.0.1:9', { retryCount: 0 }),
    }) as PublicClient
    const offline = await collectFromWallet(down, { wallet, settings: { ...settings, token: usdt } })
    expect(offline).toMatchObject({ status: 'failed', message: { key: 'networkFailed' } })
  })

  it('stops starting wallets once aborted', async () => {
    const wallets = [fresh(), fresh(), fresh()]
    for (const wallet of wallets) await fund(wallet.address, parseEther('0.1'), 0n)
    const controller = new AbortController()
    const results = await runCollection(chain.publicClient, {
      wallets: wallets.map((wallet) => ({ wallet })),
      settings: await settingsFor(fresh().address, { mode: 'nativeOnly' }),
      concurrency: 1,
      signal: controller.signal,
      onUpdate: (_index, state) => {
        if (state.status === 'done') controller.abort()
      },
    })
    expect(results.map((result) => result.status)).toEqual(['done', 'waiting', 'waiting'])
    expect(await nativeOf(wallets[1]!.address)).toBe(parseEther('0.1'))
  })

  it('isolates the signing: a key never appears in any request', async () => {
    const wallet = fresh()
    await fund(wallet.address, parseEther('0.05'), parseUnits('1', 6))
    const bodies: string[] = []
    const forward = http(chain.node.url)({ chain: chain.publicClient.chain })
    const recording = createPublicClient({
      chain: chain.publicClient.chain,
      transport: custom({
        request: (async (args) => {
          bodies.push(JSON.stringify(args))
          return forward.request(args as never)
        }) as EIP1193RequestFn,
      }),
      pollingInterval: 50,
    }) as PublicClient
    const result = await collectFromWallet(recording, {
      wallet,
      settings: await settingsFor(fresh().address),
    })
    expect(result.status).toBe('done')
    expect(bodies.some((body) => body.includes('eth_sendRawTransaction'))).toBe(true)
    const bare = (wallet.privateKey as Hex).slice(2).toLowerCase()
    expect(bodies.filter((body) => body.toLowerCase().includes(bare))).toEqual([])
  })
})
