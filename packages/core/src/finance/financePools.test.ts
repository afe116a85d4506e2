import { QueryClient } from '@tanstack/query-core'
import { type Address, erc20Abi, parseEther, parseUnits, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { passTime } from '../../testing/chainClock.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '../../testing/contracts/ReferenceERC20.ts'
import { createPool, earnPoolPlan } from '../../testing/createTestPools.ts'
import { devAccounts, installTestSharedContracts } from '../../testing/localTestChain.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { beanPoolAbi } from '../contracts/BeanPool.abi.ts'
import { financeFactoryAbi } from '../contracts/FinanceFactory.abi.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import { deploy } from '../transactions/deploy.ts'
import { beanPoolQueryOptions } from './beanPoolQuery.ts'
import { beanGasHeadroom, createBeanPoolStep, depositBeanSteps, withdrawBeanStep } from './beanPoolSteps.ts'
import { defaultEarnDraft } from './earnDraft.ts'
import { earnPoolQueryOptions } from './earnPoolQuery.ts'
import { redeemEarnStep, stakeEarnSteps } from './earnPoolSteps.ts'
import { beanPoolListQueryOptions, earnPoolListQueryOptions } from './financePoolListQuery.ts'
import { listBeanPools } from './listBeanPools.ts'
import { listEarnPools } from './listEarnPools.ts'
import { readBeanPool } from './readBeanPool.ts'
import { readEarnPool } from './readEarnPool.ts'
import { validateEarnDraft } from './validateEarnDraft.ts'

// The finance steps and readers against the shared FinanceFactory on a real node: an Earn pool
// created from a validated draft, staked and redeemed early with its fee; a Dollar Beans pool in
// the local USDT, a referred deposit, and a withdrawal on day 3 with the tax the reader showed.
const chain = useLocalTestChain()
const [deployer, creator, alice, bob] = devAccounts
let factory: Address
let token: Address
const day = 86_400

const balanceOf = tokenBalanceReader(chain)
const transfer = (asset: Address, to: Address, amount: bigint) =>
  call({ address: asset, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

beforeAll(async () => {
  ;({ finance: factory } = await installTestSharedContracts(chain))
  const [deployed] = await chain.runToDone(
    [deploy({ abi: referenceERC20Abi, bytecode: referenceERC20Bytecode, args: [parseEther('1000000')] })],
    creator,
  )
  token = deployed?.contractAddress as Address
  await chain.runToDone([transfer(token, alice, parseEther('10000'))], creator)
  const usdt = chain.contracts.usdt
  await chain.runToDone(
    [transfer(usdt, alice, parseUnits('5000', 6)), transfer(usdt, bob, parseUnits('5000', 6))],
    deployer,
  )
}, 240_000)

describe('Earn pool', () => {
  it('is created from a validated draft, staked, and redeemed early with its fee', async () => {
    const draft = { ...defaultEarnDraft(), token, decimals: 18, rewardFund: '1000', earlyFeePercent: '5' }
    expect(validateEarnDraft(draft)).toEqual({})
    const pool = await createPool(chain, earnPoolPlan, { factory, creator, draft })

    await chain.runToDone(stakeEarnSteps({ pool: pool, token, option: 3, amount: parseEther('3650') }), alice)
    await passTime(chain, 90 * day)
    const read = await readEarnPool(chain.publicClient, { pool: pool, account: alice })
    // 3,650 for 180 days at 20%: 360 promised, reserved from the 1,000 fund; half accrued after 90 days.
    expect(read.info.rewardReserved).toBe(parseEther('360'))
    expect(read.unreserved).toBe(parseEther('640'))
    expect(read.stakes[0]?.reward).toBe(parseEther('360'))
    expect(read.stakes[0]?.accrued).toBeGreaterThanOrEqual(parseEther('180'))

    const before = await balanceOf(token, alice)
    await chain.runToDone([redeemEarnStep({ pool: pool, index: 0 })], alice)
    expect((await balanceOf(token, alice)) - before).toBe(parseEther('3467.5'))
    const after = await readEarnPool(chain.publicClient, { pool: pool, account: alice })
    expect(after.info.rewardFund).toBe(parseEther('1182.5'))
    expect(after.stakes[0]?.redeemed).toBe(true)
    const listed = await listEarnPools(chain.publicClient, {
      factory,
      fromBlock: 0n,
      account: creator,
      mine: true,
    })
    expect(listed.map((entry) => entry.address)).toEqual([pool])
    expect(listed[0]).toMatchObject({ maxAprBps: 2_000, periodCount: 4, earlyFeeBps: 500, mine: true })
    expect(
      await listEarnPools(chain.publicClient, { factory, fromBlock: 0n, account: bob, mine: true }),
    ).toEqual([])

    // The page's and the list's hooks, through their query options.
    const queryClient = new QueryClient()
    const block = await chain.publicClient.getBlockNumber()
    const pageQuery = (pool: Address | undefined) =>
      earnPoolQueryOptions(chain.publicClient, { pool, account: alice, block })
    expect(pageQuery(pool).queryKey).toEqual([
      'earnPool',
      chain.publicClient.chain!.id,
      pool,
      alice,
      block.toString(),
    ])
    expect(await queryClient.fetchQuery(pageQuery(pool))).toEqual(after)
    // A typed address with no contract is no pool (the page says so), and nothing is read without one.
    expect(await queryClient.fetchQuery(pageQuery(bob))).toBeNull()
    expect(pageQuery(undefined).enabled).toBe(false)
    const list = (search: string, mine: boolean, account: Address) =>
      queryClient.fetchQuery(earnPoolListQueryOptions(chain.publicClient, { factory, search, mine, account }))
    expect((await list('', true, creator)).map((entry) => entry.address)).toEqual([pool])
    expect(await list('', true, bob)).toEqual([])
    expect((await list('REF', false, bob)).map((entry) => entry.address)).toEqual([pool])
    expect(await list('NOPE', false, bob)).toEqual([])
  }, 120_000)
})

describe('Dollar Beans pool', () => {
  it('takes a referred deposit and pays a day-3 withdrawal with the tax it showed', async () => {
    const usdt = chain.contracts.usdt
    const pool = await chain.publicClient.readContract({
      address: factory,
      abi: financeFactoryAbi,
      functionName: 'predictBeanPool',
      args: [creator],
    })
    const creatorBefore = await balanceOf(usdt, creator)
    await chain.runToDone([createBeanPoolStep({ factory, kind: 'dollarBeans', payToken: usdt })], creator)
    await chain.runToDone(depositBeanSteps({ pool, payToken: usdt, amount: parseUnits('1000', 6) }), alice)
    await chain.runToDone(
      depositBeanSteps({ pool, payToken: usdt, amount: parseUnits('2000', 6), referrer: alice }),
      bob,
    )
    await passTime(chain, 2 * day + 3_600)

    const read = await readBeanPool(chain.publicClient, { pool, account: bob })
    expect(read.kind).toBe('dollarBeans')
    expect(read.rules.depositFeeBps).toBe(100)
    expect(read.position?.referrer).toBe(alice)
    expect(read.position?.taxDay).toBe(3n)
    expect(read.position?.taxBpsNow).toBe(7_000n)
    // 3,000 in: 30 to the creator, 100 to Alice (5% of Bob's 2,000), 2,870 held.
    expect(read.info.balance).toBe(parseUnits('2870', 6))
    expect((await balanceOf(usdt, creator)) - creatorBefore).toBe(parseUnits('30', 6))
    expect(read.info.totalReferralPaid).toBe(parseUnits('100', 6))
    expect(read.health.coverageBps).toBeGreaterThan(10_000n)
    expect(read.health.daysLeft).toBeGreaterThan(0n)

    const amount = parseUnits('100', 6)
    const before = await balanceOf(usdt, bob)
    await chain.runToDone([withdrawBeanStep({ pool, amount })], bob)
    // 5% fee to the creator, 70% tax of day 3 kept, 25% paid.
    expect((await balanceOf(usdt, bob)) - before).toBe(parseUnits('25', 6))
    expect((await balanceOf(usdt, creator)) - creatorBefore).toBe(parseUnits('35', 6))
    const listed = await listBeanPools(chain.publicClient, { factory, kind: 'dollarBeans', fromBlock: 0n })
    expect(listed.map((entry) => entry.address)).toContain(pool)
    expect(listed.find((entry) => entry.address === pool)).toMatchObject({
      symbol: 'USDT',
      depositorCount: 2n,
    })
    expect(await listBeanPools(chain.publicClient, { factory, kind: 'roastBeef', fromBlock: 0n })).toEqual([])

    // The page's and the list's hooks, through their query options: a contract that is no pool
    // (the pay token) reads as none, as does an address with no code.
    const queryClient = new QueryClient()
    const block = await chain.publicClient.getBlockNumber()
    const pageQuery = (address: Address) =>
      beanPoolQueryOptions(chain.publicClient, { pool: address, account: bob, block })
    expect(await queryClient.fetchQuery(pageQuery(pool))).toEqual(
      await readBeanPool(chain.publicClient, { pool, account: bob }),
    )
    expect(await queryClient.fetchQuery(pageQuery(usdt))).toBeNull()
    expect(await queryClient.fetchQuery(pageQuery(alice))).toBeNull()
    const list = (kind: 'dollarBeans' | 'roastBeef', mine: boolean, account: Address) =>
      queryClient.fetchQuery(beanPoolListQueryOptions(chain.publicClient, { factory, kind, mine, account }))
    expect((await list('dollarBeans', false, creator)).map((entry) => entry.address)).toContain(pool)
    expect(await list('roastBeef', false, creator)).toEqual([])
  }, 120_000)

  it("gives a deposit the estimate did not see enough gas: an hour's first flow and earnings accrued since (beanGasHeadroom)", async () => {
    const usdt = chain.contracts.usdt
    const [, , , , owner, referrer, sameBlock, later] = devAccounts
    const pool = await chain.publicClient.readContract({
      address: factory,
      abi: financeFactoryAbi,
      functionName: 'predictBeanPool',
      args: [owner],
    })
    await chain.runToDone([createBeanPoolStep({ factory, kind: 'dollarBeans', payToken: usdt })], owner)
    await chain.runToDone(
      [referrer, sameBlock, later].map((to) => transfer(usdt, to, parseUnits('1000', 6))),
      deployer,
    )
    for (const account of [referrer, sameBlock, later])
      await chain.runToDone([approve({ token: usdt, spender: pool, amount: parseUnits('1000', 6) })], account)
    const deposit = (account: Address, referredBy: Address) =>
      chain.walletClient.writeContract({
        address: pool,
        abi: beanPoolAbi,
        functionName: 'deposit',
        args: [parseUnits('100', 6), referredBy],
        account,
        chain: chain.publicClient.chain,
        gas: 1_000_000n,
      })
    const gasOf = async (hash: `0x${string}`) =>
      (await chain.publicClient.waitForTransactionReceipt({ hash })).gasUsed
    // In the referrer's own block: what a node estimates in the second the pool was last touched
    // (nothing accrued since, this hour's flow already written).
    await chain.publicClient.request({ method: 'evm_setAutomine' as never, params: [false] as never })
    await deposit(referrer, zeroAddress)
    const inSameBlock = await deposit(sameBlock, referrer)
    await chain.publicClient.request({ method: 'evm_mine' as never, params: [] as never })
    await chain.publicClient.request({ method: 'evm_setAutomine' as never, params: [true] as never })
    const estimateLike = await gasOf(inSameBlock)
    // The same deposit an hour later: the pool's and the referrer's earnings accrue, a new hour's flow.
    await passTime(chain, 3_600)
    const alone = await gasOf(await deposit(later, referrer))
    expect(alone).toBeGreaterThan((estimateLike * 11n) / 10n)
    expect(alone).toBeLessThanOrEqual((estimateLike * 11n) / 10n + beanGasHeadroom)
    console.info(`bean deposit: ${estimateLike} gas in the pool's last block, ${alone} an hour later`)
    // The runner sends the pool's calls with the headroom on top of the estimate.
    await chain.runToDone([transfer(usdt, bob, parseUnits('100', 6))], deployer)
    const sent = await chain.runToDone(
      depositBeanSteps({ pool, payToken: usdt, amount: parseUnits('100', 6) }),
      bob,
    )
    const transaction = await chain.publicClient.getTransaction({ hash: sent.at(-1)!.hash! })
    expect(transaction.gas).toBeGreaterThan(beanGasHeadroom + estimateLike / 2n)
    const [withdrawn] = await chain.runToDone([withdrawBeanStep({ pool, amount: 1n })], referrer)
    expect((await chain.publicClient.getTransaction({ hash: withdrawn!.hash! })).gas).toBeGreaterThan(
      beanGasHeadroom,
    )
  }, 120_000)
})
