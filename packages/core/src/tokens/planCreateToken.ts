import type { Address, PublicClient } from 'viem'
import type { ChainEntry } from '../chains/types.ts'
import { dividendTrackerRuntime } from '../contracts/DividendTracker.abi.ts'
import { tokenLockerRuntime } from '../contracts/TokenLocker.abi.ts'
import { tokenSaleHubRuntime } from '../contracts/TokenSaleHub.abi.ts'
import { readSharedContract } from '../sharedContracts/readSharedContract.ts'
import type { CreateTokenParameters } from './createTokenDeployStep.ts'
import { dividendExclusions } from './dividends/dividendExclusions.ts'
import { type SaleFormValues, toHubSaleParameters } from './sale/saleFormValues.ts'
import { type TokenFormValues, toCreateTokenParameters } from './tokenFormValues.ts'
import { isDividendTemplate, isHubSaleTemplate, type TokenTemplateId } from './tokenTemplates.ts'

/**
 * What a token creation needs before its flow (createFlow) is built: the deploy parameters and the
 * chain's shared contracts the token names, each an address, null when the chain has none yet (the
 * flow then deploys it at its shared address), or absent when the template takes none.
 * `needsTracker`: the flow would deploy the chain's dividend tracker first, which the user agrees
 * to before anything is sent ("Before creating tokens you need to create a dividend contract").
 * `unread`: a read of the chain failed, said as such, never taken for "the chain has none".
 */
export type CreateTokenPlan =
  | {
      status: 'ready' | 'needsTracker'
      parameters: CreateTokenParameters
      tracker?: Address | null
      saleHub?: Address | null
    }
  | { status: 'unread'; error: unknown }

export type PlanCreateTokenParameters = {
  template: TokenTemplateId
  /** The form's validated values; a `?t=1` hub sale token's form holds the sale's fields too. */
  values: TokenFormValues & Partial<SaleFormValues>
  /** The chain's catalogue entry: its own locker, tracker and hub addresses, where it names them. */
  entry: Pick<ChainEntry, 'lock' | 'dividendTracker' | 'saleHub'>
}

/** The shared contracts a token may name, each with its code: only an address holding it counts. */
const sharedRuntimes = {
  lock: tokenLockerRuntime,
  saleHub: tokenSaleHubRuntime,
  dividendTracker: dividendTrackerRuntime,
} as const

/**
 * One token creation's plan (issue 78: the screen renders a core plan): reads the shared
 * contracts the template needs, and only those (the locker a sale's LP goes to and that a holder-
 * dividend token lists as excluded, the sale hub, the dividend tracker), and builds the deploy
 * parameters with them.
 *
 * @example
 * const plan = await planCreateToken(publicClient, { template: 'dividend', values, entry })
 * if (plan.status === 'needsTracker' && !(await askUser())) return
 * if (plan.status !== 'unread') await run(await createFlow(template, plan.parameters, build, plan.tracker, plan.saleHub))
 */
export async function planCreateToken(
  client: PublicClient,
  { template, values, entry }: PlanCreateTokenParameters,
): Promise<CreateTokenPlan> {
  const sale = isHubSaleTemplate(template)
  const dividends = isDividendTemplate(template)
  // Holder dividends keep a book per holder: the locker's holdings are kept out of it.
  const holderDividends = template === 'dividend' || template === 'dividendSale'
  const read = (kind: keyof typeof sharedRuntimes, needed: boolean) =>
    needed
      ? readSharedContract(client, { kind, catalogued: entry[kind], runtime: sharedRuntimes[kind] })
      : undefined
  let locker: Address | null | undefined
  let saleHub: Address | null | undefined
  let tracker: Address | null | undefined
  try {
    ;[locker, saleHub, tracker] = await Promise.all([
      read('lock', sale || holderDividends),
      read('saleHub', sale),
      read('dividendTracker', dividends),
    ])
  } catch (error) {
    return { status: 'unread', error }
  }
  let parameters = sale
    ? toHubSaleParameters(template, values as TokenFormValues & SaleFormValues, locker)
    : toCreateTokenParameters(template, values)
  if (parameters.template === 'dividend' || parameters.template === 'dividendSale') {
    const { dividend } = parameters
    parameters = {
      ...parameters,
      dividend: { ...dividend, excluded: dividendExclusions(dividend.excluded, [locker]) },
    }
  }
  return {
    status: tracker === null ? 'needsTracker' : 'ready',
    parameters,
    ...(dividends ? { tracker } : {}),
    ...(sale ? { saleHub } : {}),
  }
}
