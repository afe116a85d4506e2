import { type Address, type PublicClient, zeroAddress } from 'viem'
import { beanPoolAbi } from '../contracts/BeanPool.abi.ts'
import { readToken } from '../erc20/readToken.ts'
import { type BeanPoolHealth, beanPoolHealth } from './beanPoolHealth.ts'
import { type BeanPoolKind, beanKindOf } from './beanPoolSteps.ts'

export type ReadBeanPoolParameters = { pool: Address; account?: Address | undefined }

export type ReadBeanPoolReturnType = {
  kind: BeanPoolKind
  info: Awaited<ReturnType<typeof readInfo>>
  rules: Awaited<ReturnType<typeof readRules>>
  health: BeanPoolHealth
  /** The account's position (all zero for an account that never deposited). */
  position: Awaited<ReturnType<typeof readPosition>> | undefined
  /** The pool's coin with the account's balance (null: the address no longer answers as a token). */
  coin: Awaited<ReturnType<typeof readToken>>
}

const readInfo = (client: PublicClient, pool: Address) =>
  client.readContract({ address: pool, abi: beanPoolAbi, functionName: 'poolInfo' })
const readRules = (client: PublicClient, pool: Address) =>
  client.readContract({ address: pool, abi: beanPoolAbi, functionName: 'rules' })
const readPosition = (client: PublicClient, pool: Address, account: Address) =>
  client.readContract({ address: pool, abi: beanPoolAbi, functionName: 'accountInfo', args: [account] })

/**
 * A Dollar Beans or Roast Beef pool as its page shows it, live from the chain: its figures (balance,
 * what depositors could withdraw now, payout per day, last 24 h in and out), its constants, the
 * coverage and days left they give, and the account's position (earnings, rate, tax of today).
 *
 * @example
 * const { health, position } = await readBeanPool(publicClient, { pool, account })
 */
export async function readBeanPool(
  client: PublicClient,
  { pool, account }: ReadBeanPoolParameters,
): Promise<ReadBeanPoolReturnType> {
  const [info, rules, position] = await Promise.all([
    readInfo(client, pool),
    readRules(client, pool),
    account && account !== zeroAddress ? readPosition(client, pool, account) : undefined,
  ])
  const coin = await readToken(client, { token: info.payToken, owner: account })
  return {
    coin,
    kind: beanKindOf[info.kind] ?? 'dollarBeans',
    info,
    rules,
    health: beanPoolHealth(info),
    position,
  }
}
