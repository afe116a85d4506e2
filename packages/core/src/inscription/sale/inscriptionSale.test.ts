import { type Address, decodeEventLog, type TransactionReceipt } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTime, passTime } from '../../../testing/chainClock.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import { contractRefusal } from '../../../testing/planTesting.ts'
import {
  indexedTickBalance,
  indexTestChain,
  inscribeTestTick,
  isFactoryInscriptionSale,
  testInscriptionSalePrice,
  testInscriptionSaleTerms,
} from '../../../testing/testInscriptions.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { inscriptionSaleAbi } from '../../contracts/InscriptionSale.abi.ts'
import { sharedContractAddress } from '../../contracts/sharedContracts.ts'
import { sharedContractDeployStep } from '../../sharedContracts/sharedContracts.ts'
import type { Step } from '../../transactions/types.ts'
import { buildTransferInscription } from '../buildInscription.ts'
import type { InscriptionIndexState } from '../indexer/types.ts'
import { createInscriptionSaleSteps } from './createInscriptionSaleSteps.ts'
import { fundInscriptionSaleEscrowStep } from './fundInscriptionSaleEscrowStep.ts'
import {
  buyInscriptionSaleStep,
  inscriptionSaleActionStep,
  reclaimInscriptionSaleEscrowStep,
} from './inscriptionSaleActionSteps.ts'
import { inscriptionSaleCost } from './inscriptionSaleCost.ts'
import { inscriptionSaleEscrowStatus } from './inscriptionSaleEscrowStatus.ts'
import type { InscriptionSaleTerms } from './inscriptionSaleTerms.ts'
import { listInscriptionSales } from './listInscriptionSales.ts'
import { quoteInscriptionSale } from './quoteInscriptionSale.ts'
import { readInscriptionSale } from './readInscriptionSale.ts'
import { validateInscriptionSaleTerms } from './validateInscriptionSaleTerms.ts'

const chain = useLocalTestChain()
const [, seller, alice, bob] = devAccounts
let factory: Address
const price = testInscriptionSalePrice
const tick = 'sale'

/** Runs steps that must fail and returns the translated message's key (undefined: they went through). */
const failureKey = (steps: Step[], account: Address) => contractRefusal(chain, steps, account)

/** The chain's inscriptions from genesis by TokenBox's indexer rules. */
const indexChain = async () =>
  indexTestChain(chain, await chain.publicClient.getBlockNumber({ cacheTime: 0 }))

const balanceOf = (state: InscriptionIndexState, owner: Address) => indexedTickBalance(state, tick, owner)

/** The ESIP-3 creations a receipt carries, decoded with the sale's ABI. */
function creations(receipt: TransactionReceipt | undefined): { initialOwner: Address; contentURI: string }[] {
  return (receipt?.logs ?? []).flatMap((log) => {
    try {
      const event = decodeEventLog({ abi: inscriptionSaleAbi, data: log.data, topics: log.topics })
      return event.eventName === 'ethscriptions_protocol_CreateEthscription' ? [event.args] : []
    } catch {
      return []
    }
  })
}

const termsOf = (overrides: Partial<InscriptionSaleTerms> = {}) =>
  testInscriptionSaleTerms(chain, tick, overrides)

async function createSale(terms: InscriptionSaleTerms): Promise<Address> {
  expect(validateInscriptionSaleTerms({ ...terms, protocol: 'asc-20' }, await chainTime(chain))).toEqual({})
  const plan = await createInscriptionSaleSteps(chain.publicClient, { factory, account: seller, terms })
  expect(plan.escrowNeeded).toBe(terms.totalUnits * terms.amountPerUnit)
  await chain.runToDone(plan.steps, seller)
  expect(await isFactoryInscriptionSale(chain, factory, plan.sale)).toBe(true)
  return plan.sale
}

beforeAll(async () => {
  // The shared factory at its one CREATE2 address, as every chain gets it.
  const [deployed] = await chain.runToDone(
    [await sharedContractDeployStep('inscriptionSale', 'cancun')],
    seller,
  )
  factory = sharedContractAddress.InscriptionSaleFactory.cancun
  expect(deployed?.contractAddress).toBe(factory)
  // The seller deploys the tick and mints what it will sell (two sales' worth).
  await inscribeTestTick(chain, seller, { tick, max: '10000000', lim: '100000', mints: 2 })
}, 180_000)

describe('inscription presale on a real chain', () => {
  let sale: Address

  it('creates the sale at the predicted address and funds its escrow by a transfer the indexer counts', async () => {
    sale = await createSale(await termsOf())
    const state = await indexChain()
    expect(balanceOf(state, sale)).toBe(100_000n)
    expect(balanceOf(state, seller)).toBe(100_000n)
    const read = await readInscriptionSale(chain.publicClient, { sale, account: alice })
    expect(read).toMatchObject({
      seller,
      factory,
      status: 'upcoming',
      sold: 0n,
      escrowNeeded: 100_000n,
      terms: { protocol: 'asc-20', tick, priceMode: 'constant', totalUnits: 100n },
      position: { units: 0n, paid: 0n, claimable: false, refundable: false },
    })
  })

  it('sells at the quote, returns the excess, and refuses with the catalogue texts', async () => {
    expect(await failureKey([buyInscriptionSaleStep({ sale, units: 1n, value: price })], alice)).toBe(
      'presaleNotStarted',
    )
    await passTime(chain, 60)
    // The page's check: the indexer's balance of the sale covers every unit for sale.
    const live = await readInscriptionSale(chain.publicClient, { sale })
    expect(live && inscriptionSaleEscrowStatus(live, balanceOf(await indexChain(), sale))).toMatchObject({
      owed: 100_000n,
      covered: true,
      canBuy: true,
    })
    const quote = await quoteInscriptionSale(chain.publicClient, { sale, units: 30n })
    expect(quote).toBe(price * 30n)
    const before = await chain.publicClient.getBalance({ address: alice })
    const [bought] = await chain.runToDone(
      [buyInscriptionSaleStep({ sale, units: 30n, value: quote + price })],
      alice,
    )
    const receipt = bought!.receipt!
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(before - (await chain.publicClient.getBalance({ address: alice })) - fee).toBe(quote)
    expect(await failureKey([buyInscriptionSaleStep({ sale, units: 10n, value: price })], bob)).toBe(
      'inscriptionSaleValueTooLow',
    )
    expect(await failureKey([buyInscriptionSaleStep({ sale, units: 21n, value: price * 21n })], alice)).toBe(
      'presaleAbovePerBuyer',
    )
    await chain.runToDone([buyInscriptionSaleStep({ sale, units: 20n, value: price * 20n })], bob)
    expect(await failureKey([inscriptionSaleActionStep('cancel', { sale })], seller)).toBe(
      'inscriptionSaleCannotCancel',
    )
    const read = await readInscriptionSale(chain.publicClient, { sale, account: alice })
    expect(read).toMatchObject({
      status: 'live',
      sold: 50n,
      raised: price * 50n,
      buyers: 2,
      progressBps: 5_000,
    })
    expect(read?.position).toMatchObject({ units: 30n, paid: price * 30n })
  })

  it('finalizes (anyone), pays the seller, returns the unsold escrow and delivers each claim once by event', async () => {
    expect(await failureKey([inscriptionSaleActionStep('finalize', { sale })], bob)).toBe('presaleStillLive')
    await passTime(chain, 86_400)
    const sellerBefore = await chain.publicClient.getBalance({ address: seller })
    const [finalized] = await chain.runToDone([inscriptionSaleActionStep('finalize', { sale })], bob)
    expect(await chain.publicClient.getBalance({ address: seller })).toBe(sellerBefore + price * 50n)
    const unsold = buildTransferInscription({ protocol: 'asc-20', tick, amt: 50_000n })
    expect(creations(finalized?.receipt)).toEqual([
      { initialOwner: seller, contentURI: unsold.ok && unsold.text },
    ])

    const [claimed] = await chain.runToDone([inscriptionSaleActionStep('claim', { sale })], alice)
    const delivered = buildTransferInscription({ protocol: 'asc-20', tick, amt: 30_000n })
    expect(creations(claimed?.receipt)).toEqual([
      { initialOwner: alice, contentURI: delivered.ok && delivered.text },
    ])
    expect(await failureKey([inscriptionSaleActionStep('claim', { sale })], alice)).toBe(
      'inscriptionSaleNothingToClaim',
    )
    expect(await failureKey([inscriptionSaleActionStep('refund', { sale })], alice)).toBe('presaleFinalized')
    // Bob has not claimed: the escrow stays locked for him.
    expect(await failureKey([reclaimInscriptionSaleEscrowStep({ sale, amount: 1n })], seller)).toBe(
      'inscriptionSaleEscrowLocked',
    )
    const read = await readInscriptionSale(chain.publicClient, { sale, account: bob })
    expect(read).toMatchObject({ status: 'finalized', raised: 0n, claimedUnits: 30n })
    expect(read?.position).toMatchObject({ claimable: true, claimed: false })
    // TokenBox's indexer reads the sale's ESIP-3 transfers: the unsold went back to the seller, Alice
    // holds her units, and the sale still holds Bob's, which is exactly what it owes.
    const indexed = await indexChain()
    expect([balanceOf(indexed, seller), balanceOf(indexed, alice), balanceOf(indexed, sale)]).toEqual([
      150_000n,
      30_000n,
      20_000n,
    ])
    expect(read && inscriptionSaleEscrowStatus(read, balanceOf(indexed, sale))).toMatchObject({
      owed: 20_000n,
      covered: true,
      surplus: 0n,
    })
  })

  it('refunds exactly when the soft cap is missed, and the seller takes the escrow back', async () => {
    const failing = await createSale(
      await termsOf({ priceMode: 'floating', endPrice: price * 4n, softCap: 90n, maxPerBuyer: 0n }),
    )
    await passTime(chain, 60)
    const quote = await quoteInscriptionSale(chain.publicClient, { sale: failing, units: 10n })
    await chain.runToDone([buyInscriptionSaleStep({ sale: failing, units: 10n, value: quote })], alice)
    await passTime(chain, 86_400)
    expect(
      (await readInscriptionSale(chain.publicClient, { sale: failing, account: alice }))?.position,
    ).toMatchObject({ refundable: true })
    const before = await chain.publicClient.getBalance({ address: alice })
    const [refunded] = await chain.runToDone([inscriptionSaleActionStep('refund', { sale: failing })], alice)
    const fee = refunded!.receipt!.gasUsed * refunded!.receipt!.effectiveGasPrice
    expect((await chain.publicClient.getBalance({ address: alice })) - before + fee).toBe(quote)
    expect(await failureKey([inscriptionSaleActionStep('refund', { sale: failing })], alice)).toBe(
      'presaleNothingToRefund',
    )
    const [reclaimed] = await chain.runToDone(
      [reclaimInscriptionSaleEscrowStep({ sale: failing, amount: 100_000n })],
      seller,
    )
    const back = buildTransferInscription({ protocol: 'asc-20', tick, amt: 100_000n })
    expect(creations(reclaimed?.receipt)).toEqual([
      { initialOwner: seller, contentURI: back.ok && back.text },
    ])
    const indexed = await indexChain()
    expect([balanceOf(indexed, failing), balanceOf(indexed, seller)]).toEqual([0n, 150_000n])
  })

  it("lists the chain's sales newest first, by search and by 'mine'", async () => {
    const all = await listInscriptionSales(chain.publicClient, { factory, fromBlock: 0n, account: bob })
    expect(all.map((entry) => entry.terms.priceMode)).toEqual(['floating', 'constant'])
    expect(all[1]).toMatchObject({ sale, status: 'finalized', position: { units: 20n } })
    const byTick = await listInscriptionSales(chain.publicClient, {
      factory,
      fromBlock: 0n,
      search: tick.toUpperCase(),
    })
    expect(byTick).toHaveLength(2)
    expect(
      await listInscriptionSales(chain.publicClient, { factory, fromBlock: 0n, search: 'no-such-tick' }),
    ).toEqual([])
    // Bob bought only in the first sale; the seller created both.
    const bobs = await listInscriptionSales(chain.publicClient, {
      factory,
      fromBlock: 0n,
      account: bob,
      mine: true,
    })
    expect(bobs.map((entry) => entry.sale)).toEqual([sale])
    expect(
      await listInscriptionSales(chain.publicClient, { factory, fromBlock: 0n, account: seller, mine: true }),
    ).toHaveLength(2)
  })

  it("mirrors the contract's price curve in core", async () => {
    const terms = await termsOf({
      priceMode: 'floating',
      startPrice: 7n,
      endPrice: 1_000_003n,
      totalUnits: 997n,
    })
    const curve = await createSale({ ...terms, softCap: 0n, maxPerBuyer: 0n })
    let seed = 12_345n
    const next = (bound: bigint) => {
      seed = (seed * 6_364_136_223_846_793_005n + 1_442_695_040_888_963_407n) % 2n ** 64n
      return seed % bound
    }
    for (let round = 0; round < 25; round++) {
      const sold = next(997n)
      const units = next(997n - sold + 1n)
      const onChain = await chain.publicClient.readContract({
        address: curve,
        abi: inscriptionSaleAbi,
        functionName: 'costOf',
        args: [sold, units],
      })
      expect(inscriptionSaleCost(terms, sold, units)).toBe(onChain)
    }
  })

  it('refuses terms the factory would refuse, with its texts', async () => {
    const now = await chainTime(chain)
    const terms = await termsOf({ protocol: 'asc-20' })
    expect(validateInscriptionSaleTerms({ ...terms, tick: 'a"b' }, now)).toEqual({
      tick: 'inscriptionSaleInvalidTick',
    })
    expect(validateInscriptionSaleTerms({ ...terms, protocol: 'ASC-20' }, now)).toEqual({
      tick: 'inscriptionSaleInvalidTick',
    })
    expect(validateInscriptionSaleTerms({ ...terms, softCap: 101n }, now)).toEqual({
      units: 'inscriptionSaleInvalidUnits',
    })
    expect(validateInscriptionSaleTerms({ ...terms, end: terms.start }, now)).toEqual({
      times: 'presaleInvalidTimes',
    })
    expect(validateInscriptionSaleTerms({ ...terms, finalizeGrace: 3_600 }, now)).toEqual({
      grace: 'presaleInvalidGrace',
    })
    expect(validateInscriptionSaleTerms({ ...terms, priceMode: 'floating' }, now)).toEqual({
      price: 'inscriptionSaleInvalidPrice',
    })
    expect(
      validateInscriptionSaleTerms({ ...terms, startPrice: 2n ** 127n, endPrice: 2n ** 127n }, now),
    ).toEqual({ price: 'inscriptionSaleInvalidPrice' })
    // The contract agrees: the same terms revert with the same text.
    expect(
      await failureKey(
        (
          await createInscriptionSaleSteps(chain.publicClient, {
            factory,
            account: seller,
            terms: { ...terms, softCap: 101n },
          })
        ).steps,
        seller,
      ),
    ).toBe('inscriptionSaleInvalidUnits')
    // Neither an account nor another contract reads as a sale.
    expect(await readInscriptionSale(chain.publicClient, { sale: alice })).toBeNull()
    expect(await readInscriptionSale(chain.publicClient, { sale: factory })).toBeNull()
    expect(() =>
      fundInscriptionSaleEscrowStep({ sale: factory, protocol: 'asc-20', tick, amount: 0n }),
    ).toThrow(RangeError)
  })
})
