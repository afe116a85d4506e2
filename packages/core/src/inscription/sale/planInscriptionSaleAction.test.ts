import type { Address } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { passTime } from '../../../testing/chainClock.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { nodeDownClient, planRefusal, readyStepsOf } from '../../../testing/planTesting.ts'
import {
  indexedTickBalance,
  indexTestChain,
  inscribeTestTick,
  testInscriptionSalePrice,
  testInscriptionSaleTerms,
} from '../../../testing/testInscriptions.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { sharedContractAddress } from '../../contracts/sharedContracts.ts'
import { sharedContractDeployStep } from '../../sharedContracts/sharedContracts.ts'
import { createInscriptionSaleSteps } from './createInscriptionSaleSteps.ts'
import { inscriptionSaleActions } from './inscriptionSaleActions.ts'
import { inscriptionSaleCost } from './inscriptionSaleCost.ts'
import type { InscriptionSaleTerms } from './inscriptionSaleTerms.ts'
import {
  type PlanInscriptionSaleActionParameters,
  planInscriptionSaleAction,
} from './planInscriptionSaleAction.ts'
import { readInscriptionSale } from './readInscriptionSale.ts'

/**
 * The inscription sale page's plan (issue 78): the sale and the account's position are read at the
 * newest block, an action they no longer allow is refused in the contract's words before anything
 * is sent, a purchase is refused while the indexer's escrow does not cover the sale, and a price
 * that rose since the page showed it is `stale`.
 */
const chain = useLocalTestChain()
const [, seller, alice, bob] = devAccounts
let factory: Address
const price = testInscriptionSalePrice
const tick = 'plan'

const plan = (parameters: PlanInscriptionSaleActionParameters, client = chain.publicClient) =>
  planInscriptionSaleAction(client, parameters)
const refused = planRefusal

/** The sale's balance of the tick by TokenBox's indexer rules, read from genesis: the escrow. */
async function indexedEscrow(sale: Address): Promise<bigint> {
  const state = await indexTestChain(chain, await chain.publicClient.getBlockNumber({ cacheTime: 0 }))
  return indexedTickBalance(state, tick, sale)
}

async function createSale(overrides: Partial<InscriptionSaleTerms>): Promise<Address> {
  const terms = await testInscriptionSaleTerms(chain, tick, overrides)
  const created = await createInscriptionSaleSteps(chain.publicClient, { factory, account: seller, terms })
  await chain.runToDone(created.steps, seller)
  return created.sale
}

beforeAll(async () => {
  await chain.runToDone([await sharedContractDeployStep('inscriptionSale', 'cancun')], seller)
  factory = sharedContractAddress.InscriptionSaleFactory.cancun
  await inscribeTestTick(chain, seller, { tick, max: '10000000', lim: '100000', mints: 2 })
}, 180_000)

describe('planInscriptionSaleAction', () => {
  it('buys only what the live sale, its escrow and the buyer limit allow, then finalizes and claims', async () => {
    const sale = await createSale({})
    const escrow = await indexedEscrow(sale)
    expect(escrow).toBe(100_000n)
    const buy = (account: Address, units: bigint, held = escrow) =>
      plan({ sale, account, action: { kind: 'buy', units }, escrow: held })
    // Not started: refused as the contract would refuse it, nothing sent.
    expect(await buy(alice, 1n)).toEqual(refused('presaleNotStarted'))
    expect(await plan({ sale, account: alice, action: { kind: 'cancel' }, escrow })).toEqual(
      refused('noPermission'),
    )
    expect((await plan({ sale, account: seller, action: { kind: 'cancel' }, escrow })).status).toBe('ready')
    await passTime(chain, 60)
    expect(await buy(alice, 0n)).toEqual(refused('zeroAmount'))
    expect(await buy(alice, 101n)).toEqual(refused('presaleHardCapExceeded'))
    expect(await buy(alice, 51n)).toEqual(refused('presaleAbovePerBuyer'))
    // The indexer counts less than the sale owes: no purchase, whatever the contract would take.
    expect(await buy(alice, 1n, escrow - 1n)).toEqual({ status: 'uncovered' })
    const ready = await buy(alice, 30n)
    expect(ready).toMatchObject({ status: 'ready', kind: 'buy', cost: price * 30n, sale: { status: 'live' } })
    await chain.runToDone(readyStepsOf(ready), alice)
    // 30 held: 21 more is over the 50 per buyer, 20 fits.
    expect(await buy(alice, 21n)).toEqual(refused('presaleAbovePerBuyer'))
    await chain.runToDone(readyStepsOf(await buy(bob, 20n)), bob)
    expect(await plan({ sale, account: seller, action: { kind: 'cancel' }, escrow })).toEqual(
      refused('inscriptionSaleCannotCancel'),
    )
    expect(await plan({ sale, account: bob, action: { kind: 'finalize' }, escrow })).toEqual(
      refused('presaleStillLive'),
    )
    expect(await plan({ sale, account: alice, action: { kind: 'claim' }, escrow })).toEqual(
      refused('inscriptionSaleNothingToClaim'),
    )
    await passTime(chain, 86_400)
    expect(await buy(bob, 1n)).toEqual(refused('presaleAwaitingFinalize'))
    await chain.runToDone(
      readyStepsOf(await plan({ sale, account: bob, action: { kind: 'finalize' }, escrow })),
      bob,
    )
    const claim = await plan({ sale, account: alice, action: { kind: 'claim' }, escrow })
    await chain.runToDone(readyStepsOf(claim), alice)
    expect((await readInscriptionSale(chain.publicClient, { sale, account: alice }))?.position).toMatchObject(
      {
        claimed: true,
      },
    )
    // Claimed once: the page's button is gone, and a second click is refused.
    expect(await plan({ sale, account: alice, action: { kind: 'claim' }, escrow })).toEqual(
      refused('inscriptionSaleNothingToClaim'),
    )
    expect(await plan({ sale, account: alice, action: { kind: 'refund' }, escrow })).toEqual(
      refused('presaleFinalized'),
    )
  })

  it('says a price that rose since the page showed it as stale, and refunds and reclaims a failed sale', async () => {
    const terms = { priceMode: 'floating', endPrice: price * 4n, softCap: 90n, maxPerBuyer: 0n } as const
    const sale = await createSale(terms)
    await passTime(chain, 60)
    const escrow = await indexedEscrow(sale)
    const read = await readInscriptionSale(chain.publicClient, { sale })
    const shown = inscriptionSaleCost(read!.terms, 0n, 5n)
    // Bob buys first: on the curve Alice's five units now cost more than her button said.
    const bobs = await plan({ sale, account: bob, action: { kind: 'buy', units: 10n }, escrow })
    await chain.runToDone(readyStepsOf(bobs), bob)
    const stale = await plan({
      sale,
      account: alice,
      action: { kind: 'buy', units: 5n, quoted: shown },
      escrow,
    })
    const now = inscriptionSaleCost(read!.terms, 10n, 5n)
    expect(now).toBeGreaterThan(shown)
    expect(stale).toEqual({ status: 'stale', cost: now })
    // The price shown again is sent as the limit.
    const again = await plan({
      sale,
      account: alice,
      action: { kind: 'buy', units: 5n, quoted: now },
      escrow,
    })
    expect(again).toMatchObject({ status: 'ready', cost: now })
    await chain.runToDone(readyStepsOf(again), alice)
    // Below the soft cap at the end: failed.
    await passTime(chain, 86_400)
    expect(await plan({ sale, account: seller, action: { kind: 'finalize' }, escrow })).toEqual(
      refused('presaleFailed'),
    )
    const failed = await readInscriptionSale(chain.publicClient, { sale, account: alice })
    expect(inscriptionSaleActions(failed!, alice, escrow)).toMatchObject({
      actions: ['refund'],
      reclaim: false,
    })
    await chain.runToDone(
      readyStepsOf(await plan({ sale, account: alice, action: { kind: 'refund' }, escrow })),
      alice,
    )
    expect(await plan({ sale, account: alice, action: { kind: 'refund' }, escrow })).toEqual(
      refused('presaleNothingToRefund'),
    )
    expect(await plan({ sale, account: alice, action: { kind: 'reclaim' }, escrow })).toEqual(
      refused('noPermission'),
    )
    const reclaim = await plan({ sale, account: seller, action: { kind: 'reclaim' }, escrow })
    await chain.runToDone(readyStepsOf(reclaim), seller)
    expect(await indexedEscrow(sale)).toBe(0n)
    expect(await plan({ sale, account: seller, action: { kind: 'reclaim' }, escrow: 0n })).toEqual(
      refused('presaleNothingToRefund'),
    )
  })

  it('refuses an address that holds no sale, and says a node that fails as unread', async () => {
    const action = { kind: 'finalize' } as const
    expect(await plan({ sale: chain.contracts.lock, account: bob, action, escrow: undefined })).toEqual(
      refused('saleUnknown'),
    )
    expect(await plan({ sale: seller, account: bob, action, escrow: undefined })).toEqual(
      refused('saleUnknown'),
    )
    expect(
      (await plan({ sale: factory, account: bob, action, escrow: undefined }, nodeDownClient())).status,
    ).toBe('unread')
  })
})
