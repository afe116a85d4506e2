import { rmSync, writeFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { expectUncachedSuccess } from './expectEnvelope.ts'
import { testConfig } from './testConfig.ts'
import { sampleLocalDeployments, useLocalDeploymentsFolder } from './useLocalDeploymentsFolder.ts'

describe('GET /api/v1/web/config', () => {
  const { root, file, berlinFile, cutOffFile, cutOffAnswer } =
    useLocalDeploymentsFolder('tokenbox-web-config-')
  let app: FastifyInstance
  let plain: FastifyInstance

  beforeAll(async () => {
    // Through loadConfig, as main.ts does, so the endpoint is tested on parsed environment variables.
    const fromEnv = loadConfig({
      RPC_URL_56: 'https://bsc.example.org/rpc',
      RPC_URL_8453: 'http://base-node.internal:8545/',
      RPC_URL_1: 'ws://eth-node.internal:8546',
      EXPLORER_API_KEY: 'SHAREDETHERSCANKEY',
      EXPLORER_API_KEY_56: 'BSCONLYKEY',
    })
    app = await buildApp({
      config: testConfig({
        dataDir: root,
        localDeployments: [file, berlinFile],
        rpcUrls: fromEnv.rpcUrls,
        explorerApiKeys: fromEnv.explorerApiKeys,
      }),
      logger: false,
    })
    plain = await buildApp({ config: testConfig({ dataDir: root }), logger: false })
  })

  afterAll(async () => {
    await app?.close()
    await plain?.close()
  })

  const get = (instance: FastifyInstance) => instance.inject({ method: 'GET', url: '/api/v1/web/config' })

  it('answers no overrides and no local chain by default', async () => {
    const reply = await get(plain)
    expectUncachedSuccess(reply, { rpcUrls: {}, localChains: [] })
  })

  it("tells browsers the operator's WalletConnect project id, only when one is set", async () => {
    const projectId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
    const withProject = await buildApp({
      config: testConfig({
        dataDir: root,
        walletConnectProjectId: loadConfig({ WALLETCONNECT_PROJECT_ID: projectId }).walletConnectProjectId,
      }),
      logger: false,
    })
    try {
      expect((await get(withProject)).json().data.walletConnectProjectId).toBe(projectId)
    } finally {
      await withProject.close()
    }
    expect((await get(plain)).json().data).not.toHaveProperty('walletConnectProjectId')
    expect(() => loadConfig({ WALLETCONNECT_PROJECT_ID: 'not-a-project-id' })).toThrow(
      /WALLETCONNECT_PROJECT_ID must be the 32 hex digits/,
    )
  })

  it('lists the RPC overrides by chain id, and no local chain while its file is missing', async () => {
    rmSync(file, { force: true })
    const reply = await get(app)
    expectUncachedSuccess(reply, {
      rpcUrls: {
        1: 'ws://eth-node.internal:8546',
        56: 'https://bsc.example.org/rpc',
        8453: 'http://base-node.internal:8545/',
      },
      localChains: [],
    })
  })

  it('never sends explorer API keys to the browser', async () => {
    const body = (await get(app)).body
    expect(body).not.toContain('SHAREDETHERSCANKEY')
    expect(body).not.toContain('BSCONLYKEY')
    expect(body.toLowerCase()).not.toContain('apikey')
  })

  it('includes the local deployments while the file exists, read fresh on every request', async () => {
    writeFileSync(file, JSON.stringify(sampleLocalDeployments))
    expect((await get(app)).json()).toMatchObject({
      status: '1',
      data: { localChains: [sampleLocalDeployments] },
    })
    writeFileSync(file, JSON.stringify({ ...sampleLocalDeployments, sourceHash: '0xdef' }))
    expect((await get(app)).json()).toMatchObject({ data: { localChains: [{ sourceHash: '0xdef' }] } })
  })

  it('lists every local chain whose file exists, in LOCAL_DEPLOYMENTS order', async () => {
    const berlin = { ...sampleLocalDeployments, chainId: 31338, build: 'london' }
    writeFileSync(berlinFile, JSON.stringify(berlin))
    expect((await get(app)).json()).toMatchObject({
      data: { localChains: [{ chainId: 31337, sourceHash: '0xdef' }, berlin] },
    })
    rmSync(file)
    expect((await get(app)).json()).toMatchObject({ data: { localChains: [berlin] } })
    rmSync(berlinFile)
  })

  it('answers a 500 envelope while the deployments file is not JSON', async () => {
    cutOffFile()
    const reply = await get(app)
    expect([reply.statusCode, reply.json()]).toEqual(cutOffAnswer)
  })

  it('lets the browser reach plain http:// and ws:// RPC overrides through the CSP', async () => {
    const policy = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    const connectSrc = /connect-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/)
    expect(connectSrc).toEqual(expect.arrayContaining(["'self'", 'https:', 'wss:']))
    expect(connectSrc).toEqual(
      expect.arrayContaining(['http://base-node.internal:8545', 'ws://eth-node.internal:8546']),
    )
    // https: already covers the BSC override; it is not listed again.
    expect(connectSrc).not.toContain('https://bsc.example.org')
  })
})
