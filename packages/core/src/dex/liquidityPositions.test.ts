import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193RequestFn,
  erc20Abi,
  HttpRequestError,
  http,
  parseEther,
  toHex,
} from 'viem'
import { hardhat } from 'viem/chains'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '../../testing/contracts/FeeOnTransferToken.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { poolWithNativeSteps } from '../../testing/poolWithNativeSteps.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { uniswapV2FactoryAbi, uniswapV2FactoryBytecode } from '../contracts/UniswapV2Factory.ts'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.ts'
import { createLockSteps } from '../lock/createLockSteps.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { createRemoveLiquiditySteps, removeLiquidityAmounts } from './createRemoveLiquiditySteps.ts'
import { findLiquidityPositions, type LiquidityPosition } from './findLiquidityPositions.ts'
import { pairUpdateGasHeadroom } from './pairGasHeadroom.ts'
import { type LiquidityVenue, readLiquidityPair } from './readLiquidityPair.ts'

const chain = useLocalTestChain()
const [, user, , , , stranger] = devAccounts
let x: Address
let y: Address
let w: Address
let venue: LiquidityVenue
const deadline = 2n ** 40n

const balanceOf = tokenBalanceReader(chain)
const pairOf = (a: Address, b: Address) =>
  chain.publicClient.readContract({
    address: chain.contracts.factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })
const find = (owner: Address, extra: Partial<Parameters<typeof findLiquidityPositions>[1]> = {}) =>
  findLiquidityPositions(chain.publicClient, {
    venues: [venue],
    tokens: [w, y, x],
    owner,
    locker: chain.contracts.lock,
    quote: y,
    wrapped: w,
    ...extra,
  })
const positionOf = async (pair: Address, owner = user): Promise<LiquidityPosition> => {
  const found = (await find(owner, { pairs: [pair] })).find((position) => position.pair === pair)
  if (!found) throw new Error('no position')
  return found
}
const removeSteps = (
  position: LiquidityPosition,
  overrides: Partial<Parameters<typeof createRemoveLiquiditySteps>[0]> = {},
) =>
  createRemoveLiquiditySteps({
    ...position,
    router: venue.router,
    wrapped: w,
    liquidity: position.balance / 2n,
    slippageBps: 50,
    recipient: user,
    deadline,
    chainId: hardhat.id,
    ...overrides,
  })

beforeAll(async () => {
  w = chain.contracts.weth
  venue = { name: 'local', router: chain.contracts.router, factory: chain.contracts.factory }
  const deployed = await chain.runToDone(
    ['X', 'Y'].map(() =>
      deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] }),
    ),
    user,
  )
  ;[x, y] = deployed.map((result) => result.contractAddress as Address) as [Address, Address]
  // 1 ETH = 1,000 X = 2,000 Y.
  for (const [token, amount, coin] of [
    [x, parseEther('100000'), parseEther('100')],
    [y, parseEther('200000'), parseEther('100')],
  ] as const) {
    await chain.runToDone(
      poolWithNativeSteps(chain, { token, tokens: amount, coin, lpTo: user, deadline, router: venue.router }),
      user,
    )
  }
}, 120_000)

describe('findLiquidityPositions', () => {
  it('finds the pairs of the given tokens the owner holds, with amounts, share and value in the quote token', async () => {
    const positions = await find(user)
    const xw = await pairOf(x, w)
    const wy = await pairOf(w, y)
    expect(positions.map((position) => position.pair).sort()).toEqual([xw, wy].sort())
    const position = positions.find((item) => item.pair === xw)!
    // The owner holds everything but the minimum liquidity burned at creation.
    expect(position.balance).toBe(position.totalSupply - 1000n)
    expect(position.sharePpm).toBe(999_999n)
    const [amountX, amountW] =
      position.token0 === x ? [position.amount0, position.amount1] : [position.amount1, position.amount0]
    expect(amountX).toBeGreaterThan(parseEther('99999'))
    expect(amountW).toBeGreaterThan(parseEther('99.99'))
    expect(position.tokens.map((token) => token.decimals)).toEqual([18, 18])
    // 100 ETH (200,000 Y) and 100,000 X (100 ETH): about 400,000 Y, fees of the two hops taken.
    expect(position.value).toBeGreaterThan(parseEther('396000'))
    expect(position.value).toBeLessThan(parseEther('400000'))
    expect(position.permit).toMatchObject({ name: 'TokenBox V2 LP', version: '1', nonce: 0n })
    expect(position.venue).toEqual(venue)
  })

  it('reads everything in three eth_calls of the aggregator, however many tokens and pairs', async () => {
    const methods: string[] = []
    const forward = http(chain.node.url)({ chain: chain.publicClient.chain })
    const counting = createPublicClient({
      chain: chain.publicClient.chain,
      transport: custom({
        request: (args: { method: string; params?: unknown }) => {
          methods.push(args.method)
          return forward.request(args as never)
        },
      }),
    })
    const positions = await findLiquidityPositions(counting as never, {
      venues: [venue],
      tokens: [w, y, x, chain.contracts.usdt, chain.contracts.usdc],
      owner: user,
      quote: y,
      wrapped: w,
    })
    expect(positions).toHaveLength(2)
    expect(methods).toEqual(['eth_call', 'eth_call', 'eth_call'])
  })

  it('fails, rather than listing nothing, when the node does not answer one of its reads', async () => {
    // A loaded node timing out or a gateway's 502 on the pairs, their states or the symbols: an
    // empty list would be cached by the screen as "no positions" and never asked again.
    for (const failing of [1, 2, 3]) {
      let calls = 0
      const forward = http(chain.node.url)({ chain: chain.publicClient.chain })
      const flaky = createPublicClient({
        chain: chain.publicClient.chain,
        transport: custom(
          {
            request: (args: { method: string; params?: unknown }) => {
              if (args.method === 'eth_call' && ++calls === failing)
                throw new HttpRequestError({
                  url: chain.node.url,
                  status: 502,
                  body: { method: args.method },
                })
              return forward.request(args as never)
            },
          },
          { retryCount: 0 },
        ),
      })
      await expect(
        findLiquidityPositions(flaky as never, { venues: [venue], tokens: [w, y, x], owner: user, quote: y }),
      ).rejects.toThrow(/HTTP request failed/)
    }
    // The same reads through a node that answers find the positions.
    expect(await find(user)).toHaveLength(2)
  })

  it('lists nothing for a wallet without LP, and a pasted pair even with no balance', async () => {
    expect(await find(stranger)).toEqual([])
    const xw = await pairOf(x, w)
    const [pasted] = await find(stranger, { pairs: [xw] })
    expect(pasted).toMatchObject({ pair: xw, balance: 0n, amount0: 0n, amount1: 0n, value: 0n })
  })

  it('does not list a pasted address its factory does not know', async () => {
    expect(await find(stranger, { pairs: [x] })).toEqual([])
  })

  it('shows LP locked in the TokenBox locker with its unlock time', async () => {
    const owner = chain.accounts[6] as Address
    await chain.runToDone(
      poolWithNativeSteps(chain, {
        token: y,
        tokens: parseEther('2000'),
        coin: parseEther('1'),
        lpTo: owner,
        deadline,
        router: venue.router,
      }),
      user,
    )
    const wy = await pairOf(w, y)
    const lp = await balanceOf(wy, owner)
    const end = BigInt(Math.floor(Date.now() / 1000) + 86_400 * 30)
    await chain.runToDone(
      createLockSteps({
        locker: chain.contracts.lock,
        token: wy,
        isLp: true,
        entries: [{ owner, amount: lp / 4n, schedule: { kind: 'fixed', end } }],
        description: 'test',
      }),
      owner,
    )
    const [position] = await find(owner)
    expect(position?.pair).toBe(wy)
    expect(position?.balance).toBe(lp - lp / 4n)
    // With what the locked LP holds of each reserve and its value (issue 52: it looked worthless).
    const { reserve0, reserve1 } = position!
    expect(position?.locked).toEqual([
      {
        id: expect.any(BigInt),
        amount: lp / 4n,
        end,
        amount0: (reserve0 * (lp / 4n)) / position!.totalSupply,
        amount1: (reserve1 * (lp / 4n)) / position!.totalSupply,
        value: expect.any(BigInt),
      },
    ])
    // A third of what the wallet's three quarters are worth, give or take the pricing trade's rounding.
    const lockedValue = position!.locked[0]!.value!
    const walletValue = position!.value!
    expect(lockedValue * 3n - walletValue).toBeLessThan(walletValue / 1000n)
    expect(walletValue - lockedValue * 3n).toBeLessThan(walletValue / 1000n)
  })
})

describe('readLiquidityPair', () => {
  const read = (pair: string) => readLiquidityPair(chain.publicClient, { pair, owner: user, venues: [venue] })

  it('accepts a pair of the chain’s DEX, with the owner’s balance and its permit domain', async () => {
    const wy = await pairOf(w, y)
    const found = await read(wy)
    expect(found).toMatchObject({ status: 'pair', venue, state: { pair: wy, permit: { nonce: 0n } } })
  })

  it('tells a token, an account without code and a non-address from a pair', async () => {
    expect(await read(x)).toEqual({ status: 'notPair' })
    expect(await read(stranger)).toEqual({ status: 'notContract' })
    expect(await read('0x1234')).toEqual({ status: 'notContract' })
  })

  it('tells a pair of a factory the chain’s DEXes do not use', async () => {
    const [other] = await chain.runToDone(
      [deploy({ abi: uniswapV2FactoryAbi, bytecode: uniswapV2FactoryBytecode, args: [user] })],
      user,
    )
    const factory = other?.contractAddress as Address
    await chain.runToDone(
      [call({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [x, y] })],
      user,
    )
    const pair = await chain.publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [x, y],
    })
    expect(await read(pair)).toMatchObject({ status: 'otherDex', state: { factory } })
  })
})

describe('removeLiquidityAmounts', () => {
  it('returns the share of each reserve and the minimums less the slippage', () => {
    expect(
      removeLiquidityAmounts({
        reserve0: 100n,
        reserve1: 400n,
        totalSupply: 200n,
        liquidity: 100n,
        slippageBps: 50,
      }),
    ).toEqual({ amount0: 50n, amount1: 200n, amount0Min: 49n, amount1Min: 199n })
    const pool = { reserve0: 1n, reserve1: 1n, totalSupply: 10n, slippageBps: 50 }
    expect(() => removeLiquidityAmounts({ ...pool, liquidity: 0n })).toThrow(RangeError)
    expect(() => removeLiquidityAmounts({ ...pool, liquidity: 11n })).toThrow(RangeError)
    expect(() => removeLiquidityAmounts({ ...pool, liquidity: 1n, slippageBps: 10_000 })).toThrow(RangeError)
  })
})

describe('createRemoveLiquiditySteps', () => {
  it('removes half with a permit signed by the owner: no approval, the wrapped coin received', async () => {
    const position = await positionOf(await pairOf(w, y))
    const steps = removeSteps(position)
    expect(steps.map((step) => step.type)).toEqual(['signTypedData', 'call'])
    const before = { lp: position.balance, w: await balanceOf(w, user), y: await balanceOf(y, user) }
    const [signed] = await chain.runToDone(steps, user)
    expect(signed?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await balanceOf(position.pair, user)).toBe(before.lp - position.balance / 2n)
    const expected = removeLiquidityAmounts({ ...position, liquidity: position.balance / 2n, slippageBps: 0 })
    const [gotW, gotY] = [(await balanceOf(w, user)) - before.w, (await balanceOf(y, user)) - before.y]
    expect(position.token0 === w ? [gotW, gotY] : [gotY, gotW]).toEqual([expected.amount0, expected.amount1])
    const after = await positionOf(position.pair)
    expect(after.permit?.nonce).toBe(1n)
  })

  it('removes with a permit and pays the native coin', async () => {
    const position = await positionOf(await pairOf(x, w))
    const liquidity = position.balance / 4n
    const ethBefore = await chain.publicClient.getBalance({ address: user })
    const wethBefore = await balanceOf(w, user)
    const results = await chain.runToDone(removeSteps(position, { liquidity, receiveNative: true }), user)
    const receipt = results[1]?.receipt
    const gas = (receipt?.gasUsed ?? 0n) * (receipt?.effectiveGasPrice ?? 0n)
    const expected = removeLiquidityAmounts({ ...position, liquidity, slippageBps: 0 })
    const coin = position.token0 === w ? expected.amount0 : expected.amount1
    expect((await chain.publicClient.getBalance({ address: user })) - ethBefore + gas).toBe(coin)
    expect(await balanceOf(w, user)).toBe(wethBefore)
  })

  it('pays the native coin for a token with a transfer tax, with a permit and with an approval', async () => {
    // A 3% fee-on-transfer token paired with the wrapped coin: plain removeLiquidityETH reverts
    // for it (the router forwards the pre-tax amount it no longer holds).
    const [deployed] = await chain.runToDone(
      [
        deploy({
          abi: feeOnTransferTokenAbi,
          bytecode: feeOnTransferTokenBytecode,
          args: [300n, parseEther('1000000')],
        }),
      ],
      user,
    )
    const taxed = deployed?.contractAddress as Address
    await chain.runToDone(
      poolWithNativeSteps(chain, {
        token: taxed,
        tokens: parseEther('100000'),
        coin: parseEther('10'),
        lpTo: user,
        deadline,
        router: venue.router,
      }),
      user,
    )
    for (const approveOnly of [false, true]) {
      const position = await positionOf(await pairOf(taxed, w))
      const liquidity = position.balance / 4n
      const taxedBefore = await balanceOf(taxed, user)
      const ethBefore = await chain.publicClient.getBalance({ address: user })
      const results = await chain.runToDone(
        removeSteps(position, { liquidity, receiveNative: true, slippageBps: 500, approveOnly }),
        user,
      )
      expect(results.map((result) => result.status)).toEqual(['confirmed', 'confirmed'])
      const expected = removeLiquidityAmounts({ ...position, liquidity, slippageBps: 0 })
      const [tokens, coin] =
        position.token0 === w ? [expected.amount1, expected.amount0] : [expected.amount0, expected.amount1]
      const received = (await balanceOf(taxed, user)) - taxedBefore
      // Taxed twice on its way (pair to router, router to the wallet): 3% each time.
      const afterTax = (amount: bigint) => amount - (amount * 300n) / 10_000n
      expect(received).toBe(afterTax(afterTax(tokens)))
      // The approval's gas too, on the approve path.
      const gas = results.reduce(
        (sum, { receipt }) => sum + (receipt?.gasUsed ?? 0n) * (receipt?.effectiveGasPrice ?? 0n),
        0n,
      )
      expect((await chain.publicClient.getBalance({ address: user })) - ethBefore + gas).toBe(coin)
    }
  })

  it('approves then removes when asked not to sign, for the wrapped and the native coin', async () => {
    for (const receiveNative of [false, true]) {
      const position = await positionOf(await pairOf(x, w))
      const liquidity = position.balance / 10n
      const steps = removeSteps(position, { liquidity, receiveNative, approveOnly: true })
      expect(steps.map((step) => step.type)).toEqual(['approve', 'call'])
      const xBefore = await balanceOf(x, user)
      const results = await chain.runToDone(steps, user)
      expect(results.map((result) => result.status)).toEqual(['confirmed', 'confirmed'])
      expect(await balanceOf(position.pair, user)).toBe(position.balance - liquidity)
      expect(await balanceOf(x, user)).toBeGreaterThan(xBefore)
      // The approval was of exactly the amount, and the removal spent it.
      const allowance = await chain.publicClient.readContract({
        address: position.pair,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, venue.router],
      })
      expect(allowance).toBe(0n)
    }
  })

  it('fails before sending when the amount is above the balance, or the minimums cannot be met', async () => {
    const position = await positionOf(await pairOf(x, w))
    // cacheTime 0: viem otherwise answers a block number read within its polling interval from cache.
    const blockBefore = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
    const tooMuch = await chain.run(removeSteps(position, { liquidity: position.balance + 1n }), user)
    expect(tooMuch).toMatchObject({ status: 'failed', stepIndex: 1 })
    // A pool drained between the reading and the removal: the router's minimums stop it.
    const stale = { ...position, reserve0: position.reserve0 * 2n, reserve1: position.reserve1 * 2n }
    const moved = await chain.run(
      removeSteps(stale, { liquidity: position.balance / 10n, approveOnly: true }),
      user,
    )
    expect(moved).toMatchObject({ status: 'failed', stepIndex: 1 })
    expect(String((moved as { message: { key: string } }).message.key)).not.toBe('')
    expect(await balanceOf(position.pair, user)).toBe(position.balance)
    // Only the approval of the second attempt was mined.
    expect(await chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(blockBefore + 1n)
  })

  it('stops on a declined signature without sending anything', async () => {
    const position = await positionOf(await pairOf(x, w))
    const forward = http(chain.node.url)({ chain: hardhat })
    const request: EIP1193RequestFn = async (args) => {
      if (args.method === 'eth_signTypedData_v4')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return forward.request(args as never)
    }
    const declining = createWalletClient({ chain: hardhat, transport: custom({ request }) })
    const blockBefore = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
    const run = await runSteps({
      publicClient: chain.publicClient,
      walletClient: declining,
      account: user,
      steps: removeSteps(position),
    })
    expect(run).toMatchObject({ status: 'failed', stepIndex: 0, message: { key: 'transactionTerminated' } })
    expect(await chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(blockBefore)
  })

  it("gives a pair's price update the estimate did not see enough gas (pairGasHeadroom)", async () => {
    // A new pool: its first mint found no reserves, so its two price accumulators were never written.
    const newPool = async () => {
      const [deployed] = await chain.runToDone(
        [deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] })],
        user,
      )
      const token = deployed?.contractAddress as Address
      await chain.runToDone(
        poolWithNativeSteps(chain, {
          token,
          tokens: parseEther('1000'),
          coin: parseEther('1'),
          lpTo: user,
          deadline,
          router: venue.router,
        }),
        user,
      )
      return positionOf(await pairOf(token, w))
    }
    // The estimate is made at the pool's own second (no update there: a block override on the
    // estimate, so no tick of the wall clock can change it); the wallet sends a minute later, as
    // when a second ticks between the estimate and the block, and the removal writes both
    // accumulators from zero.
    let poolSecond = 0
    const forward = http(chain.node.url)({ chain: hardhat })
    const estimateAtPoolSecond: EIP1193RequestFn = async (args) => {
      if (args.method !== 'eth_estimateGas') return forward.request(args as never)
      const [transaction, block = 'latest', state = {}] = (args.params ?? []) as unknown[]
      return forward.request({
        method: 'eth_estimateGas',
        params: [transaction, block, state, { time: toHex(poolSecond) }],
      } as never)
    }
    const sendAMinuteLater: EIP1193RequestFn = async (args) => {
      if (args.method === 'eth_sendTransaction') {
        const { timestamp } = await chain.publicClient.getBlock({ blockTag: 'latest' })
        await forward.request({
          method: 'evm_setNextBlockTimestamp',
          params: [Number(timestamp + 60n)],
        } as never)
      }
      return forward.request(args as never)
    }
    const estimating = createPublicClient({
      chain: hardhat,
      transport: custom({ request: estimateAtPoolSecond }),
    })
    const slow = createWalletClient({ chain: hardhat, transport: custom({ request: sendAMinuteLater }) })
    const remove = async (position: LiquidityPosition, steps: ReturnType<typeof removeSteps>) => {
      const [, , blockTimestampLast] = await chain.publicClient.readContract({
        address: position.pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      })
      poolSecond = blockTimestampLast
      return runSteps({ publicClient: estimating, walletClient: slow, account: user, steps })
    }

    const bare = await newPool()
    const withoutHeadroom = removeSteps(bare, { receiveNative: true }).map((step) =>
      step.type === 'call' ? { ...step, gasHeadroom: undefined } : step,
    )
    expect(await remove(bare, withoutHeadroom)).toMatchObject({ status: 'failed', stepIndex: 1 })
    expect(await balanceOf(bare.pair, user)).toBe(bare.balance)

    const position = await newPool()
    const steps = removeSteps(position, { receiveNative: true })
    expect(steps[1]).toMatchObject({ type: 'call', gasHeadroom: pairUpdateGasHeadroom })
    const run = await remove(position, steps)
    expect(run.status).toBe('done')
    expect(await balanceOf(position.pair, user)).toBe(position.balance - position.balance / 2n)
  })

  it('refuses the native coin from a pair without the wrapped coin', async () => {
    const position = await positionOf(await pairOf(x, w))
    expect(() => removeSteps({ ...position, token0: x, token1: y }, { receiveNative: true })).toThrow(
      RangeError,
    )
  })
})
