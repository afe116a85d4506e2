import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RpcUrlInvalidError, RpcUrlUnreachableError, RpcUrlWrongChainError } from '../errors/rpcUrl.ts'
import { getFreePort, type LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { checkRpcUrl } from './checkRpcUrl.ts'

describe('checkRpcUrl against real anvil nodes', () => {
  let node: LocalNode
  let berlin: LocalNode
  /** Accepts connections and never answers: a node that hangs. */
  let silent: Server
  let silentUrl: string
  const silentSockets: Socket[] = []

  beforeAll(async () => {
    ;[node, berlin] = await Promise.all([startAnvilNode(), startAnvilNode({ network: 'berlin' })])
    silent = createServer((socket) => silentSockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const address = silent.address()
    if (typeof address !== 'object' || !address) throw new Error('the silent server has no port')
    silentUrl = `http://127.0.0.1:${address.port}`
  })

  afterAll(async () => {
    await Promise.all([node?.stop(), berlin?.stop()])
    for (const socket of silentSockets) socket.destroy()
    await new Promise((resolve) => silent?.close(resolve))
  })

  it('accepts the node of the chain, over http and ws, trimmed and normalised', async () => {
    expect(await checkRpcUrl({ url: `  ${node.url}  `, chainId: 31337 })).toEqual({
      url: `${node.url}/`,
      chainId: 31337,
    })
    const ws = node.url.replace('http://', 'ws://')
    expect(await checkRpcUrl({ url: ws, chainId: 31337 })).toEqual({ url: `${ws}/`, chainId: 31337 })
  })

  it.each(['ftp://127.0.0.1:8545', '127.0.0.1:8545', 'javascript:alert(1)', 'http://', ''])(
    'refuses %j as not an http(s) or ws(s) URL, before any request',
    async (url) => {
      const refusal = await checkRpcUrl({ url, chainId: 31337 }).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(RpcUrlInvalidError)
      expect((refusal as RpcUrlInvalidError).code).toBe('invalidUrl')
    },
  )

  it('refuses a port where nothing listens as unreachable', async () => {
    const deadUrl = `http://127.0.0.1:${await getFreePort()}`
    const refusal = await checkRpcUrl({ url: deadUrl, chainId: 31337 }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(RpcUrlUnreachableError)
    expect((refusal as RpcUrlUnreachableError).code).toBe('unreachable')
  })

  it('gives up on a node that never answers within the timeout', async () => {
    const started = performance.now()
    const refusal = await checkRpcUrl({ url: silentUrl, chainId: 31337, timeoutMs: 300 }).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(RpcUrlUnreachableError)
    // Far under the 8 s default: the timeout given is the one applied (no retries on top).
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('refuses a node of another chain, naming the chain it serves', async () => {
    const refusal = await checkRpcUrl({ url: berlin.url, chainId: 31337 }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(RpcUrlWrongChainError)
    expect(refusal).toMatchObject({ code: 'wrongChain', expectedChainId: 31337, actualChainId: 31338 })
  })
})
