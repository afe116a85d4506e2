import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { explorerVerifiedPath } from './explorerReadApi.ts'
import { verifiedReaderWhereProxied } from './verifiedReaderWhereProxied.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('verifiedReaderWhereProxied', () => {
  let server: Server
  let baseUrl: string
  /** The paths the server was asked, in order. */
  const asked: string[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '')
      const body = { code: 200, message: 'ok', data: { verified: true, contractName: 'Token' } }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => {
    server.close()
  })

  it('asks nothing on a chain whose explorer the server does not proxy, and says unknown', async () => {
    asked.length = 0
    const read = verifiedReaderWhereProxied({ chainId: 31337, baseUrl, proxiedChains: async () => [1, 56] })
    expect(await read(token)).toBeUndefined()
    expect(asked).toEqual([])
  })

  it('asks the proxy where it serves the chain', async () => {
    asked.length = 0
    const read = verifiedReaderWhereProxied({ chainId: 56, baseUrl, proxiedChains: async () => [1, 56] })
    expect(await read(token)).toBe(true)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain(explorerVerifiedPath)
    expect(asked[0]).toContain('chainId=56')
  })
})
