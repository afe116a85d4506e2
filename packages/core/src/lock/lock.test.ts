import {
  type Address,
  createPublicClient,
  createTestClient,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { hardhat } from 'viem/chains'
import { beforeAll, describe, expect, it } from 'vitest'
import { deploySampleToken } from '../../testing/deploySampleToken.ts'
import { maxWalletTokenParameters, rebasingTokenParameters } from '../../testing/testTokenParameters.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { taxTokenAbi } from '../contracts/TaxToken.abi.ts'
import { tokenLockerAbi } from '../contracts/TokenLocker.abi.ts'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.abi.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import { createTokenDeployStep } from '../tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../tokens/tokenTemplates.ts'
import { approve } from '../transactions/approve.ts'
import { call } from '../transactions/call.ts'
import type { Step } from '../transactions/types.ts'
import { createLockSteps, type LockScheduleInput, toContractSchedule } from './createLockSteps.ts'
import { withdrawLockStep } from './lockActionSteps.ts'
import {
  type LockInfo,
  type LockScheduleState,
  lockStatus,
  nextRelease,
  periodEnd,
  releasedAt,
  withdrawableAt,
} from './lockSchedule.ts'
import { parseLockDate, parseLockLines } from './parseLockLines.ts'
import { readLock } from './readLock.ts'
import { isRebasingTemplate, readLockableToken } from './readLockableToken.ts'
import { readLocks, readLocksById } from './readLocks.ts'
import { planWithdraw, readWithdrawRoom } from './readWithdrawRoom.ts'
import { releaseSchedule } from './releaseSchedule.ts'

const chain = useLocalTestChain()
let publicClient: PublicClient
let token: Address

const runToDone = (steps: Step[], account: Address) => chain.runToDone(steps, account)

async function now(): Promise<bigint> {
  return (await publicClient.getBlock()).timestamp
}

beforeAll(async () => {
  // A client whose chain lists no aggregator: reads go one call each (the aggregate3 path is
  // tested on its own below).
  publicClient = createPublicClient({ chain: hardhat, transport: http(chain.node.url), pollingInterval: 50 })
  token = await deploySampleToken(
    chain,
    { name: 'Lock Me', symbol: 'LOCK', supply: parseEther('1000000') },
    chain.accounts[0]!,
  )
})

/** The schedule fields a fixed or linear lock leaves at zero. */
const base = { cycle: 0n, firstBps: 0n, cycleBps: 0n }

/** A period lock from 1000: 20% at its start, then 30% every 30 seconds (ends at 1090). */
const periodSchedule: LockScheduleState = {
  kind: 'period',
  start: 1000n,
  end: periodEnd(1000n, 30n, 2000n, 3000n),
  cycle: 30n,
  firstBps: 2000n,
  cycleBps: 3000n,
}

describe('lock schedule math', () => {
  /** A step release: `amount` more at `at`, `released` in all by then. */
  const stepRelease = (at: bigint, amount: bigint, released: bigint) =>
    ({ kind: 'step', at, amount, released }) as const
  it('releases a fixed lock all at once at its unlock date', () => {
    const schedule: LockScheduleState = { kind: 'fixed', start: 100n, end: 200n, ...base }
    expect(releasedAt(schedule, 1000n, 199n)).toBe(0n)
    expect(releasedAt(schedule, 1000n, 200n)).toBe(1000n)
    expect(nextRelease(schedule, 1000n, 150n)).toEqual(stepRelease(200n, 1000n, 1000n))
    expect(nextRelease(schedule, 1000n, 200n)).toBeUndefined()
  })

  it('releases a linear lock in proportion, rounding down, and all at its end', () => {
    const schedule: LockScheduleState = { kind: 'linear', start: 0n, end: 3n, ...base }
    expect([0n, 1n, 2n, 3n, 9n].map((time) => releasedAt(schedule, 100n, time))).toEqual([
      0n,
      33n,
      66n,
      100n,
      100n,
    ])
  })

  it('releases a period lock by its first share and then per cycle, never above the amount', () => {
    // 20% then 30% per cycle: 20, 50, 80, 100 -> three cycles.
    expect(periodEnd(1000n, 30n, 2000n, 3000n)).toBe(1090n)
    const schedule = periodSchedule
    expect(
      [999n, 1000n, 1029n, 1030n, 1060n, 1089n, 1090n].map((time) => releasedAt(schedule, 1001n, time)),
    ).toEqual([0n, 200n, 200n, 500n, 800n, 800n, 1001n])
    expect(nextRelease(schedule, 1001n, 1031n)).toEqual(stepRelease(1060n, 300n, 800n))
    // Before the first release: the first share is next, at the start.
    expect(nextRelease(schedule, 1001n, 500n)).toEqual(stepRelease(1000n, 200n, 200n))
    // The last cycle releases what rounding held back.
    expect(nextRelease(schedule, 1001n, 1060n)).toEqual(stepRelease(1090n, 201n, 1001n))
    expect(nextRelease(schedule, 1001n, 1090n)).toBeUndefined()
  })

  it('gives a linear lock its start, then a continuous release until its end, not the end as its next unlock', () => {
    const schedule: LockScheduleState = { kind: 'linear', start: 86_400n, end: 86_400n * 101n, ...base }
    expect(nextRelease(schedule, 1000n, 0n)).toEqual({
      kind: 'start',
      at: 86_400n,
      amount: 0n,
      released: 0n,
      perDay: 10n,
    })
    // 3 days in: 30 released, 970 still to come at 10 a day until the end.
    expect(nextRelease(schedule, 1000n, 86_400n * 4n)).toEqual({
      kind: 'continuous',
      at: 86_400n * 101n,
      amount: 970n,
      released: 1000n,
      perDay: 10n,
    })
    expect(nextRelease(schedule, 1000n, 86_400n * 101n)).toBeUndefined()
  })

  const lockOf = (schedule: LockScheduleState, amount: bigint, withdrawn = 0n): LockInfo => ({
    ...schedule,
    id: 1n,
    token: '0x0000000000000000000000000000000000000001',
    isLp: false,
    owner: '0x0000000000000000000000000000000000000002',
    amount,
    withdrawn,
    withdrawable: 0n,
    description: '',
  })

  it('tells locked, fully withdrawable and withdrawn apart', () => {
    const lock = lockOf({ kind: 'fixed', start: 0n, end: 100n, ...base }, 10n)
    expect(lockStatus(lock, 99n)).toBe('locked')
    expect(lockStatus(lock, 100n)).toBe('fullyWithdrawable')
    expect(lockStatus({ ...lock, withdrawn: 10n }, 100n)).toBe('withdrawn')
    expect(withdrawableAt({ ...lock, withdrawn: 4n }, 100n)).toBe(6n)
  })

  it('calls a linear lock with 3% released partly withdrawable, with that 3% withdrawable now', () => {
    const lock = lockOf({ kind: 'linear', start: 0n, end: 100n * 86_400n, ...base }, parseEther('1000'))
    const threePercentIn = 3n * 86_400n
    expect(lockStatus(lock, 0n)).toBe('locked')
    expect(withdrawableAt(lock, threePercentIn)).toBe(parseEther('30'))
    expect(lockStatus(lock, threePercentIn)).toBe('partlyWithdrawable')
    // Withdrawn up to now: nothing withdrawable this very second, so locked until the next one.
    expect(lockStatus({ ...lock, withdrawn: parseEther('30') }, threePercentIn)).toBe('locked')
    expect(lockStatus({ ...lock, withdrawn: parseEther('30') }, threePercentIn + 1n)).toBe(
      'partlyWithdrawable',
    )
    expect(lockStatus(lock, 100n * 86_400n)).toBe('fullyWithdrawable')
  })

  it('says a period lock is partly withdrawable between cycles and locked once that part is withdrawn', () => {
    const schedule = periodSchedule
    const lock = lockOf(schedule, 1000n)
    expect(lockStatus(lock, 999n)).toBe('locked')
    expect(lockStatus(lock, 1000n)).toBe('partlyWithdrawable')
    expect(withdrawableAt(lock, 1031n)).toBe(500n)
    expect(lockStatus({ ...lock, withdrawn: 500n }, 1031n)).toBe('locked')
    expect(lockStatus({ ...lock, withdrawn: 500n }, 1090n)).toBe('fullyWithdrawable')
  })

  it('keeps a renounced lock locked for good: nothing withdrawable, even after its end', () => {
    const lock = {
      ...lockOf({ kind: 'fixed', start: 0n, end: 100n, ...base }, 10n),
      owner: '0x0000000000000000000000000000000000000000',
    } as const
    expect(lockStatus(lock, 200n)).toBe('renounced')
    expect(withdrawableAt(lock, 200n)).toBe(0n)
    expect(lockStatus({ ...lock, withdrawn: 10n }, 200n)).toBe('withdrawn')
  })
})

describe('releaseSchedule', () => {
  const sum = (rows: { amount: bigint }[]) => rows.reduce((total, row) => total + row.amount, 0n)

  it('lists a fixed lock as one release of everything', () => {
    expect(releaseSchedule({ kind: 'fixed', start: 5n, end: 200n, ...base }, 1000n)).toEqual([
      { at: 200n, amount: 1000n, released: 1000n, bps: 10_000n },
    ])
  })

  it('lists a period lock cycle by cycle, the last completing the amount', () => {
    const schedule = periodSchedule
    const rows = releaseSchedule(schedule, 1001n)
    expect(rows).toEqual([
      { at: 1000n, amount: 200n, released: 200n, bps: 2000n },
      { at: 1030n, amount: 300n, released: 500n, bps: 5000n },
      { at: 1060n, amount: 300n, released: 800n, bps: 8000n },
      { at: 1090n, amount: 201n, released: 1001n, bps: 10_000n },
    ])
    // 0.01% a cycle after nothing first: 10,000 cycles, all adding up.
    const fine: LockScheduleState = {
      kind: 'period',
      start: 0n,
      end: periodEnd(0n, 60n, 0n, 1n),
      cycle: 60n,
      firstBps: 0n,
      cycleBps: 1n,
    }
    const many = releaseSchedule(fine, 12_345n)
    expect(many).toHaveLength(10_001)
    expect(sum(many)).toBe(12_345n)
    // Everything released at once on the first date.
    expect(releaseSchedule({ ...fine, end: 0n, firstBps: 10_000n, cycleBps: 100n }, 7n)).toEqual([
      { at: 0n, amount: 7n, released: 7n, bps: 10_000n },
    ])
  })

  it('lists a linear lock by its start and quarter milestones, or any number of steps', () => {
    const schedule: LockScheduleState = { kind: 'linear', start: 100n, end: 201n, ...base }
    const rows = releaseSchedule(schedule, 1000n)
    expect(rows.map((row) => row.bps)).toEqual([0n, 2500n, 5000n, 7500n, 10_000n])
    expect(rows.map((row) => row.at)).toEqual([100n, 126n, 151n, 176n, 201n])
    // Rounded up, so each milestone's share is out by its date.
    for (const row of rows) expect(row.released * 10_000n).toBeGreaterThanOrEqual(row.bps * 1000n)
    expect(rows.at(-1)).toMatchObject({ released: 1000n })
    expect(sum(rows)).toBe(1000n)
    expect(releaseSchedule(schedule, 1000n, { linearSteps: 10 })).toHaveLength(11)
  })
})

describe('parseLockLines', () => {
  const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const b = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  it('reads commas, full-width commas, tabs and spaces, skipping a header and blank lines', () => {
    const { lines, issues } = parseLockLines(
      `address,amount\n${a},1000\n\n${b}，2.5\n${a.toLowerCase()}\t 3`,
      18,
    )
    expect(issues).toEqual([])
    expect(lines.map((line) => [line.line, line.owner, line.amount])).toEqual([
      [2, a, parseEther('1000')],
      [4, b, parseEther('2.5')],
      [5, a, parseEther('3')],
    ])
  })

  it('lists every bad line with its number and reason and keeps the good ones', () => {
    const { lines, issues } = parseLockLines(
      [
        `${a},1`,
        '0x123,5',
        `${b},abc`,
        `${b},1.1234567`,
        `${b},0`,
        `${b}`,
        `${b},1,1700000000000`,
        `${b},1,2027-02-30`,
      ].join('\n'),
      6,
    )
    expect(lines).toHaveLength(1)
    expect(issues.map((issue) => [issue.line, issue.issue])).toEqual([
      [2, 'invalidAddress'],
      [3, 'invalidAmount'],
      [4, 'tooManyDecimals'],
      [5, 'invalidAmount'],
      [6, 'format'],
      [7, 'millisecondDate'],
      [8, 'invalidDate'],
    ])
  })

  it('reads dates as local date-times or Unix seconds', () => {
    expect(parseLockDate('1900000000')).toBe(1_900_000_000n)
    expect(parseLockDate('2027-01-02 03:04')).toBe(BigInt(new Date(2027, 0, 2, 3, 4).getTime() / 1000))
    expect(parseLockDate('soon')).toBe('invalidDate')
  })
})

describe('locks on a local chain', () => {
  it('locks through approve + lock, reads the lock by owner and by token, and agrees with the contract', async () => {
    const [me, other] = chain.accounts as [Address, Address]
    const start = (await now()) + 100n
    const schedules: LockScheduleInput[] = [
      { kind: 'fixed', end: start + 1000n },
      { kind: 'linear', start, end: start + 777n },
      { kind: 'period', start, cycle: 60n, firstBps: 1500n, cycleBps: 3333n },
    ]
    for (const schedule of schedules) {
      await runToDone(
        createLockSteps({
          locker: chain.contracts.lock,
          token,
          isLp: false,
          entries: [{ owner: other, amount: parseEther('123.456789'), schedule }],
          description: `core ${schedule.kind}`,
        }),
        me,
      )
    }
    const mine = await readLocks(publicClient, { locker: chain.contracts.lock, owner: other })
    expect(mine.map((lock) => [lock.kind, lock.description])).toEqual([
      ['period', 'core period'],
      ['linear', 'core linear'],
      ['fixed', 'core fixed'],
    ])
    const ofToken = await readLocks(publicClient, { locker: chain.contracts.lock, token })
    expect(ofToken.map((lock) => lock.id)).toEqual(mine.map((lock) => lock.id))
    for (const lock of mine) {
      for (const offset of [0n, 99n, 100n, 101n, 400n, 777n, 1000n, 5000n]) {
        const onChain = await publicClient.readContract({
          address: chain.contracts.lock,
          abi: tokenLockerAbi,
          functionName: 'releasedAt',
          args: [lock.id, start + offset],
        })
        expect(releasedAt(lock, lock.amount, start + offset), `${lock.kind} at +${offset}`).toBe(onChain)
      }
    }
  })

  it('reads one lock by id for its shared page, and no lock for an id the locker never gave', async () => {
    const [, other] = chain.accounts as [Address, Address]
    const [newest] = await readLocks(publicClient, { locker: chain.contracts.lock, owner: other })
    const { lock, timestamp } = await readLock(publicClient, { locker: chain.contracts.lock, id: newest!.id })
    expect(lock).toEqual(newest)
    expect(timestamp).toBe(await now())
    // Every release the schedule lists agrees with the contract at its date, and they add up.
    const rows = releaseSchedule(lock!, lock!.amount)
    for (const row of rows) {
      const onChain = await publicClient.readContract({
        address: chain.contracts.lock,
        abi: tokenLockerAbi,
        functionName: 'releasedAt',
        args: [lock!.id, row.at],
      })
      expect(row.released).toBe(onChain)
    }
    expect(rows.reduce((total, row) => total + row.amount, 0n)).toBe(lock!.amount)
    const count = await publicClient.readContract({
      address: chain.contracts.lock,
      abi: tokenLockerAbi,
      functionName: 'lockCount',
    })
    expect(
      (await readLock(publicClient, { locker: chain.contracts.lock, id: count + 1n })).lock,
    ).toBeUndefined()
    expect((await readLock(publicClient, { locker: chain.contracts.lock, id: 0n })).lock).toBeUndefined()
  })

  it('locks for many owners in one transaction with the same schedule', async () => {
    const [me, , third, fourth] = chain.accounts as [Address, Address, Address, Address]
    const end = (await now()) + 5000n
    const entries = [third, fourth, third].map((owner, index) => ({
      owner,
      amount: parseUnits(String(index + 1), 18),
      schedule: { kind: 'fixed', end } as const,
    }))
    const steps = createLockSteps({
      locker: chain.contracts.lock,
      token,
      isLp: false,
      entries,
      description: 'batch',
      batchSize: 2,
    })
    // One approval of the total, then batches of two and one.
    expect(steps.map((step) => step.type)).toEqual(['approve', 'call', 'call'])
    const results = await runToDone(steps, me)
    expect(results.at(-1)?.receipt?.status).toBe('success')
    const thirds = await readLocks(publicClient, { locker: chain.contracts.lock, owner: third })
    expect(thirds.map((lock) => lock.amount)).toEqual([parseEther('3'), parseEther('1')])
    expect(thirds.every((lock) => lock.description === 'batch')).toBe(true)
    expect(thirds[0]!.id - thirds[1]!.id).toBe(2n)
  })

  it('reads a plain token and an AMM pair, with the pair sides', async () => {
    const [me] = chain.accounts as [Address]
    const plain = await readLockableToken(publicClient, { token, account: me, spender: chain.contracts.lock })
    expect(plain).toMatchObject({ symbol: 'LOCK', decimals: 18 })
    expect(plain?.lp).toBeUndefined()
    const deadline = (await now()) + 3600n
    await runToDone(
      [
        approve({ token: chain.contracts.usdt, spender: chain.contracts.router, amount: 1_000_000_000n }),
        approve({ token, spender: chain.contracts.router, amount: parseEther('1000') }),
        call({
          address: chain.contracts.router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidity',
          args: [token, chain.contracts.usdt, parseEther('1000'), 1_000_000_000n, 0n, 0n, me, deadline],
        }),
      ],
      me,
    )
    const pair = await publicClient.readContract({
      address: chain.contracts.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token, chain.contracts.usdt],
    })
    const lp = await readLockableToken(publicClient, { token: pair, account: me })
    expect(lp?.lp?.factory).toBe(chain.contracts.factory)
    expect([lp?.lp?.token0.symbol, lp?.lp?.token1.symbol].sort()).toEqual(['LOCK', 'USDT'])
    expect(lp?.balance).toBeGreaterThan(0n)
    // The same through one aggregate3 call, as on chains that list Multicall3.
    const withMulticall = createPublicClient({
      chain: { ...hardhat, contracts: { multicall3: { address: chain.contracts.multicall3 } } },
      transport: http(chain.node.url),
    })
    expect(await readLockableToken(withMulticall as PublicClient, { token: pair, account: me })).toEqual(lp)
    expect(await readLockableToken(publicClient, { token: me })).toBeUndefined()
  })

  it('withdraws after the chain.node time passes the unlock date', async () => {
    const [me] = chain.accounts as [Address]
    const end = (await now()) + 1000n
    await runToDone(
      createLockSteps({
        locker: chain.contracts.lock,
        token,
        isLp: false,
        entries: [{ owner: me, amount: 500n, schedule: { kind: 'fixed', end } }],
        description: '',
      }),
      me,
    )
    const [lock] = await readLocks(publicClient, { locker: chain.contracts.lock, owner: me })
    expect(lock?.withdrawable).toBe(0n)
    await createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(chain.node.url) }).increaseTime(
      {
        seconds: 1001,
      },
    )
    await runToDone(
      [
        call({
          address: chain.contracts.lock,
          abi: tokenLockerAbi,
          functionName: 'withdraw',
          args: [lock!.id],
        }),
      ],
      me,
    )
    const [after] = await readLocks(publicClient, { locker: chain.contracts.lock, owner: me })
    expect(after?.withdrawn).toBe(500n)
    expect(lockStatus(after!, await now())).toBe('withdrawn')
    expect(toContractSchedule({ kind: 'fixed', end: 5n })).toEqual({
      kind: 0,
      start: 0n,
      end: 5n,
      cycle: 0n,
      firstBps: 0n,
      cycleBps: 0n,
    })
  })
})

describe('partial withdraw under a max-wallet limit', () => {
  it('plans a full withdrawal unless the limit refuses it', () => {
    const limit = (room: bigint) => ({ maxWallet: 100n, balance: 100n - room, room })
    expect(planWithdraw(50n, undefined)).toEqual({ kind: 'full' })
    expect(planWithdraw(50n, limit(50n))).toEqual({ kind: 'full' })
    expect(planWithdraw(51n, limit(50n))).toEqual({ kind: 'partial', max: 50n })
    expect(planWithdraw(51n, limit(0n))).toEqual({ kind: 'full-wallet' })
    expect(isRebasingTemplate('TokenBox.CompoundToken v1')).toBe(true)
    expect(isRebasingTemplate('TokenBox.TaxToken v1')).toBe(false)
    expect(isRebasingTemplate(undefined)).toBe(false)
  })

  it('reads the room a lowered max wallet leaves and withdraws a lock in parts that fit', async () => {
    const [deployer, owner] = chain.accounts as [Address, Address]
    const supply = parseEther('1000000')
    const [deployed] = await runToDone(
      [
        createTokenDeployStep(
          maxWalletTokenParameters(deployer, chain.contracts.router, supply, supply / 100n),
          await tokenTemplateBytecode('marketing', 'cancun'),
          'cancun',
        ),
      ],
      deployer,
    )
    const capped = deployed!.contractAddress!
    await runToDone(
      [call({ address: capped, abi: taxTokenAbi, functionName: 'transfer', args: [owner, supply / 100n] })],
      deployer,
    )
    expect(await readWithdrawRoom(publicClient, { token: capped, owner })).toEqual({
      maxWallet: supply / 100n,
      balance: supply / 100n,
      room: 0n,
    })
    const end = (await now()) + 100n
    await runToDone(
      createLockSteps({
        locker: chain.contracts.lock,
        token: capped,
        isLp: false,
        entries: [{ owner, amount: supply / 100n, schedule: { kind: 'fixed', end } }],
        description: '',
      }),
      owner,
    )
    await runToDone(
      [call({ address: capped, abi: taxTokenAbi, functionName: 'setLimits', args: [supply / 1000n, 0n] })],
      deployer,
    )
    await createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(chain.node.url) }).increaseTime(
      {
        seconds: 101,
      },
    )
    const [lock] = (await readLocks(publicClient, { locker: chain.contracts.lock, owner })).filter(
      (entry) => entry.token === capped,
    )
    const limit = await readWithdrawRoom(publicClient, { token: capped, owner })
    expect(limit?.room).toBe(supply / 1000n)
    expect(planWithdraw(supply / 100n, limit)).toEqual({ kind: 'partial', max: supply / 1000n })
    await runToDone(
      [withdrawLockStep({ locker: chain.contracts.lock, id: lock!.id, amount: supply / 1000n })],
      owner,
    )
    const [after] = await readLocksById(publicClient, chain.contracts.lock, [lock!.id])
    expect(after?.withdrawn).toBe(supply / 1000n)
    expect(await readWithdrawRoom(publicClient, { token: capped, owner })).toMatchObject({ room: 0n })
    // A token without a limit (the plain test token) sets no cap.
    expect(await readWithdrawRoom(publicClient, { token, owner })).toBeUndefined()
  })

  it('marks a CompoundToken as rebasing, an ordinary token not', async () => {
    const [deployer] = chain.accounts as [Address]
    const [deployed] = await runToDone(
      [
        createTokenDeployStep(
          rebasingTokenParameters(
            deployer,
            chain.contracts.router,
            parseEther('1000'),
            (await now()) + 3600n,
          ),
          await tokenTemplateBytecode('compound', 'cancun'),
          'cancun',
        ),
      ],
      deployer,
    )
    const grow = await readLockableToken(publicClient, { token: deployed!.contractAddress! })
    expect(grow?.rebasing).toBe(true)
    expect((await readLockableToken(publicClient, { token }))?.rebasing).toBe(false)
  })
})
