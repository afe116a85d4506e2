import { type Address, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainTime, passTime } from '../../../testing/chainClock.ts'
import {
  deployTest314,
  type Market314TestSettings,
  type Sale314Terms,
  testSale314Terms,
} from '../../../testing/deployTestTokens.ts'
import { devAccounts } from '../../../testing/localTestChain.ts'
import {
  nodeDownClient,
  planRefusal,
  readyStepsOf,
  throughProviderProxy,
} from '../../../testing/planTesting.ts'
import { useLocalTestChain } from '../../../testing/useLocalTestChain.ts'
import { market314LockEnd } from '../../promises/liquidityLockFloor.ts'
import {
  buySale314Step,
  launch314Step,
  removeLiquidity314Step,
  setMaxWallet314Step,
} from './market314ActionSteps.ts'
import { sale314LaunchWindowSeconds } from './market314Actions.ts'
import { type Market314Action, planMarket314Action } from './planMarket314Action.ts'
import { read314State } from './read314State.ts'

/**
 * The ERC314 screen's plan (issue 78): what the form checks alone is checked before any read; the
 * market is read at the newest block and an action it no longer allows the account is refused in
 * the words the token's own refusal gets (each shown against the contract too); a ready step is
 * built from that reading; a node that fails is `unread`.
 */
const chain = useLocalTestChain()
const [owner, trader, other] = devAccounts
/** An address that holds nothing. */
const feeless: Address = '0x000000000000000000000000000000000000bEEF'

const plan = (token: Address, account: Address, action: Market314Action, client = chain.publicClient) =>
  planMarket314Action(client, { token, account, action })
const manage = (
  id: Extract<Market314Action, { kind: 'manage' }>['id'],
  values: Record<string, unknown> = {},
) => ({ kind: 'manage', id, values, nowMs: Date.now() }) as const
const refused = planRefusal

const deploy = (settings: Market314TestSettings) => deployTest314(chain, owner, settings)
const deploySale = async (changes: Partial<Sale314Terms> = {}) =>
  deploy({
    template: 'sale314',
    sale: await testSale314Terms(chain, owner, changes),
  })

describe('planMarket314Action: the owner and the provider', () => {
  it('checks the fields before reading, then refuses what the market as read now refuses', async () => {
    const token = await deploy({
      template: 'erc314',
      maxWallet: parseEther('10000'),
    })
    expect(
      await plan(token, owner, manage('addLiquidity', { coinAmount: '', lockDays: 30 }), nodeDownClient()),
    ).toMatchObject({ status: 'invalid', issue: { key: 'validation.empty' } })
    expect(await plan(token, trader, manage('addLiquidity', { coinAmount: '5', lockDays: 30 }))).toEqual(
      refused('noPermission'),
    )
    const add = await plan(token, owner, manage('addLiquidity', { coinAmount: '5', lockDays: 30 }))
    expect(add).toMatchObject({
      status: 'ready',
      action: 'addLiquidity',
      steps: [{ value: parseEther('5') }],
    })
    // The lock counts from the chain's time as read for the plan.
    const read = add.status === 'ready' ? add.state.chainTime : 0n
    expect(readyStepsOf(add)[0]).toMatchObject({ args: [market314LockEnd(read, undefined, 30)] })
    await chain.runToDone(readyStepsOf(add), owner)
    expect(await plan(token, owner, manage('addLiquidity', { coinAmount: '5', lockDays: 30 }))).toEqual(
      refused('liquidityAlreadyAdded'),
    )

    const { lockedUntil } = (await read314State(chain.publicClient, { token }))!
    expect(await plan(token, owner, manage('removeLiquidity'))).toEqual(
      refused('liquidityLocked', { lockedUntil: (lockedUntil * 1000n).toString() }),
    )
    await expect(chain.runToDone([removeLiquidity314Step({ token })], owner)).rejects.toThrow(
      'liquidityLocked',
    )
    expect(await plan(token, trader, manage('fees', { buyPercent: '1', sellPercent: '1' }))).toEqual(
      refused('noPermission'),
    )
    // Max wallet only goes up: the form's issue against the market, and the contract's refusal.
    expect(await plan(token, owner, manage('maxWallet', { maxWallet: '5000' }))).toEqual({
      status: 'invalid',
      issue: { key: 'm314.issue.maxWalletLower' },
    })
    await expect(
      chain.runToDone([setMaxWallet314Step({ token, maxWallet: parseEther('5000') })], owner),
    ).rejects.toThrow('maxWalletOnlyRaised')
    await chain.runToDone(
      readyStepsOf(await plan(token, owner, manage('maxWallet', { maxWallet: '0' }))),
      owner,
    )
    expect(await plan(token, owner, manage('maxWallet', { maxWallet: '20000' }))).toEqual(
      refused('maxWalletOnlyRaised'),
    )
    expect(await plan(token, trader, { kind: 'claimCredit' })).toEqual(refused('creditNothingToClaim'))

    // Renounced, the liquidity stays for good, even once its lock is over.
    await chain.runToDone(readyStepsOf(await plan(token, owner, manage('renounce'))), owner)
    await passTime(chain, 32n * 86_400n)
    expect(await plan(token, owner, manage('removeLiquidity'))).toEqual(refused('liquidityPermanent'))
    await expect(chain.runToDone([removeLiquidity314Step({ token })], owner)).rejects.toThrow(
      'liquidityPermanent',
    )
    expect(await plan(token, owner, manage('renounce'))).toEqual(refused('noPermission'))
  })
})

describe('planMarket314Action: a 314 sale', () => {
  it('buys within the sale bounds, launches by its owner, and refuses what the sale no longer allows', async () => {
    const token = await deploySale()
    for (const [amount, key] of [
      ['', 'validation.empty'],
      ['abc', 'validation.invalidAmount'],
    ] as const)
      expect(await plan(token, trader, { kind: 'buySale', amount }, nodeDownClient())).toMatchObject({
        status: 'invalid',
        issue: { key },
      })
    // Below the minimum per address, as the token refuses it.
    expect(await plan(token, trader, { kind: 'buySale', amount: '0.05' })).toEqual(
      refused('saleBelowMinimum'),
    )
    await expect(
      chain.runToDone([buySale314Step({ token, value: parseEther('0.05') })], trader),
    ).rejects.toThrow('saleBelowMinimum')
    const buy = await plan(token, trader, { kind: 'buySale', amount: ' 2 ' })
    expect(readyStepsOf(buy)[0]).toMatchObject({ type: 'transfer', to: token, value: parseEther('2') })
    await chain.runToDone(readyStepsOf(buy), trader)
    // At the maximum: nothing more is accepted.
    await chain.runToDone(readyStepsOf(await plan(token, other, { kind: 'buySale', amount: '12' })), other)
    expect(await plan(token, other, { kind: 'buySale', amount: '1' })).toEqual(refused('saleAboveMaximum'))
    await expect(chain.runToDone([buySale314Step({ token, value: parseEther('1') })], other)).rejects.toThrow(
      'saleAboveMaximum',
    )

    // During the sale only its owner launches it.
    expect(await plan(token, trader, { kind: 'launch' })).toEqual(refused('noPermission'))
    await expect(chain.runToDone([launch314Step({ token })], trader)).rejects.toThrow('noPermission')
    expect(await plan(token, trader, { kind: 'claimRefund' })).toEqual(refused('saleRefundsClosed'))
    const launch = await plan(token, owner, { kind: 'launch' })
    expect(launch).toMatchObject({ status: 'ready', action: 'launch', state: { sale: { phase: 'sale' } } })
    await chain.runToDone(readyStepsOf(launch), owner)
    // The screen's read was before the launch: a second click is refused as it stands now.
    expect(await plan(token, other, { kind: 'launch' })).toEqual(refused('tradingAlreadyStarted'))
    expect(await plan(token, trader, { kind: 'buySale', amount: '1' })).toEqual(refused('saleClosed'))
  })

  it('refunds a sale nobody launched in time, to its buyers only', async () => {
    const token = await deploySale({ softCap: parseEther('0.5') })
    await chain.runToDone(readyStepsOf(await plan(token, trader, { kind: 'buySale', amount: '1' })), trader)
    const { sale } = (await read314State(chain.publicClient, { token }))!
    await passTime(chain, 86_400n + sale314LaunchWindowSeconds)
    const deadline = ((sale!.endTime + sale314LaunchWindowSeconds) * 1000n).toString()
    expect(await plan(token, trader, { kind: 'launch' })).toEqual(
      refused('saleLaunchWindowClosed', { deadline }),
    )
    await expect(chain.runToDone([launch314Step({ token })], trader)).rejects.toThrow(
      'saleLaunchWindowClosed',
    )
    expect(await plan(token, other, { kind: 'claimRefund' })).toEqual(refused('saleNothingToClaim'))
    const refund = await plan(token, trader, { kind: 'claimRefund' })
    await chain.runToDone(readyStepsOf(refund), trader)
    expect((await read314State(chain.publicClient, { token, account: trader }))!.sale?.contribution).toBe(0n)
  })
})

describe('planMarket314Action: x314 invitations', () => {
  it('binds an inviter as the token does, once', async () => {
    const token = await deploy({
      template: 'x314',
      tradingStartTime: (await chainTime(chain)) + 3_600n,
      burnBps: 0,
      inviteBps: 5_000,
      minBindAmount: parseEther('1'),
    })
    const bind = (inviter: string, account = trader) => plan(token, account, { kind: 'bindInviter', inviter })
    expect(await bind('0x1234')).toEqual({ status: 'invalid', issue: { key: 'm314.invite.issue.address' } })
    expect(await bind(trader)).toEqual({ status: 'invalid', issue: { key: 'm314.invite.issue.self' } })
    expect(await bind(feeless)).toEqual({ status: 'invalid', issue: { key: 'm314.invite.issue.balance' } })
    const ready = await bind(` ${owner} `)
    expect(ready).toMatchObject({ status: 'ready', action: 'bindInviter', steps: [{ args: [owner] }] })
    await chain.runToDone(readyStepsOf(ready), trader)
    expect((await read314State(chain.publicClient, { token, account: trader }))!.x314?.inviter).toBe(owner)
    expect(await bind(other)).toEqual({ status: 'invalid', issue: { key: 'm314.invite.issue.bound' } })
    expect(await bind(trader, owner)).toEqual({ status: 'invalid', issue: { key: 'm314.invite.issue.loop' } })
  })
})

describe('planMarket314Action: reads', () => {
  it('refuses an address with no 314 token, says a node that fails as unread, and plans through a provider-like endpoint', async () => {
    expect(await plan(chain.contracts.router, trader, { kind: 'claimCredit' })).toEqual(refused('notAToken'))
    const token = await deploySale()
    expect((await plan(token, trader, { kind: 'launch' }, nodeDownClient())).status).toBe('unread')
    expect((await plan(token, trader, { kind: 'buySale', amount: '1' }, nodeDownClient())).status).toBe(
      'unread',
    )
    await throughProviderProxy(chain, { latencyMs: 120, requestsPerSecond: 10 }, async (client) => {
      expect(await plan(token, trader, { kind: 'buySale', amount: '1' }, client)).toMatchObject({
        status: 'ready',
        state: { sale: { phase: 'sale', contribution: 0n }, provider: zeroAddress },
      })
    })
  })
})
