import { type Address, erc20Abi, isAddressEqual, parseAbi } from 'viem'
import { createAddLiquiditySteps } from '../dex/createAddLiquiditySteps.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import { VerifyTargetMissingError } from '../explorer/errors.ts'
import {
  type VerifySourceThroughServerParameters,
  verifySourceThroughServer,
} from '../explorer/verifySourceThroughServer.ts'
import { createLockSteps } from '../lock/createLockSteps.ts'
import { liquidityDeadlineSeconds } from '../tokens/addLiquiditySteps.ts'
import { createFlow } from '../tokens/createFlow.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { verify } from '../transactions/verify.ts'
import { readLaunchVerifyTarget } from './readLaunchVerifyTarget.ts'
import { type LaunchPlan, type LaunchProgress, type LaunchStepId, launchBurnAddress } from './types.ts'

/** The owner functions a launch calls: the trading templates' switch and the two renounces. */
const launchOwnerAbi = parseAbi([
  'function startTrading()',
  'function renounceOwnership()',
  'function renounceOwnershipUntil(uint64 endsAt)',
])

/** What the phases need besides the plan and the fresh progress. */
export type LaunchPhaseContext = {
  /** The build the chain runs (readChainBuild): the token is deployed from it. */
  build: ContractBuild
  /** The chain's dividend tracker, or null when it has none yet (the create phase deploys it). */
  tracker?: Address | null | undefined
  /** The chain's sale hub, or null (unused by the launch templates; passed on to createFlow). */
  saleHub?: Address | null | undefined
  /** The chain's wrapped native coin: a quote of it is the native coin, sent with the call. */
  wrappedNative: Address | undefined
  /** The chain's TokenBox locker. */
  locker: Address | undefined
  /** The chain's clock in unix seconds (the latest block's time): the liquidity deadline counts from it. */
  nowSeconds: bigint
  /** The catalogue's `routerNativeName` of the DEX (addLiquidityAVAX and the like). */
  routerNativeName?: string | undefined
  /** How the verify phase reaches the TokenBox server (origin, polling policy); default same origin. */
  verifyOptions?:
    | Omit<
        VerifySourceThroughServerParameters,
        'chainId' | 'contractAddress' | 'contractName' | 'constructorArguments' | 'build'
      >
    | undefined
  /** LP lock description shown by the locker; default "<SYMBOL> launch liquidity". */
  lockDescription?: string | undefined
}

/**
 * The transactions of one launch phase, built from `progress` read just before (readLaunchProgress),
 * so amounts come from the chain (the creator's whole LP balance, the token's own pair) rather
 * than from what the browser remembers. A phase that is not `todo` (done, skipped, blocked) has
 * no steps: running an empty list changes nothing, so a stale screen can never repeat a deploy or
 * add liquidity twice.
 *
 * - create: the token's deploy (after the shared dividend tracker when the chain has none), as
 *   Create Token builds it (createFlow), without its verification: that is the next phase. The
 *   token's deploy is the last step; save its hash and address in the plan.
 * - verify: "Sourcecode Verify" of the created token through the TokenBox server.
 * - liquidity: approvals, then addLiquidity (or addLiquidityETH for the native coin) at the plan's
 *   amounts on the plan's router, or the token's own router and coin for templates that made their
 *   pair at deployment; any ratio is accepted, since the creator sets the first price.
 * - lp: a lock of the whole LP balance until `unlockAt` in the chain's locker, or its transfer to
 *   the burn address.
 * - trading: the template's `startTrading`.
 * - renounce: `renounceOwnership`, or `renounceOwnershipUntil(until)`.
 *
 * @example
 * const progress = await readLaunchProgress(publicClient, plan, { locker })
 * const steps = await launchPhaseSteps(progress.next!, plan, progress, { build, wrappedNative, locker, nowSeconds })
 * await runSteps({ publicClient, walletClient, account: plan.account, steps })
 */
export async function launchPhaseSteps(
  id: LaunchStepId,
  plan: LaunchPlan,
  progress: LaunchProgress,
  context: LaunchPhaseContext,
): Promise<Step[]> {
  if (progress.steps.find((step) => step.id === id)?.status !== 'todo') return []
  const { token } = progress
  if (id === 'create') {
    if (plan.token.kind !== 'new') return []
    const flow = await createFlow(
      plan.token.template,
      plan.token.parameters,
      context.build,
      context.tracker,
      context.saleHub,
    )
    return [...flow.steps.slice(0, flow.verifyIndex)]
  }
  // Every later phase acts on the token the chain holds.
  if (!token) return []
  switch (id) {
    case 'verify': {
      // Only a token this launch created can be verified: its constructor arguments are the plan's.
      if (plan.token.kind !== 'new') return []
      return [
        verify({
          label: 'Sourcecode Verify',
          execute: async ({ publicClient }) => {
            const target = await readLaunchVerifyTarget(publicClient, plan, token, context.build)
            if (!target) throw new VerifyTargetMissingError({})
            return verifySourceThroughServer({
              ...context.verifyOptions,
              ...target,
              chainId: await publicClient.getChainId(),
            })
          },
        }),
      ]
    }
    case 'liquidity': {
      const router = progress.router ?? plan.router
      const quote = progress.quote ?? plan.quote
      const native = context.wrappedNative !== undefined && isAddressEqual(quote, context.wrappedNative)
      return createAddLiquiditySteps({
        router,
        tokenA: token,
        tokenB: quote,
        amountA: plan.tokenAmount,
        amountB: plan.quoteAmount,
        native: native ? 'B' : undefined,
        slippageBps: 10_000,
        recipient: plan.account,
        deadline: context.nowSeconds + liquidityDeadlineSeconds,
        routerNativeName: context.routerNativeName,
      })
    }
    case 'lp': {
      const { pair, lpBalance } = progress
      if (!pair || !lpBalance) return []
      if (plan.lp.mode === 'burn') {
        return [
          call({
            address: pair,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [launchBurnAddress, lpBalance],
            label: 'burn LP',
          }),
        ]
      }
      if (plan.lp.mode !== 'lock' || !context.locker) return []
      const symbol = plan.token.kind === 'new' ? plan.token.parameters.symbol : undefined
      return createLockSteps({
        locker: context.locker,
        token: pair,
        isLp: true,
        entries: [
          { owner: plan.account, amount: lpBalance, schedule: { kind: 'fixed', end: plan.lp.unlockAt } },
        ],
        description: context.lockDescription ?? `${symbol ?? 'Token'} launch liquidity`,
      })
    }
    case 'trading':
      return [
        call({
          address: token,
          abi: launchOwnerAbi,
          functionName: 'startTrading',
          args: [],
          label: 'startTrading',
        }),
      ]
    case 'renounce':
      return plan.renounce.mode === 'until'
        ? [
            call({
              address: token,
              abi: launchOwnerAbi,
              functionName: 'renounceOwnershipUntil',
              args: [plan.renounce.until],
              label: 'renounceOwnershipUntil',
            }),
          ]
        : [
            call({
              address: token,
              abi: launchOwnerAbi,
              functionName: 'renounceOwnership',
              args: [],
              label: 'renounceOwnership',
            }),
          ]
  }
}
