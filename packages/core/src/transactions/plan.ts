import type { ErrorMessage } from '../errors/toErrorMessage.ts'

/**
 * What every core plan answers (issue 78: a tool's submit is one core plan, tested on a node):
 * `ready` with what its screen runs (the fields of `ready`: its steps and what was read), one of the
 * plan's own outcomes (`other`: a refusal, an invalid input, a partial amount), or `unread` with the
 * node's error when a read failed, so that "not read" never looks like a verdict.
 *
 * @example
 * export type SaleActionPlan = Plan<
 *   { kind: SaleActionKind; steps: Step[]; sale: SaleState },
 *   { status: 'invalid'; issues: DraftIssues } | PlanRefusal
 * >
 * if (plan.status === 'ready') await run(plan.steps)
 */
export type Plan<ready extends object, other extends { status: string } = never> =
  | ({ status: 'ready' } & ready)
  | other
  | { status: 'unread'; error: unknown }

/** A plan's refusal in the catalogue's words: the chain as read now does not allow the action to the account. */
export type PlanRefusal = { status: 'refused'; reason: ErrorMessage }
