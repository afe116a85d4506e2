import { once } from 'node:events'
import { rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { testConfig } from './testConfig.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

/** A JSON-RPC node answering eth_chainId with `answeredChainId` (null: it answers an HTTP 500). */
let answeredChainId: number | null = 31337
let node: Server
let nodeUrl: string
const root = useTemporaryFolder('tokenbox-health-')
const file = join(root, 'local-deployments.json')
const olderFile = join(root, 'local-deployments-berlin.json')
let app: FastifyInstance

function writeDeployments(rpcUrl: string) {
  writeFileSync(
    file,
    JSON.stringify({
      chainId: 31337,
      sourceHash: '0xabc',
      deployedAt: '2026-11-22T00:00:00.000Z',
      contracts: {},
      rpcUrl,
    }),
  )
}

beforeAll(async () => {
  node = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const { id, method } = JSON.parse(body) as { id: number; method: string }
    if (answeredChainId === null || method !== 'eth_chainId') {
      response.writeHead(500).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${answeredChainId.toString(16)}` }))
  })
  node.listen(0, '127.0.0.1')
  await once(node, 'listening')
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  app = await buildApp({
    config: testConfig({ dataDir: root, localDeployments: [file, olderFile] }),
    logger: false,
  })
})

afterAll(async () => {
  await app?.close()
  node?.close()
})

beforeEach(() => {
  answeredChainId = 31337
  writeDeployments(nodeUrl)
})

const health = async () => {
  const reply = await app.inject({ method: 'GET', url: '/api/health' })
  return { statusCode: reply.statusCode, body: reply.json() }
}

describe('GET /api/health with the local chain enabled', () => {
  it("reports the chain's node answering with the deployed chain id", async () => {
    expect(await health()).toMatchObject({
      statusCode: 200,
      body: { status: '1', data: { database: 'ok', localChains: [{ chainId: 31337, node: 'ok' }] } },
    })
  })

  it('answers 503 when the node is down, answers errors, or is another chain', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    closed.close()
    await once(closed, 'close')
    writeDeployments(closedUrl)
    expect(await health()).toMatchObject({
      statusCode: 503,
      body: {
        status: '0',
        message: 'local chain unreachable',
        data: { localChains: [{ chainId: 31337, node: 'unreachable' }] },
      },
    })
    writeDeployments(nodeUrl)
    answeredChainId = null
    expect((await health()).body.data.localChains).toEqual([{ chainId: 31337, node: 'unreachable' }])
    // A node restarted as another chain has none of the deployed contracts.
    answeredChainId = 1
    expect(await health()).toMatchObject({
      statusCode: 503,
      body: { data: { database: 'ok', localChains: [{ chainId: 31337, node: 'otherChain' }] } },
    })
  })

  it('checks every enabled local chain: one down is a 503 naming which', async () => {
    writeFileSync(olderFile, JSON.stringify({ chainId: 31338, contracts: {}, rpcUrl: nodeUrl }))
    try {
      // The node answers 31337, so the second chain's node is another chain.
      expect(await health()).toMatchObject({
        statusCode: 503,
        body: {
          data: {
            localChains: [
              { chainId: 31337, node: 'ok' },
              { chainId: 31338, node: 'otherChain' },
            ],
          },
        },
      })
    } finally {
      rmSync(olderFile)
    }
    expect((await health()).statusCode).toBe(200)
  })

  it('says nothing of a local chain once the deployments file is gone (the chain is off)', async () => {
    rmSync(file)
    const { statusCode, body } = await health()
    expect(statusCode).toBe(200)
    expect(body.data).not.toHaveProperty('localChains')
  })
})
