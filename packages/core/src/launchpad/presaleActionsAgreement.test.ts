import fc from 'fast-check'
import { type Address, maxUint256, parseEther, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { chainTime, passTime } from '../../testing/chainClock.ts'
import { deploySampleToken } from '../../testing/deploySampleToken.ts'
import { presalePlan, testPresaleDraft } from '../../testing/testPresale.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { launchpadFactoryAbi, launchpadFactoryBytecode } from '../contracts/LaunchpadFactory.ts'
import { isContractRefusal } from '../errors/contractRefusal.ts'
import { approve } from '../transactions/approve.ts'
import { deploy } from '../transactions/deploy.ts'
import type { CallStep, Step } from '../transactions/types.ts'
import { bindInviterStep, contributePresaleSteps, presaleActionStep } from './presaleActionSteps.ts'
import { type PresaleActions, presaleActions } from './presaleActions.ts'
import type { ClaimMode, PresaleDraft } from './presaleDraft.ts'
import type { PresaleLabel } from './presaleState.ts'
import { readPresale } from './readPresale.ts'

/*
 * Issue 51 item 6: presaleActions (the sale page's buttons, TypeScript) against the Presale contract.
 * Random lives of a presale (buys, time passing, finalize, cancel, emergency withdrawals, claims,
 * refunds, in any order, by any of four accounts) are played on a real node; after every move, for
 * every account, each button the page would offer is a call the contract accepts (eth_call from that
 * account), and each it would not offer is one the contract refuses.
 */

type Button = Exclude<keyof PresaleActions, 'buyBlocker' | 'refundReturns'>
const buttons: readonly Button[] = [
  'bind',
  'buy',
  'claim',
  'refund',
  'emergencyWithdraw',
  'finalize',
  'cancel',
  'reclaimDeposit',
]

const chain = useLocalTestChain()
/** The labels the checks met: the random lives must reach every one. */
const visited = new Set<PresaleLabel>()
let factory: Address
let token: Address
let creator: Address
let buyers: [Address, Address, Address]

/** A fresh presale, soft cap 1 and hard cap 3 of the chain's coin, 0.1 to 2 each, open in a minute. */
async function createPresale(overrides: Partial<PresaleDraft>): Promise<Address> {
  const now = Number(await chainTime(chain)) * 1000
  const draft = testPresaleDraft(chain, { mode: 'standard', now, token, endsIn: 3_600_000, overrides })
  const plan = await presalePlan(chain, { factory, creator, draft })
  await chain.runToDone(plan.steps, creator)
  // Set-up, not a button: an Immediately-mode refund takes the delivered tokens back, and the page
  // approves them first (refundPresaleSteps); here every buyer has approved once for all.
  for (const buyer of buyers)
    await chain.runToDone([approve({ token, spender: plan.presale, amount: maxUint256 })], buyer)
  return plan.presale
}

/** The one call a button sends (its last step: an approval before it is set-up, not the action). */
function buttonCall(button: Button, presale: Address): CallStep {
  const steps: Step[] = (() => {
    switch (button) {
      case 'bind':
        // Binding the creator: always a valid inviter, so only the binding rules decide.
        return [bindInviterStep({ presale, inviter: creator })]
      case 'buy':
        return contributePresaleSteps({ presale, coin: zeroAddress, coinIndex: 0, amount: parseEther('0.1') })
      default:
        return [presaleActionStep(button, { presale })]
    }
  })()
  return steps.at(-1) as CallStep
}

/** Whether the contract accepts the call from `account` now (eth_call; a refusal is false). */
async function contractAccepts(step: CallStep, account: Address): Promise<boolean> {
  try {
    await chain.publicClient.simulateContract({
      address: step.address as Address,
      abi: step.abi,
      functionName: step.functionName,
      args: step.args as readonly unknown[],
      value: step.value,
      account,
    })
    return true
  } catch (error) {
    if (isContractRefusal(error)) return false
    throw error
  }
}

/**
 * The two calls the contract accepts that the page does not offer, because they change nothing for
 * anyone: binding an inviter once no purchase can follow (the binding only credits purchases), and
 * cancelling a sale that failed (Failed and Cancelled open the same refunds and the same return of
 * the deposit). Everywhere else the page offers exactly what the contract accepts.
 */
function pageHidesANoOp(button: Button, label: PresaleLabel): boolean {
  if (button === 'bind') return label !== 'upcoming' && label !== 'live'
  return button === 'cancel' && label === 'failed'
}

/** Every account's buttons against the contract's answers: the differences, as readable lines. */
async function disagreements(presale: Address): Promise<string[]> {
  const found: string[] = []
  for (const account of [creator, ...buyers]) {
    const state = await readPresale(chain.publicClient, { presale, account })
    if (!state) throw new Error(`${presale} is no presale`)
    visited.add(state.label)
    const offered = presaleActions(state, account)
    for (const button of buttons) {
      const accepted = await contractAccepts(buttonCall(button, presale), account)
      // Where the page hides a no-op, the mirror of the rule (the binding's) still matches the contract.
      const mirrored = pageHidesANoOp(button, state.label)
        ? button === 'bind'
          ? Boolean(state.position?.mayBind)
          : accepted
        : offered[button]
      if (pageHidesANoOp(button, state.label) && offered[button])
        found.push(`${button} offered on a ${state.label} presale, where it changes nothing`)
      if (mirrored !== accepted)
        found.push(
          `${button} for ${account === creator ? 'the creator' : `buyer ${buyers.indexOf(account)}`} (${state.label}): page ${offered[button]}, contract ${accepted}`,
        )
    }
  }
  return found
}

type Move =
  | { kind: 'wait'; seconds: number }
  | { kind: 'buy'; buyer: number; tenths: number }
  | {
      kind: 'press'
      button: 'finalize' | 'cancel' | 'emergencyWithdraw' | 'claim' | 'refund' | 'reclaimDeposit'
      who: number
    }

const buyArbitrary: fc.Arbitrary<Move> = fc.record({
  kind: fc.constant('buy' as const),
  buyer: fc.integer({ min: 0, max: 2 }),
  tenths: fc.integer({ min: 1, max: 20 }),
})
const pressArbitrary: fc.Arbitrary<Move> = fc.record({
  kind: fc.constant('press' as const),
  // Finalize and claim more often: the lives must reach a finalized sale and its claims.
  button: fc.oneof(
    { weight: 3, arbitrary: fc.constant('finalize' as const) },
    { weight: 2, arbitrary: fc.constant('claim' as const) },
    { weight: 1, arbitrary: fc.constantFrom('cancel', 'emergencyWithdraw', 'refund', 'reclaimDeposit') },
  ),
  who: fc.integer({ min: 0, max: 3 }),
})
const waitArbitrary = (seconds: number): Move => ({ kind: 'wait', seconds })

/**
 * A presale's life in its order: presses before the start, then (past the start) buys and presses,
 * then maybe past the end, maybe past the finalize grace period, with presses after each; any press
 * by anyone may be one the contract refuses.
 */
const lifeArbitrary: fc.Arbitrary<Move[]> = fc
  .tuple(
    fc.array(pressArbitrary, { maxLength: 1 }),
    fc.array(fc.oneof({ weight: 4, arbitrary: buyArbitrary }, { weight: 1, arbitrary: pressArbitrary }), {
      maxLength: 6,
    }),
    fc.constantFrom<number[]>([], [3_700], [3_700, 8 * 86_400]),
    fc.array(pressArbitrary, { minLength: 1, maxLength: 3 }),
  )
  .map(([before, during, waits, after]) => [
    ...before,
    waitArbitrary(120),
    ...during,
    ...waits.map(waitArbitrary),
    ...after,
  ])

/** Plays a move; one the contract refuses changes nothing (as the page would not offer it). */
async function play(presale: Address, move: Move): Promise<void> {
  if (move.kind === 'wait') return passTime(chain, move.seconds)
  const account = move.kind === 'buy' ? buyers[move.buyer]! : [creator, ...buyers][move.who]!
  const steps =
    move.kind === 'buy'
      ? contributePresaleSteps({
          presale,
          coin: zeroAddress,
          coinIndex: 0,
          amount: parseEther('0.1') * BigInt(move.tenths),
        })
      : [presaleActionStep(move.button, { presale })]
  await chain.runToDone(steps, account).catch((error: Error) => {
    if (!/step \d+ failed/.test(error.message)) throw error
  })
}

beforeAll(async () => {
  const [deployer, second, third, fourth, fifth] = chain.accounts as Address[]
  creator = second!
  buyers = [third!, fourth!, fifth!]
  const [deployedFactory] = await chain.runToDone(
    [deploy({ abi: launchpadFactoryAbi, bytecode: launchpadFactoryBytecode, args: [deployer!] })],
    deployer!,
  )
  factory = deployedFactory!.contractAddress!
  token = await deploySampleToken(
    chain,
    { name: 'Agree', symbol: 'AGREE', supply: parseEther('100000000') },
    creator,
  )
}, 120_000)

describe("the sale page's buttons and the Presale contract agree", () => {
  it('after every move of random presale lives, for every account and button', async () => {
    // A creator's cancel before the start, then the return of the deposit.
    const cancelled = await createPresale({})
    await play(cancelled, { kind: 'press', button: 'cancel', who: 0 })
    expect(await disagreements(cancelled), 'cancelled').toEqual([])
    await play(cancelled, { kind: 'press', button: 'reclaimDeposit', who: 0 })
    expect(await disagreements(cancelled), 'deposit reclaimed').toEqual([])
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<ClaimMode>('atEnd', 'immediately'),
        lifeArbitrary,
        async (claimMode, moves) => {
          // Immediately mode delivers in the purchase: no soft cap and no emergency withdrawal.
          const presale = await createPresale(
            claimMode === 'immediately' ? { claimMode, softCap: '0', emergencyWithdraw: false } : {},
          )
          expect(await disagreements(presale), 'upcoming').toEqual([])
          for (const [index, move] of moves.entries()) {
            await play(presale, move)
            expect(
              await disagreements(presale),
              `after move ${index}: ${JSON.stringify(moves.slice(0, index + 1))}`,
            ).toEqual([])
          }
        },
      ),
      { numRuns: 16, seed: 51 },
    )
    expect([...visited].sort()).toEqual([
      'cancelled',
      'ended',
      'failed',
      'filled',
      'finalized',
      'live',
      'upcoming',
    ])
  }, 600_000)

  it('on a presale with a stored whitelist, invitations bound first and no emergency withdrawal', async () => {
    const now = Number(await chainTime(chain)) * 1000
    const presale = await createPresale({
      whitelist: true,
      tiers: [{ addresses: buyers[0], startTime: now + 60_000 }],
      bindBeforeBuy: true,
      inviteRates: ['3'],
      emergencyWithdraw: false,
    })
    expect(await disagreements(presale), 'upcoming').toEqual([])
    await passTime(chain, 120)
    expect(await disagreements(presale), 'live').toEqual([])
    // The listed buyer binds the creator, then buys; the others stay unlisted.
    await chain.runToDone([bindInviterStep({ presale, inviter: creator })], buyers[0])
    await play(presale, { kind: 'buy', buyer: 0, tenths: 5 })
    expect(await disagreements(presale), 'after a listed buy').toEqual([])
    await passTime(chain, 3_700)
    expect(await disagreements(presale), 'ended').toEqual([])
  }, 120_000)
})
