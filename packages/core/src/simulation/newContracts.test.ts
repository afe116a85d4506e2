import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
} from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { approvalTestNftAbi, approvalTestNftBytecode } from '../../testing/contracts/ApprovalTestNft.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { deploy } from '../transactions/deploy.ts'
import { blockDaysAgo, contractsCreatedSince } from './newContracts.ts'
import { simulateTransaction } from './simulateTransaction.ts'

/**
 * A recipient that is a contract created lately (issue 80: "contracts never seen before"): on a real
 * node whose clock is moved 40 days on, five days a block, after the local infrastructure was
 * deployed; a contract deployed after that is new, the router deployed before is not.
 */
describe('contracts created lately', () => {
  const chain = useLocalTestChain()
  const [sender] = devAccounts
  let fresh: Address
  /** A client of its own per test: the cut block is kept per client. */
  const client = () => createPublicClient({ chain: hardhat, transport: http(chain.node.url) }) as PublicClient
  const approve = (spender: Address) => ({
    from: sender,
    to: chain.contracts.usdt,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
  })

  it('says nothing on a chain younger than the window: every contract there is new', async () => {
    const young = client()
    expect(await blockDaysAgo(young)).toBeUndefined()
    const simulation = await simulateTransaction(young, approve(chain.contracts.router))
    expect(simulation.status).toBe('success')
    expect(simulation.status === 'success' && simulation.newContracts).toBeUndefined()
  })

  it('finds the block of about 30 days ago, and the recipients created since', async () => {
    const { publicClient } = chain
    for (let block = 0; block < 8; block++) {
      await publicClient.request({ method: 'evm_increaseTime', params: [5 * 86_400] } as never)
      await publicClient.request({ method: 'evm_mine', params: [] } as never)
    }
    const [made] = await chain.runToDone(
      [deploy({ abi: approvalTestNftAbi, bytecode: approvalTestNftBytecode, args: [] })],
      sender,
    )
    fresh = made?.contractAddress as Address
    await publicClient.request({ method: 'evm_mine', params: [] } as never)

    const reader = client()
    const cut = await blockDaysAgo(reader)
    expect(cut).toBeDefined()
    const [cutTime, latest] = await Promise.all([
      publicClient.getBlock({ blockNumber: cut! }).then((block) => block.timestamp),
      publicClient.getBlock().then((block) => block.timestamp),
    ])
    // At or before the cut, by at most a tenth of the window.
    expect(latest - cutTime).toBeGreaterThanOrEqual(30n * 86_400n)
    expect(latest - cutTime).toBeLessThanOrEqual(33n * 86_400n + 5n * 86_400n)
    expect(await contractsCreatedSince(reader, [fresh, chain.contracts.router, sender], cut!)).toEqual([
      fresh,
    ])

    // In the simulation: an allowance to the new contract is said, one to the router is not.
    const toFresh = await simulateTransaction(reader, approve(fresh))
    expect(toFresh.status === 'success' && toFresh.newContracts).toEqual([fresh])
    const toRouter = await simulateTransaction(reader, approve(chain.contracts.router))
    expect(toRouter.status === 'success' && toRouter.newContracts).toEqual([])

    // A node without old state (a pruned node refuses eth_getCode at an old block): said as unread.
    const pruned = createPublicClient({
      chain: hardhat,
      transport: custom({
        request: async ({ method, params }) => {
          if (method === 'eth_getCode' && (params as unknown[])[1] !== 'latest')
            throw new Error('missing trie node: state is not available')
          return chain.publicClient.request({ method, params } as never)
        },
      }),
    }) as PublicClient
    const unread = await simulateTransaction(pruned, approve(fresh))
    expect(unread.status).toBe('success')
    if (unread.status !== 'success') return
    expect(unread.newContracts).toBeUndefined()
    expect(unread.newContractsUnread).toBe(1)
  })
})
