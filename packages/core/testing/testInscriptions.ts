import { type Address, parseEther } from 'viem'
import { inscriptionSaleFactoryAbi } from '../src/contracts/InscriptionSaleFactory.abi.ts'
import { buildDeployInscription, buildMintInscription } from '../src/inscription/buildInscription.ts'
import { applyInscriptionBlock } from '../src/inscription/indexer/applyInscriptionBlock.ts'
import { emptyInscriptionIndexState } from '../src/inscription/indexer/emptyInscriptionIndexState.ts'
import { readInscriptionSourceBlocks } from '../src/inscription/indexer/readInscriptionSourceBlocks.ts'
import {
  type InscriptionIndexState,
  inscriptionBalanceKey,
  inscriptionTickKey,
} from '../src/inscription/indexer/types.ts'
import { inscribeSteps } from '../src/inscription/inscribeSteps.ts'
import type { InscriptionSaleTerms } from '../src/inscription/sale/inscriptionSaleTerms.ts'
import { chainTime } from './chainClock.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * `account` deploys the ASC-20 `tick` (up to `max`, `lim` a mint) and mints it `mints` times at the
 * full `lim`, by the inscriptions any user would send.
 *
 * @example
 * await inscribeTestTick(chain, seller, { tick: 'plan', max: '100000', lim: '5000' })
 */
export async function inscribeTestTick(
  chain: LocalTestChain,
  account: Address,
  { tick, max, lim, mints = 1 }: { tick: string; max: string; lim: string; mints?: number },
): Promise<void> {
  const deploy = buildDeployInscription({ protocol: 'asc-20', tick, max, lim })
  const mint = buildMintInscription({ protocol: 'asc-20', tick, amt: lim })
  if (!deploy.ok || !mint.ok) throw new Error('bad test inscriptions')
  await chain.runToDone(
    [...inscribeSteps({ text: deploy.text }), ...inscribeSteps({ text: mint.text, count: mints })],
    account,
  )
}

/** The chain's inscriptions from genesis to `latest` by TokenBox's indexer rules. */
export async function indexTestChain(chain: LocalTestChain, latest: bigint): Promise<InscriptionIndexState> {
  const { blocks } = await readInscriptionSourceBlocks(chain.publicClient, { from: 0n, to: latest })
  let state = emptyInscriptionIndexState()
  for (const block of blocks) state = applyInscriptionBlock(state, block).state
  return state
}

/** `owner`'s indexed balance of the ASC-20 `tick` in `state`. */
export const indexedTickBalance = (state: InscriptionIndexState, tick: string, owner: Address) =>
  state.balances.get(inscriptionBalanceKey(inscriptionTickKey('asc-20', tick), owner)) ?? 0n

/** The price a unit of {@link testInscriptionSaleTerms}'s sale. */
export const testInscriptionSalePrice = parseEther('0.01')

/**
 * An inscription sale's terms: 100 units of 1,000 `tick` at {@link testInscriptionSalePrice}, a
 * 20-unit soft cap and 50 a buyer, starting a minute after the chain's time and ending a day after
 * it, a week's grace to finalize; `overrides` replace any of them.
 */
export async function testInscriptionSaleTerms(
  chain: LocalTestChain,
  tick: string,
  overrides: Partial<InscriptionSaleTerms> = {},
): Promise<InscriptionSaleTerms> {
  const now = await chainTime(chain)
  return {
    protocol: 'ASC-20',
    tick,
    amountPerUnit: 1000n,
    totalUnits: 100n,
    softCap: 20n,
    maxPerBuyer: 50n,
    start: now + 60n,
    end: now + 86_400n,
    finalizeGrace: 7 * 86_400,
    priceMode: 'constant',
    startPrice: testInscriptionSalePrice,
    endPrice: testInscriptionSalePrice,
    ...overrides,
  }
}

/**
 * Whether the InscriptionSaleFactory at `factory` counts `sale` as one of its sales (its `isSale`
 * record: what a list or a page trusts), after a test created it.
 *
 * @example
 * expect(await isFactoryInscriptionSale(chain, factory, plan.sale)).toBe(true)
 */
export const isFactoryInscriptionSale = (chain: LocalTestChain, factory: Address, sale: Address) =>
  chain.publicClient.readContract({
    address: factory,
    abi: inscriptionSaleFactoryAbi,
    functionName: 'isSale',
    args: [sale],
  })
