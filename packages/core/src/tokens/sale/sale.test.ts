import { type Address, erc20Abi, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { passTime } from '../../../testing/chainClock.ts'
import {
  fakeSaleAnnouncerAbi,
  fakeSaleAnnouncerBytecode,
} from '../../../testing/contracts/FakeSaleAnnouncer.ts'
import { deployTestSale } from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { pairOf } from '../../../testing/pairOf.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { saleTokenAbi } from '../../contracts/SaleToken.abi.ts'
import { call } from '../../transactions/call.ts'
import { deploy } from '../../transactions/deploy.ts'
import type { SaleTokenParameters } from '../createTokenDeployStep.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { readTokenDetails } from '../readTokenDetails.ts'
import { listSaleTokens } from './listSaleTokens.ts'
import { readSaleState } from './readSaleState.ts'
import {
  buySaleTokenStep,
  claimSaleRefundStep,
  startTradingStep,
  withdrawSaleRefundStep,
} from './saleActionSteps.ts'

const chain = useLocalTestChain()
const [creator, buyer, secondBuyer] = devAccounts

const deploySale = (changes: Partial<SaleTokenParameters> = {}) => deployTestSale(chain, creator, changes)

describe('sale token (issue 20, /co/50?t=0)', () => {
  it('deploys from its template, is recognised by its code and reports its settings', async () => {
    const token = await deploySale()
    expect(identifyTokenTemplate(await chain.publicClient.getCode({ address: token }))).toBe('sale')
    const details = await readTokenDetails(chain.publicClient, { address: token, account: creator })
    expect(details?.template).toBe('sale')
    expect(details?.totalSupply).toBe(parseEther('200000'))
    expect(details?.balance).toBe(parseEther('40000'))
    expect(details?.settings.hardCap).toBe(parseEther('100'))
    expect(details?.settings.phase).toBe(0)
  })

  it("tells the chain's TokenLocker from any other contract a creator names as the locker", async () => {
    // The adversary skips the form and names a contract of its own: its code is not the locker's,
    // so the page warns that the stated lock promises nothing.
    const honest = await readSaleState(chain.publicClient, { token: await deploySale() })
    expect(honest.lockerTrusted).toBe(true)
    const foreign = await readSaleState(chain.publicClient, {
      token: await deploySale({ locker: chain.contracts.multicall3 }),
    })
    expect(foreign.lockerTrusted).toBe(false)
    const burned = await deploySale({ locker: zeroAddress, lpLockDuration: 0 })
    expect((await readSaleState(chain.publicClient, { token: burned })).lockerTrusted).toBeUndefined()
  })

  it('sells by plain transfer, refunds above the maximum in the same transaction and blocks trading', async () => {
    const token = await deploySale()
    await chain.runToDone([buySaleTokenStep({ token, value: parseEther('1') })], buyer)
    const [result] = await chain.runToDone(
      [buySaleTokenStep({ token, value: parseEther('12') })],
      secondBuyer,
    )
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: result!.hash! })
    const refunds = parseEventLogs({ abi: saleTokenAbi, logs: receipt.logs, eventName: 'SaleRefunded' })
    expect(refunds.map((log) => log.args)).toEqual([
      { account: secondBuyer, amount: parseEther('2'), reason: 3, paid: true },
    ])

    const sale = await readSaleState(chain.publicClient, { token, account: secondBuyer })
    expect(sale).toMatchObject({
      name: 'Sale',
      symbol: 'SALE',
      decimals: 18,
      phase: 'active',
      raised: parseEther('11'),
      buyerCount: 2n,
      progressBps: 1_100,
      account: { coin: parseEther('10'), tokens: parseEther('10000'), pendingRefund: 0n },
    })
    expect(sale.secondsLeft).toBeGreaterThan(86_000n)
    expect(sale.launchDeadline).toBe(sale.endTime + 30n * 86_400n)

    const run = await chain.run(
      [call({ address: token, abi: erc20Abi, functionName: 'transfer', args: [secondBuyer, 1n] })],
      buyer,
    )
    expect(run.status).toBe('failed')
    if (run.status === 'failed') expect(run.message.key).toBe('tradingNotStarted')
  })

  it('starts trading by the owner during the sale: pool at the sale price, LP locked, unsold burned', async () => {
    const token = await deploySale()
    await chain.runToDone([buySaleTokenStep({ token, value: parseEther('5') })], buyer)
    const before = await chain.publicClient.getBalance({ address: creator })
    const [result] = await chain.runToDone([startTradingStep({ token })], creator)
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: result!.hash! })
    const paidGas = receipt.gasUsed * receipt.effectiveGasPrice

    const pair = await pairOf(chain, token)
    expect(pair).not.toBe(zeroAddress)
    const read = (address: Address, account: Address) =>
      chain.publicClient.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    expect(await read(token, pair)).toBe(parseEther('3000'))
    expect(await read(chain.contracts.weth, pair)).toBe(parseEther('3'))
    expect(await read(pair, chain.contracts.lock)).toBeGreaterThan(0n)
    expect(await read(token, token)).toBe(0n)
    expect(await chain.publicClient.getBalance({ address: creator })).toBe(before - paidGas + parseEther('2'))
    expect((await readSaleState(chain.publicClient, { token })).phase).toBe('trading')

    // Holders trade now.
    await chain.runToDone(
      [call({ address: token, abi: erc20Abi, functionName: 'transfer', args: [secondBuyer, 1n] })],
      buyer,
    )
  })

  it('misses its soft cap: nobody starts trading, buyers take the coin back', async () => {
    const token = await deploySale({ softCap: parseEther('50') })
    await chain.runToDone([buySaleTokenStep({ token, value: parseEther('2') })], buyer)
    const early = await chain.run([claimSaleRefundStep({ token })], buyer)
    expect(early.status === 'failed' && early.message.key).toBe('saleRefundsClosed')

    await passTime(chain, 86_400)
    expect((await readSaleState(chain.publicClient, { token })).phase).toBe('failed')
    const start = await chain.run([startTradingStep({ token })], secondBuyer)
    expect(start.status === 'failed' && start.message.key).toBe('saleSoftCapNotMet')

    const before = await chain.publicClient.getBalance({ address: buyer })
    const [result] = await chain.runToDone([claimSaleRefundStep({ token })], buyer)
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: result!.hash! })
    expect(await chain.publicClient.getBalance({ address: buyer })).toBe(
      before + parseEther('2') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    const nothing = await chain.run([withdrawSaleRefundStep({ token, to: buyer })], buyer)
    expect(nothing.status === 'failed' && nothing.message.key).toBe('saleNothingToClaim')
  })

  it('lists the chain sale tokens from their announcement logs, filtered ALL / In PROGRESS / OVER', async () => {
    const live = await deploySale()
    // Anyone can emit the announcement's topic: the list keeps only the template's code.
    const [fake] = await chain.runToDone(
      [deploy({ abi: fakeSaleAnnouncerAbi, bytecode: fakeSaleAnnouncerBytecode, args: [] })],
      buyer,
    )
    const all = await listSaleTokens(chain.publicClient, { fromBlock: chain.readyBlock, blockRange: 7n })
    const addresses = all.sales.map((sale) => sale.token.toLowerCase())
    expect(addresses).toContain(live.toLowerCase())
    expect(addresses).not.toContain(fake!.contractAddress!.toLowerCase())
    // The earlier tests' sales: one active, one trading, one failed (times have passed since).
    expect(all.sales.length).toBeGreaterThanOrEqual(5)
    const inProgress = await listSaleTokens(chain.publicClient, {
      fromBlock: chain.readyBlock,
      filter: 'inProgress',
    })
    expect(inProgress.sales.every((sale) => sale.phase === 'active')).toBe(true)
    expect(inProgress.sales.map((sale) => sale.token.toLowerCase())).toContain(live.toLowerCase())
    const over = await listSaleTokens(chain.publicClient, { fromBlock: chain.readyBlock, filter: 'over' })
    expect(over.sales.map((sale) => sale.phase).sort()).toEqual(expect.arrayContaining(['failed', 'trading']))
    expect(over.sales.length + inProgress.sales.length).toBe(all.sales.length)
    expect(all.scannedTo).toBe(await chain.publicClient.getBlockNumber({ cacheTime: 0 }))
  })
})
