/**
 * Type tests (checked by `tsc -p packages/core`, never run): a read's function name and arguments
 * are checked against its ABI, and its answer is typed from it.
 */
import { type Address, erc20Abi, type PublicClient } from 'viem'
import { multicallEach } from './multicallEach.ts'

declare const client: PublicClient
declare const token: Address
declare const owner: Address

export async function typedAnswers() {
  const [symbol, balance] = await multicallEach(client, {
    contracts: [
      { address: token, abi: erc20Abi, functionName: 'symbol' },
      { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] },
    ],
  })
  if (symbol.status === 'success') symbol.result satisfies string
  if (balance.status === 'success') balance.result satisfies bigint
}

export async function listsBuiltWithMap() {
  const views = ['name', 'symbol', 'decimals'] as const
  const answers = await multicallEach(client, {
    contracts: views.map((functionName) => ({ address: token, abi: erc20Abi, functionName }) as const),
  })
  const first = answers[0]
  if (first?.status === 'success') first.result satisfies string | number
}

export async function refused() {
  await multicallEach(client, {
    // @ts-expect-error: erc20Abi has no view `symbl`
    contracts: [{ address: token, abi: erc20Abi, functionName: 'symbl' }],
  })
  await multicallEach(client, {
    // @ts-expect-error: `transfer` writes; a read cannot call it
    contracts: [{ address: token, abi: erc20Abi, functionName: 'transfer', args: [owner, 1n] }],
  })
  await multicallEach(client, {
    // @ts-expect-error: balanceOf takes an address, not an amount
    contracts: [{ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [1n] }],
  })
  const misspelt = ['name', 'symbl'] as const
  await multicallEach(client, {
    // @ts-expect-error: a misspelt view in a list built with `.map` is refused too
    contracts: misspelt.map((functionName) => ({ address: token, abi: erc20Abi, functionName }) as const),
  })
}
