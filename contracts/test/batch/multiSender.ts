import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  accessListForNativeSend,
  accessListForTokenSend,
  fitsPacked,
  packRecipient,
  tokenBalanceSlot,
} from '@tokenbox/core/batch/multiSenderCalldata.ts'
import {
  type Address,
  getAddress,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
  stringToHex,
  zeroAddress,
} from 'viem'
import { deployAmm } from '../helpers/deployAmm.ts'

/** EIP-7825: the most gas one transaction may ask for. */
const transactionGasCap = 16_777_216n

/** Fresh addresses with realistic bytes. */
function freshRecipients(tag: string, count: number): Address[] {
  return Array.from({ length: count }, (_, index) =>
    getAddress(`0x${keccak256(stringToHex(`multiSender.ts ${tag} ${index}`)).slice(-40)}`),
  )
}

/** Splits `items` into `parts` runs of (nearly) equal length. */
function split<T>(items: T[], parts: number): T[][] {
  return Array.from({ length: parts }, (_, part) =>
    items.slice(Math.floor((part * items.length) / parts), Math.floor(((part + 1) * items.length) / parts)),
  )
}

/** The AMM helper's chain and tokens (a 6-decimal sample USDT, a 1% fee-on-transfer token) and a MultiSender. */
async function setUp(fee = 0n) {
  const amm = await deployAmm()
  const { viem, owner, other } = amm
  const feeRecipient = fee === 0n ? zeroAddress : getAddress(other.account.address)
  const multiSender = await viem.deployContract('MultiSender', [feeRecipient, fee])
  const me = getAddress(owner.account.address)
  return { ...amm, multiSender, me, feeRecipient }
}

describe('MultiSender', () => {
  it('sends a token to 1,000 new recipients in two transactions under the gas cap, with the core access list', async () => {
    const { publicClient, usdt, multiSender, me } = await setUp()
    // The sample stablecoin is an OpenZeppelin ERC20: balances at slot 0. Confirm it as the UI would.
    const slotValue = await publicClient.getStorageAt({
      address: usdt.address,
      slot: tokenBalanceSlot(me, 0n),
    })
    assert.equal(BigInt(slotValue ?? '0x0'), await usdt.read.balanceOf([me]))
    await usdt.write.approve([multiSender.address, maxUint256])

    const recipients = freshRecipients('token', 1000)
    const amounts = recipients.map((_, index) => parseUnits(String((index % 97) + 1), 6) / 100n)
    assert.ok(fitsPacked(amounts))
    const before = await usdt.read.balanceOf([me])
    const events = []
    for (const [batch, batchRecipients] of split(recipients, 2).entries()) {
      const batchAmounts = amounts.slice(batch * 500, batch * 500 + batchRecipients.length)
      const packed = batchRecipients.map((recipient, index) =>
        packRecipient(recipient, batchAmounts[index] ?? 0n),
      )
      const total = batchAmounts.reduce((sum, amount) => sum + amount, 0n)
      const accessList = accessListForTokenSend({
        token: usdt.address,
        recipients: batchRecipients,
        sender: me,
        multiSender: multiSender.address,
      })
      const withList = await multiSender.estimateGas.sendToken([usdt.address, total, packed], { accessList })
      const withoutList = await multiSender.estimateGas.sendToken([usdt.address, total, packed])
      assert.ok(withList <= transactionGasCap, `batch ${batch}: ${withList} gas fits the cap`)
      // About 100 gas saved per recipient (estimates round a little).
      assert.ok(withoutList - withList >= 99n * 500n, `the access list saves ${withoutList - withList} gas`)
      const hash = await multiSender.write.sendToken([usdt.address, total, packed], {
        accessList,
        gas: withList,
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      events.push(...parseEventLogs({ abi: multiSender.abi, logs: receipt.logs, eventName: 'Sent' }))
    }
    for (const [index, recipient] of recipients.entries()) {
      assert.equal(await usdt.read.balanceOf([recipient]), amounts[index])
    }
    const total = amounts.reduce((sum, amount) => sum + amount, 0n)
    assert.equal(await usdt.read.balanceOf([me]), before - total)
    assert.equal(await usdt.read.balanceOf([multiSender.address]), 0n)
    assert.deepEqual(
      events.map(({ args }) => [getAddress(args.sender), getAddress(args.token), args.recipients]),
      [
        [me, getAddress(usdt.address), 500n],
        [me, getAddress(usdt.address), 500n],
      ],
    )
    assert.equal(
      events.reduce((sum, { args }) => sum + args.total, 0n),
      total,
    )
    // One transaction to 1,000 new recipients would not fit: the node refuses to estimate it (it
    // would need more than the cap) and refuses any transaction asking for more than the cap.
    const again = freshRecipients('token again', 1000)
    const allPacked = again.map((recipient, index) => packRecipient(recipient, amounts[index] ?? 0n))
    await assert.rejects(multiSender.estimateGas.sendToken([usdt.address, total, allPacked]))
    await assert.rejects(
      multiSender.write.sendToken([usdt.address, total, allPacked], { gas: transactionGasCap + 1n }),
    )
  })

  it('sends native coin to 1,000 new recipients in three transactions and refunds the rest', async () => {
    const { publicClient, multiSender, me } = await setUp()
    const recipients = freshRecipients('native', 1000)
    const amounts = recipients.map((_, index) => BigInt(index + 1) * 10n ** 12n)
    const before = await publicClient.getBalance({ address: me })
    let paidForGas = 0n
    for (const [batch, batchRecipients] of split(recipients, 3).entries()) {
      const start = Math.floor((batch * 1000) / 3)
      const batchAmounts = amounts.slice(start, start + batchRecipients.length)
      const packed = batchRecipients.map((recipient, index) =>
        packRecipient(recipient, batchAmounts[index] ?? 0n),
      )
      const total = batchAmounts.reduce((sum, amount) => sum + amount, 0n)
      const accessList = accessListForNativeSend({
        recipients: batchRecipients,
        sender: me,
        multiSender: multiSender.address,
      })
      assert.equal(accessList.length, batchRecipients.length)
      // Pays 1 ether more than the batch needs: it comes back.
      const value = total + parseEther('1')
      const gas = await multiSender.estimateGas.sendNative([packed], { value, accessList })
      assert.ok(gas <= transactionGasCap, `batch ${batch}: ${gas} gas fits the cap`)
      const hash = await multiSender.write.sendNative([packed], { value, accessList, gas })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      paidForGas += receipt.gasUsed * receipt.effectiveGasPrice
      const [sent] = parseEventLogs({ abi: multiSender.abi, logs: receipt.logs, eventName: 'Sent' })
      assert.equal(sent?.args.total, total)
      assert.equal(sent?.args.token, zeroAddress)
    }
    for (const [index, recipient] of recipients.entries()) {
      assert.equal(await publicClient.getBalance({ address: recipient }), amounts[index])
    }
    const total = amounts.reduce((sum, amount) => sum + amount, 0n)
    assert.equal(await publicClient.getBalance({ address: me }), before - total - paidForGas)
    assert.equal(await publicClient.getBalance({ address: multiSender.address }), 0n)
  })

  it('takes the flat fee with each function and refunds the excess', async () => {
    const fee = parseEther('0.01')
    const { publicClient, usdt, multiSender, me, feeRecipient } = await setUp(fee)
    assert.equal(await multiSender.read.fee(), fee)
    assert.equal(getAddress(await multiSender.read.feeRecipient()), feeRecipient)
    await usdt.write.approve([multiSender.address, maxUint256])
    const feeBefore = await publicClient.getBalance({ address: feeRecipient })
    const before = await publicClient.getBalance({ address: me })
    const [alice, bob] = freshRecipients('fee', 2) as [Address, Address]
    const hashes = [
      await multiSender.write.sendNative([[packRecipient(alice, 5n)]], { value: fee + 5n + parseEther('1') }),
      await multiSender.write.sendToken([usdt.address, 7n, [packRecipient(bob, 7n)]], { value: fee * 3n }),
      await multiSender.write.sendTokenFrom([usdt.address, [alice], [9n]], { value: fee }),
    ]
    let paidForGas = 0n
    for (const hash of hashes) {
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      paidForGas += receipt.gasUsed * receipt.effectiveGasPrice
    }
    // Three fees and the 5 wei sent: everything else came back.
    assert.equal(await publicClient.getBalance({ address: me }), before - 3n * fee - 5n - paidForGas)
    assert.equal(await publicClient.getBalance({ address: feeRecipient }), feeBefore + 3n * fee)
    assert.equal(await publicClient.getBalance({ address: alice }), 5n)
    assert.equal(await usdt.read.balanceOf([bob]), 7n)
    assert.equal(await usdt.read.balanceOf([alice]), 9n)
    assert.equal(await publicClient.getBalance({ address: multiSender.address }), 0n)
  })

  it('reports the errors the UI maps to messages', async () => {
    const { viem, usdt, taxed, multiSender, me } = await setUp()
    const [alice, bob] = freshRecipients('errors', 2) as [Address, Address]
    await viem.assertions.revertWithCustomErrorWithArgs(
      multiSender.write.sendNative([[packRecipient(alice, 10n), packRecipient(bob, 20n)]], { value: 15n }),
      multiSender,
      'MultiSenderInsufficientValue',
      [30n, 15n],
    )
    await viem.assertions.revertWithCustomError(
      multiSender.write.sendToken([usdt.address, 10n, [packRecipient(alice, 10n)]]),
      multiSender,
      'MultiSenderPullFailed',
    )
    await usdt.write.approve([multiSender.address, maxUint256])
    await viem.assertions.revertWithCustomErrorWithArgs(
      multiSender.write.sendToken([usdt.address, 10n, [packRecipient(alice, 4n), packRecipient(bob, 5n)]]),
      multiSender,
      'MultiSenderTotalMismatch',
      [10n, 9n],
    )
    // A fee-on-transfer token: sendToken refuses, sendTokenFrom delivers amount minus the token's fee.
    await taxed.write.approve([multiSender.address, maxUint256])
    const amount = parseEther('100')
    await viem.assertions.revertWithCustomErrorWithArgs(
      multiSender.write.sendToken([taxed.address, amount, [packRecipient(alice, amount)]]),
      multiSender,
      'MultiSenderFeeOnTransferToken',
      [amount, amount - amount / 100n],
    )
    await multiSender.write.sendTokenFrom([taxed.address, [alice, bob], [amount, 3n * amount]])
    assert.equal(await taxed.read.balanceOf([alice]), amount - amount / 100n)
    assert.equal(await taxed.read.balanceOf([bob]), 3n * amount - (3n * amount) / 100n)
    await viem.assertions.revertWithCustomError(
      multiSender.write.sendTokenFrom([usdt.address, [alice], []]),
      multiSender,
      'MultiSenderLengthMismatch',
    )
    await viem.assertions.revertWithCustomErrorWithArgs(
      multiSender.write.sendToken([me, 1n, [packRecipient(alice, 1n)]]),
      multiSender,
      'MultiSenderNotAContract',
      [me],
    )
    // A recipient contract that refuses coin: the whole send reverts at its index.
    const refusing = await viem.deployContract('SendTestReceiver', [multiSender.address])
    await refusing.write.configure([1, false, zeroAddress])
    await viem.assertions.revertWithCustomErrorWithArgs(
      multiSender.write.sendNative([[packRecipient(alice, 1n), packRecipient(refusing.address, 1n)]], {
        value: 2n,
      }),
      multiSender,
      'MultiSenderNativeTransferFailed',
      [1n],
    )
  })
})
