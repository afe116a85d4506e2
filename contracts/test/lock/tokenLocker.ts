import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type Address, getAddress, maxUint256, parseEther, parseEventLogs, parseUnits } from 'viem'
import { addLiquidity, addStableLiquidity, deadline, deployAmm } from '../helpers/deployAmm.ts'

const Fixed = 0
const Linear = 1
const Period = 2

/** What the lock form sends: every field of LockSchedule, the unused ones 0. */
function schedule(
  kind: number,
  fields: { start?: bigint; end?: bigint; cycle?: bigint; firstBps?: bigint; cycleBps?: bigint },
) {
  return {
    kind,
    start: fields.start ?? 0n,
    end: fields.end ?? 0n,
    cycle: fields.cycle ?? 0n,
    firstBps: fields.firstBps ?? 0n,
    cycleBps: fields.cycleBps ?? 0n,
  }
}

/** The AMM with two real pairs (USDT/USDC and the fee-on-transfer token/USDC) and a TokenLocker. */
async function setUp() {
  const amm = await deployAmm()
  const { viem, router, usdt, usdc, taxed, owner, getPair } = amm
  const me = getAddress(owner.account.address)
  await addStableLiquidity({ router, usdt, usdc }, '100000', me)
  await addLiquidity(
    router,
    [taxed.address, parseEther('100000')],
    [usdc.address, parseUnits('1000', 18)],
    me,
  )
  const stablePair = await getPair(usdt.address, usdc.address)
  const taxedPair = await getPair(taxed.address, usdc.address)
  const locker = await viem.deployContract('TokenLocker')
  await stablePair.write.approve([locker.address, maxUint256])
  await taxedPair.write.approve([locker.address, maxUint256])
  const now = async () => BigInt(await amm.connection.networkHelpers.time.latest())
  return { ...amm, me, stablePair, taxedPair, locker, now }
}

describe('TokenLocker', () => {
  it('locks real AMM pairs as LP and pays them back for removal', async () => {
    const { publicClient, router, usdt, usdc, me, stablePair, locker, now, connection } = await setUp()
    const lp = await stablePair.read.balanceOf([me])
    const end = (await now()) + 3600n
    const hash = await locker.write.lock([
      stablePair.address,
      true,
      me,
      lp / 2n,
      schedule(Fixed, { end }),
      'Liquidity locked for launch',
    ])
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const [created] = parseEventLogs({ abi: locker.abi, logs: receipt.logs, eventName: 'LockCreated' })
    assert.ok(created)
    assert.equal(created.args.id, 1n)
    assert.equal(getAddress(created.args.token), getAddress(stablePair.address))
    assert.equal(getAddress(created.args.owner), me)
    assert.equal(created.args.amount, lp / 2n)
    assert.equal(created.args.kind, Fixed)
    assert.equal(BigInt(created.args.end), end)
    assert.equal(created.args.isLp, true)

    const [view] = await locker.read.getLocks([[1n]])
    assert.ok(view)
    assert.equal(view.isLp, true)
    assert.equal(view.description, 'Liquidity locked for launch')
    assert.equal(await locker.read.totalLocked([stablePair.address]), lp / 2n)

    // The same pair may also be locked without the badge; the badge is the caller's claim, checked.
    await locker.write.lock([stablePair.address, false, me, 1000n, schedule(Fixed, { end }), ''])
    const [plain] = await locker.read.getLocks([[2n]])
    assert.equal(plain?.isLp, false)

    await connection.networkHelpers.time.increaseTo(end)
    await locker.write.withdraw([1n])
    assert.equal(await stablePair.read.balanceOf([me]), lp - 1000n)
    await stablePair.write.approve([router.address, maxUint256])
    await router.write.removeLiquidity([usdt.address, usdc.address, lp / 4n, 0n, 0n, me, deadline])
  })

  it('locks the pair of a fee-on-transfer token as LP', async () => {
    const { me, taxedPair, locker, now } = await setUp()
    const lp = await taxedPair.read.balanceOf([me])
    await locker.write.lock([
      taxedPair.address,
      true,
      me,
      lp,
      schedule(Linear, { start: await now(), end: (await now()) + 1000n }),
      '',
    ])
    assert.equal(await locker.read.totalLocked([taxedPair.address]), lp)
  })

  it('refuses the LP badge for a fake pair, an EOA and a token without factory()', async () => {
    const { viem, factory, usdt, usdc, other, me, locker, now } = await setUp()
    const end = (await now()) + 3600n
    /** Locking 1,000 of `token` with the LP badge is refused: it is not a pair of the factory. */
    const expectNotLpToken = (token: Address) =>
      viem.assertions.revertWithCustomErrorWithArgs(
        locker.write.lock([token, true, me, 1000n, schedule(Fixed, { end }), '']),
        locker,
        'LockNotLpToken',
        [getAddress(token)],
      )
    // Answers factory(), token0() and token1() like the real pair, but the factory lists another pair.
    const fake = await viem.deployContract('FakeLpPair', [
      factory.address,
      usdt.address,
      usdc.address,
      parseEther('1000'),
    ])
    await fake.write.approve([locker.address, maxUint256])
    await expectNotLpToken(fake.address)
    // Claiming a pair of tokens that has none at all.
    const orphan = await viem.deployContract('FakeLpPair', [
      factory.address,
      usdt.address,
      fake.address,
      parseEther('1000'),
    ])
    await expectNotLpToken(orphan.address)
    // Without the badge the fake is just a token.
    await locker.write.lock([fake.address, false, me, 1000n, schedule(Fixed, { end }), ''])
    const eoa = getAddress(other.account.address)
    await expectNotLpToken(eoa)
    await usdt.write.approve([locker.address, maxUint256])
    await expectNotLpToken(usdt.address)
    const entry = { owner: me, amount: 1000n, schedule: schedule(Fixed, { end }) }
    await viem.assertions.revertWithCustomErrorWithArgs(
      locker.write.lockMany([usdt.address, true, [entry], '']),
      locker,
      'LockNotLpToken',
      [getAddress(usdt.address)],
    )
  })

  it('emits an event for every change, with the values the UI shows', async () => {
    const { viem, publicClient, other, me, stablePair, locker, now, connection } = await setUp()
    const otherAddress = getAddress(other.account.address)
    const start = (await now()) + 100n
    const logsOf = async (hash: `0x${string}`) =>
      parseEventLogs({ abi: locker.abi, logs: (await publicClient.waitForTransactionReceipt({ hash })).logs })

    const batch = await logsOf(
      await locker.write.lockMany([
        stablePair.address,
        true,
        [
          {
            owner: me,
            amount: 1000n,
            schedule: schedule(Period, { start, cycle: 10n, firstBps: 2000n, cycleBps: 4000n }),
          },
          { owner: otherAddress, amount: 3000n, schedule: schedule(Linear, { start, end: start + 100n }) },
        ],
        'Team',
      ]),
    )
    assert.deepEqual(
      batch.map((log) => [log.eventName, 'id' in log.args ? log.args.id : undefined]),
      [
        ['LockCreated', 1n],
        ['LockCreated', 2n],
      ],
    )
    const [period] = await locker.read.getLocks([[1n]])
    assert.equal(BigInt(period?.end ?? 0), start + 20n, 'two cycles after the first 20%')
    assert.deepEqual(
      (await locker.read.getLocks([[1n, 2n]])).map((view) => view.description),
      ['Team', 'Team'],
    )

    const extended = await logsOf(await locker.write.extend([1n, start + 50n, 0n]))
    assert.equal(extended[0]?.eventName, 'LockExtended')
    assert.deepEqual(extended[0]?.args, {
      id: 1n,
      start: Number(start + 50n),
      end: Number(start + 70n),
      amount: 1000n,
    })

    await connection.networkHelpers.time.increaseTo(start + 60n)
    const withdrawn = await logsOf(await locker.write.withdraw([1n]))
    assert.deepEqual(withdrawn[0]?.args, { id: 1n, owner: me, amount: 600n })

    const moved = await logsOf(await locker.write.transferLock([1n, otherAddress]))
    assert.deepEqual(moved[0]?.args, { id: 1n, from: me, to: otherAddress })
    const asOther = await viem.getContractAt('TokenLocker', locker.address, { client: { wallet: other } })
    const [ids] = await locker.read.locksOfOwner([otherAddress, 0n, 10n])
    assert.deepEqual(ids, [2n, 1n])
    const renounced = await logsOf(await asOther.write.renounceLock([2n]))
    assert.deepEqual(renounced[0]?.args, {
      id: 2n,
      from: otherAddress,
      to: '0x0000000000000000000000000000000000000000',
    })
    await viem.assertions.revertWithCustomErrorWithArgs(
      asOther.write.withdraw([2n]),
      locker,
      'LockNotOwner',
      [2n, otherAddress],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(locker.write.withdraw([1n]), locker, 'LockNotOwner', [
      1n,
      me,
    ])
  })

  it('answers the UI reads: releasedAt, getLocks and the indexes agree', async () => {
    const { me, stablePair, locker, now, connection } = await setUp()
    const start = (await now()) + 10n
    for (let i = 0n; i < 9n; i++) {
      await locker.write.lock([
        stablePair.address,
        true,
        me,
        900n,
        schedule(Linear, { start, end: start + 90n }),
        '',
      ])
    }
    assert.equal(await locker.read.ownerIndexLength([me]), 9n)
    assert.equal(await locker.read.tokenLockCount([stablePair.address]), 9n)
    const [firstPage, next] = await locker.read.locksOfToken([stablePair.address, 0n, 7n])
    const [secondPage, end] = await locker.read.locksOfToken([stablePair.address, next, 7n])
    assert.deepEqual([...firstPage, ...secondPage], [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n])
    assert.equal(end, 9n)
    await connection.networkHelpers.time.increaseTo(start + 30n)
    const views = await locker.read.getLocks([[1n, 9n]])
    for (const view of views) {
      assert.equal(view.withdrawable, await locker.read.releasedAt([view.id, start + 30n]))
      assert.equal(view.withdrawable, 300n)
    }
  })
})
