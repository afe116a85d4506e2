import { type Address, type Hex, isAddress, isHex } from 'viem'
import type { CreateTokenParameters } from '../tokens/createTokenDeployStep.ts'
import type { RenounceBlocker } from '../tokens/renounceBlockers.ts'
import type { TokenTemplateId } from '../tokens/tokenTemplates.ts'

/**
 * The templates a one-flow launch creates: those whose pool the creator makes after the deploy.
 * Sale, fair-launch, ERC314 and inscription tokens launch themselves (their contract makes the
 * pool or is the market), so the flow leaves them to their own screens.
 */
export const launchTemplateIds = [
  'standard',
  'meme',
  'normal',
  'marketing',
  'dividend',
  'lpDividend',
  'compound',
] as const

/** A template the one-flow launch can create (see {@link launchTemplateIds}). */
export type LaunchTemplateId = (typeof launchTemplateIds)[number]

/** Whether `template` is one the one-flow launch creates. */
export function isLaunchTemplate(template: string | undefined): template is LaunchTemplateId {
  return (launchTemplateIds as readonly string[]).includes(template ?? '')
}

/** The creation parameters of a launch template. */
export type LaunchTokenParameters = Extract<CreateTokenParameters, { template: LaunchTemplateId }>

/** What the launch does with the LP it receives: lock it in the chain's TokenBox locker, burn it, or keep it. */
export type LaunchLpPlan = { mode: 'lock'; unlockAt: bigint } | { mode: 'burn' } | { mode: 'keep' }

/** What the launch does with ownership at the end: keep it, renounce for good, or renounce until a date. */
export type LaunchRenouncePlan = { mode: 'keep' } | { mode: 'now' } | { mode: 'until'; until: bigint }

/**
 * What a creator chose for one launch: everything the flow needs to build each phase's
 * transactions again after a reload. It holds choices, never progress: what is done is read from
 * the chain ({@link LaunchProgress}); only the deploy transaction and the token's address are kept,
 * so a reload can find the token the wallet created.
 */
export type LaunchPlan = {
  version: 1
  chainId: number
  /** The creator's wallet: it deploys, provides liquidity, receives and locks the LP, renounces. */
  account: Address
  token:
    | { kind: 'new'; template: LaunchTemplateId; parameters: LaunchTokenParameters }
    | { kind: 'existing'; address: Address }
  /** A UniswapV2-compatible router of the chain's catalogue. Trading templates: their own `router` wins. */
  router: Address
  /**
   * The pair's other coin; the chain's wrapped native coin means the native coin (sent with the
   * call and wrapped by the router). Trading templates: their own `quoteToken` wins.
   */
  quote: Address
  /** Token base units put into the pool. */
  tokenAmount: bigint
  /** Quote base units (wei for the native coin) put beside them: starting price x tokenAmount. */
  quoteAmount: bigint
  lp: LaunchLpPlan
  /** Start trading after the pool is made (templates with a trading switch only). */
  startTrading: boolean
  renounce: LaunchRenouncePlan
  /** The token's deploy transaction, saved as soon as the wallet sent it. */
  deployTx?: Hex
  /** The created token, saved as soon as its receipt is known. */
  tokenAddress?: Address
}

/** The phases of a launch, in order. Each is one or more real transactions through the step runner. */
export const launchStepIds = ['create', 'verify', 'liquidity', 'lp', 'trading', 'renounce'] as const

export type LaunchStepId = (typeof launchStepIds)[number]

/**
 * Where a phase stands, as read from the chain: `done`, `todo` (its transactions can run now, or
 * once the phases before it are done), `skipped` (not chosen, or the token cannot do it) or
 * `blocked` (something on chain stops it; the creator must act outside the flow).
 */
export type LaunchStepStatus = 'done' | 'todo' | 'skipped' | 'blocked'

/**
 * Why a phase is skipped or blocked; each is a message key of the launch screen.
 * - `notChosen`: the plan does not ask for it (LP kept, trading not started, ownership kept);
 * - `noTradingSwitch`: the token has no `startTrading` (it trades as soon as it has a pool);
 * - `noOwner`: the token has no owner to renounce (standard and meme tokens), or already none;
 * - `noTimedRenounce`: a renounce until a date on a token created without the timed renounce;
 * - `poolPrefilled`: someone else put liquidity in the pair first, at a price the creator did not
 *   choose: adding now would launch at their price (the classic wrong-price trap);
 * - `notOwner`: the account is not the token's owner, so it cannot start trading or renounce;
 * - `noContract`: the existing token's address holds no contract on this chain;
 * - `existingToken`: an existing token's source is not verified, and the flow cannot verify a
 *   contract it did not create (it does not know the constructor arguments);
 * - a {@link RenounceBlocker}: a restriction to lift before renouncing (see renounceBlockers.ts).
 */
export type LaunchStepReason =
  | 'notChosen'
  | 'noTradingSwitch'
  | 'noOwner'
  | 'noTimedRenounce'
  | 'poolPrefilled'
  | 'notOwner'
  | 'noContract'
  | 'existingToken'
  | RenounceBlocker

/** One phase's state. */
export type LaunchStepState = {
  id: LaunchStepId
  status: LaunchStepStatus
  /** A message key when `skipped` or `blocked`. */
  reason?: LaunchStepReason
}

/**
 * A launch's progress, every part read from the chain (see `readLaunchProgress`): the token, its
 * pair, each phase's state, and the first phase still to do (`next`, unset when the launch is
 * complete). A phase is `todo` until its effect is on chain, so a reload resumes at `next`.
 */
export type LaunchProgress = {
  /** The token, once it has code on chain. */
  token?: Address
  /** The pair of the token and the quote coin on the plan's DEX (or the token's own), once it exists. */
  pair?: Address
  steps: LaunchStepState[]
  next?: LaunchStepId
  /** The account's LP balance in the pair. */
  lpBalance?: bigint
  /** The TokenBox locker's locks of the pair's LP owned by the account. */
  lockIds?: bigint[]
  /** What the explorer said about the token's source: true verified, false not yet, undefined unknown. */
  verified?: boolean
  /** The token's owner (zero when renounced), when the token has `owner()`. */
  owner?: Address
  /** The TokenBox template the token's code is, when it is one. */
  template?: TokenTemplateId
  /** The router the pool is made on: the plan's, or a trading template's own. */
  router?: Address
  /** The pair's other coin: the plan's, or a trading template's own `quoteToken`. */
  quote?: Address
  /** The pool's reserves, ordered token then quote (0 when there is no pair yet). */
  reserves?: { token: bigint; quote: bigint }
}

/**
 * Where burned LP goes: the address nobody holds a key for, which explorers and token scanners
 * count as burned.
 */
export const launchBurnAddress: Address = '0x000000000000000000000000000000000000dEaD'

const bigintTag = '$bigint'

/**
 * The plan as text for the browser's storage: JSON with every bigint kept exact (as a tagged
 * decimal string, since JSON numbers lose digits past 2^53).
 *
 * @example
 * localStorage.setItem(key, serializeLaunchPlan(plan))
 */
export function serializeLaunchPlan(plan: LaunchPlan): string {
  return JSON.stringify(plan, (_key, value) =>
    typeof value === 'bigint' ? { [bigintTag]: value.toString() } : value,
  )
}

/**
 * A saved plan read back, or undefined when the text is not a plan this version wrote (corrupt,
 * edited, or from another version): a bad saved plan starts a new launch instead of a broken one.
 *
 * @example
 * const plan = parseLaunchPlan(localStorage.getItem(key)) // undefined when unusable
 */
export function parseLaunchPlan(text: string | null | undefined): LaunchPlan | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text, (_key, item) => {
      if (item && typeof item === 'object' && !Array.isArray(item) && bigintTag in item) {
        const digits = (item as Record<string, unknown>)[bigintTag]
        if (typeof digits !== 'string' || !/^-?\d+$/.test(digits)) throw new Error('bad bigint')
        return BigInt(digits)
      }
      return item
    })
  } catch {
    return undefined
  }
  return isLaunchPlan(value) ? value : undefined
}

function isLaunchPlan(value: unknown): value is LaunchPlan {
  if (!isObject(value)) return false
  const plan = value as Record<string, unknown>
  if (plan.version !== 1) return false
  if (typeof plan.chainId !== 'number' || !Number.isSafeInteger(plan.chainId) || plan.chainId <= 0)
    return false
  if (!isAnAddress(plan.account) || !isAnAddress(plan.router) || !isAnAddress(plan.quote)) return false
  if (!isAmount(plan.tokenAmount) || !isAmount(plan.quoteAmount)) return false
  if (typeof plan.startTrading !== 'boolean') return false
  if (!isLpPlan(plan.lp) || !isRenouncePlan(plan.renounce)) return false
  if (plan.deployTx !== undefined && !(isHex(plan.deployTx) && plan.deployTx.length === 66)) return false
  if (plan.tokenAddress !== undefined && !isAnAddress(plan.tokenAddress)) return false
  const token = plan.token
  if (!isObject(token)) return false
  if (token.kind === 'existing') return isAnAddress(token.address)
  if (token.kind !== 'new' || !isLaunchTemplate(token.template as string)) return false
  return isTokenParameters(token.parameters, token.template as LaunchTemplateId)
}

/** The fields every launch template shares, checked; the rest the contract's constructor checks. */
function isTokenParameters(value: unknown, template: LaunchTemplateId): boolean {
  if (!isObject(value)) return false
  return (
    value.template === template &&
    typeof value.name === 'string' &&
    typeof value.symbol === 'string' &&
    typeof value.decimals === 'number' &&
    Number.isInteger(value.decimals) &&
    value.decimals >= 0 &&
    value.decimals <= 255 &&
    isAmount(value.initialSupply) &&
    isAnAddress(value.owner)
  )
}

function isLpPlan(value: unknown): boolean {
  if (!isObject(value)) return false
  if (value.mode === 'lock') return isAmount(value.unlockAt)
  return value.mode === 'burn' || value.mode === 'keep'
}

function isRenouncePlan(value: unknown): boolean {
  if (!isObject(value)) return false
  if (value.mode === 'until') return isAmount(value.until)
  return value.mode === 'now' || value.mode === 'keep'
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isAnAddress(value: unknown): value is Address {
  return typeof value === 'string' && isAddress(value, { strict: false })
}

function isAmount(value: unknown): value is bigint {
  return typeof value === 'bigint' && value >= 0n
}
