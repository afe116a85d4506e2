import { type Address, toHex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TrapName } from '../../testing/deployTrapTokens.ts'
import { deployTrapChain } from '../../testing/trapChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { useProxyEndpoints } from '../../testing/useProxyEndpoints.ts'
import type { ChainEntry } from '../chains/types.ts'
import { checkTokenSafety } from './checkTokenSafety.ts'
import { contractsATransferCalls } from './transferCalls.ts'
import type { TokenSafetyReport } from './types.ts'

/**
 * The safety check as users meet it (issue 74): through a provider-like endpoint 100 ms away that
 * refuses more than 10 calls a second (HTTP 429, Retry-After: 1) and eth_getLogs over 1,000 blocks
 * (Infura's wording), on a chain longer than that. The check must give the verdict it gives on the
 * node directly, with nothing swallowed on the way (holders read, holders' sales and the power
 * probe simulated), and send no more calls than direct plus what the limits cost. eth_simulateV1
 * is served, as by the local node: its refusal is the other test file's case.
 *
 * Three traps of different kinds: a danger only a holder's sale and the probe show (holderFreeze),
 * a TokenBox template (its exact powers), a clean token (good).
 */
const traps = ['holderFreeze', 'templateNormalOwned', 'clean'] as const satisfies readonly TrapName[]
const blockCap = 1_000
/** Empty blocks mined after the traps, so their history is longer than one request may span. */
const emptyBlocks = 1_200

const chain = useLocalTestChain()
let entry: ChainEntry
let tokens: Record<TrapName, Address>
let head: bigint
// Endpoints that serve every method unless a test says otherwise; their clients never retry, so
// every refusal reaches the check's read layer.
const endpoint = useProxyEndpoints(chain, { refusedMethods: [] })

beforeAll(async () => {
  ;({ entry, tokens } = await deployTrapChain(chain, { only: [...traps, 'outsideGuard'] }))
  // In steps: one request for all of them outlasts the client's timeout on a loaded machine, and
  // its retry would mine them twice.
  for (let mined = 0; mined < emptyBlocks; mined += 200)
    await chain.publicClient.request({ method: 'anvil_mine', params: [toHex(200)] } as never)
  head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
}, 180_000)

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0)

/** What a report says that a failure on the way would have changed or hidden. */
function nothingSwallowed(report: TokenSafetyReport) {
  expect(report.holders?.top.length).toBeGreaterThan(0)
  expect(report.holderSales?.unsupported).toBeUndefined()
  expect(report.holderSales?.tests.every((test) => test.failure !== 'error')).toBe(true)
  expect(report.powerProbeFailed).toBeUndefined()
  expect(report.trades.every((trade) => trade.failed === undefined)).toBe(true)
}

describe('checkTokenSafety through a provider-like endpoint (issue 74)', () => {
  it('gives the verdict it gives directly, at 100 ms, 10 calls a second and a 1,000-block getLogs cap', async () => {
    // The calls the check needs on an endpoint without limits (counted by the same proxy).
    const open = await endpoint({})
    const limited = await endpoint({ latencyMs: 100, requestsPerSecond: 10, getLogsBlockRange: blockCap })
    const met = { range: 0, rateLimit: 0 }
    for (const name of traps) {
      const direct = await checkTokenSafety(chain.publicClient, { token: tokens[name], entry })
      open.proxy.resetCounts()
      const unlimited = await checkTokenSafety(open.client, { token: tokens[name], entry })
      const needed = total(open.proxy.counts())
      expect(unlimited.verdict, name).toEqual(direct.verdict)

      limited.proxy.resetCounts()
      const report = await checkTokenSafety(limited.client, { token: tokens[name], entry })
      expect(report.verdict, name).toEqual(direct.verdict)
      expect(report.holders, name).toEqual(direct.holders)
      expect(report.probedPowers, name).toEqual(direct.probedPowers)
      nothingSwallowed(report)

      // Bounded: what direct needs, the refused calls sent again, and the log scan's steps at the
      // cap (plus the few deployment-block probes the cap's finer step takes).
      const refusals = limited.proxy.refusals()
      met.range += refusals.range
      met.rateLimit += refusals.rateLimit
      const accepted = total(limited.proxy.counts()) - refusals.rateLimit - refusals.range
      const chunksAtCap = Math.ceil(Number(head + 1n) / blockCap)
      expect(accepted, name).toBeLessThanOrEqual(needed + chunksAtCap + 4)
    }
    // The endpoint's limits were met, not dodged: the test covered both.
    expect(met.range).toBeGreaterThan(0)
    expect(met.rateLimit).toBeGreaterThan(0)
  }, 300_000)

  it("without eth_simulateV1, simulates the holders' sales and the power probe through eth_call: a holder honeypot still reads danger", async () => {
    const { client, proxy } = await endpoint({ refusedMethods: ['eth_simulateV1'], latencyMs: 100 })
    for (const name of ['holderFreeze', 'clean'] as const) {
      const direct = await checkTokenSafety(chain.publicClient, { token: tokens[name], entry })
      proxy.resetCounts()
      const report = await checkTokenSafety(client, { token: tokens[name], entry })
      // Asked once, refused, then never again in that check.
      expect(proxy.counts().eth_simulateV1, name).toBe(1)
      expect(report.simulatedThrough, name).toBe('ethCall')
      nothingSwallowed(report)
      expect(
        report.holderSales?.tests.map((test) => test.canSell),
        name,
      ).toEqual(direct.holderSales?.tests.map((test) => test.canSell))
      expect(report.probedPowers, name).toEqual(direct.probedPowers)
      const keys = report.verdict.reasons.map((reason) => reason.key)
      expect(keys, name).toContain('simulatedThroughEthCall')
      expect(keys, name).not.toContain('holderSalesNotTested')
      expect(keys, name).not.toContain('powersNotProbed')
      expect(report.verdict.level, name).toBe(direct.verdict.level)
    }
    const frozen = await checkTokenSafety(client, { token: tokens.holderFreeze, entry })
    expect(frozen.verdict.reasons).toContainEqual(
      expect.objectContaining({ key: 'holderCannotSell', severity: 'danger' }),
    )
    expect(frozen.verdict.reasons).toContainEqual(
      expect.objectContaining({ key: 'powerStopsSales', severity: 'danger' }),
    )
    expect(frozen.verdict.level).toBe('danger')
  }, 300_000)

  it('gives the verdict it gives directly through an endpoint in words no rule reads: its getLogs cap, its missing methods', async () => {
    // eth_simulateV1, debug_* and trace_* refused as "… is not enabled for this key" (-32000), more
    // than 1,000 blocks as "request rejected by upstream policy", a rate limit as a bare 429.
    const { client, proxy } = await endpoint({
      provider: 'unfamiliar',
      refusedMethods: ['eth_simulateV1', /^debug_/, /^trace_/],
      getLogsBlockRange: blockCap,
      requestsPerSecond: 10,
      latencyMs: 100,
    })
    // outsideGuard: a guard contract its transfer calls stops sales; found through the transfer's
    // access list where the endpoint refuses the call tracer.
    for (const name of [...traps, 'outsideGuard'] as const) {
      const direct = await checkTokenSafety(chain.publicClient, { token: tokens[name], entry })
      const report = await checkTokenSafety(client, { token: tokens[name], entry })
      expect(report.verdict.level, name).toBe(direct.verdict.level)
      expect(report.verdict.reasons.map((reason) => reason.key).sort(), name).toEqual(
        [...direct.verdict.reasons.map((reason) => reason.key), 'simulatedThroughEthCall'].sort(),
      )
      expect(report.holders, name).toEqual(direct.holders)
      expect(report.probedPowers, name).toEqual(direct.probedPowers)
      expect(
        report.holderSales?.tests.map((test) => test.canSell),
        name,
      ).toEqual(direct.holderSales?.tests.map((test) => test.canSell))
      expect(report.simulatedThrough, name).toBe('ethCall')
      nothingSwallowed(report)
    }
    console.info('unfamiliar endpoint:', proxy.counts(), proxy.refusals())
    expect(proxy.counts().eth_createAccessList).toBeGreaterThan(0)
    expect(proxy.refusals().range).toBeGreaterThan(0)
    expect(proxy.refusals().method).toBeGreaterThan(0)
  }, 300_000)

  it("names the guard a sale calls from the transfer's access list where the tracer is refused in words no rule reads", async () => {
    const { client, proxy } = await endpoint({
      provider: 'unfamiliar',
      refusedMethods: [/^debug_/, /^trace_/],
    })
    const direct = await checkTokenSafety(chain.publicClient, { token: tokens.outsideGuard, entry })
    const holder = direct.holders?.top.find((row) => row.balance > 0n && !row.isContract)
    const pair = direct.pools[0]?.pair
    if (!holder || !pair) throw new Error('outsideGuard: no holder or pool to sell into')
    const sale = { token: tokens.outsideGuard, from: holder.address, to: pair, amount: holder.balance / 100n }
    const traced = await contractsATransferCalls(chain.publicClient, sale)
    expect(traced?.length).toBeGreaterThan(0)
    // Refused once ("debug_traceCall is not enabled for this key"), then the access list, asked again next time.
    expect(await contractsATransferCalls(client, sale)).toEqual(expect.arrayContaining(traced ?? []))
    expect(await contractsATransferCalls(client, sale)).toEqual(expect.arrayContaining(traced ?? []))
    expect(proxy.counts()).toMatchObject({ debug_traceCall: 1, eth_createAccessList: 2 })
  })
})
