import type { ErrorMessageKey } from '@tokenbox/core/errors/errorMessageKeys.ts'
import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import { type LocalTestChain, startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'

/**
 * One range refusal of a create form (issue 48, "form and contract agree"): the change to the
 * template's baseline values, the form's rule for the field and the issue it says, and what the
 * template's constructor does with the same value: refuse it with `contract`, or not (`formOnly`:
 * why only the form needs to).
 */
export type AgreementCase<Values, Template> = {
  name: string
  template: Template
  change: (values: Values) => Partial<Values>
  /** The form's rule for the field, as the form component calls it. */
  rule: (values: Values, template: Template) => FieldIssue
  key: string
} & ({ contract: ErrorMessageKey } | { formOnly: string })

/** The local node an agreement file deploys on, and the account that creates (its second). */
export type AgreementNode = { chain: LocalTestChain; creator: Address }

/**
 * Starts the file's local node before its tests (beforeAll) and stops it after them (afterAll);
 * answers how to reach the node and the creator once started.
 *
 * @example
 * const node = agreementNode()
 * formAgreementTests({ node, … })
 */
export function agreementNode(): () => AgreementNode {
  let started: AgreementNode | undefined
  beforeAll(async () => {
    const chain = await startLocalTestChain()
    started = { chain, creator: chain.accounts[1] as Address }
  }, 180_000)
  afterAll(async () => {
    await started?.chain.stop()
  })
  return () => {
    if (!started) throw new Error('The agreement node starts in beforeAll: read it inside a test')
    return started
  }
}

/** A create form's agreement table and how its values reach a constructor. */
export type FormAgreement<Values, Template extends string, Case extends AgreementCase<Values, Template>> = {
  /** The node and the creator, once the file's beforeAll started them (agreementNode). */
  node: () => AgreementNode
  templates: readonly Template[]
  /** The form's values that the template's constructor accepts. */
  baseline: (template: Template) => Values
  cases: readonly Case[]
  /** The cases whose rules a template's accepted values must pass (default: all of them). */
  appliesTo?: (c: Case, template: Template) => boolean
  /** The deployment the values make, sent with none of the form's checks first (`c`: a case's own). */
  deployStep: (template: Template, values: Values, c?: Case) => Promise<Step>
  /** Each bound itself, which the form and the constructor both accept. */
  bounds: readonly [Template, (values: Values) => Partial<Values>][]
  /** Every range refusal the form's rules can say (read from their source). */
  formRefusals: readonly string[]
}

/**
 * The tests every agreement table shares, declared inside the file's `describe`: each template's
 * baseline deploys and passes every rule; each case's rule says its key and the constructor refuses
 * the same value in the simulation (nothing mined) or only the form refuses it; each bound passes
 * both; and the table classifies every refusal of the form. Answers `expectDeployed` for the file's
 * own tests.
 *
 * @example
 * describe('…', () => { const { expectDeployed } = formAgreementTests({ node, templates, baseline, cases, … }) })
 */
export function formAgreementTests<
  Values,
  Template extends string,
  Case extends AgreementCase<Values, Template>,
>(agreement: FormAgreement<Values, Template, Case>) {
  const { node, templates, baseline, cases, appliesTo = () => true, deployStep } = agreement
  const deploy = async (template: Template, values: Values, c?: Case): Promise<Address> => {
    const { chain, creator } = node()
    const [result] = await chain.runToDone([await deployStep(template, values, c)], creator)
    return result!.contractAddress!
  }
  const expectDeployed = async (template: Template, values: Values) => {
    const token = await deploy(template, values)
    expect(await node().chain.publicClient.getCode({ address: token })).toMatch(/^0x[0-9a-f]{10,}/)
  }
  const expectAccepted = (template: Template, values: Values) => {
    for (const c of cases.filter((c) => appliesTo(c, template)))
      expect(c.rule(values, template), c.name).toBeUndefined()
  }

  for (const template of templates) {
    it(`deploys the ${template} baseline, which every rule of the table accepts`, async () => {
      const values = baseline(template)
      expectAccepted(template, values)
      await expectDeployed(template, values)
    })
  }

  for (const c of cases) {
    const verdict =
      'contract' in c
        ? `the ${c.template} template refuses it with ${c.contract}`
        : 'only the form refuses it'
    it(`${c.name}: the form says ${c.key}, ${verdict}`, async () => {
      const base = baseline(c.template)
      const values = { ...base, ...c.change(base) }
      expect(c.rule(values, c.template)?.key).toBe(c.key)
      if ('formOnly' in c) return expect(c.formOnly).not.toBe('')
      // Refused in the simulation: nothing was mined, so no contract at the creator's next address.
      const { chain, creator } = node()
      const nonce = await chain.publicClient.getTransactionCount({ address: creator })
      await expect(deploy(c.template, values, c)).rejects.toThrow(`step 0 failed: ${c.contract}`)
      expect(await chain.publicClient.getTransactionCount({ address: creator })).toBe(nonce)
    })
  }

  it('accepts each bound itself in both', async () => {
    for (const [template, change] of agreement.bounds) {
      const base = baseline(template)
      const values = { ...base, ...change(base) }
      expectAccepted(template, values)
      await expectDeployed(template, values)
    }
  })

  it('classifies every range refusal of the form', () => {
    expect([...new Set(cases.map((c) => c.key))].sort()).toEqual([...agreement.formRefusals].sort())
  })

  return { expectDeployed }
}
