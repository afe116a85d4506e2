import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, parseEther, parseUnits } from 'viem'

describe('WETH', () => {
  it('wraps by deposit and plain transfer, unwraps by withdraw, with WETH9 events', async () => {
    const { viem } = await network.create()
    const publicClient = await viem.getPublicClient()
    const [owner] = await viem.getWalletClients()
    const me = getAddress(owner!.account.address)
    const weth = await viem.deployContract('WETH')
    assert.equal(await weth.read.name(), 'Wrapped Ether')
    assert.equal(await weth.read.decimals(), 18)

    await viem.assertions.emitWithArgs(weth.write.deposit({ value: parseEther('2') }), weth, 'Deposit', [
      me,
      parseEther('2'),
    ])
    await owner!.sendTransaction({ to: weth.address, value: parseEther('1') })
    assert.equal(await weth.read.balanceOf([me]), parseEther('3'))
    await viem.assertions.emitWithArgs(weth.write.withdraw([parseEther('1.5')]), weth, 'Withdrawal', [
      me,
      parseEther('1.5'),
    ])
    assert.equal(await publicClient.getBalance({ address: weth.address }), parseEther('1.5'))
    assert.equal(await weth.read.totalSupply(), parseEther('1.5'))
    await viem.assertions.revertWithCustomError(
      weth.write.withdraw([parseEther('2')]),
      weth,
      'ERC20InsufficientBalance',
    )
  })
})

describe('SampleStablecoin', () => {
  it('hands out faucet tokens up to a lifetime limit per account', async () => {
    const { viem } = await network.create()
    const [owner, other] = await viem.getWalletClients()
    const usdt = await viem.deployContract('SampleStablecoin', [
      'Tether USD',
      'USDT',
      6,
      parseUnits('100', 6),
      parseUnits('1000', 6),
    ])
    assert.equal(await usdt.read.decimals(), 6)
    assert.equal(await usdt.read.symbol(), 'USDT')
    assert.equal(await usdt.read.balanceOf([owner!.account.address]), parseUnits('1000', 6))

    const asOther = await viem.getContractAt('SampleStablecoin', usdt.address, { client: { wallet: other! } })
    const otherAddress = getAddress(other!.account.address)
    await viem.assertions.emitWithArgs(asOther.write.faucet([parseUnits('60', 6)]), usdt, 'FaucetClaimed', [
      otherAddress,
      parseUnits('60', 6),
    ])
    assert.equal(await usdt.read.faucetRemaining([otherAddress]), parseUnits('40', 6))
    await viem.assertions.revertWithCustomErrorWithArgs(
      asOther.write.faucet([parseUnits('41', 6)]),
      usdt,
      'StablecoinFaucetLimitExceeded',
      [otherAddress, parseUnits('41', 6), parseUnits('40', 6)],
    )
    await viem.assertions.revertWithCustomError(asOther.write.faucet([0n]), usdt, 'StablecoinZeroAmount')
    await asOther.write.faucet([parseUnits('40', 6)])
    assert.equal(await usdt.read.balanceOf([otherAddress]), parseUnits('100', 6))
    // The limit is per account: another account still has its own.
    await usdt.write.faucet([parseUnits('100', 6)])
  })
})
