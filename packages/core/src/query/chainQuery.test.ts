import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/query-core'
import { type Address, createPublicClient, http, type PublicClient, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import {
  type ChainQueryOptions,
  chainQueryOptions,
  keyParts,
  QueryNotReadyError,
  readIfDeployed,
} from './chainQuery.ts'

let node: LocalNode
let client: PublicClient
let account: Address

beforeAll(async () => {
  node = await startAnvilNode()
  client = createPublicClient({ chain: hardhat, transport: http(node.url), pollingInterval: 50 })
  ;[account] = (await client.request({ method: 'eth_accounts' as never })) as [Address]
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

/** The results an observer (what useQuery runs on) reports, until `done` says the last has come. */
function observe<T>(
  queryClient: QueryClient,
  options: ChainQueryOptions<T>,
  done: (result: QueryObserverResult<T>) => boolean,
) {
  const observer = new QueryObserver(queryClient, options)
  const seen: QueryObserverResult<T>[] = []
  const finished = new Promise<QueryObserverResult<T>[]>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      seen.push(result)
      if (done(result)) {
        unsubscribe()
        resolve(seen)
      }
    })
  })
  return { observer, finished }
}

describe('keyParts', () => {
  it('turns bigints into their decimal text, in arrays and plain objects too, and leaves the rest', () => {
    expect(
      keyParts(['presale', 31337, 2n ** 70n, [1n, 'a'], { block: 7n, mine: true }, undefined, null]),
    ).toEqual([
      'presale',
      31337,
      '1180591620717411303424',
      ['1', 'a'],
      { block: '7', mine: true },
      undefined,
      null,
    ])
  })

  it('gives a key react-query can hash as JSON', () => {
    expect(() => JSON.stringify(keyParts(['balance', { amount: 10n ** 30n }]))).not.toThrow()
  })
})

describe('chainQueryOptions against a real node', () => {
  const balanceQuery = (parameters: { client: PublicClient | undefined; owner: Address | undefined }) =>
    chainQueryOptions({
      key: ['balance', parameters.owner],
      client: parameters.client,
      ready: Boolean(parameters.owner),
      read: (client) => client.getBalance({ address: parameters.owner as Address }),
    })

  it("keys a read by its name, the client's chain and its inputs, and reads the chain", async () => {
    const options = balanceQuery({ client, owner: account })
    expect(options.queryKey).toEqual(['balance', hardhat.id, account])
    expect(options).toMatchObject({ enabled: true, retry: false })
    const queryClient = new QueryClient()
    expect(await queryClient.fetchQuery(options)).toBe(await client.getBalance({ address: account }))
    expect(await queryClient.fetchQuery(options)).toBeGreaterThan(parseEther('1000'))
  })

  it('waits without a client or an input, and its function refuses to run if forced', async () => {
    for (const options of [
      balanceQuery({ client: undefined, owner: account }),
      balanceQuery({ client, owner: undefined }),
    ]) {
      expect(options.enabled).toBe(false)
      await expect(options.queryFn()).rejects.toBeInstanceOf(QueryNotReadyError)
    }
    const queryClient = new QueryClient()
    const observer = new QueryObserver(queryClient, balanceQuery({ client, owner: undefined }))
    const unsubscribe = observer.subscribe(() => undefined)
    // A disabled query stays pending and never fetches.
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'idle' })
    unsubscribe()
  })

  it("keeps the last block's answer on screen while the next block is read (followsBlocks)", async () => {
    const queryClient = new QueryClient()
    const atBlock = (block: bigint) =>
      chainQueryOptions({
        key: ['blockTime', block],
        client,
        followsBlocks: true,
        read: async (client) => (await client.getBlock({ blockNumber: block })).number,
      })
    const first = observe(queryClient, atBlock(0n), (result) => result.status === 'success')
    await first.finished
    await client.request({ method: 'evm_mine' as never, params: [] as never })
    let sawPlaceholder = false
    const next = new Promise<QueryObserverResult<bigint>>((resolve) => {
      const unsubscribe = first.observer.subscribe((result) => {
        if (result.isPlaceholderData) {
          sawPlaceholder = true
          expect(result.data).toBe(0n)
        }
        if (result.status === 'success' && !result.isPlaceholderData && result.data === 1n) {
          unsubscribe()
          resolve(result)
        }
      })
    })
    first.observer.setOptions(atBlock(1n))
    expect((await next).data).toBe(1n)
    expect(sawPlaceholder).toBe(true)
  })

  it("does not retry a failed read unless asked: the reader's error is the answer", async () => {
    const queryClient = new QueryClient()
    let calls = 0
    const failing = chainQueryOptions({
      key: ['failing'],
      client,
      read: async () => {
        calls += 1
        throw new Error('the node refused')
      },
    })
    await expect(queryClient.fetchQuery(failing)).rejects.toThrow('the node refused')
    expect(calls).toBe(1)
  })
})

describe('readIfDeployed', () => {
  it('answers null where the address holds no code, and reads where it does', async () => {
    let read = 0
    expect(await readIfDeployed(client, account, async () => ++read)).toBeNull()
    expect(read).toBe(0)
    // anvil's genesis has the CREATE2 deployment proxy at its usual address.
    const proxy = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
    expect(await client.getCode({ address: proxy })).not.toBe('0x')
    expect(await readIfDeployed(client, proxy, async () => ++read)).toBe(1)
  })
})

describe('chainQueryOptions with a reader that shows parts', () => {
  it('shows each part on the first read only; a refresh keeps the whole previous answer until the new one is whole', async () => {
    const queryClient = new QueryClient()
    let release: () => void = () => undefined
    let round = 0
    const options = chainQueryOptions<string[]>({
      key: ['parts'],
      client,
      read: async (_client, show) => {
        round++
        show([`newest ${round}`])
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return [`newest ${round}`, `older ${round}`]
      },
    })
    const first = queryClient.fetchQuery(options)
    // The first part is on screen while the rest is read.
    await expect.poll(() => queryClient.getQueryData(options.queryKey)).toEqual(['newest 1'])
    release()
    expect(await first).toEqual(['newest 1', 'older 1'])

    const refresh = queryClient.refetchQueries({ queryKey: options.queryKey })
    await expect.poll(() => round).toBe(2)
    // The complete answer stays while the refresh reads its parts.
    expect(queryClient.getQueryData(options.queryKey)).toEqual(['newest 1', 'older 1'])
    release()
    await refresh
    expect(queryClient.getQueryData(options.queryKey)).toEqual(['newest 2', 'older 2'])
    queryClient.clear()
  })
})
