import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { ConfigError, loadConfig } from '../src/config.ts'
import { expectUncachedSuccess } from './expectEnvelope.ts'
import { testConfig } from './testConfig.ts'

const everywhere = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const bscOnly = '0x2546BcD3c84621e976D8185a91A922aE77ECEc30'

describe('donation addresses', () => {
  it('reads DONATION_ADDRESS and DONATION_ADDRESS_<chainId>, checksummed', () => {
    const config = loadConfig({
      DONATION_ADDRESS: everywhere.toLowerCase(),
      DONATION_ADDRESS_56: bscOnly,
    })
    expect(config.donation).toEqual({ default: everywhere, byChainId: { 56: bscOnly } })
    expect(loadConfig({}).donation).toEqual({ default: undefined, byChainId: {} })
  })

  it('refuses a malformed address, a wrong checksum, the zero address and a bad chain suffix', () => {
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env)
      } catch (error) {
        if (error instanceof ConfigError) return error.problems
        throw error
      }
      return []
    }
    expect(problemsOf({ DONATION_ADDRESS: '0x1234' })[0]).toMatch(/^DONATION_ADDRESS must be an address/)
    // One letter's case flipped: the checksum catches the typo.
    const typo = everywhere.replace('bD', 'bd')
    expect(problemsOf({ DONATION_ADDRESS: typo })[0]).toMatch(/wrong EIP-55 checksum/)
    expect(problemsOf({ DONATION_ADDRESS_1: `0x${'0'.repeat(40)}` })[0]).toMatch(/zero address/)
    expect(problemsOf({ DONATION_ADDRESS_BSC: bscOnly })[0]).toMatch(/must be a chain id/)
  })

  describe('GET /api/v1/web/donation', () => {
    let configured: FastifyInstance
    let unset: FastifyInstance
    beforeAll(async () => {
      configured = await buildApp({
        config: testConfig({ donation: { default: everywhere, byChainId: { 56: bscOnly } } }),
        logger: false,
      })
      unset = await buildApp({ config: testConfig(), logger: false })
    })
    afterAll(async () => {
      await configured?.close()
      await unset?.close()
    })

    it('answers the addresses, never cached', async () => {
      const reply = await configured.inject({ method: 'GET', url: '/api/v1/web/donation' })
      expectUncachedSuccess(reply, { default: everywhere, byChainId: { '56': bscOnly } })
    })

    it('answers null when the operator set none', async () => {
      const reply = await unset.inject({ method: 'GET', url: '/api/v1/web/donation' })
      expect(reply.json().data).toEqual({ default: null, byChainId: {} })
    })
  })
})
