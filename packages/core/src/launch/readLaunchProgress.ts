import {
  type Address,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  zeroAddress,
} from 'viem'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import { readPool } from '../dex/readPool.ts'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import { readTokenDetails, type TokenDetails } from '../tokens/readTokenDetails.ts'
import { renounceBlockers } from '../tokens/renounceBlockers.ts'
import { hasOwner, isTradingTemplate, type TokenTemplateId } from '../tokens/tokenTemplates.ts'
import { readLpFate } from './readLpFate.ts'
import {
  type LaunchPlan,
  type LaunchProgress,
  type LaunchStepId,
  type LaunchStepState,
  launchStepIds,
} from './types.ts'

export type ReadLaunchProgressOptions = {
  /** The chain's TokenBox locker; without one no LP lock can be found (lp stays `todo`). */
  locker?: Address | undefined
  /** The factory of the plan's router; read from the router when not given. */
  factory?: Address | undefined
  /**
   * Whether the explorer holds the token's source (e.g. `readVerifiedThroughServer`): undefined
   * when it cannot say (no explorer API, no key, a failed read). Without it verification is unknown.
   */
  readVerified?: ((address: Address) => Promise<boolean | undefined>) | undefined
}

const ownableAbi = parseAbi(['function owner() view returns (address)'])

/**
 * Where a launch stands, read from the chain and never from the browser's memory of it: the token
 * exists when its address (saved, or the deploy transaction's receipt) has code; the pool is made
 * when the pair has reserves and the creator got LP for them; the LP is locked when the TokenBox
 * locker holds a lock of it owned by the creator, or burned when the burn address holds it and the
 * creator none; trading is open when the token says so; ownership is renounced when `owner()` is
 * zero. So a reload, another browser or a wallet that sent a transaction while the page was closed
 * all resume at the same phase: `next`, the first phase still to do or blocked.
 *
 * Decisions:
 * - A pair someone else filled before the creator (reserves, but no LP of the creator's anywhere)
 *   is `blocked` with `poolPrefilled`: adding now would launch at their price.
 * - Verification never holds the launch up: `next` passes over it while the explorer's answer is
 *   unknown (a chain without an explorer API, such as the local chain), and stops at it only when
 *   the explorer says the source is not verified.
 * - A deploy transaction still pending is waited for, so a reload during it never deploys twice.
 *
 * @example
 * const progress = await readLaunchProgress(publicClient, plan, { locker, readVerified })
 * progress.next // 'liquidity'
 */
export async function readLaunchProgress(
  client: PublicClient,
  plan: LaunchPlan,
  options: ReadLaunchProgressOptions = {},
): Promise<LaunchProgress> {
  const { account } = plan
  const token = await readLaunchToken(client, plan)
  const planTemplate: TokenTemplateId | undefined =
    plan.token.kind === 'new' ? plan.token.template : undefined
  const states = new Map<LaunchStepId, LaunchStepState>()
  const set = (state: LaunchStepState) => states.set(state.id, state)

  if (!token) {
    set(
      plan.token.kind === 'existing'
        ? { id: 'create', status: 'blocked', reason: 'noContract' }
        : { id: 'create', status: 'todo' },
    )
    for (const id of ['verify', 'liquidity', 'lp'] as const) set({ id, status: 'todo' })
    set(tradingBefore(plan, planTemplate))
    set(renounceBefore(plan, planTemplate))
    return finish(states, { verified: undefined })
  }
  set({ id: 'create', status: 'done' })

  const details = await readTokenDetails(client, { address: token, account })
  const template = details?.template ?? planTemplate
  const trading = details !== undefined && isTradingTemplate(details.template)
  const compoundPair = details?.template === 'compound'
  // Trading and compound templates made their pair at deployment, with their own router and coin.
  const ownVenue = trading || compoundPair
  // Those templates all have both views; a token that answered none is read on the plan's venue.
  const router = (ownVenue ? details.settings.router : undefined) ?? plan.router
  const quote = (ownVenue ? details.settings.quoteToken : undefined) ?? plan.quote
  const factory =
    options.factory && isAddressEqual(router, plan.router)
      ? options.factory
      : await client.readContract({ address: router, abi: uniswapV2Router02Abi, functionName: 'factory' })
  const [pool, verified, owner] = await Promise.all([
    readPool(client, { factory, tokenA: token, tokenB: quote, owner: account }),
    options.readVerified ? options.readVerified(token).catch(() => undefined) : Promise.resolve(undefined),
    details
      ? Promise.resolve(hasOwner(details.template) ? details.owner : undefined)
      : readOwner(client, token),
  ])
  const { pair } = pool
  const { burned, locks } = await readLpFate(client, { pair, locker: options.locker, owner: account })
  const lockIds = locks.map((lock) => lock.id)
  const lpBalance = pool.balance

  if (verified === true) set({ id: 'verify', status: 'done' })
  else if (plan.token.kind === 'existing') set({ id: 'verify', status: 'skipped', reason: 'existingToken' })
  else set({ id: 'verify', status: 'todo' })

  const pooled = pool.reserveA > 0n && pool.reserveB > 0n
  const burnedByCreator = burned > 0n
  const creatorGotLp = lpBalance > 0n || lockIds.length > 0 || (plan.lp.mode === 'burn' && burnedByCreator)
  if (!pooled) set({ id: 'liquidity', status: 'todo' })
  else if (creatorGotLp) set({ id: 'liquidity', status: 'done' })
  else set({ id: 'liquidity', status: 'blocked', reason: 'poolPrefilled' })

  if (plan.lp.mode === 'keep') set({ id: 'lp', status: 'skipped', reason: 'notChosen' })
  else if (plan.lp.mode === 'lock' && lockIds.length > 0) set({ id: 'lp', status: 'done' })
  else if (plan.lp.mode === 'burn' && burnedByCreator && lpBalance === 0n) set({ id: 'lp', status: 'done' })
  else set({ id: 'lp', status: 'todo' })

  const isOwner = owner !== undefined && isAddressEqual(owner, account)
  const tradingState = tradingBefore(plan, template)
  if (tradingState.status === 'todo') {
    if (details?.settings.tradingOpen === true) tradingState.status = 'done'
    else if (!isOwner) Object.assign(tradingState, { status: 'blocked', reason: 'notOwner' })
  }
  set(tradingState)

  set(renounceState(plan, template, details, owner, tradingState))
  return finish(states, {
    verified,
    token,
    ...(pair ? { pair } : {}),
    lpBalance,
    lockIds,
    ...(owner ? { owner } : {}),
    ...(template ? { template } : {}),
    router,
    quote,
    reserves: { token: pool.reserveA, quote: pool.reserveB },
  })
}

/**
 * The launch's token when it has code: the existing token, the saved address, or the contract the
 * saved deploy transaction created (waited for while it is pending).
 */
async function readLaunchToken(client: PublicClient, plan: LaunchPlan): Promise<Address | undefined> {
  const candidate =
    plan.token.kind === 'existing'
      ? plan.token.address
      : (plan.tokenAddress ?? (plan.deployTx ? await deployedAddress(client, plan.deployTx) : undefined))
  if (!candidate) return undefined
  const code = await client.getCode({ address: candidate })
  return code && code !== '0x' ? candidate : undefined
}

async function deployedAddress(client: PublicClient, hash: Hex): Promise<Address | undefined> {
  try {
    return (await client.getTransactionReceipt({ hash })).contractAddress ?? undefined
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error
  }
  // No receipt: still pending (wait for it), or dropped (the token was never created).
  try {
    await client.getTransaction({ hash })
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return undefined
    throw error
  }
  return (await client.waitForTransactionReceipt({ hash })).contractAddress ?? undefined
}

/**
 * `owner()` of a token TokenBox did not make, or undefined when it has none (the contract refused
 * the read). A node that failed to answer is an error, never "no owner": the progress would then
 * skip a renounce that is still to do.
 */
async function readOwner(client: PublicClient, token: Address): Promise<Address | undefined> {
  return client
    .readContract({ address: token, abi: ownableAbi, functionName: 'owner' })
    .catch(whenContractRefuses(undefined))
}

/** The trading phase as far as the plan and the template tell, before the chain is read. */
function tradingBefore(plan: LaunchPlan, template: TokenTemplateId | undefined): LaunchStepState {
  if (!template || !isTradingTemplate(template))
    return { id: 'trading', status: 'skipped', reason: 'noTradingSwitch' }
  if (!plan.startTrading) return { id: 'trading', status: 'skipped', reason: 'notChosen' }
  return { id: 'trading', status: 'todo' }
}

/** Whether a new token's parameters (or an existing token's settings) allow a renounce until a date. */
function timedRenounceEnabled(plan: LaunchPlan, details: TokenDetails | undefined): boolean {
  if (details) return details.settings.timedRenounceEnabled === true
  return plan.token.kind === 'new' && 'timedRenounceEnabled' in plan.token.parameters
    ? plan.token.parameters.timedRenounceEnabled
    : false
}

/** The renounce phase as far as the plan and the template tell, before the chain is read. */
function renounceBefore(plan: LaunchPlan, template: TokenTemplateId | undefined): LaunchStepState {
  if (plan.renounce.mode === 'keep') return { id: 'renounce', status: 'skipped', reason: 'notChosen' }
  if (template && !hasOwner(template)) return { id: 'renounce', status: 'skipped', reason: 'noOwner' }
  if (plan.renounce.mode === 'until' && !timedRenounceEnabled(plan, undefined))
    return { id: 'renounce', status: 'skipped', reason: 'noTimedRenounce' }
  return { id: 'renounce', status: 'todo' }
}

function renounceState(
  plan: LaunchPlan,
  template: TokenTemplateId | undefined,
  details: TokenDetails | undefined,
  owner: Address | undefined,
  trading: LaunchStepState,
): LaunchStepState {
  const id = 'renounce'
  if (plan.renounce.mode === 'keep') return { id, status: 'skipped', reason: 'notChosen' }
  if ((template && !hasOwner(template)) || owner === undefined)
    return { id, status: 'skipped', reason: 'noOwner' }
  if (isAddressEqual(owner, zeroAddress)) return { id, status: 'done' }
  if (plan.renounce.mode === 'until' && !timedRenounceEnabled(plan, details))
    return { id, status: 'skipped', reason: 'noTimedRenounce' }
  if (!isAddressEqual(owner, plan.account)) return { id, status: 'blocked', reason: 'notOwner' }
  // Trading still to be started by this launch is not a blocker: the trading phase comes first.
  const blockers = details
    ? renounceBlockers(details).filter((blocker) => blocker !== 'tradingNotOpen' || trading.status !== 'todo')
    : []
  const [blocker] = blockers
  return blocker ? { id, status: 'blocked', reason: blocker } : { id, status: 'todo' }
}

/** The states in phase order, and the first phase to resume at (see readLaunchProgress's decisions). */
function finish(
  states: Map<LaunchStepId, LaunchStepState>,
  rest: Omit<LaunchProgress, 'steps' | 'next'>,
): LaunchProgress {
  const steps = launchStepIds.map((id) => states.get(id) ?? { id, status: 'todo' as const })
  const next = steps.find(
    (step) =>
      (step.status === 'todo' || step.status === 'blocked') &&
      !(step.id === 'verify' && rest.verified === undefined),
  )?.id
  return { ...rest, steps, ...(next ? { next } : {}) }
}
