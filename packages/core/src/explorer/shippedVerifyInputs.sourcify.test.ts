/**
 * Proof with a real verifier: each token template is deployed on a local anvil node and
 * Sourcify's own verification library (`@ethereum-sourcify/lib-sourcify`) checks the deployment
 * against the standard-JSON input TokenBox ships for it, compiled by the npm solc-js the contracts
 * are built with. That is the same comparison an explorer makes after "Sourcecode Verify", done
 * offline: lib-sourcify reads the runtime code and the creation transaction from the node and
 * compares them with its own compilation, so a drift between the shipped input and what the
 * product deploys (settings, sources, compiler version) fails here and not on a user's chain.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type ISolidityCompiler,
  SolidityCompilation,
  type SolidityJsonInput,
  type SolidityOutput,
  SourcifyChain,
  setLibSourcifyLoggerLevel,
  Verification,
} from '@ethereum-sourcify/lib-sourcify'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type WalletClient,
  zeroAddress,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileWithSolcJs, narrowToContract, type SolcJs } from '../../testing/compileWithSolcJs.ts'
import { taxTokenConfig } from '../../testing/testTokenParameters.ts'
import { contractBytecode } from '../contracts/bytecodes.ts'
import * as contracts from '../contracts/index.ts'
import { type ContractBuild, contractBuilds } from '../evm/contractBuild.ts'
import { deployLocalInfrastructure } from '../local/deployLocalInfrastructure.ts'
import type { LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { encodeConstructorArguments } from './encodeConstructorArguments.ts'
import type { VerifyInput } from './types.ts'

/** The sale figures of every proof deployment: a week from now, 10 to 100 coins at 1,000 tokens a coin, 70% pooled. */
const proofSaleFigures = () => ({
  tokensPerCoin: parseEther('1000'),
  hardCap: parseEther('100'),
  softCap: parseEther('10'),
  minContribution: parseEther('0.1'),
  maxContribution: parseEther('5'),
  endTime: BigInt(Math.floor(Date.now() / 1000) + 7 * 86_400),
  liquidityBps: 7_000,
})

/** A hub sale's terms with those figures: no beneficiary, no router or locker (the LP burned). */
function proofHubSaleTerms() {
  const none = zeroAddress
  return { beneficiary: none, ...proofSaleFigures(), router: none, locker: none, lpLockDuration: 0 }
}

/** Each build's verification inputs: the cancun build's, and the london build's for older EVMs. */
const verifyDirs = {
  cancun: new URL('../contracts/verify/', import.meta.url),
  london: new URL('../contracts/london/verify/', import.meta.url),
} as const satisfies Record<ContractBuild, URL>
/**
 * What users deploy from their own wallets, every contract compiled from there is proven here: the
 * token templates and the chain's shared contracts (dividend tracker, sale hub, locker, batch
 * sender, multisig factory and the wallet implementation it creates, the launchpad factory and the
 * presale implementation it creates, the mining factory and the pool implementation it creates, the
 * finance factory and the Earn and bean pool implementations it creates, the bulk inscriber, the
 * inscription sale factory and the sale implementation it creates).
 */
const userDeployedPrefixes = [
  'project/src/tokens/templates/',
  'project/src/tokens/dividends/',
  'project/src/tokens/sale/',
  'project/src/lock/',
  'project/src/batch/',
  'project/src/multisig/',
  'project/src/launchpad/',
  'project/src/mining/',
  'project/src/finance/',
  'project/src/inscription/',
]

/**
 * The npm solc the contracts workspace builds with (resolved from there, so this proof uses
 * exactly the compiler that produced the shipped bytecode). Nothing is downloaded: these machines
 * cannot, and lib-sourcify needs nothing else.
 */
const solc = createRequire(new URL('../../../../contracts/package.json', import.meta.url))('solc') as SolcJs
const bundledVersion = solc.version().replace(/\.Emscripten\.clang$/, '')

/**
 * lib-sourcify's compiler interface backed by solc-js, for the contract at `path`:`name`. It
 * refuses any other version than the bundled one rather than compile with the wrong compiler, and
 * reports compile errors the way lib-sourcify expects (an error with an `errors` property).
 *
 * lib-sourcify asks for its outputs of every contract in the input (`'*': {'*': [...]}`); this asks
 * for the same outputs of the contract under test alone (`narrowToContract`). solc then generates
 * code for that contract (and the ones it creates, whose code it embeds) instead of all of them: a
 * dividend sale token's input holds 38 contracts, compiled in 8.2 s, and the token alone in 3.1 s
 * (solc-js 0.8.37, idle 2-core machine). The bytecode is the same either way (the output selection
 * is not part of the metadata, so not of the metadata hash either), and so is what an explorer
 * compiles: the proof is unchanged, only cheaper. contracts/test/verificationInputs.ts compiles the
 * same narrowed inputs; `compileWithSolcJs` keeps each output, so a run compiles each once.
 */
function solcJsCompilerFor(path: string, name: string): ISolidityCompiler {
  return {
    async compile(version: string, input: SolidityJsonInput): Promise<SolidityOutput> {
      if (version.replace(/^v/, '') !== bundledVersion) {
        throw new Error(`solc ${version} requested; only the bundled ${bundledVersion} is available offline`)
      }
      const output = compileWithSolcJs(solc, narrowToContract(input, path, name)) as unknown as SolidityOutput
      const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
      if (errors.length > 0) {
        throw Object.assign(new Error(`solc: ${errors[0]?.formattedMessage ?? 'compile error'}`), { errors })
      }
      return output
    },
  }
}

function readVerifyInputs(build: ContractBuild): VerifyInput[] {
  const dir = verifyDirs[build]
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as VerifyInput)
    .filter((input) => userDeployedPrefixes.some((prefix) => input.contractName.startsWith(prefix)))
}

const templates = contractBuilds.flatMap((build) =>
  readVerifyInputs(build).map((input) => ({ build, name: input.contractName.split(':')[1]!, input })),
)

/**
 * Constructor arguments per template, chosen to exercise the options (a non-trivial argument
 * encoding is part of what is proven). A new template must add its entry: the test below fails
 * for a template it cannot deploy, so no shipped input goes unproven.
 */
function constructorArgumentsOf(
  name: string,
  owner: Address,
  other: Address,
  router: Address,
  weth: Address,
): readonly unknown[] | undefined {
  switch (name) {
    case 'Presale':
      // The factory creates it with its PresaleListing's and PresaleSetup's addresses.
      return [other, owner]
    case 'TaxToken': {
      const shares = { liquidity: 100, marketing: 200, team: 100, burn: 50, reward: 0, fomo: 0 }
      return [
        taxTokenConfig({
          name: 'Proof Tax',
          symbol: 'PTAX',
          initialSupply: parseEther('1000000000'),
          owner,
          router,
          buyFees: shares,
          sellFees: shares,
          marketingWallet: other,
          teamWallet: other,
          maxWallet: parseEther('20000000'),
          maxTx: parseEther('10000000'),
          swapBackThreshold: parseEther('100000'),
          inviteBps: [100, 50],
          inviterMinHold: parseEther('1000'),
          minTransferToBind: parseEther('1'),
          blacklistEnabled: true,
          botBlocks: 3,
          cooldownSeconds: 30,
          twitter: 'https://x.com/proof',
          telegram: 'https://t.me/proof',
          website: 'https://proof.example',
          burnable: true,
          timedRenounceEnabled: true,
        }),
      ]
    }
    case 'SaleToken':
      // LP burned (no locker needed); the end a week after the node's clock, which follows the wall clock.
      return [
        {
          name: 'Proof Sale',
          symbol: 'PSALE',
          decimals: 18,
          totalSupply: parseEther('250000'),
          owner,
          ...proofSaleFigures(),
          router,
          locker: zeroAddress,
          lpLockDuration: 0,
        },
      ]
    case 'TaxSaleToken':
      // The tax token's settings (its native pair: quote coin zero, trading opened by the sale's
      // launch) with a sale in the shared hub deployed in beforeAll, LP burned (no locker).
      return [
        {
          ...(constructorArgumentsOf('TaxToken', owner, other, router, weth)![0] as Record<string, unknown>),
          name: 'Proof Tax Sale',
          symbol: 'PTXS',
        },
        proofHubSaleTerms(),
        saleHub,
      ]
    case 'FairLaunchToken':
      // Whitelist condition, linear vesting, a premium and a refund rate, LP burned (no locker).
      return [
        {
          name: 'Proof Fair',
          symbol: 'PFAIR',
          decimals: 18,
          owner,
          mintAmount: parseEther('1000'),
          mintFee: parseEther('0.01'),
          mintsPerAddress: 5,
          maxMints: 1_000,
          endTime: BigInt(Math.floor(Date.now() / 1000) + 7 * 86_400),
          premiumBps: 5_000,
          refundBps: 8_000,
          liquidityBps: 6_000,
          condition: 1,
          conditionToken: zeroAddress,
          conditionAmount: 0n,
          vestingDuration: 30 * 86_400,
          router,
          locker: zeroAddress,
          lpLockDuration: 0,
        },
      ]
    case 'DividendTracker':
    case 'TokenSaleHub':
    case 'TokenLocker':
    case 'MultisigFactory':
    case 'MultisigWallet':
    case 'PresaleListing':
    case 'PresaleSetup':
    case 'MiningFactory':
    case 'MiningPool':
    case 'FinanceFactory':
    case 'EarnPool':
    case 'BeanPool':
    case 'BulkInscriber':
    case 'InscriptionSaleFactory':
    case 'InscriptionSale':
    case 'TaxSwapEngine':
      return []
    case 'LaunchpadFactory':
      // The operator that owns the fees (production: launchpadOperator).
      return [owner]
    case 'MultiSender':
      // The shared sender's arguments: no fee.
      return [zeroAddress, 0n]
    case 'DividendToken':
    case 'LpDividendToken':
      // The tax token's settings with a reward share, and a dividend book on the shared tracker
      // deployed in beforeAll (a dividend token registers with it in its constructor).
      return [
        {
          ...(constructorArgumentsOf('TaxToken', owner, other, router, weth)![0] as Record<string, unknown>),
          name: `Proof ${name}`,
          buyFees: { liquidity: 100, marketing: 100, team: 0, burn: 0, reward: 300, fomo: 0 },
          sellFees: { liquidity: 100, marketing: 100, team: 0, burn: 0, reward: 300, fomo: 0 },
        },
        {
          tracker: dividendTracker,
          coin: zeroAddress,
          minHolding: name === 'DividendToken' ? parseEther('1000') : 1000n,
          claimWait: 3600n,
          processGas: 300_000,
          excluded: [owner],
        },
      ]
    case 'DividendSaleToken':
    case 'LpDividendSaleToken': {
      // The dividend token's settings and book (tracker from beforeAll; the token adds the hub to
      // the excluded itself) with a sale in the shared hub, LP locked in no locker: burned.
      const plain = name === 'DividendSaleToken' ? 'DividendToken' : 'LpDividendToken'
      const [config, dividend] = constructorArgumentsOf(plain, owner, other, router, weth)!
      const sale = constructorArgumentsOf('TaxSaleToken', owner, other, router, weth)![1]
      return [{ ...(config as Record<string, unknown>), symbol: 'PDVS' }, dividend, sale, saleHub]
    }
    case 'CompoundToken':
      return [
        {
          name: 'Proof Compound',
          symbol: 'PCMP',
          decimals: 18,
          initialSupply: parseEther('1000000'),
          owner,
          router,
          quoteToken: zeroAddress,
          rate: 1_000_000,
          interval: 3600n,
          // Far ahead of any block of this test's chain.
          startTime: 4_000_000_000n,
          maxSupply: parseEther('2000000'),
          autoRebase: true,
          buyFeeBps: 300,
          sellFeeBps: 500,
          marketingWallet: other,
          burnable: true,
          timedRenounceEnabled: true,
          renounceEndsAt: 0n,
        },
      ]
    case 'CompoundSaleToken':
      // The compound settings (native pair) with a sale in the shared hub deployed in beforeAll,
      // the LP burned (no locker).
      return [
        {
          ...(constructorArgumentsOf('CompoundToken', owner, other, router, weth)![0] as Record<
            string,
            unknown
          >),
          name: 'Proof Compound Sale',
          symbol: 'PCPS',
        },
        proofHubSaleTerms(),
        saleHub,
      ]
    case 'StandardToken':
      return ['Proof Standard', 'PSTD', 6, 21_000_000n * 10n ** 6n, other]
    case 'MemeToken':
      return ['Proof Meme', 'PMEME', 18, parseEther('420690000000'), other, true]
    case 'InscriptionToken':
      return ['Proof Inscription', 'pins', 18, parseEther('21000000'), parseEther('1000'), 10n, 0n, other]
    case 'NormalToken':
      return [
        {
          name: 'Proof Normal',
          symbol: 'PNRM',
          decimals: 9,
          initialSupply: 10n ** 18n,
          owner,
          burnable: true,
          mintable: true,
          maxSupply: 2n * 10n ** 18n,
          pausable: true,
          blacklistEnabled: true,
          whitelistEnabled: false,
          timedRenounceEnabled: true,
          renounceEndsAt: 0n,
          transferBurnBps: 100,
          transferFeeBps: 250,
          feeRecipient: other,
        },
      ]
    case 'Token314':
      return [proof314Token(owner, other)]
    case 'X314Token':
      return [
        {
          ...proof314Token(owner, other),
          tradingStartTime: BigInt(Math.floor(Date.now() / 1000) + 86_400),
          burnBps: 100,
          inviteBps: 2_000,
          minBindAmount: parseEther('1'),
        },
      ]
    case 'Sale314Token':
      return [proof314Sale(owner, other)]
    case 'X314SaleToken':
      return [
        proof314Sale(owner, other),
        { tradingStartTime: 0n, burnBps: 50, inviteBps: 1_000, minBindAmount: parseEther('10') },
      ]
    default:
      return undefined
  }
}

/** The 314 templates' token settings (3% buy and 5% sell fee, a max wallet). */
function proof314Token(owner: Address, other: Address) {
  return {
    name: 'Proof 314',
    symbol: 'P314',
    totalSupply: parseEther('1000000'),
    liquidityTokens: parseEther('200000'),
    owner,
    feeReceiver: other,
    buyFeeBps: 300,
    sellFeeBps: 500,
    maxWallet: parseEther('20000'),
  }
}

/** The 314 sale templates' settings: the end a week after the node's clock (the wall clock). */
function proof314Sale(owner: Address, other: Address) {
  return {
    token: proof314Token(owner, other),
    ...proofSaleFigures(),
    lockDuration: 180n * 86_400n,
    beneficiary: other,
  }
}

/** `StandardToken` -> the generated `standardTokenAbi` and that build's bytecode. */
async function artifactOf(
  name: string,
  build: ContractBuild,
): Promise<{ abi: Abi; bytecode: Hex } | undefined> {
  const id = name.charAt(0).toLowerCase() + name.slice(1)
  const abi = (contracts as unknown as Record<string, unknown>)[`${id}Abi`] as Abi | undefined
  const load = (contractBytecode as Record<string, Record<ContractBuild, () => Promise<Hex>>>)[name]?.[build]
  return abi && load ? { abi, bytecode: await load() } : undefined
}

let node: LocalNode
let publicClient: PublicClient
let walletClient: WalletClient
let chain: SourcifyChain
let owner: Address
let other: Address
/** The local AMM's router: templates that create their pair at deployment need one. */
let router: Address
let weth: Address
/** The shared dividend tracker the dividend templates register with. */
let dividendTracker: Address
/** The shared sale hub the `?t=1` tax and compound tokens register their sale with. */
let saleHub: Address

beforeAll(async () => {
  // Errors only: lib-sourcify logs every RPC call and compilation at info level.
  setLibSourcifyLoggerLevel(0)
  node = await startAnvilNode()
  const transport = http(node.url)
  publicClient = createPublicClient({ chain: hardhat, transport, pollingInterval: 50 })
  walletClient = createWalletClient({ chain: hardhat, transport, pollingInterval: 50 })
  ;[owner, other] = (await walletClient.getAddresses()) as [Address, Address]
  const infrastructure = await deployLocalInfrastructure({
    publicClient,
    walletClient: createWalletClient({ account: owner, chain: hardhat, transport, pollingInterval: 50 }),
  })
  router = infrastructure.contracts.router
  weth = infrastructure.contracts.weth
  const deployedByOwner = async (abi: Abi, bytecode: Hex) => {
    const hash = await walletClient.deployContract({ abi, bytecode, account: owner, chain: hardhat })
    return (await publicClient.waitForTransactionReceipt({ hash })).contractAddress!
  }
  dividendTracker = await deployedByOwner(contracts.dividendTrackerAbi, contracts.dividendTrackerBytecode)
  saleHub = await deployedByOwner(contracts.tokenSaleHubAbi, contracts.tokenSaleHubBytecode)
  chain = new SourcifyChain({
    name: 'TokenBox local (anvil)',
    chainId: hardhat.id,
    rpcs: [{ rpc: node.url }],
    supported: true,
  })
}, 120_000)

afterAll(async () => {
  await node?.stop()
})

describe('shipped verification inputs, checked by lib-sourcify against real deployments', () => {
  it('covers the templates and the shared contracts in both builds', () => {
    for (const build of contractBuilds) {
      expect(templates.filter((entry) => entry.build === build).map((entry) => entry.name)).toEqual(
        expect.arrayContaining([
          'StandardToken',
          'MemeToken',
          'NormalToken',
          'TaxToken',
          'InscriptionToken',
          'TokenLocker',
          'MultiSender',
          'LaunchpadFactory',
          'Presale',
          'MiningFactory',
          'FinanceFactory',
          'BulkInscriber',
          'InscriptionSaleFactory',
          'InscriptionSale',
        ]),
      )
    }
  })

  // The london build runs on this (newer) node too: its bytecode, not the node, is what is proven.
  it.each(templates.map(({ build, name, input }) => [name, build, input] as const))(
    '%s (%s build): runtime and creation bytecode match perfectly',
    async (name, build, verifyInput) => {
      const args = constructorArgumentsOf(name, owner, other, router, weth)
      const artifact = await artifactOf(name, build)
      expect(args, `${name}: add its constructor arguments to constructorArgumentsOf`).toBeDefined()
      expect(artifact, `${name}: no generated ABI and bytecode`).toBeDefined()
      if (!args || !artifact) return

      const hash = await walletClient.deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args,
        account: owner,
        chain: hardhat,
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      // lib-sourcify compares the address with the receipt's (checksummed by ethers) as text.
      const address = getAddress(receipt.contractAddress ?? zeroAddress)

      const [path, contractName] = verifyInput.contractName.split(':') as [string, string]
      const compilation = new SolidityCompilation(
        solcJsCompilerFor(path, contractName),
        verifyInput.compilerVersion.replace(/^v/, ''),
        verifyInput.input as unknown as SolidityJsonInput,
        { path, name: contractName },
      )
      const verification = new Verification(compilation, chain, address, hash)
      await verification.verify()

      // "perfect" for both: the bytecode matches including the metadata hash, so the sources are
      // byte for byte the ones deployed, not just equivalent code ("partial").
      expect(verification.status).toEqual({ runtimeMatch: 'perfect', creationMatch: 'perfect' })
      // The constructor arguments lib-sourcify finds after the creation code are exactly what the
      // explorer submission sends (`constructorArguements`).
      // A contract without constructor arguments has none to find (and sends '0x').
      const found = verification.transformations.creation.values.constructorArguments ?? ''
      expect(`0x${found.replace(/^0x/, '')}`).toBe(encodeConstructorArguments(artifact.abi, args as never))
    },
    // Each case compiles its template from the shipped input with solc-js (up to 53 s for the
    // largest at load 19 on 2 cores, 120 s when a sibling suite compiles too): CPU-bound work the
    // proof cannot skip, so it gets room a loaded machine needs.
    300_000,
  )
})
