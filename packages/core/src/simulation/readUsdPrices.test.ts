import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { hardhat } from 'viem/chains'
import { beforeAll, describe, expect, it } from 'vitest'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { pacedClientOf } from '../../testing/pacedClientOf.ts'
import { localChainEntry } from '../../testing/trapChain.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { useSimulationEndpoints } from '../../testing/useSimulationEndpoints.ts'
import type { ChainEntry } from '../chains/types.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.ts'
import { seedLocalPools } from '../local/seedLocalPools.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { minPriceDepthUsd, readUsdPrices } from './readUsdPrices.ts'
import { summarizeTransaction } from './summarizeTransaction.ts'

/**
 * Dollar values from the chain's own pools (issue 80): the seeded pools put the coin at $3,000
 * (300,000 of each sample stablecoin against 100 ETH); a token pooled against the wrapped coin is
 * priced through it; a pool too thin to trust, or none, gives no price. Read through a
 * provider-like endpoint at 120 ms a round trip.
 */
describe('readUsdPrices', () => {
  const chain = useLocalTestChain()
  const [, holder] = devAccounts
  const endpoints = useSimulationEndpoints(chain)
  let client: PublicClient
  let entry: ChainEntry
  let deep: Address
  let thin: Address
  let unpooled: Address

  const token = async (supply: string) => {
    const [created] = await chain.runToDone(
      [
        deploy({
          abi: referenceERC20Abi,
          bytecode: referenceERC20Bytecode,
          args: [parseEther(supply)],
        } as never),
      ],
      holder,
    )
    return getAddress(created?.contractAddress as Address)
  }
  const pool = async (address: Address, tokens: string, coins: string) =>
    chain.runToDone(
      [
        call({
          address,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.contracts.router, parseEther(tokens)],
        }),
        call({
          address: chain.contracts.router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidityETH',
          args: [address, parseEther(tokens), 0n, 0n, holder, 2n ** 40n],
          value: parseEther(coins),
        }),
      ],
      holder,
    )

  beforeAll(async () => {
    const deployer = createWalletClient({
      account: chain.accounts[0] as Address,
      chain: hardhat,
      transport: http(chain.node.url),
    })
    await seedLocalPools({
      walletClient: deployer,
      publicClient: chain.publicClient,
      contracts: chain.contracts,
    })
    entry = await localChainEntry(chain)
    // 1,000,000 tokens against 10 ETH ($30,000 deep): 3 cents each.
    deep = await token('10000000')
    await pool(deep, '1000000', '10')
    // 1,000,000 tokens against 0.1 ETH: $300 deep, under the line.
    thin = await token('10000000')
    await pool(thin, '1000000', '0.1')
    unpooled = await token('1000')
    client = pacedClientOf(chain, endpoints.simulating.url)
  }, 300_000)

  it('prices the coin and the stablecoins, and a token through its pool against the wrapped coin', async () => {
    const prices = await readUsdPrices(client, {
      entry,
      assets: [
        { token: zeroAddress, decimals: 18 },
        { token: chain.contracts.weth, decimals: 18 },
        { token: chain.contracts.usdt, decimals: 6 },
        { token: chain.contracts.usdc, decimals: 18 },
        { token: deep, decimals: 18 },
      ],
    })
    expect(prices.get(zeroAddress)).toBeCloseTo(3_000, 6)
    expect(prices.get(chain.contracts.weth.toLowerCase())).toBeCloseTo(3_000, 6)
    expect(prices.get(chain.contracts.usdt.toLowerCase())).toBe(1)
    expect(prices.get(chain.contracts.usdc.toLowerCase())).toBe(1)
    expect(prices.get(deep.toLowerCase())).toBeCloseTo(0.03, 8)
  })

  it(`gives no price from a pool under $${minPriceDepthUsd} deep, nor without a pool`, async () => {
    const prices = await readUsdPrices(client, {
      entry,
      assets: [
        { token: thin, decimals: 18 },
        { token: unpooled, decimals: 18 },
      ],
    })
    expect(prices.has(thin.toLowerCase())).toBe(false)
    expect(prices.has(unpooled.toLowerCase())).toBe(false)
  })

  it('values what a transaction moves in the summary, and leaves an unpriced token without a value', async () => {
    const send = (address: Address, amount: string) =>
      summarizeTransaction(
        client,
        {
          from: holder,
          to: address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [chain.accounts[5] as Address, parseEther(amount)],
          }),
        },
        { language: 'en', prices: { entry } },
      )
    const priced = await send(deep, '1000')
    expect(priced).toMatchObject({
      status: 'success',
      lines: [{ kind: 'send', amount: { value: '1,000', usd: '$30.00' } }],
    })
    const unpricedSummary = await send(thin, '1000')
    expect(unpricedSummary.status === 'success' && unpricedSummary.lines[0]?.kind === 'send').toBe(true)
    if (unpricedSummary.status === 'success' && unpricedSummary.lines[0]?.kind === 'send')
      expect(unpricedSummary.lines[0].amount.usd).toBeUndefined()
    // The coin, in the reader's money: 0.5 ETH at $3,000.
    const coin = await summarizeTransaction(
      client,
      { from: holder, to: chain.accounts[5] as Address, value: parseEther('0.5') },
      { language: 'es', prices: { entry } },
    )
    expect(coin).toMatchObject({ status: 'success', lines: [{ kind: 'send', amount: { value: '0,5' } }] })
    if (coin.status === 'success' && coin.lines[0]?.kind === 'send')
      expect(coin.lines[0].amount.usd?.replace(/\s/g, ' ')).toBe('1500,00 US$')
    // A price read that fails (here: an aggregator with no code) is said, never a silent gap.
    const broken = await summarizeTransaction(
      client,
      { from: holder, to: chain.accounts[5] as Address, value: parseEther('0.5') },
      {
        language: 'en',
        prices: { entry: { ...entry, multicall: '0x000000000000000000000000000000000000aBcD' } },
      },
    )
    expect(broken).toMatchObject({
      status: 'success',
      lines: [{ kind: 'send', amount: { value: '0.5' } }, { kind: 'valuesUnread' }],
    })
    if (broken.status === 'success' && broken.lines[0]?.kind === 'send')
      expect(broken.lines[0].amount.usd).toBeUndefined()
    // Without the entry, no values: the summary is as before.
    const plain = await summarizeTransaction(
      client,
      { from: holder, to: chain.accounts[5] as Address, value: parseUnits('1', 18) },
      { language: 'en' },
    )
    if (plain.status === 'success' && plain.lines[0]?.kind === 'send')
      expect(plain.lines[0].amount.usd).toBeUndefined()
  })
})
