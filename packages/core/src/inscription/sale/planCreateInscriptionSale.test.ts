import type { Address } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTimeMs } from '../../../testing/chainClock.ts'
import { devAccounts, installTestSharedContracts } from '../../../testing/localTestChain.ts'
import { nodeDownClient } from '../../../testing/planTesting.ts'
import {
  indexedTickBalance,
  indexTestChain,
  inscribeTestTick,
  isFactoryInscriptionSale,
} from '../../../testing/testInscriptions.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { runSteps } from '../../transactions/runSteps.ts'
import type { TickBalance } from '../tickStatus.ts'
import { createInscriptionSaleSteps } from './createInscriptionSaleSteps.ts'
import type { InscriptionSaleDraft } from './inscriptionSaleDraft.ts'
import { type CreateInscriptionSalePlan, planCreateInscriptionSale } from './planCreateInscriptionSale.ts'

/**
 * Create Inscription Presale's plan (issue 78): the draft checked, the factory's next sale address
 * and the newest block read, the creation and the escrow as steps; a draft the factory would refuse
 * at the newest block's time, or that the seller's indexed balance does not cover, is refused
 * before anything is sent, and a node that fails is `unread`.
 */
const chain = useLocalTestChain()
const [, seller] = devAccounts
let factory: Address
const tick = 'plan'

/** The seller's balance of the tick by TokenBox's indexer rules, from genesis to the newest block. */
async function indexedBalance(): Promise<TickBalance> {
  const latest = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
  const balance = indexedTickBalance(await indexTestChain(chain, latest), tick, seller)
  return { kind: 'indexed', indexedBlock: Number(latest), balance }
}

/** The form's draft: 40 units of 100 at 0.01 each, starting 10 minutes after `nowMs`, for a day. */
const draftAt = (nowMs: number, values: Partial<InscriptionSaleDraft> = {}): InscriptionSaleDraft => ({
  protocol: 'ASC-20',
  tick,
  amountPerUnit: '100',
  totalUnits: '40',
  softCap: '2',
  maxPerBuyer: '0',
  start: nowMs + 600_000,
  end: nowMs + 86_400_000,
  graceDays: 7,
  priceMode: 'constant',
  startPrice: '0.01',
  endPrice: '',
  ...values,
})

const refusedIssues = (plan: CreateInscriptionSalePlan) =>
  plan.status === 'refused' ? plan.check.issues : `planned ${plan.status}`

beforeAll(async () => {
  ;({ inscriptionSale: factory } = await installTestSharedContracts(chain))
  // The seller deploys the tick and mints 5,000 of it, as any user would.
  await inscribeTestTick(chain, seller, { tick, max: '100000', lim: '5000' })
}, 180_000)

describe('planCreateInscriptionSale', () => {
  it('plans the creation and the escrow at the predicted address, and the sale it makes is the draft', async () => {
    const nowMs = await chainTimeMs(chain)
    const balance = await indexedBalance()
    expect(balance).toMatchObject({ balance: 5_000n })
    const plan = await planCreateInscriptionSale(chain.publicClient, {
      factory,
      account: seller,
      draft: draftAt(nowMs),
      nowMs,
      balance,
    })
    if (plan.status !== 'ready') throw new Error(`planned ${plan.status}`)
    expect(plan.escrowNeeded).toBe(4_000n)
    expect(plan.terms).toMatchObject({ protocol: 'asc-20', tick, totalUnits: 40n, softCap: 2n })
    expect(plan.steps.map((step) => step.type)).toEqual(['call', 'sendData'])
    await chain.runToDone(plan.steps, seller)
    expect(await isFactoryInscriptionSale(chain, factory, plan.sale)).toBe(true)
    // The escrow went to the sale: the indexer now counts 1,000 left with the seller.
    expect(await indexedBalance()).toMatchObject({ balance: 1_000n })
  })

  it('refuses what the form refuses, with nothing read for a field that is not a number yet', async () => {
    const nowMs = await chainTimeMs(chain)
    const notNumber = await planCreateInscriptionSale(nodeDownClient(), {
      factory,
      account: seller,
      draft: draftAt(nowMs, { totalUnits: '4O' }),
      nowMs,
    })
    expect(refusedIssues(notNumber)).toEqual({ totalUnits: { kind: 'notNumber' } })
    const softCapAbove = await planCreateInscriptionSale(nodeDownClient(), {
      factory,
      account: seller,
      draft: draftAt(nowMs, { softCap: '50' }),
      nowMs,
    })
    expect(refusedIssues(softCapAbove)).toEqual({
      totalUnits: { kind: 'terms', key: 'inscriptionSaleInvalidUnits' },
    })
  })

  it("refuses a seller whose indexed balance does not cover the escrow (the first sale's escrow left 1,000)", async () => {
    const nowMs = await chainTimeMs(chain)
    const plan = await planCreateInscriptionSale(chain.publicClient, {
      factory,
      account: seller,
      draft: draftAt(nowMs),
      nowMs,
      balance: await indexedBalance(),
    })
    expect(plan).toMatchObject({ status: 'refused', check: { short: 1_000n, escrowNeeded: 4_000n } })
    // Ten units fit what is left.
    const fits = await planCreateInscriptionSale(chain.publicClient, {
      factory,
      account: seller,
      draft: draftAt(nowMs, { totalUnits: '10' }),
      nowMs,
      balance: await indexedBalance(),
    })
    expect(fits.status).toBe('ready')
  })

  it('says a node that fails as unread', async () => {
    const nowMs = await chainTimeMs(chain)
    const plan = await planCreateInscriptionSale(nodeDownClient(), {
      factory,
      account: seller,
      draft: draftAt(nowMs),
      nowMs,
    })
    expect(plan.status).toBe('unread')
  })

  it("refuses a start before the newest block's time when the chain runs ahead of this device, as the factory does", async () => {
    const deviceMs = await chainTimeMs(chain)
    await chain.publicClient.request({ method: 'evm_increaseTime' as never, params: [3_600] as never })
    await chain.publicClient.request({ method: 'evm_mine' as never, params: [] as never })
    const draft = draftAt(deviceMs, { totalUnits: '10' })
    const plan = await planCreateInscriptionSale(chain.publicClient, {
      factory,
      account: seller,
      draft,
      nowMs: deviceMs,
    })
    expect(refusedIssues(plan)).toEqual({ end: { kind: 'terms', key: 'presaleInvalidTimes' } })
    // The factory refuses the same terms.
    if (plan.status !== 'refused' || !plan.check.terms) throw new Error(`planned ${plan.status}`)
    const { steps } = await createInscriptionSaleSteps(chain.publicClient, {
      factory,
      account: seller,
      terms: plan.check.terms,
      fundEscrow: false,
    })
    const run = await runSteps({
      publicClient: chain.publicClient,
      walletClient: chain.walletClient,
      account: seller,
      steps,
    })
    expect(run.status === 'failed' && run.message.key).toBe('presaleInvalidTimes')
  })
})
