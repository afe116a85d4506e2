import { type Address, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTime, passTime } from '../../testing/chainClock.ts'
import { deploySampleToken } from '../../testing/deploySampleToken.ts'
import { deployTemplateToken } from '../../testing/deployTestTokens.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { nodeDownClient, readyStepsOf } from '../../testing/planTesting.ts'
import { maxWalletTokenParameters } from '../../testing/testTokenParameters.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { taxTokenAbi } from '../contracts/TaxToken.abi.ts'
import { call } from '../transactions/call.ts'
import type { LockFormValues } from './lockDraft.ts'
import { lockSchedulePreview } from './lockSchedulePreview.ts'
import { planCreateLock } from './planCreateLock.ts'
import { planLockAction } from './planLockAction.ts'
import { readLocksById } from './readLocks.ts'

/**
 * The lock screens' plans (issue 78): Create Lock and the owner's actions read what they need at the
 * newest block, refuse what the form or dialog would refuse against it, and say a node that fails
 * as `unread`, never as "not a token" or "no limit".
 */
const chain = useLocalTestChain()
const [owner, other] = devAccounts
let token: Address
let locker: Address

const draft = (values: Partial<LockFormValues>): LockFormValues => ({
  token,
  isLp: false,
  batch: false,
  amount: '100',
  forAnother: false,
  owner: '',
  lines: '',
  kind: 'fixed',
  unlockAt: Date.now() + 3_600_000,
  firstPercent: '10',
  cycle: 30,
  cycleUnit: 'day',
  cyclePercent: '10',
  description: 'Planned',
  ...values,
})

/** Locks `amount` whole tokens for `owner` until `seconds` from the chain's time now; returns its id. */
async function lockFor(amount: string, seconds: bigint, lockToken = token): Promise<bigint> {
  const end = (await chainTime(chain)) + seconds
  const plan = await planCreateLock(chain.publicClient, {
    locker,
    account: owner,
    values: draft({ token: lockToken, amount, unlockAt: Number(end) * 1000 }),
    // The chain's clock may run ahead of this machine's (earlier tests move it).
    nowMs: Number(end - seconds) * 1000,
  })
  await chain.runToDone(readyStepsOf(plan), owner)
  return (await chain.publicClient.readContract({
    address: locker,
    abi: (await import('../contracts/TokenLocker.abi.ts')).tokenLockerAbi,
    functionName: 'lockCount',
  })) as bigint
}

beforeAll(async () => {
  locker = chain.contracts.lock
  token = await deploySampleToken(
    chain,
    { name: 'Plan Me', symbol: 'PLAN', supply: parseEther('1000') },
    owner,
  )
})

describe('planCreateLock', () => {
  it('plans approve + lock from the token as read now, and the lock it makes is the draft', async () => {
    const plan = await planCreateLock(chain.publicClient, {
      locker,
      account: owner,
      values: draft({ forAnother: true, owner: other.toLowerCase() }),
      nowMs: Date.now(),
    })
    expect(plan).toMatchObject({ status: 'ready', total: parseEther('100'), needsApproval: true })
    const steps = readyStepsOf(plan)
    expect(steps.map((step) => step.type)).toEqual(['approve', 'call'])
    await chain.runToDone(steps, owner)
    const id = await lockFor('1', 60n)
    const [made] = await readLocksById(chain.publicClient, locker, [id - 1n])
    expect(made).toMatchObject({ owner: other, token, amount: parseEther('100'), description: 'Planned' })
  })

  it('refuses a draft the chain no longer holds up, and one with no address without reading', async () => {
    // The wallet held 1,000 and locked 101: 900 is more than it holds now.
    const over = await planCreateLock(chain.publicClient, {
      locker,
      account: owner,
      values: draft({ amount: '900' }),
      nowMs: Date.now(),
    })
    expect(over).toEqual({ status: 'refused', issues: { amount: { key: 'validation.insufficientBalance' } } })
    const noAddress = await planCreateLock(nodeDownClient(), {
      locker,
      account: owner,
      values: draft({
        token: '0x1234',
        kind: 'period',
        firstReleaseAt: Date.now() + 60_000,
        cyclePercent: '0',
      }),
      nowMs: Date.now(),
    })
    expect(noAddress.status === 'refused' && Object.keys(noAddress.issues).sort()).toEqual([
      'cyclePercent',
      'token',
    ])
    const notToken = await planCreateLock(chain.publicClient, {
      locker,
      account: owner,
      values: draft({ token: other }),
      nowMs: Date.now(),
    })
    expect(notToken).toMatchObject({ status: 'refused', issues: { token: { key: 'validation.notToken' } } })
  })

  it('says a node that fails as unread', async () => {
    const plan = await planCreateLock(nodeDownClient(), {
      locker,
      account: owner,
      values: draft({}),
      nowMs: Date.now(),
    })
    expect(plan.status).toBe('unread')
  })

  it('previews a schedule only once its dates stand', () => {
    const now = Date.now()
    expect(lockSchedulePreview(draft({ unlockAt: now - 1 }), now)).toBeUndefined()
    expect(lockSchedulePreview(draft({ unlockAt: now + 10_000 }), now)).toMatchObject({ kind: 'fixed' })
    const period = lockSchedulePreview(
      draft({
        kind: 'period',
        firstReleaseAt: now + 10_000,
        firstPercent: '50',
        cyclePercent: '50',
        cycle: 1,
      }),
      now,
    )
    expect(period && period.end - period.start).toBe(86_400n)
    expect(
      lockSchedulePreview(draft({ kind: 'period', firstReleaseAt: now + 10_000, cyclePercent: 'abc' }), now),
    ).toBeUndefined()
  })
})

describe('planLockAction', () => {
  it('withdraws nothing before the unlock, everything after it', async () => {
    const id = await lockFor('10', 100n)
    const withdraw = { locker, id, account: owner, action: { kind: 'withdraw' } } as const
    expect(await planLockAction(chain.publicClient, withdraw)).toEqual({ status: 'nothing' })
    // The screen's clock past the unlock counts even before a block is mined there.
    const later = (await chainTime(chain)) + 200n
    expect((await planLockAction(chain.publicClient, { ...withdraw, now: later })).status).toBe('ready')
    await passTime(chain, 101)
    await chain.runToDone(readyStepsOf(await planLockAction(chain.publicClient, withdraw)), owner)
    const [after] = await readLocksById(chain.publicClient, locker, [id])
    expect(after?.withdrawn).toBe(parseEther('10'))
  })

  it('extends only to a later date, adds only what the wallet holds, and transfers only to another owner', async () => {
    const id = await lockFor('10', 1_000n)
    const plan = (action: Parameters<typeof planLockAction>[1]['action']) =>
      planLockAction(chain.publicClient, { locker, id, account: owner, action })
    const [made] = await readLocksById(chain.publicClient, locker, [id])
    const end = made!.end
    expect(await plan({ kind: 'extend', newUnlock: end - 1n })).toEqual({
      status: 'refused',
      issues: { newUnlockAt: { key: 'validation.newUnlock' } },
    })
    expect(await plan({ kind: 'extend' })).toEqual({
      status: 'refused',
      issues: { addAmount: { key: 'validation.extendNothing' } },
    })
    expect(await plan({ kind: 'extend', addAmount: '100000' })).toEqual({
      status: 'refused',
      issues: { addAmount: { key: 'validation.insufficientBalance' } },
    })
    await chain.runToDone(
      readyStepsOf(await plan({ kind: 'extend', newUnlock: end + 1_000n, addAmount: '5' })),
      owner,
    )
    const [extended] = await readLocksById(chain.publicClient, locker, [id])
    expect(extended).toMatchObject({ amount: parseEther('15') })
    expect(extended!.end > end).toBe(true)

    expect(await plan({ kind: 'transfer', to: owner.toLowerCase() })).toEqual({
      status: 'refused',
      issues: { to: { key: 'validation.sameOwner' } },
    })
    await chain.runToDone(readyStepsOf(await plan({ kind: 'transfer', to: other })), owner)
    const [moved] = await readLocksById(chain.publicClient, locker, [id])
    expect(moved?.owner).toBe(other)
    await chain.runToDone(
      readyStepsOf(
        await planLockAction(chain.publicClient, {
          locker,
          id,
          account: other,
          action: { kind: 'renounce' },
        }),
      ),
      other,
    )
  })

  it('offers a part that fits under a lowered max wallet, refuses more, and withdraws the part', async () => {
    const supply = parseEther('1000000')
    const capped = await deployTemplateToken(
      chain,
      maxWalletTokenParameters(other, chain.contracts.router, supply, supply / 100n),
      other,
    )
    await chain.runToDone(
      [call({ address: capped, abi: taxTokenAbi, functionName: 'transfer', args: [owner, supply / 100n] })],
      other,
    )
    const id = await lockFor('10000', 100n, capped)
    await chain.runToDone(
      [call({ address: capped, abi: taxTokenAbi, functionName: 'setLimits', args: [supply / 1000n, 0n] })],
      other,
    )
    await passTime(chain, 101)
    const withdraw = (amount?: string) =>
      planLockAction(chain.publicClient, { locker, id, account: owner, action: { kind: 'withdraw', amount } })
    expect(await withdraw()).toMatchObject({
      status: 'partial',
      max: supply / 1000n,
      withdrawable: supply / 100n,
    })
    expect(await withdraw('1000.5')).toEqual({
      status: 'refused',
      issues: { amount: { key: 'validation.withdrawAboveRoom', params: { max: '1000' } } },
    })
    await chain.runToDone(readyStepsOf(await withdraw('1000')), owner)
    expect(await withdraw()).toMatchObject({ status: 'walletFull', limit: { room: 0n } })
  })

  it('says a node that fails as unread, never as no limit', async () => {
    const plan = await planLockAction(nodeDownClient(), {
      locker,
      id: 1n,
      account: owner,
      action: { kind: 'withdraw' },
    })
    expect(plan.status).toBe('unread')
  })
})
