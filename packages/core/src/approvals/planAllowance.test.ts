import { type Address, erc20Abi, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { usdtStyleTokenAbi, usdtStyleTokenBytecode } from '../../testing/contracts/UsdtStyleToken.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { nodeDownClient, readyStepsOf } from '../../testing/planTesting.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { deploy } from '../transactions/deploy.ts'
import { createAllowanceStep } from './createAllowanceStep.ts'
import { planAllowance } from './planAllowance.ts'

/**
 * The Approve tab's plan (issue 78): the allowance is read at the newest block, a token that
 * refuses a non-zero to non-zero change gets its reset first, the steps set exactly the amount,
 * and a node that fails is `unread`.
 */
const chain = useLocalTestChain()
const [owner, spender] = devAccounts

const allowanceOf = (token: Address) =>
  chain.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })

describe('planAllowance', () => {
  it('sets an ordinary token allowance in one step, up, down, to 0 and unlimited, reading it each time', async () => {
    const token = chain.contracts.usdc
    for (const amount of [parseUnits('5', 18), parseUnits('2', 18), 0n, maxUint256]) {
      const plan = await planAllowance(chain.publicClient, { token, owner, spender, amount })
      expect(plan).toMatchObject({ status: 'ready', current: await allowanceOf(token) })
      expect(readyStepsOf(plan).map((step) => step.label)).toEqual(['approve'])
      await chain.runToDone(readyStepsOf(plan), owner)
      expect(await allowanceOf(token)).toBe(amount)
    }
  })

  it('resets first a token that refuses a non-zero change, as read now rather than as the screen saw it', async () => {
    const [deployed] = await chain.runToDone(
      [deploy({ abi: usdtStyleTokenAbi, bytecode: usdtStyleTokenBytecode, args: [parseUnits('1000', 6)] })],
      owner,
    )
    const token = deployed!.contractAddress!
    // From 0: one approve, no reset.
    const first = await planAllowance(chain.publicClient, { token, owner, spender, amount: 5n })
    expect(readyStepsOf(first).map((step) => step.label)).toEqual(['approve'])
    await chain.runToDone(readyStepsOf(first), owner)
    const second = await planAllowance(chain.publicClient, { token, owner, spender, amount: 6n })
    expect(second).toMatchObject({ status: 'ready', current: 5n })
    expect(readyStepsOf(second).map((step) => step.label)).toEqual(['reset', 'approve'])
    await chain.runToDone(readyStepsOf(second), owner)
    expect(await allowanceOf(token)).toBe(6n)
    // Revoked elsewhere since: the plan reads 0 and sets 7 directly.
    await chain.runToDone([createAllowanceStep({ token, spender, amount: 0n })], owner)
    const third = await planAllowance(chain.publicClient, { token, owner, spender, amount: 7n })
    expect(third).toMatchObject({ status: 'ready', current: 0n })
    expect(readyStepsOf(third).map((step) => step.label)).toEqual(['approve'])
  })

  it('says a node that fails as unread', async () => {
    const plan = await planAllowance(nodeDownClient(), {
      token: chain.contracts.usdc,
      owner,
      spender,
      amount: 1n,
    })
    expect(plan.status).toBe('unread')
  })
})
