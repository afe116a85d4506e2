import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { miningConfig } from '@tokenbox/core/mining/miningConfig.ts'
import { getAddress, maxUint256, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { addStableLiquidity, deployAmm } from '../helpers/deployAmm.ts'

describe('MiningFactory', () => {
  it('creates an LP pool of a real AMM pair at the predicted address, two stakers share its rewards', async () => {
    const { viem, publicClient, router, usdt, usdc, owner, other, getPair, connection } = await deployAmm()
    const me = getAddress(owner.account.address)
    const them = getAddress(other.account.address)
    await addStableLiquidity({ router, usdt, usdc }, '100000', me)
    const pair = await getPair(usdt.address, usdc.address)
    const factory = await viem.deployContract('MiningFactory')
    const fund = parseEther('10000')
    const config = miningConfig({
      isLp: true,
      stakeToken: pair.address,
      rewardToken: usdc.address,
      rewardPerSecond: parseEther('1'),
      rewardFund: fund,
    })
    const predicted = await factory.read.predictPool([me, config])
    await usdc.write.approve([factory.address, maxUint256])
    const hash = await factory.write.createPool([config])
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const [created] = parseEventLogs({ abi: factory.abi, logs: receipt.logs, eventName: 'PoolCreated' })
    assert.ok(created)
    assert.equal(getAddress(created.args.pool), getAddress(predicted))
    assert.equal(getAddress(created.args.stakeToken), getAddress(pair.address))
    assert.equal(getAddress(created.args.rewardToken), getAddress(usdc.address))
    assert.equal(getAddress(created.args.creator), me)
    assert.equal(created.args.isLp, true)
    assert.equal(created.args.rewardFund, fund)

    const pool = await viem.getContractAt('MiningPool', predicted)
    const lp = await pair.read.balanceOf([me])
    await pair.write.transfer([them, lp / 2n])
    await pair.write.approve([pool.address, maxUint256])
    await pair.write.approve([pool.address, maxUint256], { account: other.account })
    await pool.write.stake([0n, lp / 4n, zeroAddress])
    await pool.write.stake([0n, lp / 4n, zeroAddress], { account: other.account })
    await connection.networkHelpers.time.increase(1000)
    await connection.networkHelpers.mine()

    const info = await pool.read.poolInfo()
    assert.equal(info.isLp, true)
    assert.equal(info.totalStaked, lp / 2n)
    const mine = await pool.read.pendingReward([me])
    const theirs = await pool.read.pendingReward([them])
    // The first staker was alone for one block, then both share equally.
    assert.ok(mine > theirs, 'the earlier staker earned more')
    assert.ok(mine + theirs <= info.rewardAllocated, 'owed never above emitted')
    const before = await usdc.read.balanceOf([them])
    await pool.write.claim({ account: other.account })
    assert.ok((await usdc.read.balanceOf([them])) - before >= theirs, 'claim pays at least the pending shown')
    await pool.write.unstake([0n, lp / 4n], { account: other.account })
    assert.equal(await pair.read.balanceOf([them]), lp / 2n, 'the stake comes back whole')

    const account = await pool.read.accountInfo([me])
    assert.equal(account.staked, lp / 4n)
    assert.equal(account.positions.length, 1)
  })

  it('refuses a token that is not a pair as LP ("Is not an LP address")', async () => {
    const { viem, usdt, usdc, factory: amm } = await deployAmm()
    const factory = await viem.deployContract('MiningFactory')
    const fake = await viem.deployContract('FakeLpPair', [
      amm.address,
      usdt.address,
      usdc.address,
      parseEther('1'),
    ])
    for (const token of [usdt.address, fake.address]) {
      await assert.rejects(
        factory.write.createPool([
          miningConfig({ isLp: true, stakeToken: token, rewardToken: usdc.address, rewardPerSecond: 1n }),
        ]),
        /MiningNotLpToken/,
      )
    }
  })
})
