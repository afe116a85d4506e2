import { type Address, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '../../testing/contracts/FeeOnTransferToken.ts'
import { honeypotTestTokenAbi, honeypotTestTokenBytecode } from '../../testing/contracts/HoneypotTestToken.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { pairOf } from '../../testing/pairOf.ts'
import { poolWithNativeSteps } from '../../testing/poolWithNativeSteps.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { measureSwapTax } from './measureSwapTax.ts'

const chain = useLocalTestChain()
const [, user] = devAccounts
let plain: Address
let taxed: Address
let honeypot: Address

/** Adds `tokens` against `coin` of the native coin on the local AMM, as the token's deployer. */
async function pool(token: Address, tokens: bigint, coin: bigint) {
  await chain.runToDone(poolWithNativeSteps(chain, { token, tokens, coin, lpTo: user }), user)
}

beforeAll(async () => {
  const deployed = await chain.runToDone(
    [
      deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] }),
      // 5% of every transfer burned: the tax both ways.
      deploy({
        abi: feeOnTransferTokenAbi,
        bytecode: feeOnTransferTokenBytecode,
        args: [500n, parseEther('1000000')],
      }),
      deploy({
        abi: honeypotTestTokenAbi,
        bytecode: honeypotTestTokenBytecode,
        args: [parseEther('1000000')],
      }),
    ],
    user,
  )
  ;[plain, taxed, honeypot] = deployed.map((result) => result.contractAddress as Address) as [
    Address,
    Address,
    Address,
  ]
  await pool(plain, parseEther('100000'), parseEther('100'))
  await pool(taxed, parseEther('100000'), parseEther('100'))
  await pool(honeypot, parseEther('100000'), parseEther('100'))
  const trap = await pairOf(chain, honeypot)
  await chain.runToDone(
    [call({ address: honeypot, abi: honeypotTestTokenAbi, functionName: 'setTrap', args: [trap] })],
    user,
  )
}, 120_000)

describe('measureSwapTax on the local AMM', () => {
  const measure = (token: Address, value = parseEther('0.01')) =>
    measureSwapTax(chain.publicClient, {
      router: chain.contracts.router,
      buyPath: [chain.contracts.weth, token],
      value,
    })

  it('reads no tax on a plain token, which can be sold', async () => {
    const reading = await measure(plain)
    expect(reading).toMatchObject({ canBuy: true, canSell: true, buyTaxBps: 0, sellTaxBps: 0 })
    expect(reading.bought).toBeGreaterThan(0n)
    // The sell pays back what the pools allow: the two 0.3% fees and the price moved by the buy.
    expect(reading.sold).toBeLessThan(parseEther('0.01'))
    expect(reading.sold).toBeGreaterThan((parseEther('0.01') * 99n) / 100n)
  })

  it('measures a 5% transfer tax on the buy and on the sell', async () => {
    const reading = await measure(taxed)
    expect(reading.canSell).toBe(true)
    expect(reading.buyTaxBps).toBe(500)
    // The sell's tax is taken before the pool prices it: about 5% of the output for a small trade.
    expect(reading.sellTaxBps).toBeGreaterThanOrEqual(495)
    expect(reading.sellTaxBps).toBeLessThanOrEqual(505)
  })

  it('finds a token that can be bought but not sold, before anyone buys it', async () => {
    const supplyBefore = await chain.publicClient.getBalance({ address: user })
    const reading = await measure(honeypot)
    expect(reading).toMatchObject({
      canBuy: true,
      canSell: false,
      buyTaxBps: 0,
      sellTaxBps: undefined,
      sold: 0n,
    })
    // A simulation: nothing was spent or bought for real.
    expect(await chain.publicClient.getBalance({ address: user })).toBe(supplyBefore)
  })

  it('reports a buy that cannot go through (no pool) as neither buyable nor sellable', async () => {
    const reading = await measure(chain.contracts.usdt)
    expect(reading).toMatchObject({
      canBuy: false,
      canSell: false,
      buyTaxBps: undefined,
      sellTaxBps: undefined,
    })
  })

  it('refuses a path without a token and a zero value', async () => {
    await expect(
      measureSwapTax(chain.publicClient, { router: chain.contracts.router, buyPath: [plain], value: 1n }),
    ).rejects.toThrow(RangeError)
    await expect(measure(plain, 0n)).rejects.toThrow(RangeError)
  })
})
