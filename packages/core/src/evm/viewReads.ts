import type { Abi, Address, ContractFunctionName, ContractFunctionReturnType } from 'viem'
import type { ReadMutability } from './contractReads.ts'

/** One read per name of `names`, in their order: the argument-free views of one contract. */
export type ViewReads<abi extends Abi, names extends readonly string[]> = {
  readonly [index in keyof names]: { address: Address; abi: abi; functionName: names[index] }
}

/** What {@link viewReads}`(contract, names)` answers, in the same order, each typed from the ABI. */
export type ViewAnswers<
  abi extends Abi,
  names extends readonly ContractFunctionName<abi, ReadMutability>[],
> = {
  -readonly [index in keyof names]: ContractFunctionReturnType<abi, ReadMutability, names[index]>
}

/**
 * The argument-free views `names` of one contract, as a group of reads for
 * {@link readContractsAt} (answered as a list in the same order; {@link answersByView} names the
 * answers). A reader that wants many figures of a contract at one block writes each view's name
 * once, instead of a read per view and a variable per answer that must stay in the same order.
 *
 * @example
 * const views = ['name', 'symbol', 'decimals'] as const
 * const [answers, balance] = await readContractsAt(client, block.number, [
 *   viewReads(token, views),
 *   { ...token, functionName: 'balanceOf', args: [account] },
 * ])
 * const { name, symbol, decimals } = answersByView(views, answers)
 */
export function viewReads<
  const abi extends Abi,
  const names extends readonly ContractFunctionName<abi, ReadMutability>[],
>(contract: { address: Address; abi: abi }, names: names): ViewReads<abi, names> {
  // The mapped type says what the map builds, name by name; TypeScript cannot follow a tuple's map.
  return names.map((functionName) => ({ ...contract, functionName })) as unknown as ViewReads<abi, names>
}
