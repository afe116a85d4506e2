/**
 * Type tests (checked by `tsc -p packages/core`, never run): readContractsAt checks each read, in a
 * group or left out, against its ABI and types each answer from it.
 */
import { type Address, erc20Abi, type PublicClient } from 'viem'
import { answersByView } from './answersByView.ts'
import { readContractsAt } from './readContractsAt.ts'
import { viewReads } from './viewReads.ts'

declare const client: PublicClient
declare const token: Address
declare const account: Address | undefined
declare const withGroup: boolean

export async function typedAnswers() {
  const [symbol, balance] = await readContractsAt(client, 1n, [
    { address: token, abi: erc20Abi, functionName: 'symbol' },
    { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [token] },
  ])
  symbol satisfies string
  balance satisfies bigint
}

export async function groupsAndLeftOut() {
  const [[name, decimals], group, balance] = await readContractsAt(client, 'latest', [
    [
      { address: token, abi: erc20Abi, functionName: 'name' },
      { address: token, abi: erc20Abi, functionName: 'decimals' },
    ],
    // A conditional's branches keep their function names (and so their answers' types) `as const`.
    withGroup
      ? ([
          { address: token, abi: erc20Abi, functionName: 'totalSupply' },
          account
            ? ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] } as const)
            : undefined,
        ] as const)
      : undefined,
    account
      ? ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] } as const)
      : undefined,
  ])
  name satisfies string
  decimals satisfies number
  balance satisfies bigint | undefined
  // @ts-expect-error: left out without an account
  balance satisfies bigint
  if (group) {
    const [supply, held] = group
    supply satisfies bigint
    held satisfies bigint | undefined
  }
}

export async function refused() {
  // @ts-expect-error: erc20Abi has no view `symbl`
  await readContractsAt(client, 1n, [{ address: token, abi: erc20Abi, functionName: 'symbl' }])
  await readContractsAt(client, 1n, [
    // @ts-expect-error: a misspelt view inside a group is refused too
    [{ address: token, abi: erc20Abi, functionName: 'symbl' }],
  ])
  await readContractsAt(client, 1n, [
    // @ts-expect-error: balanceOf takes an address, not an amount
    withGroup
      ? ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [1n] } as const)
      : undefined,
  ])
  await readContractsAt(client, 1n, [
    // @ts-expect-error: a misspelt view left out conditionally is refused too
    withGroup ? { address: token, abi: erc20Abi, functionName: 'symbl' } : undefined,
  ])
}

export async function viewsByName() {
  const views = ['symbol', 'decimals', 'totalSupply'] as const
  const [answers, balance] = await readContractsAt(client, 1n, [
    viewReads({ address: token, abi: erc20Abi }, views),
    { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [token] },
  ])
  const { symbol, decimals, totalSupply } = answersByView(views, answers)
  symbol satisfies string
  decimals satisfies number
  totalSupply satisfies bigint
  balance satisfies bigint
  // @ts-expect-error: a view that was not read has no answer
  answersByView(views, answers).name
  // @ts-expect-error: erc20Abi has no view `symbl`
  viewReads({ address: token, abi: erc20Abi }, ['symbl'])
}
