import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { pacedClientOf } from '../../testing/pacedClientOf.ts'
import { type ProviderProxy, startProviderProxy } from '../../testing/providerProxy.ts'
import { tokenBalanceReader } from '../../testing/tokenBalanceReader.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { uniswapV2PairBytecode } from '../contracts/UniswapV2Pair.ts'
import { formatTokenAmount } from '../format/formatTokenAmount.ts'
import { deploy } from '../transactions/deploy.ts'
import { sendData } from '../transactions/sendData.ts'
import { integerSqrt } from '../units/integerSqrt.ts'
import { summarizeTransaction } from './summarizeTransaction.ts'

/**
 * Swaps through the routers wallets meet most beside V2 (issue 80): Uniswap V3's SwapRouter and the
 * Universal Router, deployed on a local chain from Uniswap's own published builds (the npm packages'
 * artifacts, test-only dependencies) against a real V3 pool. The guard's summary names the coin that
 * leaves and the USDT that arrives, and the chain then gives exactly what it said.
 */

type Artifact = { abi: Abi; bytecode: Hex }
const require = createRequire(import.meta.url)
const artifact = (path: string) => require(path) as Artifact
const v3Factory = artifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json')
const v3Pool = artifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json')
const positions = artifact(
  '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
)
const swapRouter = artifact('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json')
const universalRouter = artifact(
  '@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json',
)

const fee = 3000
/** The Universal Router's commands and its "the caller" / "the router itself" recipients. */
const command = { v3SwapExactIn: 0x00, wrapEth: 0x0b } as const
const msgSender = getAddress('0x0000000000000000000000000000000000000001')
const addressThis = getAddress('0x0000000000000000000000000000000000000002')

describe('summarizeTransaction on V3 and Universal Router swaps (issue 80)', () => {
  const chain = useLocalTestChain()
  const [deployer, , , , sender] = devAccounts
  let proxy: ProviderProxy
  let client: PublicClient
  let router: Address
  let universal: Address

  const deployed = async (build: Artifact, args: unknown[]) => {
    const [result] = await chain.runToDone(
      [deploy({ abi: build.abi, bytecode: build.bytecode, args } as never)],
      deployer,
    )
    return getAddress(result?.contractAddress as Address)
  }
  const usdtBalance = () => tokenBalanceReader(chain)(chain.contracts.usdt, sender)

  beforeAll(async () => {
    const { weth, usdt, factory: v2Factory } = chain.contracts
    const factory = await deployed(v3Factory, [])
    const manager = await deployed(positions, [factory, weth, zeroAddress])
    router = await deployed(swapRouter, [factory, weth])
    universal = await deployed(universalRouter, [
      {
        permit2: zeroAddress,
        weth9: weth,
        v2Factory,
        v3Factory: factory,
        pairInitCodeHash: keccak256(uniswapV2PairBytecode),
        poolInitCodeHash: keccak256(v3Pool.bytecode),
        v4PoolManager: zeroAddress,
        v3NFTPositionManager: manager,
        v4PositionManager: zeroAddress,
        spokePool: zeroAddress,
      },
    ])
    // A WETH/USDT pool at 3,000 USDT an ETH, full range: 100 ETH and 300,000 USDT.
    const [token0, token1] = BigInt(weth) < BigInt(usdt) ? [weth, usdt] : [usdt, weth]
    const ethAmount = parseEther('100')
    const usdtAmount = parseUnits('300000', 6)
    const [amount0, amount1] = token0 === weth ? [ethAmount, usdtAmount] : [usdtAmount, ethAmount]
    const sqrtPriceX96 = integerSqrt((amount1 << 192n) / amount0)
    await chain.runToDone(
      [
        { type: 'call', address: weth, abi: wethAbi, functionName: 'deposit', args: [], value: ethAmount },
        { type: 'call', address: weth, abi: erc20Abi, functionName: 'approve', args: [manager, ethAmount] },
        { type: 'call', address: usdt, abi: erc20Abi, functionName: 'approve', args: [manager, usdtAmount] },
        {
          type: 'call',
          address: manager,
          abi: positions.abi,
          functionName: 'createAndInitializePoolIfNecessary',
          args: [token0, token1, fee, sqrtPriceX96],
        },
        {
          type: 'call',
          address: manager,
          abi: positions.abi,
          functionName: 'mint',
          args: [
            {
              token0,
              token1,
              fee,
              tickLower: -887220,
              tickUpper: 887220,
              amount0Desired: amount0,
              amount1Desired: amount1,
              amount0Min: 0n,
              amount1Min: 0n,
              recipient: deployer,
              deadline: 2n ** 40n,
            },
          ],
        },
      ] as never,
      deployer,
    )
    proxy = await startProviderProxy({ upstream: chain.node.url, latencyMs: 120, refusedMethods: [] })
    client = pacedClientOf(chain, proxy.url)
  }, 300_000)

  afterAll(async () => {
    await proxy?.stop()
  })

  /** Summarizes `request` as the guard does, sends it, and checks the USDT shown is what arrived. */
  const shownThenSent = async (request: { to: Address; data: Hex; value: bigint }) => {
    const summary = await summarizeTransaction(client, { from: sender, ...request }, { language: 'en' })
    expect(summary.status).toBe('success')
    const lines = summary.status === 'success' ? summary.lines : []
    expect(lines).toMatchObject([
      { kind: 'send', asset: 'native', amount: { value: '1', symbol: 'ETH' }, counterparties: [request.to] },
      { kind: 'receive', asset: 'erc20', token: chain.contracts.usdt, amount: { symbol: 'USDT' } },
    ])
    const before = await usdtBalance()
    // Sent as the page asked it: its calldata as it is.
    await chain.runToDone([sendData(request)], sender)
    const received = (await usdtBalance()) - before
    expect(received).toBeGreaterThan(parseUnits('2900', 6))
    expect(lines[1]?.kind === 'receive' && lines[1].amount.value).toBe(
      formatTokenAmount(received, 6, 6, { language: 'en' }),
    )
  }

  it("V3's SwapRouter: 1 ETH in, USDT out (the router wraps the coin)", async () => {
    await shownThenSent({
      to: router,
      value: parseEther('1'),
      data: encodeFunctionData({
        abi: swapRouter.abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: chain.contracts.weth,
            tokenOut: chain.contracts.usdt,
            fee,
            recipient: sender,
            deadline: 2n ** 40n,
            amountIn: parseEther('1'),
            amountOutMinimum: 0n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    })
  })

  it('the Universal Router: wrap 1 ETH, then a V3 exact-in swap to the caller', async () => {
    const path = concatHex([chain.contracts.weth, numberToHex(fee, { size: 3 }), chain.contracts.usdt])
    await shownThenSent({
      to: universal,
      value: parseEther('1'),
      data: encodeFunctionData({
        abi: universalRouter.abi,
        functionName: 'execute',
        args: [
          concatHex([
            numberToHex(command.wrapEth, { size: 1 }),
            numberToHex(command.v3SwapExactIn, { size: 1 }),
          ]),
          [
            encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [addressThis, parseEther('1')]),
            encodeAbiParameters(
              [
                { type: 'address' },
                { type: 'uint256' },
                { type: 'uint256' },
                { type: 'bytes' },
                { type: 'bool' },
              ],
              [msgSender, parseEther('1'), 0n, path, false],
            ),
          ],
          2n ** 40n,
        ],
      }),
    })
  })
})

const wethAbi = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
] as const
