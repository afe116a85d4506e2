/**
 * Issue 73, point 4 (hole 7 of issue 15, still open for any token not created by the web app): the
 * chain's shared TokenLocker holds tokens for their lock owners but has no way to claim dividends,
 * so a holder-dividend book that counts the locker's balance owes coin that nobody can ever take.
 *
 * Faithful to a deployment without the web app: the locker and the tracker are the shipped
 * bytecode (Hardhat's build is the cancun build core ships) deployed through the deterministic
 * deployment proxy at their shared addresses, as on every chain; the token is deployed directly
 * with an exclusion list that names only its owner (nothing about the locker).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import {
  type Address,
  concat,
  getAddress,
  getCreate2Address,
  type Hex,
  keccak256,
  parseEther,
  toBytes,
  zeroAddress,
} from 'viem'
import { deadline, deployAmm } from '../helpers/deployAmm.ts'
import { dividendTaxConfig } from '../helpers/dividendTaxConfig.ts'

const proxy = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const salt = keccak256(toBytes('TokenBox shared contracts'))
const supply = parseEther('1000000000')
/** What a deployer writes by hand: the owner's supply wallet excluded, nothing else. */
function dividendConfig(tracker: Address, owner: Address) {
  return { tracker, coin: zeroAddress, minHolding: 0n, claimWait: 0n, processGas: 0, excluded: [owner] }
}

async function setUp() {
  const amm = await deployAmm()
  const { viem, owner, publicClient } = amm
  const [, , alice, bob, stranger] = await viem.getWalletClients()
  /** Deploys a shipped contract through the proxy, as core's sharedContractDeployStep does. */
  const deployShared = async (name: 'TokenLocker' | 'DividendTracker') => {
    const artifact = (
      name === 'TokenLocker'
        ? await import('../../artifacts/src/lock/TokenLocker.sol/TokenLocker.json', {
            with: { type: 'json' },
          })
        : await import('../../artifacts/src/tokens/dividends/DividendTracker.sol/DividendTracker.json', {
            with: { type: 'json' },
          })
    ).default
    const address = getCreate2Address({ from: proxy, salt, bytecode: artifact.bytecode as Hex })
    const hash = await owner.sendTransaction({ to: proxy, data: concat([salt, artifact.bytecode as Hex]) })
    await publicClient.waitForTransactionReceipt({ hash })
    assert.equal(await publicClient.getCode({ address }), artifact.deployedBytecode, `${name} at ${address}`)
    return address
  }
  const locker = await deployShared('TokenLocker')
  // The address every browser and the server compute for the chain's locker (cancun build).
  assert.equal(locker, sharedContractAddress.TokenLocker.cancun, 'the shared locker of core')
  const tracker = await deployShared('DividendTracker')
  assert.equal(tracker, sharedContractAddress.DividendTracker.cancun, 'the shared tracker of core')
  return {
    ...amm,
    locker: await viem.getContractAt('TokenLocker', locker),
    tracker: await viem.getContractAt('DividendTracker', tracker),
    me: getAddress(owner.account.address),
    alice: alice!,
    bob: bob!,
    stranger: stranger!,
  }
}

/** A fixed lock of `amount` until a day from now, from `wallet` (which holds and approves it). */
async function lockFor(
  viem: Awaited<ReturnType<typeof setUp>>['viem'],
  wallet: Awaited<ReturnType<typeof setUp>>['bob'],
  token: Address,
  locker: Address,
  isLp: boolean,
  amount: bigint,
) {
  const erc20 = await viem.getContractAt('DividendToken', token, { client: { wallet } })
  await erc20.write.approve([locker, amount])
  const lockerAs = await viem.getContractAt('TokenLocker', locker, { client: { wallet } })
  const publicClient = await viem.getPublicClient()
  const unlock = (await publicClient.getBlock()).timestamp + 10n * 86_400n
  await lockerAs.write.lock([
    token,
    isLp,
    getAddress(wallet.account.address),
    amount,
    { kind: 0, start: 0n, end: unlock, cycle: 0n, firstBps: 0n, cycleBps: 0n },
    '',
  ])
}

describe('dividends and the shared locker (a token deployed without the web app)', () => {
  it('tokens locked in the shared locker leave nothing owed to it: every distributed coin is claimable by a holder', async () => {
    const { viem, publicClient, router, locker, tracker, me, alice, bob, stranger } = await setUp()
    const token = await viem.deployContract('DividendToken', [
      dividendTaxConfig({ owner: me, router: router.address, initialSupply: supply }),
      dividendConfig(tracker.address, me),
    ])
    const aliceAddress = getAddress(alice.account.address)
    const bobAddress = getAddress(bob.account.address)
    await token.write.transfer([aliceAddress, parseEther('1000')])
    await token.write.transfer([bobAddress, parseEther('3000')])
    // Bob locks all of his tokens in the chain's locker (the lock owner stays Bob).
    await lockFor(viem, bob, token.address, locker.address, false, parseEther('3000'))
    assert.equal(await token.read.balanceOf([locker.address]), parseEther('3000'))
    // Anyone may ask the tracker to copy a balance: nobody can make the locker earn that way either.
    const trackerAsStranger = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: stranger },
    })
    await trackerAsStranger.write.syncShares([token.address, [locker.address]])

    await tracker.write.distribute([token.address, parseEther('2')], { value: parseEther('2') })
    const distributed = await tracker.read.totalDistributed([token.address])
    assert.equal(distributed, parseEther('2'))
    // The locker can never claim (it has no call into the tracker, and a claim pays msg.sender only).
    assert.equal(
      await tracker.read.withdrawableOf([token.address, locker.address]),
      0n,
      'nothing is owed to the locker',
    )
    const trackerAsAlice = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: alice },
    })
    const before = await publicClient.getBalance({ address: tracker.address })
    await trackerAsAlice.write.claim([token.address])
    const claimed = before - (await publicClient.getBalance({ address: tracker.address }))
    // Alice is the only holder that earns: all of it is hers, less rounding dust (under 1 wei per
    // deposit and per settlement).
    assert.ok(claimed >= distributed - 2n, `claimed ${claimed} of ${distributed}`)
    assert.ok((await publicClient.getBalance({ address: tracker.address })) <= 2n, 'nothing stranded')
  })

  it('the owner cannot make the shared locker earn again', async () => {
    const { viem, router, locker, tracker, me } = await setUp()
    const token = await viem.deployContract('DividendToken', [
      dividendTaxConfig({ owner: me, router: router.address, initialSupply: supply }),
      dividendConfig(tracker.address, me),
    ])
    assert.equal(await tracker.read.isExcluded([token.address, locker.address]), true, 'excluded at birth')
    await viem.assertions.revertWithCustomErrorWithArgs(
      token.write.setDividendExcluded([locker.address, false]),
      tracker,
      'DividendExclusionFixed',
      [getAddress(locker.address)],
    )
    assert.deepEqual(await tracker.read.sharedLockers(), [
      sharedContractAddress.TokenLocker.cancun,
      sharedContractAddress.TokenLocker.london,
    ])
  })

  it('LP locked in the shared locker earns nothing and strands nothing (LP dividends)', async () => {
    const { viem, publicClient, router, weth, locker, tracker, me, alice, bob, getPair } = await setUp()
    const token = await viem.deployContract('LpDividendToken', [
      dividendTaxConfig({ owner: me, router: router.address, initialSupply: supply }),
      dividendConfig(tracker.address, me),
    ])
    await token.write.approve([router.address, supply])
    await router.write.addLiquidityETH([token.address, supply / 2n, 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    await token.write.startTrading()
    const pair = await getPair(token.address, weth.address)
    const lp = await pair.read.balanceOf([me])
    const aliceAddress = getAddress(alice.account.address)
    const bobAddress = getAddress(bob.account.address)
    await pair.write.transfer([aliceAddress, lp / 4n])
    await pair.write.transfer([bobAddress, (lp * 3n) / 4n])
    // Alice stakes hers; Bob locks his in the chain's locker.
    const pairAsAlice = await viem.getContractAt('UniswapV2Pair', pair.address, { client: { wallet: alice } })
    await pairAsAlice.write.approve([tracker.address, lp / 4n])
    const trackerAsAlice = await viem.getContractAt('DividendTracker', tracker.address, {
      client: { wallet: alice },
    })
    await trackerAsAlice.write.stake([token.address, lp / 4n])
    await lockFor(viem, bob, pair.address, locker.address, true, (lp * 3n) / 4n)
    await tracker.write.distribute([token.address, parseEther('3')], { value: parseEther('3') })
    assert.equal(await tracker.read.withdrawableOf([token.address, locker.address]), 0n)
    const before = await publicClient.getBalance({ address: tracker.address })
    await trackerAsAlice.write.claim([token.address])
    const claimed = before - (await publicClient.getBalance({ address: tracker.address }))
    assert.ok(claimed >= parseEther('3') - 2n, 'all of it to the staker')
  })
})
