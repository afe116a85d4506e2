import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aggregatorDrain } from '../../testing/aggregatorDrain.ts'
import {
  approvalTestMultiTokenAbi,
  approvalTestMultiTokenBytecode,
} from '../../testing/contracts/ApprovalTestMultiToken.ts'
import { approvalTestNftAbi, approvalTestNftBytecode } from '../../testing/contracts/ApprovalTestNft.ts'
import { devAccounts } from '../../testing/localTestChain.ts'
import { poolWithNativeSteps } from '../../testing/poolWithNativeSteps.ts'
import { type ProviderProxy, startProviderProxy } from '../../testing/providerProxy.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { uniswapV2Router02Abi } from '../contracts/UniswapV2Router02.abi.ts'
import { wethAbi } from '../contracts/WETH.abi.ts'
import { deploy } from '../transactions/deploy.ts'
import { type SimulatedRequest, simulateTransaction } from './simulateTransaction.ts'

/**
 * What a transaction will do to its sender's assets, read before it is sent (issue 80), on a real
 * node with real contracts, and compared with what the chain does when it is sent: the coin, an
 * ERC-20, an NFT and an ERC-1155 leaving, the wrapped coin arriving, an unlimited approval, an
 * operator, a revert with its reason; and the same through endpoints without eth_simulateV1 (the
 * call tracer instead) and without any (only "would it revert").
 */
describe('simulateTransaction', () => {
  const chain = useLocalTestChain()
  const [, sender, bob] = devAccounts
  let nft: Address
  let multi: Address
  const proxies: ProviderProxy[] = []
  const spender: Address = getAddress('0x00000000000000000000000000000000005be0de')

  const usdtTransfer = (amount: bigint): SimulatedRequest => ({
    from: sender,
    to: chain.contracts.usdt,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, amount] }),
  })
  /** A simulated router request as the step that sends it. */
  const swapCall = (request: SimulatedRequest) => {
    const { functionName, args } = decodeFunctionData({ abi: uniswapV2Router02Abi, data: request.data! })
    return {
      address: request.to as Address,
      abi: uniswapV2Router02Abi,
      functionName,
      args,
      value: request.value,
    } as never
  }
  const wethDeposit = (): SimulatedRequest => ({
    from: sender,
    to: chain.contracts.weth,
    data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    value: parseEther('1'),
  })

  beforeAll(async () => {
    await chain.runToDone(
      [
        {
          type: 'call',
          address: chain.contracts.usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [sender, parseUnits('500', 6)],
        },
      ],
      chain.accounts[0] as Address,
    )
    const [nftDeployed, multiDeployed] = await chain.runToDone(
      [
        deploy({ abi: approvalTestNftAbi, bytecode: approvalTestNftBytecode, args: [] }),
        deploy({ abi: approvalTestMultiTokenAbi, bytecode: approvalTestMultiTokenBytecode, args: [] }),
      ],
      sender,
    )
    nft = nftDeployed?.contractAddress as Address
    multi = multiDeployed?.contractAddress as Address
    await chain.runToDone(
      [
        { type: 'call', address: nft, abi: approvalTestNftAbi, functionName: 'mint', args: [sender, 7n] },
        {
          type: 'call',
          address: multi,
          abi: approvalTestMultiTokenAbi,
          functionName: 'mint',
          args: [sender, 3n, 10n],
        },
      ],
      sender,
    )
  }, 120_000)
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.stop()))
  })

  it('says the coin and a token leave, and the wrapped coin arrives, as the chain then does', async () => {
    const send = await simulateTransaction(chain.publicClient, {
      from: sender,
      to: bob,
      value: parseEther('1.5'),
    })
    expect(send).toMatchObject({
      status: 'success',
      method: 'simulateV1',
      changes: [{ kind: 'native', asset: zeroAddress, amount: -parseEther('1.5'), counterparties: [bob] }],
      approvals: [],
    })
    const usdt = await simulateTransaction(chain.publicClient, usdtTransfer(parseUnits('12.5', 6)))
    expect(usdt).toMatchObject({
      status: 'success',
      changes: [
        { kind: 'erc20', asset: chain.contracts.usdt, amount: -12_500_000n, symbol: 'USDT', decimals: 6 },
      ],
    })
    const wrap = await simulateTransaction(chain.publicClient, wethDeposit())
    expect(
      wrap.status === 'success' && wrap.changes.map(({ kind, amount, symbol }) => ({ kind, amount, symbol })),
    ).toEqual([
      { kind: 'native', amount: -parseEther('1'), symbol: 'ETH' },
      { kind: 'erc20', amount: parseEther('1'), symbol: 'WETH' },
    ])
    // Sent: the chain agrees with what was shown.
    const before = await chain.publicClient.readContract({
      address: chain.contracts.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [sender],
    })
    await chain.runToDone(
      [
        {
          type: 'call',
          address: chain.contracts.usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [bob, 12_500_000n],
        },
      ],
      sender,
    )
    const after = await chain.publicClient.readContract({
      address: chain.contracts.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [sender],
    })
    expect(after - before).toBe(-12_500_000n)
  })

  it('names what an approval grants: unlimited, to whom; an NFT and an ERC-1155 leaving; an operator', async () => {
    const approval = await simulateTransaction(chain.publicClient, {
      from: sender,
      to: chain.contracts.usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
    })
    expect(approval).toMatchObject({
      status: 'success',
      changes: [],
      approvals: [
        {
          kind: 'erc20',
          token: chain.contracts.usdt,
          spender,
          amount: maxUint256,
          unlimited: true,
          symbol: 'USDT',
        },
      ],
    })
    const nftOut = await simulateTransaction(chain.publicClient, {
      from: sender,
      to: nft,
      data: encodeFunctionData({
        abi: approvalTestNftAbi,
        functionName: 'transferFrom',
        args: [sender, bob, 7n],
      }),
    })
    expect(nftOut).toMatchObject({
      status: 'success',
      changes: [{ kind: 'erc721', asset: nft, tokenId: 7n, amount: -1n, counterparties: [bob] }],
    })
    const operator = await simulateTransaction(chain.publicClient, {
      from: sender,
      to: nft,
      data: encodeFunctionData({
        abi: approvalTestNftAbi,
        functionName: 'setApprovalForAll',
        args: [spender, true],
      }),
    })
    expect(operator).toMatchObject({
      status: 'success',
      approvals: [{ kind: 'operator', token: nft, spender, approved: true }],
    })
    const multiOut = await simulateTransaction(chain.publicClient, {
      from: sender,
      to: multi,
      data: encodeFunctionData({
        abi: approvalTestMultiTokenAbi,
        functionName: 'safeTransferFrom',
        args: [sender, bob, 3n, 4n, '0x'],
      }),
    })
    expect(multiOut).toMatchObject({
      status: 'success',
      changes: [{ kind: 'erc1155', asset: multi, tokenId: 3n, amount: -4n }],
    })
  })

  it('shows a swap and a drainer as the chain then does: the coin out and USDT in; USDT out to the attacker', async () => {
    const { router, weth, usdt, multicall3 } = chain.contracts
    // A pool to swap in: 100 ETH against 250,000 USDT, from the deployer.
    const deployer = chain.accounts[0] as Address
    await chain.runToDone(
      poolWithNativeSteps(chain, {
        token: usdt,
        tokens: parseUnits('250000', 6),
        coin: parseEther('100'),
        lpTo: deployer,
      }),
      deployer,
    )
    const swap: SimulatedRequest = {
      from: sender,
      to: router,
      data: encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, usdt], sender, 2n ** 40n],
      }),
      value: parseEther('1'),
    }
    const shown = await simulateTransaction(chain.publicClient, swap)
    expect(shown.status).toBe('success')
    const changes = shown.status === 'success' ? shown.changes : []
    expect(changes.map(({ kind, asset }) => ({ kind, asset }))).toEqual([
      { kind: 'native', asset: zeroAddress },
      { kind: 'erc20', asset: usdt },
    ])
    const balance = () => tokenBalanceReader(chain)(usdt, sender)
    const before = await balance()
    await chain.runToDone([swapCall(swap)], sender)
    expect((await balance()) - before).toBe(changes[1]?.amount)
    expect(changes[0]?.amount).toBe(-parseEther('1'))

    // A drainer: a page had the victim approve its contract, then asks a harmless-looking call of
    // it that spends the approval (here the chain's aggregator plays the attacker's contract).
    const attacker: Address = getAddress('0x00000000000000000000000000000000a77ac4e7')
    const drainer = aggregatorDrain(chain, { token: usdt, victim: sender, attacker })
    await chain.runToDone([drainer.approval], sender)
    const all = await balance()
    const drain = await simulateTransaction(chain.publicClient, {
      from: sender,
      to: multicall3,
      data: drainer.calldata(all),
    })
    expect(drain).toMatchObject({
      status: 'success',
      changes: [{ kind: 'erc20', asset: usdt, amount: -all, symbol: 'USDT', counterparties: [attacker] }],
    })
  })

  it('says why a transaction would revert', async () => {
    const tooMuch = await simulateTransaction(chain.publicClient, usdtTransfer(parseUnits('1000000', 6)))
    expect(tooMuch.status).toBe('reverted')
    expect(tooMuch.status === 'reverted' && tooMuch.reason).toMatchObject({
      kind: 'error',
      name: 'ERC20InsufficientBalance',
    })
  })

  it('reads the same through an endpoint without eth_simulateV1 (the call tracer), and says only "would it revert" without either', async () => {
    const tracer = await startProviderProxy({
      upstream: chain.node.url,
      latencyMs: 120,
      refusedMethods: ['eth_simulateV1'],
    })
    const bare = await startProviderProxy({ upstream: chain.node.url, latencyMs: 120 })
    proxies.push(tracer, bare)
    const clientOf = (proxy: ProviderProxy) =>
      createPublicClient({ chain: chain.publicClient.chain, transport: http(proxy.url) }) as PublicClient
    const direct = await simulateTransaction(chain.publicClient, wethDeposit())
    const tracerClient = clientOf(tracer)
    const traced = await simulateTransaction(tracerClient, wethDeposit())
    expect(traced).toEqual({ ...direct, method: 'traceCall', gasUsed: expect.any(BigInt) })
    const viaTracerUsdt = await simulateTransaction(tracerClient, usdtTransfer(1_000_000n))
    expect(viaTracerUsdt).toMatchObject({
      status: 'success',
      method: 'traceCall',
      changes: [{ kind: 'erc20', amount: -1_000_000n }],
    })
    // eth_simulateV1 was asked once: the endpoint's refusal is remembered.
    expect(tracer.counts().eth_simulateV1).toBe(1)

    const bareClient = clientOf(bare)
    expect(await simulateTransaction(bareClient, wethDeposit())).toEqual({ status: 'unavailable' })
    const reverted = await simulateTransaction(bareClient, usdtTransfer(parseUnits('1000000', 6)))
    expect(reverted).toMatchObject({
      status: 'reverted',
      method: 'call',
      reason: { kind: 'error', name: 'ERC20InsufficientBalance' },
    })
  })
})
