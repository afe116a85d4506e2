import type { MulticallEachAnswer } from './multicallEach.ts'

/** A successful answer's result type. */
type ResultOf<answer> = answer extends { status: 'success'; result: infer result } ? result : never

/** Each answer's result type, or undefined where its call failed on its own. */
export type SuccessResults<answers extends readonly unknown[]> = {
  -readonly [index in keyof answers]: ResultOf<answers[index]> | undefined
}

/**
 * The results of multicallEach's answers, each typed from its call's ABI, undefined where the call
 * failed on its own (a view the contract lacks, a revert): for readers to whom a refused view means
 * "none" (multicallEach has already thrown for a node that failed).
 *
 * @example
 * const [symbol, decimals] = successResults(await multicallEach(client, { contracts: [symbolRead, decimalsRead] }))
 */
export function successResults<const answers extends readonly (MulticallEachAnswer | undefined)[]>(
  answers: answers,
): SuccessResults<answers> {
  // Per index, the mapped type above; a map over a tuple is typed as a list.
  return answers.map((answer) =>
    answer?.status === 'success' ? answer.result : undefined,
  ) as SuccessResults<answers>
}
