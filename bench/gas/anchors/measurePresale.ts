/**
 * The real Unicrypt (UNCX) presale's gas (issue 49's anchor for the presale): Presale01 version 5 as
 * Etherscan verified it on Ethereum mainnet, compiled from that source, deployed on anvil and run
 * through a successful presale (create, two buyers, addLiquidity into a real Uniswap V2 pair locked
 * in UNCX's real UniswapV2Locker, claim) and a failed one (refund). Nothing of Unicrypt's or
 * Uniswap's is kept in this repository: the script reads their sources and builds outside it.
 *
 *   node bench/gas/anchors/measurePresale.ts --presale <file> --locker <dir> --deps <dir> [--write]
 *
 * How to obtain them (outside the repository, e.g. under /tmp/presale-anchor):
 *   --presale  Etherscan's verified source of the mainnet presale 0xa923a6c8b1ecdfa3f6393e3aae3fdf33bdac9202
 *              (Presale01, CONTRACT_VERSION 5), as the SmartBugs-wild dataset stored it:
 *                git clone --bare https://github.com/yudikubota/smartbugs-wild /tmp/presale-anchor/sbw.git
 *                git --git-dir=/tmp/presale-anchor/sbw.git show 17752a8112025f7e0be8dd13298e958b1ec29798:contracts/0xa923a6c8b1ecdfa3f6393e3aae3fdf33bdac9202.sol \
 *                  > /tmp/presale-anchor/presale01-v5.json
 *              (Etherscan's multi-file "sources" object with its JSON escapes undone; the script splits
 *              it into the five files and checks the file's git blob id.)
 *   --locker   uncx-network/liquidity-locker-univ2-contracts at bf76b16c5e2d51e7335e41e5016a47f14de37f9b
 *              (UNCX's UniswapV2Locker "lockerV2", mainnet 0x59d7D55DdC58494FbBbca29904f108ece82Ac7FB):
 *                git clone --bare https://github.com/uncx-network/liquidity-locker-univ2-contracts /tmp/presale-anchor/uncx.git
 *                mkdir /tmp/presale-anchor/uncx && git --git-dir=/tmp/presale-anchor/uncx.git archive \
 *                  bf76b16c5e2d51e7335e41e5016a47f14de37f9b contracts | tar -x -C /tmp/presale-anchor/uncx
 *   --deps     a node_modules folder holding the compilers and the published builds:
 *                npm install --prefix /tmp/presale-anchor solc080@npm:solc@0.8.0 solc0819@npm:solc@0.8.19 \
 *                  @openzeppelin/contracts@4.9.5 @uniswap/v2-core@1.0.1 @uniswap/v2-periphery@1.1.0-beta.0
 *              then /tmp/presale-anchor/node_modules.
 *   --port     anvil's port (default 18742); --write merges the figures into
 *              bench/results/gas-anchors.json under "unicrypt-presale01".
 *
 * Unicrypt's PresaleSettings, PresaleFactory, PresaleLockForwarder and PresaleGenerator01 for this
 * version are not public; UnicryptPresaleStandIns.sol (ours) stands in for them, compiled with the
 * presale's compiler, and the forwarder's code is placed at the mainnet address Presale01 hard-codes.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import {
  type Abi,
  type Address,
  createTestClient,
  custom,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { type CompiledContract, compileWithSolcJs } from './compileWithSolcJs.ts'
import { startAnchorChain } from './startAnchorChain.ts'
import { type GasAnchor, writeGasAnchor } from './writeGasAnchor.ts'

const presaleSource = {
  repository: 'yudikubota/smartbugs-wild',
  commit: '17752a8112025f7e0be8dd13298e958b1ec29798',
  file: 'contracts/0xa923a6c8b1ecdfa3f6393e3aae3fdf33bdac9202.sol',
  // `git rev-parse <commit>:<file>`: any other file stops the script.
  blob: 'dd57ed9d998b6e61c52d6e94c1c678688c9003f1',
} as const
// The verified source names no settings and the dataset kept none: the pragma's release (^0.8.0)
// with the optimizer at 200 runs, solc 0.8.0's default evmVersion.
const presaleCompiler = { version: '0.8.0', optimizer: { enabled: true, runs: 200 }, evmVersion: 'istanbul' }

const lockerSource = {
  repository: 'uncx-network/liquidity-locker-univ2-contracts',
  commit: 'bf76b16c5e2d51e7335e41e5016a47f14de37f9b',
  blobs: {
    'contracts/UniswapV2Locker.sol': '442e94dfe199d04ee4a0a3851479daeab9d8281b',
    'contracts/TransferHelper.sol': '75654acc70ceefc43406bcd78b0e834888173bf5',
    'contracts/ICountryList.sol': '27773b1c52ee23d5f9508b5c6596fce465db56e3',
    'contracts/CountryList/CountryList.sol': 'a11a3eb45b221d0399f93957574cfa38f604c9be',
  },
} as const
// That commit's hardhat.config.cjs: 0.8.19, optimizer 1,000 runs, evmVersion istanbul; its
// package-lock.json resolves @openzeppelin/contracts to 4.9.5.
const lockerCompiler = { version: '0.8.19', optimizer: { enabled: true, runs: 1000 }, evmVersion: 'istanbul' }
const openZeppelinVersion = '4.9.5'
const uniswapCoreVersion = '1.0.1'
const uniswapPeripheryVersion = '1.1.0-beta.0'

// Presale01 v5's constructor hard-codes these mainnet addresses.
const hardCodedLockForwarder: Address = '0xCA07E89e9674e9BC5bB9CaDE6771FEc8e14e4042'
const forwarderStorageSlots = 3 // presaleFactory, locker, uniFactory

const standInsFile = join(dirname(fileURLToPath(import.meta.url)), 'UnicryptPresaleStandIns.sol')
const standInsUnit = 'tokenbox-stand-ins/UnicryptPresaleStandIns.sol'

export const presaleLabels = {
  create: 'create (generator createPresale)',
  contributeFirst: 'contribute (a buyer’s first, ETH)',
  contributeAgain: 'contribute (the same buyer again)',
  finalize: 'finalize (addLiquidity: pool created, LP locked)',
  claim: 'claim (userWithdrawTokens)',
  refund: 'refund (userWithdrawBaseTokens, a failed presale)',
  ownerReclaim: 'owner takes the tokens back (ownerWithdrawTokens, a failed presale)',
} as const

// The bench's own presale terms (bench/gas/launchpadGas.ts): 1,000 tokens an ETH, listing at 800,
// 60% of the raise to liquidity, LP locked 30 days, 1 ETH contributions.
const tokenPrice = parseEther('1000')
const listingRate = parseEther('800')
const liquidityPermille = 600n
const lockPeriod = 30n * 86_400n
const hardcap = parseEther('10')
const contribution = parseEther('1')

// Unicrypt's settings defaults as its public PresaleSettings source sets them: 2% of the raise and
// 2% of the tokens sold, 10% to a referrer, 0.2 ETH to create, round 1 and round 0 off, 2 UNCL to
// reserve; one early-access token (a UNCX stand-in) so the round-1 check asks one balance.
const settingsValues = {
  baseFee: 20n,
  tokenFee: 20n,
  referralFee: 100n,
  ethCreationFee: parseEther('0.2'),
  round1Length: 0n,
  maxPresaleLength: 518_400n,
  unclAllocationAmount: parseEther('2'),
  round0Offset: 0n,
}

type Artifacts = {
  presale: CompiledContract
  settings: CompiledContract
  factory: CompiledContract
  forwarder: CompiledContract
  generator: CompiledContract
  locker: CompiledContract
  countryList: CompiledContract
  uniswapFactory: CompiledContract
  weth: CompiledContract
}

function gitBlobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex')
}

function readVersion(packageDir: string): string {
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
}

/**
 * Splits the dataset's copy of Etherscan's multi-file source ({"A.sol":{"content":"..."},...} with
 * the JSON escapes already undone, so it no longer parses as JSON) into its files under `folder`.
 */
function unpackVerifiedSources(text: string, folder: string): string[] {
  const starts = [...text.matchAll(/[{,]"([A-Za-z0-9_]+\.sol)":\{"content":"/g)]
  if (starts.length === 0) throw new Error('--presale holds no verified sources')
  return starts.map((start, index) => {
    const name = start[1] as string
    const bodyStart = (start.index ?? 0) + start[0].length
    const bodyEnd = index + 1 < starts.length ? (starts[index + 1]?.index ?? text.length) : text.length - 1
    const body = text.slice(bodyStart, bodyEnd)
    if (!body.endsWith('"}')) throw new Error(`${name} does not end as a verified source entry`)
    writeFileSync(join(folder, name), body.slice(0, -2))
    return name
  })
}

/** The published Uniswap build artifact `name` (`{ abi, bytecode }` or `{ abi, evm.bytecode.object }`). */
function readUniswapBuild(packageDir: string, name: string): CompiledContract {
  const build = JSON.parse(readFileSync(join(packageDir, 'build', `${name}.json`), 'utf8')) as {
    abi: Abi
    bytecode?: string
    evm?: { bytecode: { object: string } }
  }
  const object = build.evm?.bytecode.object ?? build.bytecode ?? ''
  if (!object) throw new Error(`${name}.json has no bytecode`)
  return { abi: build.abi, bytecode: (object.startsWith('0x') ? object : `0x${object}`) as Hex }
}

function compileArtifacts(options: { presale: string; locker: string; deps: string }): {
  artifacts: Artifacts
  versions: { presale: string; locker: string }
} {
  const presaleText = readFileSync(options.presale)
  const blob = gitBlobId(presaleText)
  if (blob !== presaleSource.blob) {
    throw new Error(`--presale is not ${presaleSource.file} at ${presaleSource.commit} (blob ${blob})`)
  }
  for (const [path, expected] of Object.entries(lockerSource.blobs)) {
    const found = gitBlobId(readFileSync(join(options.locker, path)))
    if (found !== expected)
      throw new Error(`${path} is not the file at ${lockerSource.commit} (blob ${found})`)
  }
  const expectedPackages = {
    solc080: presaleCompiler.version,
    solc0819: lockerCompiler.version,
    '@openzeppelin/contracts': openZeppelinVersion,
    '@uniswap/v2-core': uniswapCoreVersion,
    '@uniswap/v2-periphery': uniswapPeripheryVersion,
  }
  for (const [name, version] of Object.entries(expectedPackages)) {
    if (readVersion(join(options.deps, name)) !== version)
      throw new Error(`--deps/${name} must be ${version}`)
  }

  const presaleFolder = mkdtempSync(join(tmpdir(), 'unicrypt-presale01-'))
  try {
    unpackVerifiedSources(presaleText.toString('utf8'), presaleFolder)
    const presaleBuild = compileWithSolcJs({
      solcDir: join(options.deps, 'solc080'),
      sources: ['Presale01.sol', standInsUnit],
      roots: { '': presaleFolder, 'tokenbox-stand-ins/': dirname(standInsFile) },
      settings: { optimizer: presaleCompiler.optimizer, evmVersion: presaleCompiler.evmVersion },
    })
    const lockerBuild = compileWithSolcJs({
      solcDir: join(options.deps, 'solc0819'),
      sources: ['contracts/UniswapV2Locker.sol', 'contracts/CountryList/CountryList.sol'],
      roots: {
        '': options.locker,
        '@openzeppelin/contracts/': join(options.deps, '@openzeppelin/contracts'),
      },
      settings: { optimizer: lockerCompiler.optimizer, evmVersion: lockerCompiler.evmVersion },
    })
    const pick = (build: typeof presaleBuild, id: string) => {
      const contract = build.contracts[id]
      if (!contract) throw new Error(`solc returned no ${id}`)
      return contract
    }
    return {
      artifacts: {
        presale: pick(presaleBuild, 'Presale01.sol:Presale01'),
        settings: pick(presaleBuild, `${standInsUnit}:UnicryptPresaleSettingsStandIn`),
        factory: pick(presaleBuild, `${standInsUnit}:UnicryptPresaleFactoryStandIn`),
        forwarder: pick(presaleBuild, `${standInsUnit}:UnicryptLockForwarderStandIn`),
        generator: pick(presaleBuild, `${standInsUnit}:UnicryptPresaleGeneratorStandIn`),
        locker: pick(lockerBuild, 'contracts/UniswapV2Locker.sol:UniswapV2Locker'),
        countryList: pick(lockerBuild, 'contracts/CountryList/CountryList.sol:CountryList'),
        uniswapFactory: readUniswapBuild(join(options.deps, '@uniswap/v2-core'), 'UniswapV2Factory'),
        weth: readUniswapBuild(join(options.deps, '@uniswap/v2-periphery'), 'WETH9'),
      },
      versions: { presale: presaleBuild.version, locker: lockerBuild.version },
    }
  } finally {
    rmSync(presaleFolder, { recursive: true, force: true })
  }
}

/**
 * Sets up Unicrypt's system on a fresh anvil and measures {@link presaleLabels}: presale A (soft cap
 * 2.5 ETH) gets 1 ETH twice from the buyer and 1 ETH from a second buyer, ends, is finalised by the
 * second buyer and the buyer claims; presale B (soft cap 5 ETH) gets 1 ETH from each, ends short,
 * the buyer takes a refund and the owner takes the tokens back.
 */
async function measurePresaleLives(port: number, artifacts: Artifacts) {
  const chain = await startAnchorChain({ port })
  try {
    const [unicrypt, creator, buyer, contributor, feeAccount] = chain.accounts as [
      Address,
      Address,
      Address,
      Address,
      Address,
    ]
    const testClient = createTestClient({
      mode: 'anvil',
      transport: custom({ request: (request) => chain.publicClient.request(request as never) }),
    })
    const call = (contract: CompiledContract, functionName: string, args: readonly unknown[] = []) =>
      encodeFunctionData({ abi: contract.abi, functionName, args })
    const deploy = async (from: Address, contract: CompiledContract, args: readonly unknown[] = []) =>
      (await chain.deploy({ from, abi: contract.abi, bytecode: contract.bytecode, args })).address
    const erc20 = { abi: referenceERC20Abi as Abi, bytecode: referenceERC20Bytecode }

    // Uniswap V2 and WETH, as published.
    const weth = await deploy(unicrypt, artifacts.weth)
    const uniswapFactory = await deploy(unicrypt, artifacts.uniswapFactory, [unicrypt])
    // UNCX's locker and its country list, as UNCX deploys them.
    const countryList = await deploy(unicrypt, artifacts.countryList)
    const locker = await deploy(unicrypt, artifacts.locker, [uniswapFactory, countryList, feeAccount])
    // UNCL (reservations) and UNCX (early access) stand-ins: plain ERC-20s.
    const uncl = await deploy(unicrypt, erc20, [parseEther('1000000')])
    const uncx = await deploy(unicrypt, erc20, [parseEther('1000000')])

    const presaleFactory = await deploy(unicrypt, artifacts.factory)
    const settings = await deploy(unicrypt, artifacts.settings, [
      {
        ...settingsValues,
        ethFeeAddress: feeAccount,
        nonEthFeeAddress: feeAccount,
        tokenFeeAddress: feeAccount,
        unclFeeAddress: feeAccount,
        unclAddress: uncl,
      },
      [uncx],
      [parseEther('1')],
    ])
    // The forwarder's code and storage go to the address Presale01 calls.
    const forwarder = await deploy(unicrypt, artifacts.forwarder, [presaleFactory, locker, uniswapFactory])
    const forwarderCode = await chain.publicClient.getCode({ address: forwarder })
    if (!forwarderCode) throw new Error('The lock forwarder stand-in has no code')
    await testClient.setCode({ address: hardCodedLockForwarder, bytecode: forwarderCode })
    for (let slot = 0; slot < forwarderStorageSlots; slot++) {
      const value = await chain.publicClient.getStorageAt({
        address: forwarder,
        slot: toHex(slot, { size: 32 }),
      })
      await testClient.setStorageAt({
        address: hardCodedLockForwarder,
        index: toHex(slot, { size: 32 }),
        value: value ?? toHex(0, { size: 32 }),
      })
    }
    await chain.send({
      from: unicrypt,
      to: locker,
      data: call(artifacts.locker, 'whitelistFeeAccount', [hardCodedLockForwarder, true]),
    })
    const generator = await deploy(unicrypt, artifacts.generator, [presaleFactory, settings, weth])
    await chain.send({
      from: unicrypt,
      to: presaleFactory,
      data: call(artifacts.factory, 'allowGenerator', [generator, true]),
    })

    const saleToken = await deploy(creator, erc20, [parseEther('1000000000')])
    await chain.send({ from: creator, to: saleToken, data: call(erc20, 'approve', [generator, maxUint256]) })

    const rows: Record<string, number> = {}
    // Starts in the block after its creation, ends `blocks` later (Presale01 counts blocks).
    const createPresale = async (softcap: bigint, blocks: bigint) => {
      const start = (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) + 2n
      const terms = [
        (hardcap * tokenPrice) / parseEther('1'),
        tokenPrice,
        parseEther('5'),
        hardcap,
        softcap,
        liquidityPermille,
        listingRate,
        start,
        start + blocks,
        lockPeriod,
      ]
      const receipt = await chain.send({
        from: creator,
        to: generator,
        data: call(artifacts.generator, 'createPresale', [creator, saleToken, weth, terms]),
        value: settingsValues.ethCreationFee,
      })
      const [event] = parseEventLogs({
        abi: artifacts.generator.abi,
        logs: receipt.logs,
        eventName: 'PresaleCreated',
      })
      const presale = (event?.args as { presale?: Address } | undefined)?.presale
      if (!presale) throw new Error('createPresale emitted no PresaleCreated')
      return { presale, gasUsed: Number(receipt.gasUsed) }
    }
    const measure = async (label: string, from: Address, to: Address, data: Hex, value = 0n) => {
      rows[label] = Number((await chain.send({ from, to, data, value })).gasUsed)
    }
    const deposit = call(artifacts.presale, 'userDeposit', [0n])

    // Presale A: three deposits in blocks start..start+2, finalised the block after.
    const succeeding = await createPresale(parseEther('2.5'), 2n)
    rows[presaleLabels.create] = succeeding.gasUsed
    await measure(presaleLabels.contributeFirst, buyer, succeeding.presale, deposit, contribution)
    await measure(presaleLabels.contributeAgain, buyer, succeeding.presale, deposit, contribution)
    await chain.send({ from: contributor, to: succeeding.presale, data: deposit, value: contribution })
    await measure(
      presaleLabels.finalize,
      contributor,
      succeeding.presale,
      call(artifacts.presale, 'addLiquidity'),
    )
    await measure(
      presaleLabels.claim,
      buyer,
      succeeding.presale,
      call(artifacts.presale, 'userWithdrawTokens'),
    )

    // Presale B: two deposits in blocks start..start+1, short of its soft cap when it ends.
    const failing = await createPresale(parseEther('5'), 1n)
    await chain.send({ from: buyer, to: failing.presale, data: deposit, value: contribution })
    await chain.send({ from: contributor, to: failing.presale, data: deposit, value: contribution })
    await measure(
      presaleLabels.refund,
      buyer,
      failing.presale,
      call(artifacts.presale, 'userWithdrawBaseTokens'),
    )
    await measure(
      presaleLabels.ownerReclaim,
      creator,
      failing.presale,
      call(artifacts.presale, 'ownerWithdrawTokens'),
    )

    // What the create row spends on the Presale01 deployment alone (a note, not a row).
    const { receipt: presaleDeployment } = await chain.deploy({
      from: unicrypt,
      abi: artifacts.presale.abi,
      bytecode: artifacts.presale.bytecode,
      args: [unicrypt, settings, weth],
    })
    return {
      rows,
      node: chain.node,
      presaleDeploymentGas: Number(presaleDeployment.gasUsed),
      secondCreateGas: failing.gasUsed,
    }
  } finally {
    await chain.stop()
  }
}

const { values: options } = parseArgs({
  options: {
    presale: { type: 'string' },
    locker: { type: 'string' },
    deps: { type: 'string' },
    port: { type: 'string', default: '18742' },
    write: { type: 'boolean', default: false },
  },
})
if (!options.presale || !options.locker || !options.deps) {
  throw new Error(
    'Usage: measurePresale.ts --presale <file> --locker <dir> --deps <dir> [--write] (see the header)',
  )
}
const { artifacts, versions } = compileArtifacts({
  presale: options.presale,
  locker: options.locker,
  deps: options.deps,
})
const measured = await measurePresaleLives(Number(options.port), artifacts)

const anchor: GasAnchor = {
  name: 'Unicrypt (UNCX) Presale01 v5, with UNCX’s UniswapV2Locker and Uniswap V2',
  source: {
    repository: presaleSource.repository,
    commit: presaleSource.commit,
    files: [
      `${presaleSource.file} (Etherscan-verified sources of mainnet presale 0xa923a6c8b1ecdfa3f6393e3aae3fdf33bdac9202: Presale01.sol, TransferHelper.sol, EnumerableSet.sol, ReentrancyGuard.sol, IERC20.sol)`,
      ...Object.keys(lockerSource.blobs).map(
        (path) => `${lockerSource.repository}@${lockerSource.commit}:${path}`,
      ),
    ],
    compiler: `Presale01: solc ${presaleCompiler.version} (solc-js npm, ${versions.presale}); UniswapV2Locker and CountryList: solc ${lockerCompiler.version} (solc-js npm, ${versions.locker}), optimizer 1,000 runs, evmVersion istanbul (that repository's hardhat.config.cjs)`,
    optimizer: presaleCompiler.optimizer,
    evmVersion: presaleCompiler.evmVersion,
    dependencies: {
      '@openzeppelin/contracts (locker)': openZeppelinVersion,
      'OpenZeppelin in the presale (verified with it)':
        '4.0.0 (EnumerableSet, ReentrancyGuard copied into the verified sources)',
      '@uniswap/v2-core': `${uniswapCoreVersion} (published build: UniswapV2Factory, UniswapV2Pair)`,
      '@uniswap/v2-periphery': `${uniswapPeripheryVersion} (published build: WETH9)`,
    },
  },
  node: measured.node,
  method:
    'A fresh anvil node; one transaction per block (automine), each block 12 s after the last from a fixed genesis timestamp; every transaction sent with a 10,000,000 gas limit; the gasUsed of each receipt. Presale01 counts blocks, so its start and end are block numbers a few blocks after each creation.',
  standIns: [
    'PresaleSettings: UnicryptPresaleSettingsStandIn (bench/gas/anchors/UnicryptPresaleStandIns.sol, ours; every value in storage): base fee 2%, token fee 2%, referral fee 10%, creation fee 0.2 ETH, round 1 length 0 and round 0 offset 0 blocks, max length 518,400 blocks, UNCL reservation 2e18, fee addresses one dev account; one early-access token (UNCX stand-in, hold 1e18) so userHoldsSufficientRound1Token reads one balance, as production’s list is read on every deposit',
    'PresaleFactory: UnicryptPresaleFactoryStandIn (ours): the register the forwarder checks; registering writes a list entry and an index',
    `PresaleLockForwarder: UnicryptLockForwarderStandIn (ours), its code and three storage slots placed with anvil_setCode/anvil_setStorageAt at ${hardCodedLockForwarder}, the address Presale01 v5 hard-codes; it creates the pair on the real UniswapV2Factory, moves WETH and the sale token in, mints, and locks the LP in UNCX’s UniswapV2Locker (countryCode 0); the locker has it on its fee whitelist (whitelistFeeAccount), as Unicrypt’s locker has its forwarder, so the 1% LP fee is paid and the flat ETH fee is not`,
    'PresaleGenerator01: UnicryptPresaleGeneratorStandIn (ours): the published v1/v2 generator’s steps for the v5 constructor: creation fee to the fee address, term checks, new Presale01(generator, settings, WETH), sale + liquidity + fee tokens moved in (PresaleHelper’s formula, inlined), init1, init2, register',
    'UniswapV2Factory (feeToSetter a dev account, feeTo unset) and UniswapV2Pair from @uniswap/v2-core 1.0.1’s published build; WETH9 from @uniswap/v2-periphery 1.1.0-beta.0’s published build (compiled with solc 0.6.6; mainnet WETH9 is 0.4.19); Presale01’s hard-coded UNI_FACTORY (mainnet 0x5C69…) is never called by v5',
    'UniswapV2Locker(uniswapFactory, CountryList, fee account) and CountryList, compiled from UNCX’s repository as above',
    'sale token, UNCL and UNCX: ReferenceERC20 (the project’s plain OpenZeppelin 5.7.0 ERC20, solc 0.8.37, 20,000 runs, cancun; @tokenbox/core testing/contracts/ReferenceERC20)',
    'accounts: dev accounts for Unicrypt (deployer), the presale owner, the buyer, a second buyer, the fee address',
  ],
  rows: measured.rows,
  notes: [
    'Presale A: amount 10,000 tokens at 1,000 tokens/ETH, max 5 ETH a buyer, hard cap 10 ETH, soft cap 2.5 ETH, liquidity 60%, listing 800 tokens/ETH, lock 30 days; the generator moves 14,904 tokens in (sold + listing + 2% fee). The buyer deposits 1 ETH twice (the presale’s first deposit, then again), a second buyer 1 ETH; after the end block the second buyer calls addLiquidity, then the buyer claims 2,000 tokens.',
    'finalize (addLiquidity) does everything in one call: wraps 60% of the raise after the 2% fee, the forwarder creates the pair, mints and locks the LP (1% of it to UNCX’s fee address), sends the ETH and token fees, burns the unsold tokens (to 0x…dEaD), pays the rest of the raise to the presale owner and forwards the presale’s UNCL (none here). There is no separate owner withdrawal of the raise.',
    'Presale B: soft cap 5 ETH, the buyer and a second buyer deposit 1 ETH each, the end block passes; the buyer takes his 1 ETH back (refund), then the owner takes all the sale tokens back.',
    `create includes deploying a whole Presale01 (no clone): deploying it alone costs ${measured.presaleDeploymentGas.toLocaleString('en-US')} gas on the same chain. Presale B’s create, whose register entry no longer writes the list length from zero, cost ${measured.secondCreateGas.toLocaleString('en-US')}.`,
    'The verified source names no compiler settings and the dataset stored none: solc 0.8.0 (the pragma ^0.8.0’s first release; the sources are OpenZeppelin 4.0.0’s, April 2021) with the optimizer at 200 runs is an assumption; Etherscan’s record of the mainnet deployment would settle it.',
    'The presale is the one piece that is production code byte for byte as verified; the generator, settings, factory and forwarder are stand-ins because Unicrypt never published them for v5 (the forwarder at the hard-coded address is unverified on Etherscan). Their share of the rows is the calls they make: settings reads, one register check, the forwarder’s pair creation and lock.',
  ],
}
console.table(measured.rows)
if (options.write) writeGasAnchor('unicrypt-presale01', anchor)
