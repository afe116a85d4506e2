import { rmSync, writeFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { expectUncachedSuccess } from './expectEnvelope.ts'
import { testConfig } from './testConfig.ts'
import { sampleLocalDeployments, useLocalDeploymentsFolder } from './useLocalDeploymentsFolder.ts'

describe('local chain endpoint', () => {
  const { root, file, berlinFile, cutOffFile, cutOffAnswer } = useLocalDeploymentsFolder('tokenbox-local-')
  let enabled: FastifyInstance
  let unset: FastifyInstance

  beforeAll(async () => {
    enabled = await buildApp({
      config: testConfig({ dataDir: root, localDeployments: [file, berlinFile] }),
      logger: false,
    })
    unset = await buildApp({ config: testConfig({ dataDir: root }), logger: false })
  })

  afterAll(async () => {
    await enabled?.close()
    await unset?.close()
  })

  const get = (app: FastifyInstance, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/web/chains/local${query}` })
  const connectSrc = async (app: FastifyInstance) =>
    /connect-src ([^;]*)/
      .exec(String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']))?.[1]
      ?.trim()

  it('is a 404 envelope when LOCAL_DEPLOYMENTS is unset', async () => {
    const reply = await get(unset)
    expect(reply.statusCode).toBe(404)
    expect(reply.json()).toEqual({ status: '0', message: 'local chain not enabled', data: null })
    expect(await connectSrc(unset)).toBe("'self' https: wss:")
  })

  it('is a 404 envelope while the file does not exist, and the CSP keeps loopback out', async () => {
    rmSync(file, { force: true })
    const reply = await get(enabled)
    expect(reply.statusCode).toBe(404)
    expect(reply.json()).toEqual({ status: '0', message: 'local chain not enabled', data: null })
    expect(await connectSrc(enabled)).toBe("'self' https: wss:")
  })

  it('returns the file in the envelope, uncached, and the CSP allows the loopback RPC', async () => {
    writeFileSync(file, JSON.stringify(sampleLocalDeployments))
    const reply = await get(enabled)
    expectUncachedSuccess(reply, sampleLocalDeployments)
    // The headers learn of the file off the request path (a watch, no file system call per
    // response): within moments, not in the same tick.
    await expect
      .poll(() => connectSrc(enabled), { timeout: 10_000 })
      .toBe("'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:*")
  })

  it('reads the file again on every request (a redeploy rewrites it)', async () => {
    const redeployed = { ...sampleLocalDeployments, sourceHash: '0xdef' }
    writeFileSync(file, JSON.stringify(redeployed))
    expect((await get(enabled)).json()).toMatchObject({ data: { sourceHash: '0xdef' } })
  })

  it('answers the first enabled local chain, or the one of ?chainId=', async () => {
    const berlin = { ...sampleLocalDeployments, chainId: 31338, build: 'london' }
    writeFileSync(berlinFile, JSON.stringify(berlin))
    expect((await get(enabled)).json()).toMatchObject({ data: { chainId: 31337 } })
    expect((await get(enabled, '?chainId=31338')).json()).toEqual({
      status: '1',
      message: 'OK',
      data: berlin,
    })
    expect((await get(enabled, '?chainId=31337')).json()).toMatchObject({ data: { chainId: 31337 } })
    expect((await get(enabled, '?chainId=31339')).statusCode).toBe(404)
    expect((await get(enabled, '?chainId=abc')).statusCode).toBe(400)
    // Only the older chain running: it is the first enabled one.
    rmSync(file)
    expect((await get(enabled)).json()).toMatchObject({ data: { chainId: 31338 } })
    expect((await get(enabled, '?chainId=31337')).statusCode).toBe(404)
    expect(await connectSrc(enabled)).toBe("'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:*")
    rmSync(berlinFile)
    // Neither file left: the loopback RPC leaves the policy again.
    await expect.poll(() => connectSrc(enabled), { timeout: 10_000 }).toBe("'self' https: wss:")
  })

  it('answers a 500 envelope when the file is not JSON', async () => {
    cutOffFile()
    const reply = await get(enabled)
    expect([reply.statusCode, reply.json()]).toEqual(cutOffAnswer)
  })
})
