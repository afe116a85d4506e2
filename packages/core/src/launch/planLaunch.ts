import { type Address, isAddress, isAddressEqual, type PublicClient } from 'viem'
import { dividendExclusions } from '../tokens/dividends/dividendExclusions.ts'
import { toCreateTokenParameters } from '../tokens/tokenFormValues.ts'
import { type LaunchFormValues, toLaunchPlan } from './launchFormValues.ts'
import type { LaunchPlan, LaunchTokenParameters } from './types.ts'

/** The launch wizard's steps, in order. */
export const launchWizardSteps = ['token', 'pool', 'protect', 'review'] as const
export type LaunchWizardStep = (typeof launchWizardSteps)[number]

/** Why a step's Next (or the start) is refused; keys of the web's `launch` namespace. */
export type LaunchIssueKey = 'token.ownerMustBeWallet' | 'validation.notToken' | 'protect.noLocker'

export type LaunchStepContext = {
  /** The launch's wallet: it creates, pools, locks and renounces. */
  account: Address | undefined
  /** The existing token the form names was read as a token. */
  existingTokenFound: boolean
  /** The chain's TokenLocker; null when the chain has none (undefined: not read yet). */
  locker: Address | null | undefined
}

/**
 * What a wizard step refuses beyond its fields' own rules: a new token whose owner is not the
 * launch's wallet (the wallet must receive the supply and renounce), an existing token that did not
 * read as a token, a locked LP on a chain without a locker.
 *
 * @example
 * launchStepIssue('protect', values, { account, existingTokenFound: true, locker: null }) // 'protect.noLocker'
 */
export function launchStepIssue(
  step: LaunchWizardStep,
  values: LaunchFormValues,
  { account, existingTokenFound, locker }: LaunchStepContext,
): LaunchIssueKey | undefined {
  if (step === 'token' && values.launchSource === 'new' && account) {
    const owner = values.owner.trim()
    if (!isAddress(owner) || !isAddressEqual(owner, account)) return 'token.ownerMustBeWallet'
  }
  if (step === 'token' && values.launchSource === 'existing' && !existingTokenFound)
    return 'validation.notToken'
  if (step === 'protect' && values.lpMode === 'lock' && !locker) return 'protect.noLocker'
  return undefined
}

/**
 * A launch's start: `ready` with the plan the runner saves and runs (useLaunchRun); `refused` with
 * the step issue that still stands; `unread` with the node's error when the chain's clock could not
 * be read.
 */
export type LaunchStartPlan =
  | { status: 'ready'; launch: LaunchPlan }
  | { status: 'refused'; issue: LaunchIssueKey }
  | { status: 'unread'; error: unknown }

export type PlanLaunchParameters = {
  /** The wizard's values, every step's. */
  values: LaunchFormValues
  chainId: number
  account: Address
  wrappedNative: Address
  /** The decimals the form's amounts were checked against: the form's for a new token, the chain's for an existing one. */
  tokenDecimals: number
  quoteDecimals: number
  /** The chain's TokenLocker (null: none). */
  locker: Address | null | undefined
  /** This device's time in ms. */
  nowMs: number
}

/**
 * Plans a launch's start (issue 78: the wizard renders a core plan): checks the steps' issues
 * again, reads the newest block, and builds the saved plan with the lock and renounce dates counted
 * from the later of the device's clock and the chain's (a development chain's can run ahead, and a
 * lock the contract measures from its block time must not end early); a new holder-dividend token
 * lists the chain's locker as excluded, as Create Token does, since locked tokens could never claim.
 *
 * @example
 * const plan = await planLaunch(publicClient, { values, chainId, account, wrappedNative, tokenDecimals: 18, quoteDecimals: 18, locker, nowMs: Date.now() })
 * if (plan.status === 'ready') await launch.start(plan.launch)
 */
export async function planLaunch(
  client: PublicClient,
  parameters: PlanLaunchParameters,
): Promise<LaunchStartPlan> {
  const { values, account, locker } = parameters
  for (const step of launchWizardSteps) {
    const issue = launchStepIssue(step, values, { account, existingTokenFound: true, locker })
    if (issue) return { status: 'refused', issue }
  }
  let chainMs: number
  try {
    chainMs = Number((await client.getBlock({ blockTag: 'latest' })).timestamp) * 1000
  } catch (error) {
    return { status: 'unread', error }
  }
  let token: LaunchTokenParameters | undefined
  if (values.launchSource === 'new') {
    token = toCreateTokenParameters(values.launchTemplate, values) as LaunchTokenParameters
    if ((token.template === 'dividend' || token.template === 'lpDividend') && locker)
      token = {
        ...token,
        dividend: { ...token.dividend, excluded: dividendExclusions(token.dividend.excluded, [locker]) },
      }
  }
  return {
    status: 'ready',
    launch: toLaunchPlan(values, {
      chainId: parameters.chainId,
      account,
      wrappedNative: parameters.wrappedNative,
      tokenDecimals: parameters.tokenDecimals,
      quoteDecimals: parameters.quoteDecimals,
      nowMs: Math.max(parameters.nowMs, chainMs),
      parameters: token,
    }),
  }
}
