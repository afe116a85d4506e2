/**
 * The real Uniswap V2 router's gas on a plain ERC-20 (issue 49's anchor for the 314 markets' buy and
 * sell): the published npm builds of Uniswap's factory, pair, WETH9 and Router02, deployed as they
 * are on anvil. Nothing of Uniswap's is kept in this repository: the script reads the installed
 * packages' build/*.json.
 *
 *   node bench/gas/anchors/measureUniswapV2.ts --v2-core <dir> --v2-periphery <dir> [--write]
 *
 * How to obtain the two folders (outside the repository):
 *   npm install --prefix /tmp/anchors @uniswap/v2-core@1.0.1 @uniswap/v2-periphery@1.1.0-beta.0
 *   --v2-core       /tmp/anchors/node_modules/@uniswap/v2-core (build/UniswapV2Factory.json, the
 *                   pair inside it: solc 0.5.16, 999,999 runs, istanbul, per the build's metadata)
 *   --v2-periphery  /tmp/anchors/node_modules/@uniswap/v2-periphery (build/UniswapV2Router02.json,
 *                   build/WETH9.json: solc 0.6.6, 999,999 runs, istanbul)
 *   --port          anvil's port (default 18732); --write merges the figures into
 *                   bench/results/gas-anchors.json under "uniswap-v2-router".
 *
 * Router02 computes pair addresses from a hardcoded init code hash (mainnet's); the script checks it
 * is the hash of the pair bytecode the factory deploys, and the swaps only succeed if it is.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { type Abi, type Address, encodeFunctionData, type Hex, keccak256, maxUint256, parseEther } from 'viem'
import { startAnchorChain } from './startAnchorChain.ts'
import { type GasAnchor, writeGasAnchor } from './writeGasAnchor.ts'

const coreVersion = '1.0.1'
const peripheryVersion = '1.1.0-beta.0'
// Mainnet's UniswapV2Pair init code hash, as Router02's UniswapV2Library hardcodes it.
const mainnetInitCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

export const uniswapV2Labels = {
  addLiquidityFirst: 'addLiquidityETH (creates the pair)',
  addLiquiditySecond: 'addLiquidityETH (second)',
  buyFirst: 'swapExactETHForTokens (buy, the buyer’s first tokens)',
  buyAgain: 'swapExactETHForTokens (buy again)',
  sell: 'swapExactTokensForETH (sell, after approve)',
  approve: 'approve (router)',
} as const

// Far beyond every block of the run, and the same bytes each time (calldata gas depends on them).
const deadline = 2_000_000_000n

type Build = { abi: Abi; bytecode: Hex }

function readBuild(packageDir: string, name: string): Build {
  const build = JSON.parse(readFileSync(join(packageDir, 'build', `${name}.json`), 'utf8')) as {
    abi: Abi
    bytecode: string
  }
  return { abi: build.abi, bytecode: `0x${build.bytecode.replace(/^0x/, '')}` }
}

function readVersion(packageDir: string): string {
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
}

const { values: options } = parseArgs({
  options: {
    'v2-core': { type: 'string' },
    'v2-periphery': { type: 'string' },
    port: { type: 'string', default: '18732' },
    write: { type: 'boolean', default: false },
  },
})
const coreDir = options['v2-core']
const peripheryDir = options['v2-periphery']
if (!coreDir || !peripheryDir) {
  throw new Error(
    'Usage: measureUniswapV2.ts --v2-core <dir> --v2-periphery <dir> [--write] (see the header)',
  )
}
if (readVersion(coreDir) !== coreVersion) throw new Error(`--v2-core must be @uniswap/v2-core ${coreVersion}`)
if (readVersion(peripheryDir) !== peripheryVersion) {
  throw new Error(`--v2-periphery must be @uniswap/v2-periphery ${peripheryVersion}`)
}

const factory = readBuild(coreDir, 'UniswapV2Factory')
const pair = readBuild(coreDir, 'UniswapV2Pair')
const router = readBuild(peripheryDir, 'UniswapV2Router02')
const weth = readBuild(peripheryDir, 'WETH9')
const pairHash = keccak256(pair.bytecode)
if (pairHash !== mainnetInitCodeHash) throw new Error(`The pair build hashes to ${pairHash}, not mainnet's`)
if (!factory.bytecode.includes(pair.bytecode.slice(2)))
  throw new Error('The factory build does not carry this pair')
if (!router.bytecode.includes(mainnetInitCodeHash.slice(2)))
  throw new Error('Router02 does not hardcode that hash')
const pairMetadata = (
  JSON.parse(readFileSync(join(coreDir, 'build', 'UniswapV2Pair.json'), 'utf8')) as { metadata: string }
).metadata
const { compiler, settings } = JSON.parse(pairMetadata) as {
  compiler: { version: string }
  settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string }
}

const chain = await startAnchorChain({ port: Number(options.port) })
const rows: Record<string, number> = {}
try {
  const [owner, provider, buyer] = chain.accounts as [Address, Address, Address]
  const tokenCall = (functionName: 'transfer' | 'approve', args: readonly [Address, bigint]) =>
    encodeFunctionData({ abi: referenceERC20Abi, functionName, args })
  const routerCall = (functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi: router.abi, functionName, args })

  const { address: token } = await chain.deploy({
    from: owner,
    abi: referenceERC20Abi,
    bytecode: referenceERC20Bytecode,
    args: [parseEther('100000000')],
  })
  const { address: wethAddress } = await chain.deploy({ from: owner, ...weth })
  const { address: factoryAddress } = await chain.deploy({ from: owner, ...factory, args: [owner] })
  const { address: routerAddress } = await chain.deploy({
    from: owner,
    ...router,
    args: [factoryAddress, wethAddress],
  })
  await chain.send({
    from: owner,
    to: token,
    data: tokenCall('transfer', [provider, parseEther('10000000')]),
  })
  await chain.send({ from: provider, to: token, data: tokenCall('approve', [routerAddress, maxUint256]) })

  const measure = async (label: string, from: Address, to: Address, data: Hex, value = 0n) => {
    rows[label] = Number((await chain.send({ from, to, data, value })).gasUsed)
  }
  const addLiquidity = routerCall('addLiquidityETH', [
    token,
    parseEther('1000000'),
    0n,
    0n,
    provider,
    deadline,
  ])
  await measure(uniswapV2Labels.addLiquidityFirst, provider, routerAddress, addLiquidity, parseEther('100'))
  await measure(uniswapV2Labels.addLiquiditySecond, provider, routerAddress, addLiquidity, parseEther('100'))
  const buy = routerCall('swapExactETHForTokens', [1n, [wethAddress, token], buyer, deadline])
  await measure(uniswapV2Labels.buyFirst, buyer, routerAddress, buy, parseEther('1'))
  await measure(uniswapV2Labels.buyAgain, buyer, routerAddress, buy, parseEther('1'))
  await measure(uniswapV2Labels.approve, buyer, token, tokenCall('approve', [routerAddress, maxUint256]))
  await measure(
    uniswapV2Labels.sell,
    buyer,
    routerAddress,
    routerCall('swapExactTokensForETH', [parseEther('5000'), 1n, [token, wethAddress], buyer, deadline]),
  )

  const anchor: GasAnchor = {
    name: 'Uniswap V2 Router02 (published npm build) with its factory, pair and WETH9',
    source: {
      repository: 'Uniswap/v2-periphery',
      commit: `npm @uniswap/v2-periphery@${peripheryVersion} and @uniswap/v2-core@${coreVersion}, build/*.json as published`,
      files: [
        '@uniswap/v2-core/build/UniswapV2Factory.json',
        '@uniswap/v2-core/build/UniswapV2Pair.json',
        '@uniswap/v2-periphery/build/UniswapV2Router02.json',
        '@uniswap/v2-periphery/build/WETH9.json',
      ],
      compiler: `factory and pair: solc ${compiler.version} (their build metadata); Router02 and WETH9: solc 0.6.6 (v2-periphery’s devDependency)`,
      optimizer: settings.optimizer,
      evmVersion: settings.evmVersion,
      dependencies: { '@uniswap/v2-core': coreVersion, '@uniswap/v2-periphery': peripheryVersion },
    },
    node: chain.node,
    method:
      'A fresh anvil node; one transaction per block (automine), each block 12 s after the last from a fixed genesis timestamp, so the pair’s price accumulators update in every swap; every transaction sent with a 10,000,000 gas limit; the gasUsed of each receipt.',
    standIns: [
      'token: ReferenceERC20 (the project’s plain OpenZeppelin 5.7.0 ERC20, solc 0.8.37, 20,000 runs, cancun; @tokenbox/core testing/contracts/ReferenceERC20)',
      'UniswapV2Factory(feeToSetter = the deployer; feeTo never set, so no protocol fee is minted), WETH9 (no arguments), UniswapV2Router02(factory, WETH9)',
      'accounts: a liquidity provider (10,000,000 tokens, router approved for 2^256-1 before the rows) and a buyer holding no tokens',
    ],
    rows,
    notes: [
      `The pair build hashes to ${mainnetInitCodeHash} (mainnet’s init code hash), the factory build carries that pair bytecode, and Router02 hardcodes that hash; the swaps succeeded, so the router found the pair.`,
      'Order: addLiquidityETH 1,000,000 tokens + 100 ETH twice (the first creates the pair through the router and mints MINIMUM_LIQUIDITY to address 0); the buyer swaps 1 ETH for tokens twice (path WETH, token; amountOutMin 1); approves the router for 2^256-1; sells 5,000 tokens for ETH (amountOutMin 1).',
      'The periphery builds carry no metadata: solc-js 0.6.6 with 999,999 runs and evmVersion istanbul, given the package’s own contracts/ (with @uniswap/lib 1.1.1 and @uniswap/v2-core 1.0.0, its dependencies), reproduces the Router02 and WETH9 bytecode byte for byte (checked once, not by this script; petersburg, as the repository’s later .waffle.json says, differs only in the metadata hash).',
      'The sell row excludes the approve, which is its own row; a seller pays both once, later sells only the swap.',
    ],
  }
  console.table(rows)
  if (options.write) writeGasAnchor('uniswap-v2-router', anchor)
} finally {
  await chain.stop()
}
