import type { Address } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { nodeDownClient } from '../../testing/planTesting.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { dividendTrackerAbi } from '../contracts/DividendTracker.abi.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import { tokenLockerAbi } from '../contracts/TokenLocker.abi.ts'
import { tokenLockerBytecode } from '../contracts/TokenLocker.bytecode.ts'
import { sharedContractDeployStep } from '../sharedContracts/sharedContracts.ts'
import { deploy } from '../transactions/deploy.ts'
import { createFlow } from './createFlow.ts'
import { type CreateTokenPlan, planCreateToken } from './planCreateToken.ts'
import { defaultSaleFormValues } from './sale/saleFormValues.ts'
import { defaultTokenFormValues } from './tokenFormValues.ts'
import type { TokenTemplateId } from './tokenTemplates.ts'

/**
 * The create screens' plan (issue 78): the shared contracts a template needs are read on the chain
 * (a missing tracker asks the user, a missing hub is deployed by the flow), the locker is listed as
 * excluded from holder dividends where the tracker does not exclude it itself, and a node that
 * fails is `unread`, never "the chain has none".
 */
const chain = useLocalTestChain()
const [creator, excludedByCreator] = devAccounts
/** A TokenLocker away from its shared addresses, as a catalogue may name one. */
let cataloguedLocker: Address
const sharedLocker = sharedContractAddress.TokenLocker.cancun

const valuesOf = (template: TokenTemplateId) => ({
  ...defaultSaleFormValues(Date.now()),
  ...defaultTokenFormValues(creator, template),
  name: 'Planned',
  symbol: 'PLN',
  initialSupply: '1000000',
  router: chain.contracts.router,
  swapBackThreshold: '1000',
  maxSupply: '2000000',
  dividendExcluded: excludedByCreator,
})
const plan = (template: TokenTemplateId, entry: { lock?: Address } = {}) =>
  planCreateToken(chain.publicClient, { template, values: valuesOf(template), entry })
const planned = (result: CreateTokenPlan) => {
  if (result.status === 'unread') throw new Error('the plan did not read the chain', { cause: result.error })
  return result
}

beforeAll(async () => {
  const [made] = await chain.runToDone(
    [deploy({ abi: tokenLockerAbi, bytecode: tokenLockerBytecode, args: [] })],
    creator,
  )
  cataloguedLocker = made?.contractAddress as Address
})

// In order: the chain starts with neither a tracker nor a hub, and the tests deploy them.
describe('planCreateToken', () => {
  it('has a hub sale token deploy the missing hub, with its LP going to the chain’s locker', async () => {
    const sale = planned(await plan('marketingSale'))
    expect(sale).toMatchObject({ status: 'ready', saleHub: null })
    expect(sale).not.toHaveProperty('tracker')
    expect(sale.parameters.template === 'marketingSale' && sale.parameters.sale.locker).toBe(sharedLocker)

    await chain.runToDone([await sharedContractDeployStep('saleHub', 'cancun')], creator)
    expect(await plan('compoundSale')).toMatchObject({
      status: 'ready',
      saleHub: sharedContractAddress.TokenSaleHub.cancun,
    })
  })

  it('asks before a dividend token deploys the chain’s tracker, then names the tracker there', async () => {
    const first = planned(await plan('dividendSale'))
    expect(first).toMatchObject({
      status: 'needsTracker',
      tracker: null,
      saleHub: sharedContractAddress.TokenSaleHub.cancun,
    })
    // The tracker excludes the shared locker from every book itself: only the creator's list.
    expect(first.parameters.template === 'dividendSale' && first.parameters.dividend.excluded).toEqual([
      excludedByCreator,
    ])
    expect(planned(await plan('lpDividend')).status).toBe('needsTracker')

    await chain.runToDone([await sharedContractDeployStep('dividendTracker', 'cancun')], creator)
    const ready = planned(await plan('dividend', { lock: cataloguedLocker }))
    expect(ready).toMatchObject({ status: 'ready', tracker: sharedContractAddress.DividendTracker.cancun })
    expect(ready).not.toHaveProperty('saleHub')
    // A catalogue's locker elsewhere is listed, and the token deployed from the plan keeps it out.
    expect(ready.parameters.template === 'dividend' && ready.parameters.dividend.excluded).toEqual([
      excludedByCreator,
      cataloguedLocker,
    ])
    const flow = await createFlow('dividend', ready.parameters, 'cancun', ready.tracker, ready.saleHub)
    const results = await chain.runToDone([...flow.steps.slice(0, flow.verifyIndex)], creator)
    const token = results[flow.tokenIndex]?.contractAddress as Address
    for (const account of [excludedByCreator, cataloguedLocker, sharedLocker])
      expect(
        await chain.publicClient.readContract({
          address: sharedContractAddress.DividendTracker.cancun,
          abi: dividendTrackerAbi,
          functionName: 'isExcluded',
          args: [token, account],
        }),
      ).toBe(true)
  })

  it('says a node that fails as unread, and reads nothing for a template that needs nothing shared', async () => {
    const down = nodeDownClient()
    const values = (template: TokenTemplateId) => ({ template, values: valuesOf(template), entry: {} })
    for (const template of ['dividend', 'marketingSale', 'lpDividend'] as const)
      expect(await planCreateToken(down, values(template))).toMatchObject({ status: 'unread' })
    expect(await planCreateToken(down, values('standard'))).toMatchObject({ status: 'ready' })
  })
})
