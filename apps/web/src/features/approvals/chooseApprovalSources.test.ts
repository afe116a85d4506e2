import type { ApprovalLogSource } from '@tokenbox/core/approvals/scanApprovalLogs.ts'
import { bsc } from '@tokenbox/core/chains/definitions/bsc.ts'
import { cronos } from '@tokenbox/core/chains/definitions/cronos.ts'
import { fantom } from '@tokenbox/core/chains/definitions/fantom.ts'
import { describe, expect, it } from 'vitest'
import { chooseApprovalSources } from './chooseApprovalSources.ts'

const owner = '0x0000000000000000000000000000000000000001'
const nodeLogs = [
  {
    address: '0x0000000000000000000000000000000000000002',
    topics: [],
    data: '0x',
    blockNumber: 5n,
    logIndex: 0,
    transactionHash: '0x01',
  },
] as const
const node: ApprovalLogSource = async () => [...nodeLogs]

describe('chooseApprovalSources', () => {
  it('goes through the server where it proxies the chain, even for an Etherscan v2 chain', () => {
    const sources = chooseApprovalSources({ chainId: 56, entry: bsc, proxiedChainIds: [1, 56], node })
    expect(sources.via).toBe('server')
    expect(sources.readVerified).toBeTypeOf('function')
  })

  it('asks a keyless explorer directly, and scans Etherscan v2 chains the server does not proxy through the node', () => {
    expect(chooseApprovalSources({ chainId: 25, entry: cronos, proxiedChainIds: [56], node }).via).toBe(
      'explorer',
    )
    const etherscan = chooseApprovalSources({ chainId: 56, entry: bsc, proxiedChainIds: [], node })
    expect([etherscan.via, etherscan.logSource, etherscan.readVerified]).toEqual(['node', node, undefined])
    expect(chooseApprovalSources({ chainId: 250, entry: fantom, proxiedChainIds: [], node }).via).toBe('node')
    // The local chain has no catalogue entry with an API; only the server can give it one.
    expect(chooseApprovalSources({ chainId: 31337, entry: undefined, proxiedChainIds: [], node }).via).toBe(
      'node',
    )
    expect(
      chooseApprovalSources({ chainId: 31337, entry: undefined, proxiedChainIds: [31337], node }).via,
    ).toBe('server')
  })

  it('scans through the node when the server cannot answer', async () => {
    const sources = chooseApprovalSources({
      chainId: 56,
      entry: bsc,
      proxiedChainIds: [56],
      node,
      // Port 9 (discard): nothing listens, the request is refused at once.
      serverUrl: 'http://127.0.0.1:9',
    })
    const logs = await sources.logSource(owner, { toBlock: 10n })
    // The node's logs, once from the fallback and not again from the recent-blocks pass.
    expect(logs).toEqual(nodeLogs)
  })
})
