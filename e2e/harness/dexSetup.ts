import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/UniswapV2Router02.ts'
import { pairGasHeadroom } from '@tokenbox/core/dex/pairGasHeadroom.ts'
import type { Page } from 'playwright-core'
import {
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  type Hash,
  type Transport,
  type WalletClient,
} from 'viem'
import { expect } from 'vitest'
import { expectMined } from './expectMined.ts'
import type { Stack } from './startStack.ts'

/**
 * Picks a token in one of the DEX tools' token selects (`testId`, e.g. `exchange-token-in`): a
 * listed one by its option, or with `search` any by pasting its address first; resolves once the
 * select holds it.
 *
 * @example
 * await pickDexToken(page, 'add-token-A', token, { search: true })
 */
export async function pickDexToken(
  page: Page,
  testId: string,
  address: Address,
  options: { search?: boolean } = {},
) {
  await page.getByTestId(testId).click()
  if (options.search) await page.keyboard.type(address)
  await page.getByTestId(`${testId}-option-${address.toLowerCase()}`).click()
  await expect.poll(() => page.getByTestId(testId).getAttribute('data-value')).toBe(address.toLowerCase())
}

/**
 * Gives `token` a pool with the native coin on the local AMM, `from` providing `tokens` and `coin`
 * (it keeps the LP), straight through the router, as test setup.
 *
 * @example
 * await addNativePool(stack, deployer, usdt, parseUnits('300000', 6), parseEther('100'))
 */
export async function addNativePool(
  stack: Stack,
  from: WalletClient<Transport, Chain, Account>,
  token: Address,
  tokens: bigint,
  coin: bigint,
) {
  const { router } = stack.deployments.contracts
  // A reverted setup fails here, not later as a missing pool.
  const wait = (hash: Promise<Hash>) => expectMined(stack, hash)
  await wait(
    from.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, tokens] }),
  )
  const add = {
    address: router,
    abi: uniswapV2Router02Abi,
    functionName: 'addLiquidityETH',
    args: [token, tokens, 0n, 0n, from.account.address, 2n ** 40n],
    value: coin,
    account: from.account,
  } as const
  // The node's estimate (which covers creating the pair) plus what the app adds for a pool touched
  // in the latest block: its price accumulators are updated in the next second (pairGasHeadroom).
  const gas = (await stack.publicClient.estimateContractGas(add)) + pairGasHeadroom(1)
  await wait(from.writeContract({ ...add, gas }))
}
