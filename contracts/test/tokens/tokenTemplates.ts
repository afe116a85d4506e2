import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { normalTokenParameters } from '@tokenbox/core/testing/testTokenParameters.ts'
import { constructorConfigOf } from '@tokenbox/core/tokens/constructorConfigOf.ts'
import { network } from 'hardhat'
import { getAddress, parseEther, zeroAddress } from 'viem'

/** Settings of a NormalToken with every option off (the form's defaults before the user chooses). */
function normalConfig(owner: `0x${string}`, feeRecipient: `0x${string}`) {
  return constructorConfigOf(
    normalTokenParameters(owner, parseEther('1000000'), {
      name: 'Normal',
      symbol: 'NRM',
      // The mint's cap, for the tests that turn mint on (ignored without it).
      maxSupply: parseEther('2000000'),
      feeRecipient,
    }),
  )
}

describe('StandardToken and MemeToken', () => {
  it('mint the whole supply to the chosen recipient and report no owner', async () => {
    const { viem } = await network.create()
    const [, holder] = await viem.getWalletClients()
    const recipient = getAddress(holder!.account.address)
    const standard = await viem.deployContract('StandardToken', ['Std', 'STD', 6, 5_000_000n, recipient])
    assert.equal(await standard.read.balanceOf([recipient]), 5_000_000n)
    assert.equal(await standard.read.decimals(), 6)
    assert.equal(await standard.read.owner(), zeroAddress)

    const meme = await viem.deployContract('MemeToken', [
      'Meme',
      'MEME',
      18,
      parseEther('1'),
      recipient,
      false,
    ])
    assert.equal(await meme.read.burnable(), false)
    assert.equal(await meme.read.owner(), zeroAddress)
    const memeAsHolder = await viem.getContractAt('MemeToken', meme.address, { client: { wallet: holder! } })
    await viem.assertions.revertWithCustomError(memeAsHolder.write.burn([1n]), meme, 'TokenBurnDisabled')
  })
})

describe('NormalToken', () => {
  it('shows a timed renounce in events and getters and returns ownership after the end date', async () => {
    const { viem, networkHelpers } = await network.create()
    const [deployer, coinOwner, stranger] = await viem.getWalletClients()
    const owner = getAddress(coinOwner!.account.address)
    // The deployer is not the coin owner: the form's "coin owner" field decides.
    const token = await viem.deployContract('NormalToken', [
      { ...normalConfig(owner, owner), mintable: true, timedRenounceEnabled: true },
    ])
    assert.equal(await token.read.owner(), owner)
    assert.equal(await token.read.balanceOf([owner]), parseEther('1000000'))
    assert.equal(await token.read.balanceOf([deployer!.account.address]), 0n)

    const asOwner = await viem.getContractAt('NormalToken', token.address, { client: { wallet: coinOwner! } })
    const asStranger = await viem.getContractAt('NormalToken', token.address, {
      client: { wallet: stranger! },
    })
    const endsAt = BigInt(await networkHelpers.time.latest()) + 86_400n
    await viem.assertions.emitWithArgs(
      asOwner.write.renounceOwnershipUntil([endsAt]),
      token,
      'OwnershipRenouncedUntil',
      [owner, endsAt],
    )
    assert.equal(await token.read.owner(), zeroAddress)
    assert.equal(await token.read.returningOwner(), owner)
    assert.equal(await token.read.renounceEndsAt(), endsAt)
    await viem.assertions.revertWithCustomError(
      asOwner.write.reclaimOwnership(),
      token,
      'TokenRenounceNotOver',
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      asOwner.write.mint([owner, 1n]),
      token,
      'OwnableUnauthorizedAccount',
      [owner],
    )

    await networkHelpers.time.increaseTo(endsAt)
    await viem.assertions.revertWithCustomErrorWithArgs(
      asStranger.write.reclaimOwnership(),
      token,
      'TokenNotReturningOwner',
      [getAddress(stranger!.account.address), owner],
    )
    await viem.assertions.emitWithArgs(asOwner.write.reclaimOwnership(), token, 'OwnershipReclaimed', [owner])
    assert.equal(await token.read.owner(), owner)
  })

  it('burns and pays the transfer fee with Transfer events, and refuses fees above 25%', async () => {
    const { viem } = await network.create()
    const [owner, holder, receiver, feeWallet] = await viem.getWalletClients()
    const ownerAddress = getAddress(owner!.account.address)
    const fees = getAddress(feeWallet!.account.address)
    await assert.rejects(
      viem.deployContract('NormalToken', [
        { ...normalConfig(ownerAddress, fees), transferBurnBps: 1000, transferFeeBps: 1501 },
      ]),
      /TokenFeeAboveCap/,
    )
    const token = await viem.deployContract('NormalToken', [
      { ...normalConfig(ownerAddress, fees), transferBurnBps: 100, transferFeeBps: 200 },
    ])
    assert.equal(await token.read.transferBurnEnabled(), true)
    assert.equal(await token.read.MAX_TOTAL_FEE_BPS(), 2500)
    const from = getAddress(holder!.account.address)
    const to = getAddress(receiver!.account.address)
    await token.write.transfer([from, 10_000n])
    assert.equal(await token.read.balanceOf([from]), 10_000n, 'the fee-exempt owner pays nothing')

    const asHolder = await viem.getContractAt('NormalToken', token.address, { client: { wallet: holder! } })
    await viem.assertions.emitWithArgs(asHolder.write.transfer([to, 10_000n]), token, 'Transfer', [
      from,
      zeroAddress,
      100n,
    ])
    assert.equal(await token.read.balanceOf([to]), 10_000n - 100n - 200n)
    assert.equal(await token.read.balanceOf([fees]), 200n)
    assert.equal(await token.read.totalSupply(), parseEther('1000000') - 100n)

    await viem.assertions.emitWithArgs(
      token.write.setTransferFees([0, 50]),
      token,
      'TransferFeesUpdated',
      [0, 50],
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      token.write.setTransferFees([2000, 501]),
      token,
      'TokenFeeAboveCap',
      [2501n, 2500n],
    )
  })
})
