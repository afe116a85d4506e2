/**
 * The real SushiSwap MasterChef's gas (issue 49's anchor for the mining pool): its published source,
 * compiled as its own repository compiled it, deployed on anvil and driven through one staker's life.
 * Nothing of SushiSwap's is kept in this repository: the script reads their checkout and an old
 * solc-js installed outside it.
 *
 *   node bench/gas/anchors/measureMasterChef.ts --source <dir> --solc <dir> --openzeppelin <dir> [--write]
 *
 * How to obtain the three folders (outside the repository, e.g. under /tmp/anchors):
 *   --source        sushiswap/sushiswap at d487cc774c0ac71fe2d0742976cafb3194658d62 ("Revert
 *                   MasterChef.sol to mirror production contract", branch archieve/master):
 *                     git clone --bare https://github.com/sushiswap/sushiswap /tmp/anchors/sushi.git
 *                     mkdir /tmp/anchors/sushiswap && git --git-dir=/tmp/anchors/sushi.git archive \
 *                       d487cc774c0ac71fe2d0742976cafb3194658d62 contracts | tar -x -C /tmp/anchors/sushiswap
 *                   The script checks contracts/MasterChef.sol and SushiToken.sol are that commit's
 *                   (their git blob ids).
 *   --solc          npm install --prefix /tmp/anchors solc@0.6.12 @openzeppelin/contracts@3.3.0,
 *                   then /tmp/anchors/node_modules/solc (that commit's hardhat.config.js: 0.6.12).
 *   --openzeppelin  /tmp/anchors/node_modules/@openzeppelin/contracts (that commit's yarn.lock
 *                   resolves "@openzeppelin/contracts@^3.1.0" to 3.3.0).
 *   --port          anvil's port (default 18731); --write merges the figures into
 *                   bench/results/gas-anchors.json under "sushiswap-masterchef".
 *
 * The staker's life runs twice on fresh chains: once as production ran (devaddr an account of its
 * own), which gives the rows, and once with devaddr = the staker, the set-up that reproduces
 * issue 49's first figures exactly; the notes record both and why they differ.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { type Address, encodeFunctionData, type Hex, maxUint256, parseEther } from 'viem'
import { type CompiledContract, compileWithSolcJs } from './compileWithSolcJs.ts'
import { startAnchorChain } from './startAnchorChain.ts'
import { type GasAnchor, writeGasAnchor } from './writeGasAnchor.ts'

const commit = 'd487cc774c0ac71fe2d0742976cafb3194658d62'
// git blob ids at `commit` (`git rev-parse <commit>:<path>`): a checkout of any other version stops here.
const sourceBlobs = {
  'contracts/MasterChef.sol': 'e82548a582c6ee14da1d4181daf43f29d366e9dd',
  'contracts/SushiToken.sol': '20c633758458c5eb7220460894a819eb29035f2a',
} as const
// That commit's hardhat.config.js; it names no evmVersion, so solc 0.6.12's default applies.
const optimizer = { enabled: true, runs: 5000 }
const evmVersion = 'istanbul'
const solcVersion = '0.6.12'
const openZeppelinVersion = '3.3.0'

// Production's launch terms (mainnet MasterChef: 100 SUSHI a block, a 10x bonus for the first 100,000
// blocks); the bonus is still running while the rows are measured, as it was in the first weeks.
const sushiPerBlock = parseEther('100')
const bonusBlocks = 100_000n
const allocPoint = 100n

export const masterChefLabels = {
  addFirst: 'add a pool (first)',
  addLater: 'add a pool (later)',
  depositFirst: 'deposit (first)',
  depositSecond: 'deposit (second, pays pending)',
  harvest: 'harvest (deposit 0)',
  withdrawPart: 'withdraw part (pays pending)',
  withdrawAll: 'withdraw all (pays pending)',
  emergencyWithdraw: 'emergencyWithdraw',
} as const

// Issue 49's figures (one anvil node, one transaction per block, blocks 12 s apart).
const issueFigures: Partial<Record<string, number>> = {
  [masterChefLabels.addFirst]: 139_366,
  [masterChefLabels.addLater]: 105_166,
  [masterChefLabels.depositFirst]: 97_670,
  [masterChefLabels.depositSecond]: 185_632,
  [masterChefLabels.harvest]: 108_748,
  [masterChefLabels.withdrawPart]: 114_796,
}

type StakerLifeParameters = {
  port: number
  masterChef: CompiledContract
  sushiToken: CompiledContract
  /** devaddr = the staker, so the dev's 10% lands on the balance the staker's harvest writes anyway. */
  devIsStaker: boolean
}

/**
 * Deploys SushiToken, MasterChef and two stake tokens on a fresh anvil and measures
 * {@link masterChefLabels}: two pools added, then Alice (pool 0's first staker) deposits, deposits
 * again, harvests, withdraws part; Bob stakes (not a row); Alice withdraws the rest; Bob withdraws
 * by emergencyWithdraw, which empties the pool.
 */
async function measureStakerLife(parameters: StakerLifeParameters) {
  const { masterChef, sushiToken } = parameters
  const chain = await startAnchorChain({ port: parameters.port })
  try {
    const [owner, alice, bob, dev] = chain.accounts as [Address, Address, Address, Address]
    const stakeTokenCall = (functionName: 'transfer' | 'approve', args: readonly [Address, bigint]) =>
      encodeFunctionData({ abi: referenceERC20Abi, functionName, args })
    const chefCall = (functionName: string, args: readonly unknown[]) =>
      encodeFunctionData({ abi: masterChef.abi, functionName, args })

    const deployStakeToken = async () =>
      (
        await chain.deploy({
          from: owner,
          abi: referenceERC20Abi,
          bytecode: referenceERC20Bytecode,
          args: [parseEther('1000000')],
        })
      ).address
    const stakeToken = await deployStakeToken()
    const otherStakeToken = await deployStakeToken()
    const { address: sushi } = await chain.deploy({
      from: owner,
      abi: sushiToken.abi,
      bytecode: sushiToken.bytecode,
    })
    // Mining starts in the chef's own block: the next one.
    const startBlock = (await chain.publicClient.getBlockNumber()) + 1n
    const devaddr = parameters.devIsStaker ? alice : dev
    const { address: chef } = await chain.deploy({
      from: owner,
      abi: masterChef.abi,
      bytecode: masterChef.bytecode,
      args: [sushi, devaddr, sushiPerBlock, startBlock, startBlock + bonusBlocks],
    })
    // As on mainnet: only the chef mints SUSHI.
    await chain.send({
      from: owner,
      to: sushi,
      data: encodeFunctionData({ abi: sushiToken.abi, functionName: 'transferOwnership', args: [chef] }),
    })
    for (const staker of [alice, bob]) {
      await chain.send({
        from: owner,
        to: stakeToken,
        data: stakeTokenCall('transfer', [staker, parseEther('1000')]),
      })
      await chain.send({ from: staker, to: stakeToken, data: stakeTokenCall('approve', [chef, maxUint256]) })
    }

    const rows: Record<string, number> = {}
    const measure = async (label: string, from: Address, data: Hex) => {
      rows[label] = Number((await chain.send({ from, to: chef, data })).gasUsed)
    }
    await measure(masterChefLabels.addFirst, owner, chefCall('add', [allocPoint, stakeToken, false]))
    await measure(masterChefLabels.addLater, owner, chefCall('add', [allocPoint, otherStakeToken, false]))
    await measure(masterChefLabels.depositFirst, alice, chefCall('deposit', [0n, parseEther('100')]))
    await measure(masterChefLabels.depositSecond, alice, chefCall('deposit', [0n, parseEther('100')]))
    await measure(masterChefLabels.harvest, alice, chefCall('deposit', [0n, 0n]))
    // 40 of 200, not 50: with 50 the new rewardDebt (150 x the new accSushiPerShare) happens to equal
    // the old one (200 x the old), and that unchanged slot would make this row 2,800 gas cheaper.
    await measure(masterChefLabels.withdrawPart, alice, chefCall('withdraw', [0n, parseEther('40')]))
    await chain.send({ from: bob, to: chef, data: chefCall('deposit', [0n, parseEther('100')]) })
    await measure(masterChefLabels.withdrawAll, alice, chefCall('withdraw', [0n, parseEther('160')]))
    await measure(masterChefLabels.emergencyWithdraw, bob, chefCall('emergencyWithdraw', [0n]))
    return { rows, node: chain.node }
  } finally {
    await chain.stop()
  }
}

function gitBlobId(file: string): string {
  const content = readFileSync(file)
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex')
}

function readVersion(packageDir: string): string {
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
}

function compareWithIssue(rows: Record<string, number>): string {
  return Object.entries(issueFigures)
    .map(([label, figure]) => `${label} ${rows[label]} (issue ${figure})`)
    .join('; ')
}

const { values: options } = parseArgs({
  options: {
    source: { type: 'string' },
    solc: { type: 'string' },
    openzeppelin: { type: 'string' },
    port: { type: 'string', default: '18731' },
    write: { type: 'boolean', default: false },
  },
})
if (!options.source || !options.solc || !options.openzeppelin) {
  throw new Error(
    'Usage: measureMasterChef.ts --source <dir> --solc <dir> --openzeppelin <dir> [--write] (see the header)',
  )
}
for (const [path, blob] of Object.entries(sourceBlobs)) {
  const found = gitBlobId(join(options.source, path))
  if (found !== blob)
    throw new Error(`${path} is not the file at ${commit} (blob ${found}, expected ${blob})`)
}
if (readVersion(options.solc) !== solcVersion) throw new Error(`--solc must be solc ${solcVersion}`)
if (readVersion(options.openzeppelin) !== openZeppelinVersion) {
  throw new Error(`--openzeppelin must be @openzeppelin/contracts ${openZeppelinVersion}`)
}

const compiled = compileWithSolcJs({
  solcDir: options.solc,
  sources: Object.keys(sourceBlobs),
  roots: { '': options.source, '@openzeppelin/contracts/': options.openzeppelin },
  settings: { optimizer, evmVersion },
})
const masterChef = compiled.contracts['contracts/MasterChef.sol:MasterChef']
const sushiToken = compiled.contracts['contracts/SushiToken.sol:SushiToken']
if (!masterChef || !sushiToken) throw new Error('solc returned no MasterChef or SushiToken')

const port = Number(options.port)
const production = await measureStakerLife({ port, masterChef, sushiToken, devIsStaker: false })
const devIsStaker = await measureStakerLife({ port, masterChef, sushiToken, devIsStaker: true })

const anchor: GasAnchor = {
  name: 'SushiSwap MasterChef (with SushiToken)',
  source: {
    repository: 'sushiswap/sushiswap',
    commit,
    files: Object.keys(sourceBlobs),
    compiler: `solc ${solcVersion} (solc-js npm, ${compiled.version})`,
    optimizer,
    evmVersion,
    dependencies: { '@openzeppelin/contracts': openZeppelinVersion },
  },
  node: production.node,
  method:
    'A fresh anvil node; one transaction per block (automine), each block 12 s after the last from a fixed genesis timestamp; every transaction sent with a 10,000,000 gas limit (anvil estimates against the latest block, which misses updatePool’s minting); the gasUsed of each receipt.',
  standIns: [
    'stake tokens: two ReferenceERC20 (the project’s plain OpenZeppelin 5.7.0 ERC20, solc 0.8.37, 20,000 runs, cancun; @tokenbox/core testing/contracts/ReferenceERC20), for pool 0 and pool 1',
    `MasterChef(sushi, devaddr = a dev account that never stakes, sushiPerBlock = 100e18, startBlock = the chef’s deployment block, bonusEndBlock = startBlock + ${bonusBlocks}); SushiToken ownership transferred to the chef`,
    'stakers: two dev accounts (Alice, Bob), each given 1,000e18 stake tokens and approving the chef for 2^256-1',
  ],
  rows: production.rows,
  variants: { 'devaddr = the staker (issue 49’s set-up)': devIsStaker.rows },
  notes: [
    'Order: add pool 0 and pool 1 (allocPoint 100 each, withUpdate false); Alice deposits 100e18 (pool 0’s first stake), deposits 100e18 again, deposit(0, 0), withdraws 40e18; Bob deposits 100e18 (not a row); Alice withdraws her last 160e18; Bob calls emergencyWithdraw, which empties the pool.',
    '“deposit (second, pays pending)” is the first block that mints SUSHI: total supply, the dev’s balance, the chef’s and Alice’s all go from zero, four writes from zero that later harvests do not pay.',
    'While Alice stakes alone each payout is exact, so the chef’s SUSHI balance goes from zero to the block’s reward and back to zero (a refund); in a pool where others have pending SUSHI it stays above zero and each paying row costs about 2,800 gas more (“withdraw all”, after Bob has staked, is such a row).',
    `With devaddr = the staker instead (otherwise the same run) the figures are ${compareWithIssue(devIsStaker.rows)}: issue 49’s figures came from that set-up. The dev’s 10% then lands on the balance slot the staker’s payout writes anyway, which saves 21,900 gas on the first paying deposit (one write from zero) and 4,800 on each later payout; the rows above keep production’s separate devaddr.`,
    'Issue 49’s withdraw-part figure (114,796) is the devaddr = staker run with a withdrawal that changes rewardDebt; withdrawing 50 of 200 here would leave rewardDebt unchanged by coincidence (150 x 10e12 = 200 x 7.5e12) and read 2,800 lower.',
    'The bonus multiplier (10x) is running in every row; it changes the amounts, not the code path.',
  ],
}
console.table(
  Object.fromEntries(
    Object.entries(production.rows).map(([label, gas]) => [
      label,
      { gas, devIsStaker: devIsStaker.rows[label] },
    ]),
  ),
)
if (options.write) writeGasAnchor('sushiswap-masterchef', anchor)
