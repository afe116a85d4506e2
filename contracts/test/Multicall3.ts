import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { network } from 'hardhat'
import { encodeFunctionData, getAddress, parseEther, parseUnits } from 'viem'

async function deploy() {
  const { viem } = await network.create()
  const publicClient = await viem.getPublicClient()
  const [owner] = await viem.getWalletClients()
  const multicall = await viem.deployContract('Multicall3')
  const usdt = await viem.deployContract('SampleStablecoin', [
    'Tether USD',
    'USDT',
    6,
    parseUnits('10', 6),
    parseUnits('1000', 6),
  ])
  return { viem, publicClient, owner: owner!, multicall, usdt }
}

describe('Multicall3', () => {
  it("serves viem's multicall with allowFailure true and false", async () => {
    const { publicClient, owner, multicall, usdt } = await deploy()
    const contracts = [
      { address: usdt.address, abi: usdt.abi, functionName: 'balanceOf', args: [owner.account.address] },
      // Over the faucet limit: this call reverts with StablecoinFaucetLimitExceeded.
      { address: usdt.address, abi: usdt.abi, functionName: 'faucet', args: [parseUnits('11', 6)] },
      { address: usdt.address, abi: usdt.abi, functionName: 'decimals' },
    ] as const
    const results = await publicClient.multicall({
      multicallAddress: multicall.address,
      contracts,
      allowFailure: true,
    })
    assert.equal(results[0].status, 'success')
    assert.equal(results[0].result, parseUnits('1000', 6))
    assert.equal(results[1].status, 'failure')
    assert.match(String(results[1].error), /StablecoinFaucetLimitExceeded/)
    assert.equal(results[2].result, 6)

    await assert.rejects(
      publicClient.multicall({ multicallAddress: multicall.address, contracts, allowFailure: false }),
      /MulticallCallFailed|reverted/,
    )
    const [balance, decimals] = await publicClient.multicall({
      multicallAddress: multicall.address,
      contracts: [contracts[0], contracts[2]],
      allowFailure: false,
    })
    assert.equal(balance, parseUnits('1000', 6))
    assert.equal(decimals, 6)
  })

  it('reverts aggregate and blockAndAggregate on any failure, naming the call and its reason', async () => {
    const { viem, multicall, usdt } = await deploy()
    const good = {
      target: usdt.address,
      callData: encodeFunctionData({ abi: usdt.abi, functionName: 'decimals' }),
    }
    const bad = {
      target: usdt.address,
      callData: encodeFunctionData({ abi: usdt.abi, functionName: 'faucet', args: [0n] }),
    }
    const zeroAmount = encodeFunctionData({
      abi: [{ type: 'function', name: 'StablecoinZeroAmount', inputs: [], outputs: [] }],
    })
    await viem.assertions.revertWithCustomErrorWithArgs(
      multicall.simulate.aggregate([[good, bad]]).then(({ result }) => result),
      multicall,
      'MulticallCallFailed',
      [1n, zeroAmount],
    )
    await viem.assertions.revertWithCustomError(
      multicall.simulate.blockAndAggregate([[bad]]).then(({ result }) => result),
      multicall,
      'MulticallCallFailed',
    )

    const {
      result: [blockNumber, returnData],
    } = await multicall.simulate.aggregate([[good, good]])
    assert.ok(blockNumber > 0n)
    assert.equal(returnData.length, 2)
    const { result: results } = await multicall.simulate.tryAggregate([false, [good, bad]])
    assert.deepEqual(
      results.map((result) => result.success),
      [true, false],
    )
    await viem.assertions.revertWithCustomError(
      multicall.simulate.tryAggregate([true, [good, bad]]).then(({ result }) => result),
      multicall,
      'MulticallCallFailed',
    )
  })

  it('forwards value with aggregate3Value only when the sum matches', async () => {
    const { viem, publicClient, multicall } = await deploy()
    const a = '0x00000000000000000000000000000000000a11ce'
    const b = '0x0000000000000000000000000000000000000b0b'
    const calls = [
      { target: a, allowFailure: false, value: parseEther('1'), callData: '0x' },
      { target: b, allowFailure: false, value: parseEther('2'), callData: '0x' },
    ] as const
    await viem.assertions.revertWithCustomErrorWithArgs(
      multicall.write.aggregate3Value([calls], { value: parseEther('4') }),
      multicall,
      'MulticallValueMismatch',
      [parseEther('4'), parseEther('3')],
    )
    await viem.assertions.balancesHaveChanged(
      multicall.write.aggregate3Value([calls], { value: parseEther('3') }),
      [
        { address: getAddress(a), amount: parseEther('1') },
        { address: getAddress(b), amount: parseEther('2') },
      ],
    )
    assert.equal(await publicClient.getBalance({ address: multicall.address }), 0n)
  })

  it('reports the block, chain and balances', async () => {
    const { publicClient, owner, multicall } = await deploy()
    const block = await publicClient.getBlock()
    assert.equal(await multicall.read.getChainId(), 31337n)
    assert.equal(
      await multicall.read.getEthBalance([owner.account.address]),
      await publicClient.getBalance({ address: owner.account.address }),
    )
    assert.ok((await multicall.read.getBlockNumber()) >= block.number)
    assert.ok((await multicall.read.getCurrentBlockTimestamp()) >= block.timestamp)
    assert.ok((await multicall.read.getCurrentBlockGasLimit()) > 0n)
    assert.equal(typeof (await multicall.read.getBasefee()), 'bigint')
    // Whichever block the call runs in, "last" is its parent.
    const callBlock = await multicall.read.getBlockNumber()
    const parent = await publicClient.getBlock({ blockNumber: callBlock - 1n })
    assert.equal(await multicall.read.getLastBlockHash(), parent.hash)
    assert.equal(await multicall.read.getBlockHash([callBlock - 1n]), parent.hash)
    await multicall.read.getCurrentBlockCoinbase()
    await multicall.read.getCurrentBlockDifficulty()
  })
})
