import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
  toFunctionSelector,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { trapMintableTokenAbi, trapMintableTokenBytecode } from '../../testing/contracts/TrapMintableToken.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { startProviderProxy } from '../../testing/providerProxy.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { createCallOutcomes } from './callOutcomes.ts'
import { resultOf, simulateCalls } from './simulateCalls.ts'

/**
 * Many "does this call succeed?" tries in few requests, with the answers one eth_call each would
 * give: an owner's renounce that succeeds must not make its mint, asked together after it, look
 * refused (a simulation runs its blocks one after another on one state).
 */
describe('createCallOutcomes', () => {
  const chain = useLocalTestChain()
  const [, owner] = devAccounts
  let token: Address
  const stranger: Address = '0x000000000000000000000000000000000057a4e5'
  const data = {
    renounce: encodeFunctionData({ abi: trapMintableTokenAbi, functionName: 'renounceOwnership' }),
    mint: (to: Address) =>
      encodeFunctionData({ abi: trapMintableTokenAbi, functionName: 'mint', args: [to, 10n ** 18n] }),
    name: encodeFunctionData({ abi: trapMintableTokenAbi, functionName: 'name' }),
  }
  const tries = () => [
    { from: stranger, to: token, data: data.mint(stranger) },
    { from: owner, to: token, data: data.renounce },
    { from: owner, to: token, data: data.mint(owner) },
    { from: stranger, to: token, data: data.name },
    { from: stranger, to: token, data: data.renounce },
    { from: owner, to: token, data: data.mint(stranger) },
  ]
  const asEthCall = [false, true, true, true, false, true]
  const ownableUnauthorized = toFunctionSelector('OwnableUnauthorizedAccount(address)')

  beforeAll(async () => {
    const hash = await chain.walletClient.deployContract({
      account: owner,
      chain: null,
      abi: trapMintableTokenAbi,
      bytecode: trapMintableTokenBytecode,
      args: [10n ** 24n],
    })
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
    token = receipt.contractAddress as Address
  }, 300_000)
  it('answers as one eth_call per try, in fewer requests, through a node with eth_simulateV1', async () => {
    const proxy = await startProviderProxy({ upstream: chain.node.url, refusedMethods: [] })
    try {
      const client = createPublicClient({ transport: http(proxy.url) }) as PublicClient
      const outcomes = createCallOutcomes(client)
      expect(await Promise.all(tries().map(outcomes.succeeds))).toEqual(asEthCall)
      const counts = proxy.counts()
      // The newest block, then one simulation up to each success that may have changed state.
      expect(counts.eth_call ?? 0).toBe(0)
      expect(counts.eth_simulateV1).toBeLessThan(tries().length)
      expect(outcomes.calls()).toBe(Object.values(counts).reduce((sum, count) => sum + count, 0))
      // A refusal says why, as an eth_call's revert data does: Ownable's error for a stranger.
      expect(await outcomes.outcome({ from: stranger, to: token, data: data.mint(stranger) })).toEqual({
        succeeded: false,
        revert: ownableUnauthorized,
      })
    } finally {
      await proxy.stop()
    }
  })

  it('asks one eth_call per try where the endpoint refuses eth_simulateV1, and asks for it once', async () => {
    const proxy = await startProviderProxy({ upstream: chain.node.url, provider: 'quicknode' })
    try {
      const client = createPublicClient({ transport: http(proxy.url) }) as PublicClient
      const outcomes = createCallOutcomes(client)
      expect(await Promise.all(tries().map(outcomes.succeeds))).toEqual(asEthCall)
      expect(await Promise.all(tries().map(outcomes.succeeds))).toEqual(asEthCall)
      const counts = proxy.counts()
      expect(await outcomes.outcome({ from: stranger, to: token, data: data.mint(stranger) })).toEqual({
        succeeded: false,
        revert: ownableUnauthorized,
      })
      expect(counts.eth_simulateV1).toBe(1)
      expect(counts.eth_call).toBe(tries().length * 2)
    } finally {
      await proxy.stop()
    }
  })

  // A simulated read is typed by its ABI (resultOf) and never stands in for what was not read: a
  // balance asked of an address with no code, or a refused call, is undefined, not a balance of 0.
  it.each([
    ['eth_simulateV1', [] as string[]],
    ['one eth_call through CallRelay', ['eth_simulateV1']],
  ])('reads typed answers, and no answer as none, through %s', async (_, refusedMethods) => {
    const proxy = await startProviderProxy({ upstream: chain.node.url, refusedMethods })
    try {
      const client = createPublicClient({ transport: http(proxy.url) }) as PublicClient
      const balance = (to: Address) =>
        ({ from: stranger, to, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const
      const mint = {
        from: stranger,
        to: token,
        abi: trapMintableTokenAbi,
        functionName: 'mint',
        args: [stranger, 1n],
      } as const
      // An address with no code, and no sender (through eth_call, a sender holds the relay's code).
      const nobody: Address = '0x0000000000000000000000000000000000c0ffee'
      const ran = await simulateCalls(client, { calls: [balance(token), balance(nobody), mint] })
      if (ran === 'unsupported') throw new Error('the local node simulates')
      expect(ran.method).toBe(refusedMethods.length ? 'ethCall' : 'simulateV1')
      const held: bigint | undefined = resultOf(balance(token), ran.calls[0])
      expect(held).toBe(
        await chain.publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      )
      expect(held).toBeGreaterThan(0n)
      expect(ran.calls[1]?.status).toBe('success')
      expect(resultOf(balance(nobody), ran.calls[1])).toBeUndefined()
      expect(ran.calls[2]?.status).toBe('failure')
      expect(resultOf(mint, ran.calls[2])).toBeUndefined()
    } finally {
      await proxy.stop()
    }
  })
})
