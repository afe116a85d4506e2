import { createPublicClient, custom, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../../testing/startHardhatNode.ts'
import type { LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { buildForProbe, evmProbeCodes, probeEvm } from './probeEvm.ts'
import { describeBuildMismatch, readChainBuild } from './readChainBuild.ts'

/** A client without retries: a refused connection fails at once. */
const clientFor = (url: string) => createPublicClient({ transport: http(url, { retryCount: 0 }) })

let current: LocalNode
let berlin: LocalNode

beforeAll(async () => {
  // The nodes make start runs (anvil, about 0.15 s each): two Hardhat nodes took over a minute
  // to start on a loaded machine and failed this hook (fresh clone of 897a7b3).
  ;[current, berlin] = await Promise.all([startAnvilNode(), startAnvilNode({ network: 'berlin' })])
})

afterAll(async () => {
  await Promise.all([current?.stop(), berlin?.stop()])
})

describe('probeEvm', () => {
  it('finds PUSH0, TSTORE and MCOPY on the default (cancun or newer) node: the cancun build', async () => {
    const probe = await probeEvm(clientFor(current.url))
    expect(probe).toEqual({ push0: true, tstore: true, mcopy: true })
    expect(buildForProbe(probe)).toBe('cancun')
  })

  it('finds none of them on the berlin node: the london build', async () => {
    const client = clientFor(berlin.url)
    expect(await client.getChainId()).toBe(31338)
    const probe = await probeEvm(client)
    expect(probe).toEqual({ push0: false, tstore: false, mcopy: false })
    expect(buildForProbe(probe)).toBe('london')
    // The baseline code runs there: each false is the opcode's, not the node's.
    expect(await client.call({ data: evmProbeCodes.baseline })).toEqual({ data: '0x01' })
  })

  it('readChainBuild: the node wins over the catalogue, and a disagreement is flagged', async () => {
    // A catalogue entry that says cancun for a chain whose nodes run Berlin: the london build is
    // deployed anyway, and the mismatch is for the error log.
    const wrong = await readChainBuild(clientFor(berlin.url), { level: 'cancun' })
    expect(wrong).toMatchObject({ build: 'london', expected: 'cancun', mismatch: true })
    expect(describeBuildMismatch(31338, 'cancun', wrong)).toBe(
      'EVM probe of chain 31338: the catalogue says cancun (cancun build), the node runs the london build (PUSH0 no, TSTORE no, MCOPY no)',
    )
    expect(await readChainBuild(clientFor(berlin.url), { level: 'berlin' })).toMatchObject({
      build: 'london',
      mismatch: false,
    })
    // An older catalogue level on a newer node: the newer build is safe, still reported.
    expect(await readChainBuild(clientFor(current.url), { level: 'london' })).toMatchObject({
      build: 'cancun',
      expected: 'london',
      mismatch: true,
    })
  })

  it('throws when one probe call is rate limited instead of reporting that opcode missing', async () => {
    // A public RPC answering -32005 to one of the three parallel calls (the PUSH0 one here).
    const limited = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          const [call] = params as [{ data?: string }]
          if (method === 'eth_call' && call.data === evmProbeCodes.push0)
            throw Object.assign(new Error('rate limit exceeded'), { code: -32005 })
          return clientFor(current.url).request({ method, params } as never)
        },
      }),
    })
    await expect(probeEvm(limited)).rejects.toThrow(/rate limit|Request exceeds defined limit/i)
  })

  it('throws for a node that does not answer instead of reporting an old EVM', async () => {
    const url = `http://127.0.0.1:${await getFreePort()}`
    await expect(probeEvm(clientFor(url))).rejects.toThrow(/HTTP request failed/)
  })
})
