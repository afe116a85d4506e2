import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  keccak256,
  maxUint256,
  type PublicClient,
  parseUnits,
  type Transport,
  type WalletClient,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contractsSourceHash,
  launchpadFactoryAbi,
  multicall3Abi,
  sampleStablecoinAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2PairBytecode,
  uniswapV2Router02Abi,
} from '../contracts/index.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import { readToken } from '../erc20/readToken.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { claimFaucetStep } from './claimFaucetStep.ts'
import { deployLocalInfrastructure } from './deployLocalInfrastructure.ts'
import {
  isLocalDeploymentCurrent,
  type LocalDeployments,
  localContractNames,
  readLocalDeployments,
  writeLocalDeployments,
} from './localDeployments.ts'
import type { LocalNode } from './localNodeProcess.ts'
import { startAnvilNode } from './startAnvilNode.ts'

describe('deployLocalInfrastructure', () => {
  let node: LocalNode
  let publicClient: PublicClient
  let walletClient: WalletClient<Transport, Chain, Account>
  let deployments: LocalDeployments
  const tempDir = mkdtempSync(join(tmpdir(), 'tokenbox-local-'))

  beforeAll(async () => {
    node = await startAnvilNode()
    publicClient = createPublicClient({ chain: hardhat, transport: http(node.url) })
    const [address] = await createWalletClient({ chain: hardhat, transport: http(node.url) }).getAddresses()
    walletClient = createWalletClient({ account: address!, chain: hardhat, transport: http(node.url) })
    deployments = await deployLocalInfrastructure({ walletClient, publicClient })
  }, 120_000)

  afterAll(async () => {
    await node?.stop()
    rmSync(tempDir, { recursive: true, force: true })
  })

  it('deploys every contract and reports the chain and build', async () => {
    expect(deployments.chainId).toBe(31337)
    expect(deployments.sourceHash).toBe(contractsSourceHash)
    expect(new Set(Object.values(deployments.contracts)).size).toBe(localContractNames.length)
    expect(await isLocalDeploymentCurrent(publicClient, deployments)).toBe(true)
  })

  it('puts the token locker at its one shared address, as on every chain, so the dividend tracker excludes it (issue 73)', async () => {
    expect(deployments.contracts.lock).toBe(sharedContractAddress.TokenLocker.cancun)
    // The address SharedLockers.sol names (generated from the same builds): the tracker leaves it
    // out of every book for good (DividendLocker.t.sol), the local chains' tokens included.
    expect(await publicClient.getCode({ address: deployments.contracts.lock })).toMatch(/^0x[0-9a-f]{100,}/)
  })

  it('deploys the launchpad owned by the deployer (the console sets fees locally), with no fee', async () => {
    const read = <F extends 'owner' | 'fees'>(functionName: F) =>
      publicClient.readContract({
        address: deployments.contracts.launchpad,
        abi: launchpadFactoryAbi,
        functionName,
      })
    expect(await read('owner')).toBe(deployments.deployer)
    const fees = await read('fees')
    expect([fees.flatFee, fees.raiseFeeBps, fees.tokenFeeBps]).toEqual([0n, 0, 0])
  })

  it('round-trips the deployments file and rejects stale ones', async () => {
    const path = join(tempDir, 'nested', 'local-deployments.json')
    expect(readLocalDeployments(path)).toBeUndefined()
    writeLocalDeployments(path, deployments)
    expect(readLocalDeployments(path)).toEqual(deployments)

    const otherBuild = { ...deployments, sourceHash: `0x${'00'.repeat(32)}` as const }
    expect(await isLocalDeploymentCurrent(publicClient, otherBuild)).toBe(false)
    // An address without code: what a restarted node leaves behind.
    const forgotten = {
      ...deployments,
      contracts: { ...deployments.contracts, router: deployments.deployer },
    }
    expect(await isLocalDeploymentCurrent(publicClient, forgotten)).toBe(false)
  })

  it('creates a stablecoin pair through the router and reads it back through the aggregator', async () => {
    const { router, factory, usdt, usdc, multicall3 } = deployments.contracts
    const account = walletClient.account
    for (const token of [usdt, usdc]) {
      const hash = await walletClient.writeContract({
        address: token,
        abi: sampleStablecoinAbi,
        functionName: 'approve',
        args: [router, maxUint256],
      })
      await publicClient.waitForTransactionReceipt({ hash })
    }
    const amountUsdt = parseUnits('10000', 6)
    const amountUsdc = parseUnits('10000', 18)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const hash = await walletClient.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidity',
      args: [usdt, usdc, amountUsdt, amountUsdc, amountUsdt, amountUsdc, account.address, deadline],
    })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')

    const pair = await publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [usdt, usdc],
    })
    // The pair sits where CREATE2 says it must, so off-chain code can find pairs without a call.
    const [token0, token1] = usdt.toLowerCase() < usdc.toLowerCase() ? [usdt, usdc] : [usdc, usdt]
    expect(keccak256(uniswapV2PairBytecode)).toBe(deployments.pairInitCodeHash)
    expect(
      getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt: keccak256(`${token0}${token1.slice(2)}`),
        bytecodeHash: deployments.pairInitCodeHash,
      }),
    ).toBe(pair)

    const [reserves, lpBalance, usdtSymbol, chainId, missing] = await publicClient.multicall({
      multicallAddress: multicall3,
      contracts: [
        { address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' },
        { address: pair, abi: uniswapV2PairAbi, functionName: 'balanceOf', args: [account.address] },
        { address: usdt, abi: sampleStablecoinAbi, functionName: 'symbol' },
        { address: multicall3, abi: multicall3Abi, functionName: 'getChainId' },
        // A call that reverts: the aggregator reports it without failing the batch.
        { address: usdt, abi: sampleStablecoinAbi, functionName: 'faucet', args: [0n] },
      ],
    })
    const expectedReserves = token0 === usdt ? [amountUsdt, amountUsdc] : [amountUsdc, amountUsdt]
    expect(reserves.status).toBe('success')
    expect(reserves.result?.slice(0, 2)).toEqual(expectedReserves)
    expect(lpBalance.result).toBeGreaterThan(0n)
    expect(usdtSymbol.result).toBe('USDT')
    expect(chainId.result).toBe(31337n)
    expect(missing.status).toBe('failure')
  })

  it("mints sample USDT from its faucet through the step runner to a fresh account, as the dashboard's card does", async () => {
    const [, claimer] = await createWalletClient({ chain: hardhat, transport: http(node.url) }).getAddresses()
    const claimerWallet = createWalletClient({ account: claimer!, chain: hardhat, transport: http(node.url) })
    const before = await readToken(publicClient, { token: deployments.contracts.usdt, owner: claimer })
    expect(before).toMatchObject({ symbol: 'USDT', decimals: 6 })
    const amount = parseUnits('1000', 6)
    const result = await runSteps({
      publicClient,
      walletClient: claimerWallet,
      steps: [claimFaucetStep({ token: deployments.contracts.usdt, amount })],
    })
    expect(result.status).toBe('done')
    const after = await readToken(publicClient, { token: deployments.contracts.usdt, owner: claimer })
    expect(after!.balance - before!.balance).toBe(amount)
  })
})
