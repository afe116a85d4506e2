import { getAddress, isAddressEqual, parseEther } from 'viem'
import { percentToBps } from '../../format/percentToBps.ts'
import { type FieldIssue, validateAddress, validateAmount } from '../../forms/fieldIssues.ts'
import {
  market314LockEnd,
  liquidityLockMaxDays as max314LockDays,
} from '../../promises/liquidityLockFloor.ts'
import type { Step } from '../../transactions/types.ts'
import { validatePercent, validateWhole } from '../tokenFieldIssues.ts'
import {
  addLiquidity314Step,
  extendLiquidityLock314Step,
  removeLiquidity314Step,
  renounce314Step,
  setFeeReceiver314Step,
  setFees314Step,
  setMaxWallet314Step,
  setTradingStartTime314Step,
} from './market314ActionSteps.ts'
import type { Market314ActionKind, Market314Actions } from './market314Actions.ts'
import { validateFutureTime, validateLockDays } from './market314FormValues.ts'
import type { Market314State } from './read314State.ts'

/** The owner's and the provider's actions on an ERC314 market, in the order the screen lists them. */
export const owner314ActionIds = [
  'addLiquidity',
  'extendLock',
  'fees',
  'feeReceiver',
  'maxWallet',
  'tradingStartTime',
  'removeLiquidity',
  'renounce',
] as const
export type Owner314ActionId = (typeof owner314ActionIds)[number]

/** A field of an action's form: its kind says how it is typed and checked. */
export type Owner314Field = {
  name: string
  /** `lockDays`: a new liquidity lock (the contracts' 30-day floor); `days`: an extension (1 or more). */
  kind: 'coin' | 'tokens' | 'tokensOrZero' | 'lockDays' | 'days' | 'percent' | 'address' | 'date'
}

export const owner314Fields: Record<Owner314ActionId, readonly Owner314Field[]> = {
  addLiquidity: [
    { name: 'coinAmount', kind: 'coin' },
    { name: 'lockDays', kind: 'lockDays' },
  ],
  extendLock: [{ name: 'lockDays', kind: 'days' }],
  fees: [
    { name: 'buyPercent', kind: 'percent' },
    { name: 'sellPercent', kind: 'percent' },
  ],
  feeReceiver: [{ name: 'receiver', kind: 'address' }],
  maxWallet: [{ name: 'maxWallet', kind: 'tokensOrZero' }],
  tradingStartTime: [{ name: 'startTime', kind: 'date' }],
  removeLiquidity: [],
  renounce: [],
}

/** The flag of {@link Market314Actions} that offers each action: the fees and their receiver are the owner's settings. */
export const owner314ActionGates = {
  addLiquidity: 'addLiquidity',
  extendLock: 'extendLock',
  fees: 'ownerSettings',
  feeReceiver: 'ownerSettings',
  maxWallet: 'maxWallet',
  tradingStartTime: 'tradingStartTime',
  removeLiquidity: 'removeLiquidity',
  renounce: 'renounce',
} as const satisfies Record<Owner314ActionId, Market314ActionKind>

/** Which actions the account sees now (market314Actions decides from the state). */
export function visibleOwner314Actions(actions: Market314Actions): Owner314ActionId[] {
  return owner314ActionIds.filter((id) => actions[owner314ActionGates[id]])
}

/** One field's value as typed, checked on its own. */
export function validateOwner314Field(field: Owner314Field, value: unknown, nowMs: number): FieldIssue {
  const label = `m314.manage.field.${field.name}`
  switch (field.kind) {
    case 'coin':
    case 'tokens':
      return validateAmount(value as string, 18, { field: label })
    case 'tokensOrZero':
      return validateAmount(value as string, 18, { field: label, allowZero: true })
    case 'lockDays':
      return validateLockDays(value as number)
    case 'days':
      return validateWhole(value as number, 1, max314LockDays)
    case 'percent':
      return validatePercent(value as string, label)
    case 'address':
      return validateAddress(value as string, label)
    case 'date':
      return validateFutureTime(value as number | undefined, nowMs, label)
  }
}

/** Checks across fields and against the market, as the contract would refuse them. */
export function validateOwner314Action(
  id: Owner314ActionId,
  values: Record<string, unknown>,
  state: Market314State,
): FieldIssue {
  // Fees credited to the token itself could never be claimed: the contract refuses it.
  if (id === 'feeReceiver' && isAddressEqual(getAddress(String(values.receiver).trim()), state.token))
    return { key: 'm314.issue.feeReceiverToken' }
  if (id === 'maxWallet') {
    const next = parseEther(String(values.maxWallet).trim())
    // The limit may only go up, or be lifted with 0.
    if (next !== 0n && state.maxWallet !== 0n && next < state.maxWallet)
      return { key: 'm314.issue.maxWalletLower' }
    if (next !== 0n && state.maxWallet === 0n) return { key: 'm314.issue.maxWalletLifted' }
  }
  if (
    id === 'tradingStartTime' &&
    state.x314 &&
    BigInt(Math.floor((values.startTime as number) / 1000)) >= state.x314.tradingStartTime
  )
    return { key: 'm314.issue.startNotEarlier' }
  if (id === 'extendLock') {
    const until = extendedLock(state, values.lockDays as number)
    if (until - state.chainTime > BigInt(max314LockDays * 86_400))
      return { key: 'm314.issue.lockTooLong', params: { max: max314LockDays, count: max314LockDays } }
  }
  return undefined
}

/** The lock after extending it by `days` from its current end (or from now once it has passed). */
export function extendedLock(state: Market314State, days: number): bigint {
  // bigint: Math.max does not take them.
  let from = state.chainTime
  if (state.lockedUntil > from) from = state.lockedUntil
  return from + BigInt(days) * 86_400n
}

/** The step of an action from its valid values. */
export function owner314Step(
  id: Owner314ActionId,
  values: Record<string, unknown>,
  state: Market314State,
): Step {
  const token = state.token
  switch (id) {
    case 'addLiquidity':
      return addLiquidity314Step({
        token,
        value: parseEther(String(values.coinAmount).trim()),
        lockedUntil: market314LockEnd(
          state.chainTime,
          state.x314?.tradingStartTime,
          values.lockDays as number,
        ),
      })
    case 'extendLock':
      return extendLiquidityLock314Step({
        token,
        lockedUntil: extendedLock(state, values.lockDays as number),
      })
    case 'fees':
      return setFees314Step({
        token,
        buyFeeBps: percentToBps(String(values.buyPercent)),
        sellFeeBps: percentToBps(String(values.sellPercent)),
      })
    case 'feeReceiver':
      return setFeeReceiver314Step({ token, receiver: getAddress(String(values.receiver).trim()) })
    case 'maxWallet':
      return setMaxWallet314Step({ token, maxWallet: parseEther(String(values.maxWallet).trim()) })
    case 'tradingStartTime':
      return setTradingStartTime314Step({
        token,
        startTime: BigInt(Math.floor((values.startTime as number) / 1000)),
      })
    case 'removeLiquidity':
      return removeLiquidity314Step({ token })
    case 'renounce':
      return renounce314Step({ token })
  }
}
