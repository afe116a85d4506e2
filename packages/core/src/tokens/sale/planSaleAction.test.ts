import { type Address, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTime, passTime } from '../../../testing/chainClock.ts'
import { deployTestHubSale, deployTestSale } from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { nodeDownClient, readyStepsOf, throughProviderProxy } from '../../../testing/planTesting.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { sharedContractDeployStep } from '../../sharedContracts/sharedContracts.ts'
import type { Step } from '../../transactions/types.ts'
import type { MarketingSaleTokenParameters, SaleTokenParameters } from '../createTokenDeployStep.ts'
import { type PlanSaleActionParameters, planSaleAction } from './planSaleAction.ts'
import { readSaleState } from './readSaleState.ts'

/**
 * The sale screen's plan (issue 78): a purchase's amount is checked before anything is read; the
 * sale is read at the newest block and an action it no longer allows is refused in the contract's
 * words; a standard sale's steps go to the token, a hub sale's to its hub; a node that fails is
 * `unread`.
 */
const chain = useLocalTestChain()
const [creator, buyer, other] = devAccounts
let hub: Address

const plan = (parameters: PlanSaleActionParameters, client = chain.publicClient) =>
  planSaleAction(client, parameters)
const addressOf = (step: Step | undefined) => (step && 'address' in step ? step.address : undefined)

const deploySale = (changes: Partial<SaleTokenParameters> = {}) =>
  deployTestSale(chain, creator, {
    name: 'Planned Sale',
    symbol: 'PSALE',
    softCap: parseEther('2'),
    ...changes,
  })
/** A hub sale with a 5-coin soft cap, ending in an hour. */
const deployHubSale = async (sale: Partial<MarketingSaleTokenParameters['sale']> = {}) =>
  deployTestHubSale(chain, {
    owner: creator,
    hub,
    sale: { softCap: parseEther('5'), endTime: (await chainTime(chain)) + 3_600n, ...sale },
  })

beforeAll(async () => {
  const [deployed] = await chain.runToDone([await sharedContractDeployStep('saleHub', 'cancun')], creator)
  hub = deployed!.contractAddress!
})

describe('planSaleAction on a sale token', () => {
  it('checks the amount before reading anything, then buys by a plain transfer to the token', async () => {
    const token = await deploySale()
    for (const [amount, key] of [
      ['', 'validation.empty'],
      ['abc', 'validation.invalidAmount'],
      ['0', 'validation.invalidAmount'],
      ['0.0000000000000000001', 'validation.tooManyDecimals'],
    ] as const) {
      const refused = await plan({ token, account: buyer, action: { kind: 'buy', amount } }, nodeDownClient())
      expect(refused).toMatchObject({ status: 'invalid', issues: { amount: { key } } })
    }
    const buy = await plan({ token, account: buyer, action: { kind: 'buy', amount: ' 1.5 ' } })
    expect(buy).toMatchObject({ status: 'ready', kind: 'buy', sale: { phase: 'active' } })
    expect(buy.status === 'ready' && buy.sale.hub).toBeUndefined()
    const [step] = readyStepsOf(buy)
    expect(step).toMatchObject({ type: 'transfer', to: token, value: parseEther('1.5') })
    await chain.runToDone(readyStepsOf(buy), buyer)
    const after = await readSaleState(chain.publicClient, { token, account: buyer })
    expect(after.account).toMatchObject({ coin: parseEther('1.5'), tokens: parseEther('1500') })
  })

  it("starts trading only as the contract allows: the owner's once the soft cap is met, anyone's after the end", async () => {
    const token = await deploySale()
    const start = (account: Address) => plan({ token, account, action: { kind: 'startTrading' } })
    expect(await start(creator)).toEqual({
      status: 'refused',
      reason: { key: 'saleSoftCapNotMet', params: {} },
    })
    await chain.runToDone(
      readyStepsOf(await plan({ token, account: buyer, action: { kind: 'buy', amount: '3' } })),
      buyer,
    )
    // Met, but the sale runs on: only its owner may start early.
    expect(await start(other)).toEqual({ status: 'refused', reason: { key: 'noPermission', params: {} } })
    const byOwner = await start(creator)
    expect(addressOf(readyStepsOf(byOwner)[0])).toBe(token)
    await chain.runToDone(readyStepsOf(byOwner), creator)
    // The screen's read was before the launch: a second click is refused as it stands now.
    expect(await start(other)).toEqual({
      status: 'refused',
      reason: { key: 'tradingAlreadyStarted', params: {} },
    })
    expect(await plan({ token, account: buyer, action: { kind: 'buy', amount: '1' } })).toEqual({
      status: 'refused',
      reason: { key: 'saleClosed', params: {} },
    })
    expect(await plan({ token, account: buyer, action: { kind: 'claimRefund' } })).toEqual({
      status: 'refused',
      reason: { key: 'saleRefundsClosed', params: {} },
    })
    expect(await plan({ token, account: buyer, action: { kind: 'withdrawCredit' } })).toEqual({
      status: 'refused',
      reason: { key: 'saleNothingToClaim', params: {} },
    })
  })

  it('refuses an address that holds no sale, and says a node that fails as unread', async () => {
    expect(
      await plan({ token: chain.contracts.lock, account: buyer, action: { kind: 'claimRefund' } }),
    ).toEqual({
      status: 'refused',
      reason: { key: 'saleUnknown', params: {} },
    })
    const token = await deploySale()
    expect(
      (await plan({ token, account: buyer, action: { kind: 'claimRefund' } }, nodeDownClient())).status,
    ).toBe('unread')
    expect(
      (await plan({ token, account: buyer, action: { kind: 'buy', amount: '1' }, hub }, nodeDownClient()))
        .status,
    ).toBe('unread')
  })
})

describe('planSaleAction on a hub sale (?t=1)', () => {
  it('finds the hub, and sends the refund of a failed sale there, to its buyers only', async () => {
    const token = await deployHubSale()
    const buy = await plan({ token, account: buyer, action: { kind: 'buy', amount: '1' } })
    expect(buy).toMatchObject({ status: 'ready', sale: { hub } })
    // The purchase is the plain transfer to the token, which forwards it to its hub.
    expect(readyStepsOf(buy)[0]).toMatchObject({ type: 'transfer', to: token })
    await chain.runToDone(readyStepsOf(buy), buyer)
    expect(await plan({ token, account: buyer, action: { kind: 'claimRefund' } })).toEqual({
      status: 'refused',
      reason: { key: 'saleRefundsClosed', params: {} },
    })
    // The end passes below the soft cap: the sale has failed.
    await passTime(chain, 3_601)
    const sale = await readSaleState(chain.publicClient, { token })
    expect(sale.phase).toBe('failed')
    expect(await plan({ token, account: other, action: { kind: 'claimRefund' } })).toEqual({
      status: 'refused',
      reason: { key: 'saleNothingToClaim', params: {} },
    })
    expect(await plan({ token, account: creator, action: { kind: 'startTrading' }, hub })).toEqual({
      status: 'refused',
      reason: { key: 'saleSoftCapNotMet', params: {} },
    })
    const refund = await plan({ token, account: buyer, action: { kind: 'claimRefund' }, hub })
    expect(addressOf(readyStepsOf(refund)[0])).toBe(hub)
    await chain.runToDone(readyStepsOf(refund), buyer)
    const after = await readSaleState(chain.publicClient, { token, account: buyer })
    expect(after.account?.coin).toBe(0n)
  })

  it('plans through a provider-like endpoint (120 ms, 10 requests/s) with the chain aggregator', async () => {
    const token = await deployHubSale({ softCap: 0n })
    await throughProviderProxy(chain, { latencyMs: 120, requestsPerSecond: 10 }, async (client, proxy) => {
      const ready = await plan({ token, account: buyer, action: { kind: 'buy', amount: '2' } }, client)
      expect(ready).toMatchObject({
        status: 'ready',
        sale: { hub, phase: 'active', account: { coin: 0n, tokens: 0n, pendingRefund: 0n } },
      })
      await chain.runToDone(readyStepsOf(ready), buyer)
      proxy.resetCounts()
      const start = await plan({ token, account: other, action: { kind: 'startTrading' }, hub }, client)
      expect(start).toEqual({ status: 'refused', reason: { key: 'noPermission', params: {} } })
      // With the hub known, the sale's nine views go as one aggregate call at the newest block.
      expect(proxy.counts()).toMatchObject({ eth_call: 1, eth_getBlockByNumber: 1 })
      const byOwner = await plan({ token, account: creator, action: { kind: 'startTrading' }, hub }, client)
      // The owner launches a hub sale through the token.
      expect(addressOf(readyStepsOf(byOwner)[0])).toBe(token)
    })
  })
})
