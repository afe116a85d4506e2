import { type Address, createPublicClient, custom, type PublicClient } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  installTestSharedContracts,
  type LocalTestChain,
  startLocalTestChain,
} from '../../../testing/localTestChain.ts'
import { inscriptionSaleFactoryAbi } from '../../contracts/InscriptionSaleFactory.abi.ts'
import { runSteps } from '../../transactions/runSteps.ts'
import { buildDeployInscription, buildMintInscription } from '../buildInscription.ts'
import { applyInscriptionBlock } from '../indexer/applyInscriptionBlock.ts'
import { emptyInscriptionIndexState } from '../indexer/emptyInscriptionIndexState.ts'
import { readInscriptionSourceBlocks } from '../indexer/readInscriptionSourceBlocks.ts'
import { inscriptionBalanceKey, inscriptionTickKey } from '../indexer/types.ts'
import { inscribeSteps } from '../inscribeSteps.ts'
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
let chain: LocalTestChain
let factory: Address
let seller: Address
const tick = 'plan'

const down = () =>
  createPublicClient({
    chain: hardhat,
    transport: custom({
      request: async () => {
        throw new Error('connect ECONNREFUSED')
      },
    }),
  }) as PublicClient

const chainNowMs = async () => Number((await chain.publicClient.getBlock()).timestamp) * 1000

/** The seller's balance of the tick by TokenBox's indexer rules, from genesis to the newest block. */
async function indexedBalance(): Promise<TickBalance> {
  const latest = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
  const { blocks } = await readInscriptionSourceBlocks(chain.publicClient, { from: 0n, to: latest })
  let state = emptyInscriptionIndexState()
  for (const block of blocks) state = applyInscriptionBlock(state, block).state
  const key = inscriptionBalanceKey(inscriptionTickKey('asc-20', tick), seller)
  return { kind: 'indexed', indexedBlock: Number(latest), balance: state.balances.get(key) ?? 0n }
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
  chain = await startLocalTestChain()
  seller = chain.accounts[1] as Address
  ;({ inscriptionSale: factory } = await installTestSharedContracts(chain))
  // The seller deploys the tick and mints 5,000 of it, as any user would.
  const deploy = buildDeployInscription({ protocol: 'asc-20', tick, max: '100000', lim: '5000' })
  const mint = buildMintInscription({ protocol: 'asc-20', tick, amt: '5000' })
  if (!deploy.ok || !mint.ok) throw new Error('bad test inscriptions')
  await chain.runToDone(
    [...inscribeSteps({ text: deploy.text }), ...inscribeSteps({ text: mint.text })],
    seller,
  )
}, 180_000)

afterAll(async () => {
  await chain?.stop()
})

describe('planCreateInscriptionSale', () => {
  it('plans the creation and the escrow at the predicted address, and the sale it makes is the draft', async () => {
    const nowMs = await chainNowMs()
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
    expect(
      await chain.publicClient.readContract({
        address: factory,
        abi: inscriptionSaleFactoryAbi,
        functionName: 'isSale',
        args: [plan.sale],
      }),
    ).toBe(true)
    // The escrow went to the sale: the indexer now counts 1,000 left with the seller.
    expect(await indexedBalance()).toMatchObject({ balance: 1_000n })
  })

  it('refuses what the form refuses, with nothing read for a field that is not a number yet', async () => {
    const nowMs = await chainNowMs()
    const notNumber = await planCreateInscriptionSale(down(), {
      factory,
      account: seller,
      draft: draftAt(nowMs, { totalUnits: '4O' }),
      nowMs,
    })
    expect(refusedIssues(notNumber)).toEqual({ totalUnits: { kind: 'notNumber' } })
    const softCapAbove = await planCreateInscriptionSale(down(), {
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
    const nowMs = await chainNowMs()
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
    const nowMs = await chainNowMs()
    const plan = await planCreateInscriptionSale(down(), {
      factory,
      account: seller,
      draft: draftAt(nowMs),
      nowMs,
    })
    expect(plan.status).toBe('unread')
  })

  it("refuses a start before the newest block's time when the chain runs ahead of this device, as the factory does", async () => {
    const deviceMs = await chainNowMs()
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
