import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { aggregatorDrain } from '../../testing/aggregatorDrain.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { pacedClientOf } from '../../testing/pacedClientOf.ts'
import { poolWithNativeSteps } from '../../testing/poolWithNativeSteps.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { useSimulationEndpoints } from '../../testing/useSimulationEndpoints.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import { formatTokenAmount } from '../format/formatTokenAmount.ts'
import { readSimulatedRequest } from '../guard/readSimulatedRequest.ts'
import { summarizeTransaction } from './summarizeTransaction.ts'

/**
 * The guard's summary of a page's `eth_sendTransaction` (issue 80), on a real node through a
 * provider-like endpoint at 120 ms a round trip and the extension's kind of paced client: the
 * lines match what the chain does once the transaction is sent; a revert is said from the error
 * table; an endpoint that cannot simulate, or does not answer, is said as such.
 */
describe('summarizeTransaction', () => {
  const chain = useLocalTestChain()
  const [, sender] = devAccounts
  const endpoints = useSimulationEndpoints(chain)
  let client: PublicClient
  const spender = getAddress('0x00000000000000000000000000000000005be0de')

  const clientOf = (url: string) => pacedClientOf(chain, url)
  /** As a page asks it: hex value, checksum-less addresses. */
  const asked = (transaction: { to: Address; data?: `0x${string}`; value?: bigint }) =>
    readSimulatedRequest([
      {
        from: sender.toLowerCase(),
        to: transaction.to.toLowerCase(),
        ...(transaction.data ? { data: transaction.data } : {}),
        ...(transaction.value ? { value: `0x${transaction.value.toString(16)}` } : {}),
      },
    ])!

  beforeAll(async () => {
    const deployer = chain.accounts[0] as Address
    const { usdt } = chain.contracts
    await chain.runToDone(
      [
        {
          type: 'call',
          address: usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [sender, parseUnits('500', 6)],
        },
        ...poolWithNativeSteps(chain, {
          token: usdt,
          tokens: parseUnits('250000', 6),
          coin: parseEther('100'),
          lpTo: deployer,
        }),
      ],
      deployer,
    )
    client = clientOf(endpoints.simulating.url)
  }, 120_000)

  const usdtBalance = () => tokenBalanceReader(chain)(chain.contracts.usdt, sender)

  it('a swap: the coin out, USDT in, as the chain then does', async () => {
    const { router, weth, usdt } = chain.contracts
    const swap = asked({
      to: router,
      value: parseEther('1'),
      data: encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, usdt], sender, 2n ** 40n],
      }),
    })
    const summary = await summarizeTransaction(client, swap, { language: 'en' })
    expect(summary.status).toBe('success')
    const lines = summary.status === 'success' ? summary.lines : []
    expect(lines).toMatchObject([
      { kind: 'send', asset: 'native', amount: { value: '1', symbol: 'ETH' }, counterparties: [router] },
      { kind: 'receive', asset: 'erc20', token: usdt, amount: { symbol: 'USDT', baseUnits: false } },
    ])
    const before = await usdtBalance()
    await chain.runToDone(
      [
        {
          type: 'call',
          address: router,
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [weth, usdt], sender, 2n ** 40n],
          value: parseEther('1'),
        },
      ],
      sender,
    )
    const received = (await usdtBalance()) - before
    // What was shown, to the last of its 6 decimals, is what arrived.
    expect(lines[1]?.kind === 'receive' && lines[1].amount.value).toBe(
      formatTokenAmount(received, 6, 6, { language: 'en' }),
    )
  })

  it('an unlimited approval, then a drain of it, in Chinese grouping', async () => {
    const { usdt, multicall3 } = chain.contracts
    const approval = await summarizeTransaction(
      client,
      asked({
        to: usdt,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
      }),
      { language: 'zh' },
    )
    expect(approval).toEqual({
      status: 'success',
      lines: [{ kind: 'approve', standard: 'erc20', token: usdt, spender, unlimited: true, symbol: 'USDT' }],
    })
    const drainer = getAddress('0x00000000000000000000000000000000a77ac4e7')
    const drainCall = aggregatorDrain(chain, { token: usdt, victim: sender, attacker: drainer })
    await chain.runToDone([drainCall.approval], sender)
    const all = await usdtBalance()
    const drain = await summarizeTransaction(
      client,
      asked({ to: multicall3, data: drainCall.calldata(all) }),
      { language: 'zh' },
    )
    expect(drain).toMatchObject({
      status: 'success',
      lines: [{ kind: 'send', token: usdt, counterparties: [drainer], amount: { symbol: 'USDT' } }],
    })
  })

  it('a transfer that would fail is said from the error table', async () => {
    const tooMuch = asked({
      to: chain.contracts.usdt,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [spender, parseUnits('9999999', 6)],
      }),
    })
    expect(await summarizeTransaction(client, tooMuch, { language: 'en' })).toEqual({
      status: 'fails',
      failure: { kind: 'error', key: 'tokenBalanceTooLow', params: {} },
    })
    // The same through an endpoint that can neither simulate nor trace: eth_call still tells.
    expect(
      await summarizeTransaction(clientOf(endpoints.bare.url), tooMuch, { language: 'en' }),
    ).toMatchObject({
      status: 'fails',
      failure: { key: 'tokenBalanceTooLow' },
    })
  })

  it('an endpoint without simulation says so; one that does not answer is unread, in time', async () => {
    const send = asked({ to: spender, value: parseEther('0.1') })
    expect(await summarizeTransaction(clientOf(endpoints.bare.url), send, { language: 'en' })).toEqual({
      status: 'unavailable',
    })
    const silent = createPublicClient({
      chain: chain.publicClient.chain,
      transport: custom({ request: () => new Promise(() => undefined) }),
    }) as PublicClient
    const started = performance.now()
    expect(await summarizeTransaction(silent, send, { language: 'en', timeoutMs: 200 })).toEqual({
      status: 'unread',
    })
    expect(performance.now() - started).toBeLessThan(5_000)
    const refusing = createPublicClient({
      chain: chain.publicClient.chain,
      transport: http('http://127.0.0.1:9'),
    }) as PublicClient
    expect(await summarizeTransaction(refusing, send, { language: 'en' })).toEqual({ status: 'unread' })
  })
})
