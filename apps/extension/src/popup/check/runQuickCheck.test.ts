import { getFreePort } from '@tokenbox/core/local/localNodeProcess.ts'
import { localEntry } from '@tokenbox/core/testing/localEntry.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckChain, startCheckChain } from '../../../testing/startCheckChain.ts'
import { startTestSite, type TestSite } from '../../../testing/startTestSite.ts'
import { publicClientFor } from '../../chains/extensionChains.ts'
import { runQuickCheck } from './runQuickCheck.ts'

describe('the quick token check, on a real local chain', () => {
  let chain: CheckChain
  let plainSite: TestSite
  let proxySite: TestSite
  beforeAll(async () => {
    chain = await startCheckChain()
    plainSite = await startTestSite()
    proxySite = await startTestSite({
      proxiedChainIds: [31337],
      verified: [chain.tokens.clean.toLowerCase()],
    })
  }, 300_000)
  afterAll(async () => {
    await Promise.all([chain?.stop(), plainSite?.close(), proxySite?.close()])
  })
  const check = (token: `0x${string}`, siteUrl = plainSite.url, entry = chain.entry) =>
    runQuickCheck({ client: publicClientFor(entry), entry, token, siteUrl })

  it('calls a honeypot high risk from its simulated sale, without reading the holders', async () => {
    const outcome = await check(chain.tokens.blacklistHoneypot)
    if (outcome.status !== 'done') throw new Error(`check failed: ${outcome.failure}`)
    const { verdict, holders, verified, trades } = outcome.report
    expect(verdict.level).toBe('danger')
    expect(verdict.reasons.map((reason) => reason.key)).toEqual(
      expect.arrayContaining(['cannotSell', 'ownerCanBlacklist']),
    )
    expect(trades.length).toBeGreaterThan(0)
    expect(holders).toBeUndefined()
    // This site proxies no explorer: the source is left unknown, never called unverified.
    expect(verified).toBe('unknown')
  })

  it("asks the site's explorer proxy whether the source is verified where it proxies the chain", async () => {
    const outcome = await check(chain.tokens.clean, proxySite.url)
    if (outcome.status !== 'done') throw new Error(`check failed: ${outcome.failure}`)
    expect(outcome.report.verified).toBe('yes')
    expect(outcome.report.verdict.level).not.toBe('danger')
    expect(outcome.report.verdict.reasons.map((reason) => reason.key)).toContain('verified')
    expect(proxySite.requests).toContain(
      `/api/v1/web/explorer/verified?chainId=31337&address=${chain.tokens.clean}`,
    )
  })

  it('tells an address without code from a contract that is no token', async () => {
    expect(await check(chain.wallet)).toEqual({ status: 'failed', failure: 'noCode' })
    expect(await check(chain.deployments.contracts.multicall3)).toEqual({
      status: 'failed',
      failure: 'notToken',
    })
  })

  it('reports a node that does not answer as a network failure', async () => {
    const dead = localEntry(`http://127.0.0.1:${await getFreePort()}`)
    expect(await check(chain.tokens.clean, plainSite.url, dead)).toEqual({
      status: 'failed',
      failure: 'network',
    })
  })
})
