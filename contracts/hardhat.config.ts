import { createRequire } from 'node:module'
import hardhatNetworkHelpers from '@nomicfoundation/hardhat-network-helpers'
import hardhatNodeTestRunner from '@nomicfoundation/hardhat-node-test-runner'
import hardhatViem from '@nomicfoundation/hardhat-viem'
import hardhatViemAssertions from '@nomicfoundation/hardhat-viem-assertions'
import { defineConfig } from 'hardhat/config'

const require = createRequire(import.meta.url)

/**
 * Compiler settings shared by every build and by the generator's source hash (scripts/generate.ts
 * reads the resolved config, so changing anything here regenerates packages/core/src/contracts).
 */
export const solcSettings = {
  // Infrastructure contracts (AMM pair and router, aggregator, WETH) are deployed once and called
  // many times, so runtime gas matters more than deployment gas: 20,000 runs keeps every contract
  // well under the 24 KiB code limit (see bench/results/gas-snapshot.json) while cheapening calls.
  optimizer: { enabled: true, runs: 20_000 },
  // cancun: the local Hardhat EDR chain runs it, and so do most catalogue chains (Ethereum, Sepolia, BSC,
  // Arbitrum, Base, Optimism, Polygon, Avalanche, Linea, Core, Cronos); it gives PUSH0, MCOPY and
  // transient storage, and prague/osaka add nothing these contracts use. Fantom Opera, Heco, Canto, OKTC
  // and Polygon zkEVM lack PUSH0 or TSTORE (Pego documents nothing) and need the london build; each
  // chain's level and its source are recorded in the catalogue (ChainEntry.evm, chains/definitions).
  evmVersion: 'cancun',
  // Byte-identical output wherever it is built: the metadata hash is part of the bytecode, and
  // the pair's init code hash (CREATE2 addresses) depends on it.
  metadata: { bytecodeHash: 'ipfs' },
  outputSelection: {
    '*': { '*': ['abi', 'evm.bytecode', 'evm.deployedBytecode', 'evm.methodIdentifiers', 'metadata'] },
  },
} as const

/**
 * Token templates too large for 20,000 runs (EIP-170's 24,576-byte limit) are built with fewer runs:
 * the tax token is 27.5 KB at 20,000 runs and about 21 KB at 200, which also leaves room for the
 * dividend templates that extend it. Each template is compiled on its own with these settings (and
 * so is every test file that deploys it), so its verification input reproduces its bytecode.
 */
export const largeTemplateSettings = { ...solcSettings, optimizer: { enabled: true, runs: 200 } } as const

/**
 * Source files compiled with {@link largeTemplateSettings}: the templates (the dividend templates
 * extend the tax token and share its settings, so the swap receiver each of them creates is the one
 * the receiver's own verification input reproduces), their abstract bases, the helpers they create
 * (so a helper's own verification input reproduces the code the template deployed) and the tests
 * that deploy them.
 */
export const largeTemplateSources = [
  'src/tokens/templates/TaxToken.sol',
  'src/tokens/templates/base/TaxTokenState.sol',
  'src/tokens/templates/base/TaxFees.sol',
  'src/tokens/templates/base/TaxLimits.sol',
  'src/tokens/templates/base/TaxBlacklist.sol',
  'src/tokens/templates/base/TaxInvitation.sol',
  'src/tokens/templates/base/TaxFomo.sol',
  'src/tokens/templates/base/TaxAirdrop.sol',
  'src/tokens/templates/base/TaxSwapBack.sol',
  'src/tokens/templates/base/TaxSwapEngine.sol',
  'test/tokens/TaxSwapEngine.t.sol',
  'src/tokens/templates/base/DividendTaxToken.sol',
  'src/tokens/templates/DividendToken.sol',
  'src/tokens/templates/LpDividendToken.sol',
  'src/tokens/templates/base/SaleHubTaxClient.sol',
  'src/tokens/templates/TaxSaleToken.sol',
  'src/tokens/templates/base/SaleHubExclusion.sol',
  'src/tokens/templates/DividendSaleToken.sol',
  'src/tokens/templates/LpDividendSaleToken.sol',
  'test/tokens/TaxToken.t.sol',
  'test/tokens/TaxTokenProperties.t.sol',
  'test/tokens/DividendToken.t.sol',
  'test/tokens/TaxSaleToken.t.sol',
  'test/tokens/TaxSaleTokenFixture.sol',
  'test/tokens/TaxSaleTokenInvariants.t.sol',
  'test/tokens/DividendSaleToken.t.sol',
  // Deploys the tax token beside the other owned templates (who counts as no owner).
  'test/tokens/NoOwnerPaths.t.sol',
  'test/tokens/DividendNoOwner.t.sol',
  // The promise matrix's generated tests deploy the tax templates beside the others.
  'test/promises/generated/NoOwner.t.sol',
  'test/tokens/DividendLocker.t.sol',
  // The presale implementation is 27.5 KB at 20,000 runs and 23 KB (london 23.8 KB) at 200; the
  // factory deploys it in its constructor (so it must embed the same code) and the tests deploy the factory.
  'src/launchpad/Presale.sol',
  'src/launchpad/PresaleValidation.sol',
  'src/launchpad/PresaleListing.sol',
  'src/launchpad/PresaleStorage.sol',
  'src/launchpad/PresaleSetup.sol',
  'src/launchpad/LaunchpadFactory.sol',
  'test/launchpad/LaunchpadFixture.sol',
  'test/launchpad/Presale.t.sol',
  'test/launchpad/PresaleAttacks.t.sol',
  'test/launchpad/PresaleInvariants.t.sol',
  // Deploys the launchpad (above) and the tax sale token beside the other sale templates.
  'test/launchpad/ListingFloorFuzz.t.sol',
  // The mining pool is 23.7 KB at 20,000 runs (london 24.8 KB, above the limit) with its storage
  // packed for cheaper stakes and claims; the factory embeds it, the tests deploy the factory. Its
  // abstract bases (one concern each, src/mining/base) share its settings like the tax token's.
  'src/mining/MiningPool.sol',
  'src/mining/base/MiningPoolState.sol',
  'src/mining/base/MiningPoolSettings.sol',
  'src/mining/base/MiningPoolRewards.sol',
  'src/mining/base/MiningPoolPayouts.sol',
  'src/mining/base/MiningPoolTeam.sol',
  'src/mining/base/MiningPoolCreation.sol',
  'src/mining/base/MiningPoolCreator.sol',
  'src/mining/base/MiningPoolViews.sol',
  'src/mining/MiningFactory.sol',
  'test/mining/MiningPool.t.sol',
] as const

// solc-js from npm: the build machines cannot download native compilers (TOOLCHAIN.md).
const compiler = { version: '0.8.37', path: require.resolve('solc/soljson.js') } as const

export default defineConfig({
  plugins: [hardhatViem, hardhatNodeTestRunner, hardhatViemAssertions, hardhatNetworkHelpers],
  solidity: {
    compilers: [{ ...compiler, settings: solcSettings }],
    overrides: Object.fromEntries(
      largeTemplateSources.map((source) => [source, { ...compiler, settings: largeTemplateSettings }]),
    ),
  },
  networks: {
    // The older local chain (issue 16): the london build runs nothing newer than Berlin's opcodes,
    // and a Berlin chain has no base fee, so this node exercises both the older build and legacy
    // (type-0) gas. Its own chain id keeps its deployments and wallets apart from the default node.
    berlin: { type: 'edr-simulated', hardfork: 'berlin', chainId: 31338 },
  },
  paths: {
    // test/fixtures/ holds the test-only contracts (trap tokens, references, test doubles): out of
    // src/, which ships, but listed as sources so Hardhat types their artifacts for the tests'
    // deployContract / getContractAt (a .sol under the tests path alone would be a test file).
    sources: ['src', 'test/fixtures'],
    tests: { nodejs: 'test', solidity: 'test' },
  },
  test: {
    solidity: {
      // A fixed seed keeps fuzz runs reproducible in CI; change it locally to explore further.
      fuzz: { runs: 256, seed: '0x746f6b656e626f78' },
    },
  },
})
