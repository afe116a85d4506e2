import { type Address, createPublicClient, custom, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { sampleStablecoinAbi } from '../contracts/SampleStablecoin.ts'
import { readBalances } from './readBalances.ts'

const chain = useLocalTestChain()

/** Deterministic fresh accounts (keys 1..n+1000 shifted away from the dev accounts). */
function freshAccounts(count: number): Address[] {
  return Array.from({ length: count }, (_, index) =>
    privateKeyToAddress(`0x${(0xbeef0000n + BigInt(index)).toString(16).padStart(64, '0')}`),
  )
}

describe('readBalances', () => {
  it('reports no progress after it has failed, though other chunks answer later', async () => {
    const { publicClient, contracts } = chain
    // The first chunk's request fails at once; the others wait at a gate, opened after the failure.
    let calls = 0
    let answered = 0
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const client = createPublicClient({
      chain: publicClient.chain,
      transport: custom(
        {
          async request({ method, params }) {
            if (method !== 'eth_call') return publicClient.request({ method, params } as never)
            calls += 1
            if (calls === 1) throw new Error('connection refused')
            await gate
            const answer = await publicClient.request({ method, params } as never)
            answered += 1
            return answer
          },
        },
        { retryCount: 0 },
      ),
    })
    const progress: number[] = []
    await expect(
      readBalances(client, {
        accounts: freshAccounts(30),
        native: true,
        tokens: [],
        multicallAddress: contracts.multicall3,
        callsPerRequest: 10,
        onProgress: (done) => progress.push(done),
      }),
    ).rejects.toThrow()
    open()
    await expect.poll(() => answered).toBe(2)
    expect(progress).toEqual([])
    // No worker took a new chunk after the failure: three chunks, three requests.
    expect(calls).toBe(3)
  })

  it('reads native and token balances in chunks, one request per chunk, in account order', async () => {
    const { walletClient, publicClient, accounts, contracts } = chain
    const targets = freshAccounts(25)
    for (const [index, target] of targets.slice(0, 5).entries()) {
      const hash = await walletClient.sendTransaction({
        account: accounts[0] as Address,
        chain: walletClient.chain,
        to: target,
        value: parseEther(String(index + 1)),
      })
      await publicClient.waitForTransactionReceipt({ hash })
      const transfer = await walletClient.writeContract({
        account: accounts[0] as Address,
        chain: walletClient.chain,
        address: contracts.usdt,
        abi: sampleStablecoinAbi,
        functionName: 'transfer',
        args: [target, parseUnits(String(10 * (index + 1)), 6)],
      })
      await publicClient.waitForTransactionReceipt({ hash: transfer })
    }
    const progress: number[] = []
    const result = await readBalances(publicClient, {
      accounts: targets,
      native: true,
      tokens: [contracts.usdt, contracts.usdc],
      multicallAddress: contracts.multicall3,
      callsPerRequest: 10,
      onProgress: (done) => progress.push(done),
    })
    expect(result.native.slice(0, 5)).toEqual([1, 2, 3, 4, 5].map((n) => parseEther(String(n))))
    expect(result.native.slice(5).every((balance) => balance === 0n)).toBe(true)
    expect(result.tokens[0]?.slice(0, 5)).toEqual([10, 20, 30, 40, 50].map((n) => parseUnits(String(n), 6)))
    expect(result.tokens[1]?.every((balance) => balance === 0n)).toBe(true)
    // 75 calls in chunks of 10: 8 requests, progress reaching the total.
    expect(progress).toHaveLength(8)
    expect(progress.at(-1)).toBe(75)
    const direct = await publicClient.readContract({
      address: contracts.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [targets[2] as Address],
    })
    expect(result.tokens[0]?.[2]).toBe(direct)
  })

  it('sends its own chunks even through a client that batches reads into multicalls (as wagmi does)', async () => {
    const { publicClient, contracts } = chain
    let requests = 0
    const batching = createPublicClient({
      chain: publicClient.chain,
      batch: { multicall: true },
      transport: http(chain.node.url, { onFetchRequest: () => void requests++ }),
    })
    const targets = freshAccounts(30)
    const result = await readBalances(batching, {
      accounts: targets,
      native: true,
      tokens: [contracts.usdt],
      callsPerRequest: 20,
      concurrency: 3,
    })
    expect(requests).toBe(3)
    expect(result.native.slice(0, 5)).toEqual([1, 2, 3, 4, 5].map((n) => parseEther(String(n))))
    expect(result.tokens[0]?.slice(0, 5)).toEqual([10, 20, 30, 40, 50].map((n) => parseUnits(String(n), 6)))
  })

  it('gives undefined for a "token" that cannot answer, without failing the other reads', async () => {
    const { publicClient, contracts } = chain
    const targets = freshAccounts(3)
    const result = await readBalances(publicClient, {
      accounts: targets,
      native: false,
      tokens: [contracts.router, contracts.usdt],
      multicallAddress: contracts.multicall3,
    })
    expect(result.native).toEqual([])
    expect(result.tokens[0]).toEqual([undefined, undefined, undefined])
    expect(result.tokens[1]?.[0]).toBe(parseUnits('10', 6))
  })
})
