import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { getAddress, parseEventLogs, stringToHex } from 'viem'

const mint = 'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}'

/** A fresh chain with the inscriber and two funded accounts. */
async function setUp() {
  const { viem } = await network.create()
  const publicClient = await viem.getPublicClient()
  const [owner, other] = await viem.getWalletClients()
  if (!owner || !other) throw new Error('Need two accounts')
  const inscriber = await viem.deployContract('BulkInscriber')
  return { publicClient, owner, other, inscriber }
}

describe('BulkInscriber', () => {
  it('creates count ESIP-3 inscriptions for the sender, each cheaper than its own self-transaction', async () => {
    const { publicClient, owner, inscriber } = await setUp()
    const me = getAddress(owner.account.address)
    // The anchor: one inscription the usual way, a transaction to oneself with the URI as calldata.
    const selfHash = await owner.sendTransaction({ to: me, data: stringToHex(mint) })
    const selfGas = (await publicClient.waitForTransactionReceipt({ hash: selfHash })).gasUsed
    assert.ok(selfGas > 21_000n, `the self-transaction pays for its calldata (${selfGas})`)

    const perInscription: Record<number, bigint> = {}
    for (const count of [1, 2, 10, 100, 500]) {
      const hash = await inscriber.write.inscribe([mint, BigInt(count)])
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      assert.equal(receipt.status, 'success')
      const events = parseEventLogs({
        abi: inscriber.abi,
        logs: receipt.logs,
        eventName: 'ethscriptions_protocol_CreateEthscription',
      })
      assert.equal(events.length, count)
      for (const event of events) {
        assert.equal(getAddress(event.address), getAddress(inscriber.address))
        assert.equal(getAddress(event.args.initialOwner), me)
        assert.equal(event.args.contentURI, mint)
      }
      perInscription[count] = receipt.gasUsed / BigInt(count)
    }
    // One alone pays a transaction of its own plus the call: more than the anchor, by design.
    assert.ok(perInscription[1]! > selfGas)
    for (const count of [2, 10, 100, 500]) {
      assert.ok(
        perInscription[count]! < selfGas,
        `${count} at once: ${perInscription[count]} gas each, below ${selfGas} for a self-transaction`,
      )
    }
    // From 10 on, the transaction's 21,000 is shared enough that an inscription costs under a quarter.
    assert.ok(perInscription[10]! * 4n < selfGas)
    assert.ok(perInscription[500]! <= perInscription[100]! && perInscription[100]! <= perInscription[10]!)
  })

  it('inscribes a list of contents in order for the sender', async () => {
    const { publicClient, other, inscriber } = await setUp()
    const contents = [
      'data:,{"p":"bsc-20","op":"deploy","tick":"bnbs","max":"21000000","lim":"1000"}',
      mint,
      'data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1"}',
    ]
    const hash = await inscriber.write.inscribeMany([contents], { account: other.account })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const events = parseEventLogs({ abi: inscriber.abi, logs: receipt.logs })
    assert.deepEqual(
      events.map((event) => [event.eventName, getAddress(event.args.initialOwner), event.args.contentURI]),
      contents.map((content) => [
        'ethscriptions_protocol_CreateEthscription',
        getAddress(other.account.address),
        content,
      ]),
    )
  })

  it('refuses coin, a bad count and a content that is not a data URI, with its named error', async () => {
    const { publicClient, owner, inscriber } = await setUp()
    await assert.rejects(
      owner.sendTransaction({ to: inscriber.address, value: 1n }),
      /revert/i,
      'a plain transfer is refused',
    )
    await assert.rejects(inscriber.write.inscribe([mint, 501n]), /BulkInscriberInvalidCount/)
    await assert.rejects(inscriber.write.inscribe([mint, 0n]), /BulkInscriberInvalidCount/)
    await assert.rejects(inscriber.write.inscribe(['', 1n]), /BulkInscriberEmptyContent/)
    await assert.rejects(inscriber.write.inscribe(['{"p":"bsc-20"}', 1n]), /BulkInscriberNotADataUri/)
    await assert.rejects(inscriber.write.inscribeMany([[mint, 'text:,1']]), /BulkInscriberNotADataUri/)
    assert.equal(await publicClient.getBalance({ address: inscriber.address }), 0n)
  })
})
