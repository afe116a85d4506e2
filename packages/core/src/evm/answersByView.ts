/** `answers` keyed by the view each answers: the name at the same place in `names`. */
export type AnswersByView<names extends readonly string[], answers extends readonly unknown[]> = {
  -readonly [index in keyof names & `${number}` as names[index]]: answers[index & keyof answers]
}

/**
 * The answers to {@link viewReads}`(contract, names)` by view name, each with its own type, so a
 * reader takes its figures by name rather than by place in a long list.
 *
 * @example
 * const views = ['name', 'decimals'] as const
 * const [answers] = await readContractsAt(client, 'latest', [viewReads(token, views)])
 * answersByView(views, answers) // { name: 'Token', decimals: 18 }
 */
export function answersByView<
  const names extends readonly string[],
  const answers extends readonly unknown[],
>(names: names, answers: answers): AnswersByView<names, answers> {
  return Object.fromEntries(names.map((name, index) => [name, answers[index]])) as AnswersByView<
    names,
    answers
  >
}
