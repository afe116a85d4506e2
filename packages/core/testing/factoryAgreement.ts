import type { Abi, Address } from 'viem'
import { expect } from 'vitest'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * One row of a "form and contract agree" table (issue 48): a change to the baseline draft, the
 * validator's refusal (its field path, `.N.` for any index, and key), and either the factory's own
 * refusal of the same terms (`contract`: the runner's message key) or why only the form refuses
 * them (`formOnly`). `context` is what a change needs besides the draft (a pinned clock).
 */
export type AgreementCase<Draft, Context = void> = {
  name: string
  change: (draft: Draft, context: Context) => Partial<Draft>
  field: string
  key: string
} & ({ contract: string } | { formOnly: string })

/** The validator's issues hold `key` at `field` (`.N.` standing for any index). */
export function expectIssue(issues: Record<string, { key: string } | undefined>, field: string, key: string) {
  const path = Object.keys(issues).find(
    (name) => name.replace(/\.\d+\./, '.N.') === field && issues[name]?.key === key,
  )
  expect(path, JSON.stringify(issues)).toBeDefined()
}

/**
 * The factory at `factory` (whose `nonces(creator)` counts the pools a creator made) refuses the
 * plan's steps with `key`, and no pool comes to exist: nothing at the predicted address, the
 * creator's count unchanged.
 *
 * @example
 * await expectFactoryRefused(chain, { factory, abi: miningFactoryAbi, creator }, plan, 'miningTimesInvalid')
 */
export async function expectFactoryRefused(
  chain: LocalTestChain,
  { factory, abi, creator }: { factory: Address; abi: Abi; creator: Address },
  plan: { steps: Parameters<LocalTestChain['runToDone']>[0]; pool: Address },
  key: string,
) {
  const poolsOf = () =>
    chain.publicClient.readContract({ address: factory, abi, functionName: 'nonces', args: [creator] })
  const before = await poolsOf()
  await expect(chain.runToDone(plan.steps, creator)).rejects.toThrow(new RegExp(`failed: ${key}$`))
  expect(await chain.publicClient.getCode({ address: plan.pool })).toBeUndefined()
  expect(await poolsOf()).toBe(before)
}
