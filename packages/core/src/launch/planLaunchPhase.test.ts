import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passTime } from '../../testing/chainClock.ts'
import { type LocalTestChain, startLocalTestChain } from '../../testing/localTestChain.ts'
import { nodeDownClient } from '../../testing/planTesting.ts'
import { maxWalletTokenParameters, plainDividendSettings } from '../../testing/testTokenParameters.ts'
import { defineLocalChainEntry } from '../local/defineLocalChainEntry.ts'
import type { LocalDeployments } from '../local/localDeployments.ts'
import { call } from '../transactions/call.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { launchPhaseOutcome } from './launchPhaseOutcome.ts'
import { type LaunchPhasePlan, type PlanLaunchPhaseParameters, planLaunchPhase } from './planLaunchPhase.ts'
import { readLaunchProgress } from './readLaunchProgress.ts'
import type { LaunchPlan, LaunchProgress, LaunchStepId } from './types.ts'

/**
 * The launch's phases planned by core from the chain's reading (issue 78: the /launch screen's
 * hook only runs them): the phase the reading names, what it needs read from the chain (the
 * dividend tracker a new dividend token names, the chain's clock for the liquidity deadline), and
 * what each run teaches the saved plan.
 */
let chain: LocalTestChain
let creator: Address

beforeAll(async () => {
  chain = await startLocalTestChain()
  creator = chain.accounts[0]!
})

afterAll(async () => {
  await chain?.stop()
})

const entry = () => defineLocalChainEntry({ chainId: 31337, contracts: chain.contracts } as LocalDeployments)
const readOptions = () => ({ locker: chain.contracts.lock, factory: chain.contracts.factory })

/** A new holder-dividend token's launch: its LP burned, trading started, ownership renounced. */
function dividendLaunch(symbol: string): LaunchPlan {
  const supply = parseUnits('1000000', 18)
  const marketing = { ...maxWalletTokenParameters(creator, chain.contracts.router, supply, 0n), symbol }
  return {
    version: 1,
    chainId: 31337,
    account: creator,
    token: {
      kind: 'new',
      template: 'dividend',
      parameters: {
        ...marketing,
        template: 'dividend',
        dividend: plainDividendSettings,
      },
    },
    router: chain.contracts.router,
    quote: chain.contracts.weth,
    tokenAmount: parseUnits('100000', 18),
    quoteAmount: parseEther('1'),
    lp: { mode: 'burn' },
    startTrading: true,
    renounce: { mode: 'now' },
  }
}

const planPhase = (plan: LaunchPlan, progress: LaunchProgress, client = chain.publicClient) =>
  planLaunchPhase(client, {
    plan,
    progress,
    entry: entry(),
    build: async () => 'cancun',
    locker: chain.contracts.lock,
  } satisfies PlanLaunchPhaseParameters)

function readyPhase(phase: LaunchPhasePlan) {
  if (phase.status !== 'ready') throw new Error(`planned ${phase.status}`)
  return phase
}

describe('planLaunchPhase', () => {
  it("plans each phase from the chain's reading, by the chain's clock, until nothing is left", async () => {
    // The chain's clock runs ten days ahead of the device's: a deadline counted from the device's
    // would have passed, and the pool's router would refuse the liquidity.
    await passTime(chain, 10 * 86_400)
    let saved = dividendLaunch('PLPH')
    const planned: LaunchStepId[] = []
    const owned: Address[] = []
    for (;;) {
      const progress = await readLaunchProgress(chain.publicClient, saved, readOptions())
      const phase = await planPhase(saved, progress)
      if (phase.status === 'complete') break
      const ready = readyPhase(phase)
      expect(ready.id).toBe(progress.next)
      planned.push(ready.id)
      if (ready.id === 'create') {
        // The chain has no dividend tracker yet: the create phase deploys it first, then the token.
        expect(ready.steps.map((step) => step.type)).toEqual(['deploy', 'deploy'])
        expect(ready.tokenStepIndex).toBe(1)
      } else expect(ready.tokenStepIndex).toBeUndefined()
      const outcome = await runSteps({
        publicClient: chain.publicClient,
        walletClient: chain.walletClient,
        account: creator,
        steps: ready.steps,
      })
      expect(outcome.status).toBe('done')
      const learnt = launchPhaseOutcome(saved, ready, outcome)
      if (ready.id === 'create') {
        expect(learnt.plan.tokenAddress).toBe(outcome.results[1]!.contractAddress)
        expect(learnt.own).toEqual([learnt.plan.tokenAddress])
      }
      if (ready.id === 'liquidity') expect(learnt.own).toEqual([saved.tokenAddress])
      if (ready.id !== 'create' && ready.id !== 'liquidity') expect(learnt.own).toEqual([])
      expect(learnt.verified).toBeUndefined()
      owned.push(...learnt.own)
      saved = learnt.plan
    }
    expect(planned).toEqual(['create', 'liquidity', 'lp', 'trading', 'renounce'])
    expect(owned).toEqual([saved.tokenAddress, saved.tokenAddress])
    const done = await readLaunchProgress(chain.publicClient, saved, readOptions())
    expect(done.pair).toBeDefined()
    expect(done.reserves).toEqual({ token: saved.tokenAmount, quote: saved.quoteAmount })

    // The next dividend launch finds the tracker the first one deployed: only its token is deployed.
    const next = dividendLaunch('PLPI')
    const second = readyPhase(
      await planPhase(next, await readLaunchProgress(chain.publicClient, next, readOptions())),
    )
    expect(second.steps.map((step) => step.type)).toEqual(['deploy'])
    expect(second.tokenStepIndex).toBe(0)
  })

  it('plans nothing to run for a complete or blocked launch, and reads nothing for it', async () => {
    const plan = dividendLaunch('PLPB')
    const reading = await readLaunchProgress(chain.publicClient, plan, readOptions())
    expect(reading.next).toBe('create')
    const blocked: LaunchProgress = {
      ...reading,
      steps: reading.steps.map((step) =>
        step.id === 'create' ? { ...step, status: 'blocked', reason: 'notOwner' } : step,
      ),
    }
    expect(await planPhase(plan, blocked, nodeDownClient())).toEqual({ status: 'blocked', id: 'create' })
    expect(await planPhase(plan, { ...reading, next: undefined }, nodeDownClient())).toEqual({
      status: 'complete',
    })
  })

  it('says there is nothing to send when the chain no longer holds what the reading named', async () => {
    const plan = dividendLaunch('PLPN')
    const reading = await readLaunchProgress(chain.publicClient, plan, readOptions())
    // A reading that names the trading phase of a token the chain does not hold (yet).
    const stale: LaunchProgress = {
      ...reading,
      next: 'trading',
      token: undefined,
      steps: reading.steps.map((step) => (step.id === 'trading' ? { ...step, status: 'todo' } : step)),
    }
    expect(await planPhase(plan, stale)).toEqual({ status: 'nothingToSend', id: 'trading' })
  })

  it('fails when the node does, rather than plan without the tracker', async () => {
    const plan = dividendLaunch('PLPD')
    const reading = await readLaunchProgress(chain.publicClient, plan, readOptions())
    await expect(planPhase(plan, reading, nodeDownClient())).rejects.toThrow('ECONNREFUSED')
  })
})

describe('launchPhaseOutcome', () => {
  it('learns a passed verification, and nothing from a failed run', () => {
    const token: Address = '0x00000000000000000000000000000000000000aa'
    const plan = { ...dividendLaunch('PLPO'), tokenAddress: token }
    const verify = { status: 'ready' as const, id: 'verify' as const, steps: [], tokenStepIndex: undefined }
    const passed = launchPhaseOutcome(plan, verify, {
      status: 'done',
      results: [{ type: 'verify', status: 'confirmed' }],
    })
    expect(passed).toEqual({ plan, own: [], verified: token })
    // A chain without an explorer skips the verification: nothing is remembered as verified.
    const skipped = launchPhaseOutcome(plan, verify, {
      status: 'done',
      results: [{ type: 'verify', status: 'skipped' }],
    })
    expect(skipped.verified).toBeUndefined()
    const liquidity = {
      status: 'ready' as const,
      id: 'liquidity' as const,
      steps: [],
      tokenStepIndex: undefined,
    }
    const failed = launchPhaseOutcome(plan, liquidity, {
      status: 'failed',
      stepIndex: 0,
      step: call({ address: token, abi: erc20Abi, functionName: 'approve', args: [token, 1n] }),
      error: new Error('refused'),
      message: { key: 'transactionTerminated', params: {} },
      results: [],
    })
    expect(failed).toEqual({ plan, own: [], verified: undefined })
  })
})
