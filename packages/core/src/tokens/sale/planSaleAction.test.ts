import {
  type Address,
  createPublicClient,
  createTestClient,
  custom,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalTestChain, startLocalTestChain } from '../../../testing/localTestChain.ts'
import { startProviderProxy } from '../../../testing/providerProxy.ts'
import { maxWalletTokenParameters } from '../../../testing/testTokenParameters.ts'
import { sharedContractDeployStep } from '../../evm/sharedContracts.ts'
import type { Step } from '../../transactions/types.ts'
import {
  createTokenDeployStep,
  type MarketingSaleTokenParameters,
  type SaleTokenParameters,
} from '../createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../tokenTemplates.ts'
import { type PlanSaleActionParameters, planSaleAction, type SaleActionPlan } from './planSaleAction.ts'
import { readSaleState } from './readSaleState.ts'

/**
 * The sale screen's plan (issue 78): a purchase's amount is checked before anything is read; the
 * sale is read at the newest block and an action it no longer allows is refused in the contract's
 * words; a standard sale's steps go to the token, a hub sale's to its hub; a node that fails is
 * `unread`.
 */
let chain: LocalTestChain
let creator: Address
let buyer: Address
let other: Address
let hub: Address

const down = () =>
  createPublicClient({
    chain: hardhat,
    transport: custom(
      {
        request: async () => {
          throw new Error('connect ECONNREFUSED')
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient
const chainNow = async () => (await chain.publicClient.getBlock({ blockTag: 'latest' })).timestamp
async function passTime(seconds: number) {
  const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(chain.node.url) })
  await testClient.increaseTime({ seconds })
  await testClient.mine({ blocks: 1 })
}
const plan = (parameters: PlanSaleActionParameters, client = chain.publicClient) =>
  planSaleAction(client, parameters)
const stepsOf = (planned: SaleActionPlan): Step[] => {
  if (planned.status !== 'ready') throw new Error(`planned ${JSON.stringify(planned, (_, v) => String(v))}`)
  return planned.steps
}
const addressOf = (step: Step | undefined) => (step && 'address' in step ? step.address : undefined)

async function deploySale(changes: Partial<SaleTokenParameters> = {}): Promise<Address> {
  const parameters: SaleTokenParameters = {
    template: 'sale',
    name: 'Planned Sale',
    symbol: 'PSALE',
    decimals: 18,
    initialSupply: parseEther('200000'),
    owner: creator,
    tokensPerCoin: parseEther('1000'),
    hardCap: parseEther('100'),
    softCap: parseEther('2'),
    minContribution: parseEther('0.1'),
    maxContribution: parseEther('10'),
    endTime: (await chainNow()) + 86_400n,
    liquidityBps: 6_000,
    router: chain.contracts.router,
    locker: chain.contracts.lock,
    lpLockDuration: 30 * 86_400,
    ...changes,
  }
  const step = createTokenDeployStep(parameters, await tokenTemplateBytecode('sale', 'cancun'), 'cancun')
  const [result] = await chain.runToDone([step], creator)
  return result!.contractAddress!
}

async function deployHubSale(sale: Partial<MarketingSaleTokenParameters['sale']> = {}): Promise<Address> {
  const parameters: MarketingSaleTokenParameters = {
    ...maxWalletTokenParameters(creator, chain.contracts.router, parseEther('200000'), 0n),
    template: 'marketingSale',
    hub,
    sale: {
      tokensPerCoin: parseEther('1000'),
      hardCap: parseEther('100'),
      softCap: parseEther('5'),
      minContribution: parseEther('0.1'),
      maxContribution: parseEther('10'),
      endTime: (await chainNow()) + 3_600n,
      liquidityBps: 6_000,
      locker: chain.contracts.lock,
      lpLockDuration: 30 * 86_400,
      ...sale,
    },
  }
  const step = createTokenDeployStep(
    parameters,
    await tokenTemplateBytecode('marketingSale', 'cancun'),
    'cancun',
  )
  const [result] = await chain.runToDone([step], creator)
  return result!.contractAddress!
}

beforeAll(async () => {
  chain = await startLocalTestChain()
  ;[creator, buyer, other] = chain.accounts as [Address, Address, Address]
  const [deployed] = await chain.runToDone([await sharedContractDeployStep('saleHub', 'cancun')], creator)
  hub = deployed!.contractAddress!
})

afterAll(async () => {
  await chain?.stop()
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
      const refused = await plan({ token, account: buyer, action: { kind: 'buy', amount } }, down())
      expect(refused).toMatchObject({ status: 'invalid', issues: { amount: { key } } })
    }
    const buy = await plan({ token, account: buyer, action: { kind: 'buy', amount: ' 1.5 ' } })
    expect(buy).toMatchObject({ status: 'ready', kind: 'buy', sale: { phase: 'active' } })
    expect(buy.status === 'ready' && buy.sale.hub).toBeUndefined()
    const [step] = stepsOf(buy)
    expect(step).toMatchObject({ type: 'transfer', to: token, value: parseEther('1.5') })
    await chain.runToDone(stepsOf(buy), buyer)
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
      stepsOf(await plan({ token, account: buyer, action: { kind: 'buy', amount: '3' } })),
      buyer,
    )
    // Met, but the sale runs on: only its owner may start early.
    expect(await start(other)).toEqual({ status: 'refused', reason: { key: 'noPermission', params: {} } })
    const byOwner = await start(creator)
    expect(addressOf(stepsOf(byOwner)[0])).toBe(token)
    await chain.runToDone(stepsOf(byOwner), creator)
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
    expect((await plan({ token, account: buyer, action: { kind: 'claimRefund' } }, down())).status).toBe(
      'unread',
    )
    expect(
      (await plan({ token, account: buyer, action: { kind: 'buy', amount: '1' }, hub }, down())).status,
    ).toBe('unread')
  })
})

describe('planSaleAction on a hub sale (?t=1)', () => {
  it('finds the hub, and sends the refund of a failed sale there, to its buyers only', async () => {
    const token = await deployHubSale()
    const buy = await plan({ token, account: buyer, action: { kind: 'buy', amount: '1' } })
    expect(buy).toMatchObject({ status: 'ready', sale: { hub } })
    // The purchase is the plain transfer to the token, which forwards it to its hub.
    expect(stepsOf(buy)[0]).toMatchObject({ type: 'transfer', to: token })
    await chain.runToDone(stepsOf(buy), buyer)
    expect(await plan({ token, account: buyer, action: { kind: 'claimRefund' } })).toEqual({
      status: 'refused',
      reason: { key: 'saleRefundsClosed', params: {} },
    })
    // The end passes below the soft cap: the sale has failed.
    await passTime(3_601)
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
    expect(addressOf(stepsOf(refund)[0])).toBe(hub)
    await chain.runToDone(stepsOf(refund), buyer)
    const after = await readSaleState(chain.publicClient, { token, account: buyer })
    expect(after.account?.coin).toBe(0n)
  })

  it('plans through a provider-like endpoint (120 ms, 10 requests/s) with the chain aggregator', async () => {
    const token = await deployHubSale({ softCap: 0n })
    const proxy = await startProviderProxy({
      upstream: chain.node.url,
      latencyMs: 120,
      requestsPerSecond: 10,
    })
    try {
      const client = createPublicClient({
        chain: {
          ...hardhat,
          contracts: { multicall3: { address: chain.contracts.multicall3 } },
        },
        transport: http(proxy.url),
      }) as PublicClient
      const ready = await plan({ token, account: buyer, action: { kind: 'buy', amount: '2' } }, client)
      expect(ready).toMatchObject({
        status: 'ready',
        sale: { hub, phase: 'active', account: { coin: 0n, tokens: 0n, pendingRefund: 0n } },
      })
      await chain.runToDone(stepsOf(ready), buyer)
      proxy.resetCounts()
      const start = await plan({ token, account: other, action: { kind: 'startTrading' }, hub }, client)
      expect(start).toEqual({ status: 'refused', reason: { key: 'noPermission', params: {} } })
      // With the hub known, the sale's nine views go as one aggregate call at the newest block.
      expect(proxy.counts()).toMatchObject({ eth_call: 1, eth_getBlockByNumber: 1 })
      const byOwner = await plan({ token, account: creator, action: { kind: 'startTrading' }, hub }, client)
      // The owner launches a hub sale through the token.
      expect(addressOf(stepsOf(byOwner)[0])).toBe(token)
    } finally {
      await proxy.stop()
    }
  })
})
