/**
 * The promise matrix: every promise a buyer, a holder, a staker or a creator is given, against every
 * contract family that makes it, with the one shared piece of Solidity that keeps it and, per
 * family, the test that proves it. One source, read by:
 * - the contracts' tests: `contracts/test/promises/promiseMatrix.ts` checks every cell (its family
 *   uses the shared code, its named test exists), generates the generic Solidity test of each cell
 *   that has a `subject` (`contracts/scripts/generatePromiseTests.ts`), and finds every contract
 *   whose ABI shows it makes a promise (`madeBy`) so that a new sibling cannot forget one;
 * - `contracts/README.md`, whose "Promise matrix" section is generated from it
 *   (`renderPromiseMatrix`, written by `contracts/scripts/generatePromiseTests.ts`);
 * - the forms: their bounds come from {@link promiseBound}, so form and contract cannot drift.
 */

/** A contract that makes promises: its Solidity contract name. */
export type PromiseFamily = string

/** The test that proves a promise on one family: a Solidity (or Hardhat TypeScript) test. */
export type PromiseTest = {
  /** Path from `contracts/`. */
  file: string
  /** The test function (Solidity) or the test's title (TypeScript). */
  name: string
}

/**
 * A family's cell. `test` names the test of the promise's behaviour on that family; `subject`,
 * where the promise has a generic test ({@link ChainPromise.genericTest}), says how the generated
 * test deploys the family: the test base it extends, the set-up, and a Solidity expression for the
 * deployed contract and its owner.
 */
export type PromiseCell = {
  /**
   * The contract whose code keeps the promise for this family when it is not the family's own: a
   * hub sale token registers its terms with the chain's TokenSaleHub, which refuses bad ones.
   */
  via?: string
  test?: PromiseTest
  subject?: {
    /** A fixture of contracts/test (its contract name and path from contracts/test/promises/generated). */
    fixture: string
    import: string
    /** Statements run in setUp() before the deployment. */
    setUp: string
    /** A Solidity expression of the deployed contract's address. */
    deploy: string
    /** A Solidity expression of its owner right after deployment. */
    owner: string
    /** Statements run as the owner before ownership goes (e.g. the 314 markets' liquidity). */
    prepare?: string
  }
}

export type ChainPromise = {
  id: string
  /** Who is given the promise. */
  to: 'buyer' | 'holder' | 'staker' | 'creator'
  /** The promise as the screens and the README say it. */
  promise: string
  /** The number the promise is about, where it has one (the forms read it here). */
  bound?: { value: bigint; unit: 'bps' | 'seconds'; solidity: string }
  /** The one shared piece of Solidity that keeps it: a file of contracts/src and the symbol every family uses. */
  enforcedBy: { file: string; symbol: string }
  /**
   * How a contract shows in its ABI that it makes the promise: a function or an input name. Every
   * non-test contract that matches must be a family or be listed in `exempt` with the reason.
   */
  madeBy?: { abiFunction?: string; abiInput?: string }
  /** Contracts that match `madeBy` but do not give the promise, with why. */
  exempt?: Record<string, string>
  /** Name of the generic Solidity test the generator writes for each cell with a subject. */
  genericTest?: 'noOwner'
  families: Record<PromiseFamily, PromiseCell>
}

const tokensTest = (file: string, name: string): PromiseTest => ({ file: `test/tokens/${file}`, name })

/** The launchpad's two contracts that hold terms LaunchpadFactory checked: exempt from the listing floors. */
const presaleTermsExempt = {
  Presale:
    "A presale's terms are checked by LaunchpadFactory before the presale exists; the implementation is never listed on its own.",
  PresaleSetup:
    "Stores a presale's terms, run by the presale's initialize through DELEGATECALL (it refuses a direct call) after the factory checked them.",
}

/** The hub sale templates, whose sale terms the chain's TokenSaleHub checks, each proved by the hub behaviour's `test`. */
const hubSaleCells = (test: string): Record<PromiseFamily, PromiseCell> =>
  Object.fromEntries(
    ['TaxSaleToken', 'DividendSaleToken', 'LpDividendSaleToken', 'CompoundSaleToken'].map((family) => [
      family,
      { via: 'TokenSaleHub', test: { file: 'test/tokens/HubSaleTokenBehaviour.sol', name: test } },
    ]),
  )

/** The fixtures the generated tests extend, as they deploy a family (from contracts/test/promises/generated). */
const fixtures = {
  tax: {
    fixture: 'TaxTokenFixture',
    import: '../../tokens/TaxTokenFixture.sol',
    setUp: 'TaxTokenFixture.setUp();',
  },
  market314: { fixture: 'Market314Fixture', import: '../../tokens/Market314Fixture.sol', setUp: '' },
  sale: {
    fixture: 'SaleTokenFixture',
    import: '../../tokens/SaleTokenFixture.sol',
    setUp: 'vm.warp(1_800_000_000); _deployChain();',
  },
  fairLaunch: {
    fixture: 'FairLaunchTokenFixture',
    import: '../../tokens/FairLaunchTokenFixture.sol',
    setUp: 'vm.warp(1_800_000_000); _deployChain();',
  },
  taxSale: {
    fixture: 'TaxSaleTokenFixture',
    import: '../../tokens/TaxSaleTokenFixture.sol',
    setUp: 'TaxTokenFixture.setUp(); vm.warp(1_800_000_000); _deploySaleChain();',
  },
  compoundSale: {
    fixture: 'CompoundSaleTokenFixture',
    import: '../../tokens/CompoundSaleTokenFixture.sol',
    setUp: 'vm.warp(1_800_000_000); _deploySaleChain();',
  },
} as const

export const chainPromises: readonly ChainPromise[] = [
  {
    id: 'noOwner',
    to: 'holder',
    promise:
      'Ownership handed to nobody (a renounce, a transfer to 0x…dEaD or any other keyless address, or to the token itself) is a renounce: owner() reads zero, no owner power works for anyone, and every rule that holds only while the token has an owner lifts.',
    enforcedBy: { file: 'src/tokens/templates/base/NoOwnerOwnable.sol', symbol: 'NoOwnerOwnable' },
    madeBy: { abiFunction: 'transferOwnership' },
    exempt: {
      LaunchpadFactory:
        "The operator's factory (two-step ownership): its owner sets fees for future presales only, and no holder rule reads it.",
      MiningFactory: "The operator's factory: no holder rule reads its owner.",
      InscriptionSaleFactory: "The operator's factory: no holder rule reads its owner.",
      FinanceFactory: "The operator's factory: no holder rule reads its owner.",
      MultisigFactory: "The operator's factory: no holder rule reads its owner.",
    },
    genericTest: 'noOwner',
    families: {
      NormalToken: { test: tokensTest('NoOwnerPaths.t.sol', 'testFuzz_anyKeylessOwnerIsARenounce') },
      CompoundToken: {
        test: tokensTest('CompoundToken.t.sol', 'test_timedRenounceStopsOwnerPowersButNotCompounding'),
      },
      TaxToken: {
        test: tokensTest('NoOwnerPaths.t.sol', 'testFuzz_anyKeylessOwnerOpensTrading'),
        subject: { ...fixtures.tax, deploy: 'address(launch(baseConfig()))', owner: 'address(this)' },
      },
      DividendToken: {
        test: tokensTest('DividendNoOwner.t.sol', 'testFuzz_aDividendTokenHandedToNobodyTrades'),
      },
      LpDividendToken: {
        test: tokensTest('DividendNoOwner.t.sol', 'testFuzz_anLpDividendTokenHandedToNobodyTrades'),
      },
      Token314: {
        test: tokensTest('NoOwnerPaths.t.sol', 'test_token314HandedToDeadKeepsTheLiquidity'),
        subject: { ...fixtures.market314, deploy: 'address(_launched(_config()))', owner: 'OWNER' },
      },
      X314Token: {
        test: tokensTest('NoOwnerPaths.t.sol', 'testFuzz_x314AnyKeylessOwnerKeepsTheLiquidity'),
        subject: { ...fixtures.market314, deploy: 'address(_launchedX(_xConfig()))', owner: 'OWNER' },
      },
      Sale314Token: {
        test: tokensTest('Sale314Token.t.sol', 'test_afterTheOwnerRenouncesTheLiquidityIsPermanent'),
      },
      X314SaleToken: {
        test: tokensTest('Sale314Token.t.sol', 'test_afterTheOwnerRenouncesTheLiquidityIsPermanent'),
      },
      SaleToken: {
        subject: { ...fixtures.sale, deploy: 'address(new SaleToken(_config()))', owner: 'CREATOR' },
      },
      FairLaunchToken: {
        subject: {
          ...fixtures.fairLaunch,
          deploy: 'address(new FairLaunchToken(_fairConfig()))',
          owner: 'CREATOR',
        },
      },
      TaxSaleToken: {
        test: tokensTest('HubSaleTokenBehaviour.sol', 'testFuzz_ownershipHandedToNobodyIsARenounce'),
        subject: { ...fixtures.taxSale, deploy: 'address(_saleToken(_terms()))', owner: 'CREATOR' },
      },
      DividendSaleToken: {
        test: tokensTest('HubSaleTokenBehaviour.sol', 'testFuzz_ownershipHandedToNobodyIsARenounce'),
      },
      LpDividendSaleToken: {
        test: tokensTest('HubSaleTokenBehaviour.sol', 'testFuzz_ownershipHandedToNobodyIsARenounce'),
      },
      CompoundSaleToken: {
        test: tokensTest(
          'CompoundSaleToken.t.sol',
          'test_anyoneStartsTradingAfterTheEndEvenWhenTheOwnerRenounced',
        ),
        subject: { ...fixtures.compoundSale, deploy: 'address(_saleToken(_terms()))', owner: 'CREATOR' },
      },
    },
  },
  {
    id: 'liquidityFloor',
    to: 'buyer',
    promise:
      'At least 51% of what a sale raises goes to its pool at the launch, with the tokens it pairs with: the creator never takes more than 49%, and the buyers sell into a pool of at least half the raise.',
    bound: { value: 5_100n, unit: 'bps', solidity: 'LiquidityFloor.MIN_LIQUIDITY_BPS' },
    enforcedBy: { file: 'src/utils/LiquidityFloor.sol', symbol: 'LiquidityFloor.holds' },
    madeBy: { abiInput: 'liquidityBps' },
    exempt: presaleTermsExempt,
    families: {
      LaunchpadFactory: {
        test: {
          file: 'test/launchpad/PresaleAttacks.t.sol',
          name: 'test_theFactoryRefusesAPoolUnder51PercentAndAPresaleOverAYear',
        },
      },
      SaleToken: {
        test: { file: 'test/tokens/SaleToken.t.sol', name: 'testFuzz_aPoolShareUnder51PercentIsRefused' },
      },
      FairLaunchToken: {
        test: {
          file: 'test/tokens/FairLaunchToken.t.sol',
          name: 'testFuzz_aPoolShareUnder51PercentIsRefused',
        },
      },
      Sale314Token: {
        test: { file: 'test/tokens/Sale314Token.t.sol', name: 'testFuzz_aPoolShareUnder51PercentIsRefused' },
      },
      X314SaleToken: {
        test: { file: 'test/tokens/Sale314Token.t.sol', name: 'testFuzz_aPoolShareUnder51PercentIsRefused' },
      },
      TokenSaleHub: {
        test: {
          file: 'test/tokens/HubSaleTokenBehaviour.sol',
          name: 'testFuzz_aPoolShareUnder51PercentIsRefusedByTheHub',
        },
      },
      ...hubSaleCells('testFuzz_aPoolShareUnder51PercentIsRefusedByTheHub'),
    },
  },
  {
    id: 'lpLockFloor',
    to: 'buyer',
    promise:
      "A listing's liquidity is locked for at least 30 days (or burned), counted from when trading opens for the 314 markets: nobody can pull the pool right after the launch.",
    bound: { value: 2_592_000n, unit: 'seconds', solidity: 'LpLockFloor.MIN_LP_LOCK_DURATION' },
    enforcedBy: { file: 'src/utils/LpLockFloor.sol', symbol: 'LpLockFloor.MIN_LP_LOCK_DURATION' },
    madeBy: { abiInput: 'lpLockDuration' },
    exempt: presaleTermsExempt,
    families: {
      LaunchpadFactory: {
        test: { file: 'test/launchpad/Presale.t.sol', name: 'test_invalidTermsAreRefused' },
      },
      SaleToken: {
        test: { file: 'test/tokens/SaleToken.t.sol', name: 'testFuzz_anLpLockUnder30DaysIsRefused' },
      },
      FairLaunchToken: {
        test: { file: 'test/tokens/FairLaunchToken.t.sol', name: 'testFuzz_anLpLockUnder30DaysIsRefused' },
      },
      Sale314Token: {
        test: { file: 'test/tokens/Sale314Token.t.sol', name: 'testFuzz_aLockUnder30DaysIsRefused' },
      },
      X314SaleToken: {
        test: { file: 'test/tokens/Sale314Token.t.sol', name: 'testFuzz_aLockUnder30DaysIsRefused' },
      },
      Token314: {
        test: {
          file: 'test/tokens/Token314.t.sol',
          name: 'test_addLiquidityIsTheOwnersOnceWithCoinAndALock',
        },
      },
      X314Token: {
        test: { file: 'test/tokens/X314Token.t.sol', name: 'test_theLockCountsFromTheTradingStart' },
      },
      TokenSaleHub: {
        test: {
          file: 'test/tokens/HubSaleTokenBehaviour.sol',
          name: 'testFuzz_anLpLockUnder30DaysIsRefusedByTheHub',
        },
      },
      ...hubSaleCells('testFuzz_anLpLockUnder30DaysIsRefusedByTheHub'),
    },
  },
  {
    id: 'lockerEarnsNoDividends',
    to: 'holder',
    promise:
      "No dividend is ever owed to the chain's shared TokenLocker (either build), however the token was deployed: tokens locked there earn nothing while locked, so every distributed dividend is paid or claimable by a holder.",
    enforcedBy: { file: 'src/tokens/dividends/SharedLockers.sol', symbol: 'SHARED_LOCKER_CANCUN' },
    families: {
      DividendTracker: {
        test: {
          file: 'test/tokens/DividendLocker.t.sol',
          name: 'test_everyBookExcludesTheSharedLockerOfEitherBuildForGood',
        },
      },
      DividendToken: {
        via: 'DividendTracker',
        test: {
          file: 'test/tokens/DividendLocker.t.sol',
          name: 'testFuzz_dividendTokenLockedTokensStrandNothing',
        },
      },
      DividendSaleToken: {
        via: 'DividendTracker',
        test: {
          file: 'test/tokens/DividendLocker.t.sol',
          name: 'testFuzz_dividendSaleTokenLockedTokensStrandNothing',
        },
      },
      LpDividendToken: {
        via: 'DividendTracker',
        test: {
          file: 'test/tokens/DividendLocker.t.sol',
          name: 'testFuzz_lpDividendTokenLockedLpStrandsNothing',
        },
      },
      LpDividendSaleToken: {
        via: 'DividendTracker',
        test: {
          file: 'test/tokens/DividendLocker.t.sol',
          name: 'testFuzz_lpDividendSaleTokenLockedLpStrandsNothing',
        },
      },
    },
  },
  {
    id: 'teamShareBound',
    to: 'staker',
    promise:
      "What one stake gives all its inviters together, over every generation, is under 3% of its power (halved each generation up), so no group of accounts earns a larger part of a pool's team reward than its invitees' part of the power.",
    bound: { value: 300n, unit: 'bps', solidity: 'MiningPool.TEAM_POWER_BPS' },
    enforcedBy: { file: 'src/mining/base/MiningPoolState.sol', symbol: 'TEAM_POWER_BPS' },
    madeBy: { abiFunction: 'bindInviter' },
    exempt: {
      Presale:
        "A presale's inviter earns a referral reward from the buyer's purchase (the terms state its rate), not a share of anyone's emission.",
      X314Token:
        "An x314 inviter takes a stated share of its own invitees' buy fees, not a share of an emission.",
      X314SaleToken:
        "An x314 inviter takes a stated share of its own invitees' buy fees, not a share of an emission.",
    },
    families: {
      MiningPool: {
        test: {
          file: 'test/mining/MiningPool.t.sol',
          name: 'testFuzz_noGroupEarnsMoreOfTheTeamShareThanItsInviteesStake',
        },
      },
    },
  },
  {
    id: 'exitForfeitsItsOwnReward',
    to: 'staker',
    promise:
      "An emergency exit gives up only the exiting position's pending reward: the account's other positions and its team reward keep what they earned, and nothing reaches the creator.",
    enforcedBy: { file: 'src/mining/MiningPool.sol', symbol: 'emergencyWithdraw' },
    madeBy: { abiFunction: 'emergencyWithdraw' },
    exempt: {
      Presale:
        "A presale buyer's emergency withdraw takes back the contribution less the stated penalty: a buyer earns no reward there to forfeit.",
    },
    families: {
      MiningPool: {
        test: { file: 'test/mining/MiningPool.t.sol', name: 'testFuzz_anExitForfeitsOnlyItsPositionsReward' },
      },
    },
  },
  {
    id: 'penaltiesBurned',
    to: 'staker',
    promise:
      'Every early-exit penalty is burned, in every pool: none reaches the creator or the fund it takes back.',
    enforcedBy: { file: 'src/mining/MiningPool.sol', symbol: 'emergencyWithdraw' },
    families: {
      MiningPool: {
        test: { file: 'test/mining/MiningPool.t.sol', name: 'testFuzz_penaltiesNeverReachTheCreator' },
      },
    },
  },
]

/** The promise with this id (throws on a typo, so a form cannot read a bound that does not exist). */
export function chainPromise(id: string): ChainPromise {
  const found = chainPromises.find((entry) => entry.id === id)
  if (!found) throw new Error(`No promise ${id} in the promise matrix`)
  return found
}

/** The number a promise is about (e.g. the sale liquidity floor in basis points), for the forms. */
export function promiseBound(id: string): bigint {
  const bound = chainPromise(id).bound
  if (!bound) throw new Error(`The promise ${id} has no bound`)
  return bound.value
}
