import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { getAddress, maxUint256, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { deployAmm } from '../helpers/deployAmm.ts'
import { standardParams } from '../helpers/presaleParams.ts'

describe('LaunchpadFactory and Presale (viem, the way the web app calls them)', () => {
  it('creates at the predicted address, takes three buyers (one invited), lists at the rate, locks the LP and vests', async () => {
    const amm = await deployAmm()
    const { viem, connection, router, factory, weth, owner, other } = amm
    const [, , third] = await viem.getWalletClients()
    assert.ok(third)
    const locker = await viem.deployContract('TokenLocker')
    const launchpad = await viem.deployContract('LaunchpadFactory', [owner.account.address])
    const token = await viem.deployContract('ReferenceERC20', [parseEther('1000000')])
    const me = getAddress(owner.account.address)
    const now = BigInt(await connection.networkHelpers.time.latest())
    const params = standardParams(token.address, router.address, locker.address, now + 100n)

    const predicted = await launchpad.read.nextPresaleAddress([me])
    const needed = await launchpad.read.tokensNeeded([params])
    await token.write.approve([launchpad.address, maxUint256])
    const hash = await launchpad.write.createPresale([params, '{"name":"proof"}'])
    const receipt = await amm.publicClient.waitForTransactionReceipt({ hash })
    const [created] = parseEventLogs({ abi: launchpad.abi, logs: receipt.logs, eventName: 'PresaleCreated' })
    assert.ok(created)
    assert.equal(created.args.presale, predicted)
    assert.equal(created.args.creator, me)
    assert.equal(created.args.tokensDeposited, needed)
    const presale = await viem.getContractAt('Presale', predicted)

    await connection.networkHelpers.time.increaseTo(now + 100n)
    const asOther = await viem.getContractAt('Presale', predicted, { client: { wallet: other } })
    const asThird = await viem.getContractAt('Presale', predicted, { client: { wallet: third } })
    await presale.write.contribute([0n, parseEther('1'), zeroAddress, 0, []], { value: parseEther('1') })
    await asOther.write.contribute([0n, parseEther('2'), me, 0, []], { value: parseEther('2') })
    await asThird.write.contribute([0n, parseEther('1'), other.account.address, 0, []], {
      value: parseEther('1'),
    })
    const team = await presale.read.teamOf([me])
    assert.deepEqual([team.invitees[0], team.invitees[1]], [1n, 1n])
    assert.deepEqual([team.volume[0], team.volume[1]], [parseEther('2000'), parseEther('1000')])
    // 3% of 2 coin and 2% of 1 coin.
    assert.deepEqual(team.rewards, [parseEther('0.08')])

    await connection.networkHelpers.time.increaseTo(now + 100n + 86_400n)
    await asThird.write.finalize()
    const info = await presale.read.info()
    assert.equal(info.books.status, 3)
    const pair = await viem.getContractAt(
      'UniswapV2Pair',
      await factory.read.getPair([token.address, weth.address]),
    )
    const [r0, r1] = await pair.read.getReserves()
    const tokenIsToken0 = (await pair.read.token0()) === getAddress(token.address)
    const [rToken, rCoin] = tokenIsToken0 ? [r0, r1] : [r1, r0]
    // 4 coin raised, 0.11 coin of rewards reserved (3% of 2, 3% + 2% of 1), 60% of the rest in
    // the pool at 800 tokens per coin.
    assert.equal(rCoin, parseEther('2.334'))
    assert.equal(rToken, parseEther('1867.2'))
    const [lock] = await locker.read.getLocks([[info.books.lockId]])
    assert.ok(lock)
    assert.equal(lock.owner, me)
    assert.equal(lock.token, pair.address)
    assert.equal(lock.amount, info.books.lpAmount)

    // Linear release: half at the finalize, a quarter a day after.
    await asOther.write.claim()
    assert.equal(await token.read.balanceOf([other.account.address]), parseEther('1000'))
    await connection.networkHelpers.time.increase(86_400)
    await asOther.write.claim()
    assert.equal(await token.read.balanceOf([other.account.address]), parseEther('1500'))
    const before = await amm.publicClient.getBalance({ address: me })
    const claimHash = await presale.write.claimRewards()
    const claimReceipt = await amm.publicClient.waitForTransactionReceipt({ hash: claimHash })
    const fee = claimReceipt.gasUsed * claimReceipt.effectiveGasPrice
    assert.equal((await amm.publicClient.getBalance({ address: me })) - before + fee, parseEther('0.08'))
  })
})
