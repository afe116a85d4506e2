import { createRequire } from 'node:module'
import { type Address, createPublicClient, erc20Abi, type Hex, http, parseUnits, zeroAddress } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { compileWithSolcJs, type SolcJs } from '../../testing/compileWithSolcJs.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { walkCauses } from '../errors/walkCauses.ts'
import { call } from '../transactions/call.ts'
import { readToken } from './readToken.ts'

const chain = useLocalTestChain()

describe('readToken', () => {
  it('reads a token with an owner balance and allowance, the same with and without Multicall3', async () => {
    const { publicClient, contracts, accounts, node } = chain
    const [owner, spender] = accounts as [Address, Address]
    await chain.runToDone(
      [call({ address: contracts.usdt, abi: erc20Abi, functionName: 'approve', args: [spender, 42n] })],
      owner,
    )
    const usdt = await readToken(publicClient, { token: contracts.usdt, owner, spender })
    expect(usdt).toMatchObject({ address: contracts.usdt, symbol: 'USDT', decimals: 6, allowance: 42n })
    expect(usdt?.name.length).toBeGreaterThan(0)
    expect(usdt?.totalSupply).toBeGreaterThan(0n)
    expect(usdt?.balance).toBe(
      await publicClient.readContract({
        address: contracts.usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    )
    // hardhat's chain lists no aggregator: one call per view.
    const oneByOne = createPublicClient({ chain: hardhat, transport: http(node.url) })
    expect(await readToken(oneByOne, { token: contracts.usdt, owner, spender })).toEqual(usdt)
  })

  it('reads no balance without an owner and no allowance without a spender', async () => {
    const { publicClient, contracts, accounts } = chain
    expect(await readToken(publicClient, { token: contracts.usdt })).toMatchObject({
      balance: 0n,
      allowance: undefined,
    })
    const held = await readToken(publicClient, { token: contracts.usdt, owner: accounts[0] })
    expect(held?.balance).toBeGreaterThan(0n)
    expect(held?.allowance).toBeUndefined()
  })

  it('answers null for a contract or an account that is not a token, on both paths', async () => {
    const { publicClient, contracts, accounts, node } = chain
    const oneByOne = createPublicClient({ chain: hardhat, transport: http(node.url) })
    for (const client of [publicClient, oneByOne]) {
      expect(await readToken(client, { token: contracts.router })).toBeNull()
      expect(await readToken(client, { token: accounts[3] as Address })).toBeNull()
      expect(await readToken(client, { token: zeroAddress })).toBeNull()
    }
  })

  it('throws when the node cannot be reached (not "not a token")', async () => {
    const dead = createPublicClient({ transport: http('http://127.0.0.1:9/', { retryCount: 0 }) })
    const error = await readToken(dead, { token: chain.contracts.usdt }).catch((caught: unknown) => caught)
    expect(walkCauses(error, (link) => (link as Error).name === 'HttpRequestError')).not.toBeNull()
  })

  it('keeps the decimals a token reports', async () => {
    const usdc = await readToken(chain.publicClient, { token: chain.contracts.usdc })
    expect(usdc?.decimals).toBe(18)
    expect(parseUnits('1', usdc!.decimals)).toBe(10n ** 18n)
  })

  it('reads the early tokens whose name and symbol are bytes32 (MKR, SAI), on both paths', async () => {
    // Written here as those tokens answer: text in a zero-padded bytes32, not an ABI string.
    const source = `pragma solidity ^0.8.0;
contract Bytes32Texts {
  bytes32 public name = "Maker";
  bytes32 public symbol = "MKR";
  uint8 public decimals = 18;
  uint256 public totalSupply = 1e24;
}
contract Bytes32NoText {
  bytes32 public symbol = bytes32(uint256(1));
  uint8 public decimals = 18;
  uint256 public totalSupply = 1e24;
}`
    const solc = createRequire(import.meta.url)('solc') as SolcJs
    const output = compileWithSolcJs(solc, {
      language: 'Solidity',
      sources: { 'Bytes32Texts.sol': { content: source } },
      settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
    })
    const deployed: Address[] = []
    for (const name of ['Bytes32Texts', 'Bytes32NoText']) {
      const bytecode = `0x${output.contracts?.['Bytes32Texts.sol']?.[name]?.evm.bytecode.object}` as Hex
      const hash = await chain.walletClient.deployContract({
        account: chain.accounts[0] as Address,
        chain: null,
        abi: [],
        bytecode,
      })
      const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
      deployed.push(receipt.contractAddress as Address)
    }
    const [texts, noText] = deployed as [Address, Address]
    const oneByOne = createPublicClient({ chain: hardhat, transport: http(chain.node.url) })
    for (const client of [chain.publicClient, oneByOne]) {
      expect(await readToken(client, { token: texts })).toMatchObject({
        name: 'Maker',
        symbol: 'MKR',
        decimals: 18,
        totalSupply: 10n ** 24n,
      })
      // A bytes32 that is no text is still no symbol.
      expect(await readToken(client, { token: noText })).toBeNull()
    }
  })
})
