import { type Address, createPublicClient, erc20Abi, http, type PublicClient, parseAbi } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalTestChain, startLocalTestChain } from '../../testing/localTestChain.ts'
import { nodeDownClient } from '../../testing/planTesting.ts'
import { transferAsset } from '../transactions/transfer.ts'
import { multicallEach } from './multicallEach.ts'
import { readContractsAt } from './readContractsAt.ts'
import { readContractsEach } from './readContractsEach.ts'
import { successResults } from './successResults.ts'

/**
 * The three ways core reads several views (evm/): every answer typed from its ABI, lists answered
 * in their shape, reads left out answered undefined, the same answers through the aggregator and
 * one `eth_call` each, and a node that fails always an error, never "no answer".
 */
let chain: LocalTestChain
let deployer: Address
let other: Address
/** The same node, through a chain that names no aggregator: one `eth_call` per read. */
let withoutAggregator: PublicClient

/** A view no ERC-20 has: a contract refuses it. */
const missingViewAbi = parseAbi(['function notAView() view returns (uint256)'])

beforeAll(async () => {
  chain = await startLocalTestChain()
  ;[deployer, other] = chain.accounts as [Address, Address]
  withoutAggregator = createPublicClient({ chain: hardhat, transport: http(chain.node.url) }) as PublicClient
})

afterAll(async () => {
  await chain?.stop()
})

const usdc = () => ({ address: chain.contracts.usdc, abi: erc20Abi }) as const

describe('readContractsAt', () => {
  it('answers at the block asked, in the shape of its entries, through the aggregator or without', async () => {
    const before = await chain.publicClient.getBlockNumber()
    const amount = 1_000_000n
    await chain.runToDone([transferAsset({ asset: chain.contracts.usdc, to: other, amount })], deployer)
    const read = (client: PublicClient, block: bigint | 'latest', account: Address | undefined) =>
      readContractsAt(client, block, [
        [
          { ...usdc(), functionName: 'symbol' },
          { ...usdc(), functionName: 'decimals' },
        ],
        { ...usdc(), functionName: 'balanceOf', args: [other] },
        account ? ({ ...usdc(), functionName: 'balanceOf', args: [account] } as const) : undefined,
      ])
    const [[symbol, decimals], then, left] = await read(chain.publicClient, before, undefined)
    const [, now, deployerNow] = await read(chain.publicClient, 'latest', deployer)
    expect([symbol, decimals]).toEqual(['USDC', 18])
    expect(left).toBeUndefined()
    expect(now - then).toBe(amount)
    expect(deployerNow).toBe(
      await chain.publicClient.readContract({ ...usdc(), functionName: 'balanceOf', args: [deployer] }),
    )
    // One eth_call per read where the chain names no aggregator: the same answers.
    expect(await read(withoutAggregator, before, undefined)).toEqual([['USDC', 18], then, undefined])
    expect(await read(withoutAggregator, 'latest', deployer)).toEqual(
      await read(chain.publicClient, 'latest', deployer),
    )
  })

  it('throws for a read the contract refuses, and for a node that fails', async () => {
    const reads = [
      { ...usdc(), functionName: 'symbol' },
      { address: chain.contracts.usdc, abi: missingViewAbi, functionName: 'notAView' },
    ] as const
    await expect(readContractsAt(chain.publicClient, 'latest', reads)).rejects.toThrow()
    await expect(readContractsAt(withoutAggregator, 'latest', reads)).rejects.toThrow()
    await expect(readContractsAt(nodeDownClient(), 'latest', [reads[0]])).rejects.toThrow('ECONNREFUSED')
  })
})

describe('readContractsEach', () => {
  it('answers undefined for a view the contract refuses, the same with or without the aggregator', async () => {
    for (const client of [chain.publicClient, withoutAggregator]) {
      const [symbol, missing, group] = await readContractsEach(client, [
        { ...usdc(), functionName: 'symbol' },
        { address: chain.contracts.usdc, abi: missingViewAbi, functionName: 'notAView' },
        [{ ...usdc(), functionName: 'decimals' }, undefined],
      ])
      expect(symbol).toBe('USDC')
      expect(missing).toBeUndefined()
      expect(group).toEqual([18, undefined])
    }
  })

  it('throws for a node that fails, never "refused"', async () => {
    await expect(
      readContractsEach(nodeDownClient(), [{ ...usdc(), functionName: 'symbol' }]),
    ).rejects.toThrow('ECONNREFUSED')
  })
})

describe('multicallEach', () => {
  it('answers groups in their shape, in one aggregate call or in chunks alike', async () => {
    // The aggregator is no token: it refuses every view.
    const tokens = [chain.contracts.usdc, chain.contracts.usdt, chain.contracts.multicall3]
    const contracts = tokens.map(
      (address) =>
        [
          { address, abi: erc20Abi, functionName: 'symbol' },
          { address, abi: erc20Abi, functionName: 'decimals' },
          { address, abi: missingViewAbi, functionName: 'notAView' },
        ] as const,
    )
    const whole = await multicallEach(chain.publicClient, { contracts })
    expect(whole.map((group) => successResults(group))).toEqual([
      ['USDC', 18, undefined],
      ['USDT', 6, undefined],
      [undefined, undefined, undefined],
    ])
    expect(whole[0]![2]).toEqual({ status: 'failure' })
    // About one call's calldata per chunk: several aggregate calls, the same answers.
    expect(await multicallEach(chain.publicClient, { contracts, batchSize: 100 })).toEqual(whole)
  })

  it('throws when the aggregate call fails, instead of failing every read', async () => {
    await expect(
      multicallEach(nodeDownClient(), {
        contracts: [{ ...usdc(), functionName: 'symbol' }],
        multicallAddress: chain.contracts.multicall3,
      }),
    ).rejects.toThrow()
  })
})
