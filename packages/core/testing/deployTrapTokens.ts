import {
  type Abi,
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  type PublicClient,
  parseEther,
  type WalletClient,
} from 'viem'
import { uniswapV2FactoryAbi } from '../src/contracts/UniswapV2Factory.ts'
import { uniswapV2Router02Abi } from '../src/contracts/UniswapV2Router02.ts'
import { createLockSteps } from '../src/lock/createLockSteps.ts'
import { deadAddress } from '../src/safety/burnAddresses.ts'
import type { SafetyLevel, SafetyReasonKey } from '../src/safety/types.ts'
import { type CreateTokenParameters, createTokenDeployStep } from '../src/tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../src/tokens/tokenTemplates.ts'
import { approve } from '../src/transactions/approve.ts'
import { call } from '../src/transactions/call.ts'
import { deploy } from '../src/transactions/deploy.ts'
import { runSteps } from '../src/transactions/runSteps.ts'
import type { Step, StepResult } from '../src/transactions/types.ts'
import { issuerStableTokenAbi, issuerStableTokenBytecode } from './contracts/IssuerStableToken.ts'
import { legitCappedTaxTokenAbi, legitCappedTaxTokenBytecode } from './contracts/LegitCappedTaxToken.ts'
import { legitGovernanceTokenAbi, legitGovernanceTokenBytecode } from './contracts/LegitGovernanceToken.ts'
import { legitMemeTokenAbi, legitMemeTokenBytecode } from './contracts/LegitMemeToken.ts'
import { legitOwnedTokenAbi, legitOwnedTokenBytecode } from './contracts/LegitOwnedToken.ts'
import { trapArmAfterBuysTokenAbi, trapArmAfterBuysTokenBytecode } from './contracts/TrapArmAfterBuysToken.ts'
import { trapBalanceGuardAbi, trapBalanceGuardBytecode } from './contracts/TrapBalanceGuard.ts'
import { trapBalanceWipeTokenAbi, trapBalanceWipeTokenBytecode } from './contracts/TrapBalanceWipeToken.ts'
import { trapBlacklistTokenAbi, trapBlacklistTokenBytecode } from './contracts/TrapBlacklistToken.ts'
import { trapClawbackTokenAbi, trapClawbackTokenBytecode } from './contracts/TrapClawbackToken.ts'
import {
  trapCooldownKeeperTokenAbi,
  trapCooldownKeeperTokenBytecode,
} from './contracts/TrapCooldownKeeperToken.ts'
import { trapCooldownTokenAbi, trapCooldownTokenBytecode } from './contracts/TrapCooldownToken.ts'
import {
  trapExemptTransferTokenAbi,
  trapExemptTransferTokenBytecode,
} from './contracts/TrapExemptTransferToken.ts'
import { trapFakeOwnerTokenAbi, trapFakeOwnerTokenBytecode } from './contracts/TrapFakeOwnerToken.ts'
import { trapHiddenTaxTokenAbi, trapHiddenTaxTokenBytecode } from './contracts/TrapHiddenTaxToken.ts'
import { trapHolderFreezeTokenAbi, trapHolderFreezeTokenBytecode } from './contracts/TrapHolderFreezeToken.ts'
import { trapHookTokenAbi, trapHookTokenBytecode } from './contracts/TrapHookToken.ts'
import {
  trapInitializableTokenAbi,
  trapInitializableTokenBytecode,
} from './contracts/TrapInitializableToken.ts'
import { trapMaxTxTokenAbi, trapMaxTxTokenBytecode } from './contracts/TrapMaxTxToken.ts'
import { trapMintableTokenAbi, trapMintableTokenBytecode } from './contracts/TrapMintableToken.ts'
import { trapOutsideGuardTokenAbi, trapOutsideGuardTokenBytecode } from './contracts/TrapOutsideGuardToken.ts'
import { trapOwnedTokenAbi, trapOwnedTokenBytecode } from './contracts/TrapOwnedToken.ts'
import {
  trapOwnerBlacklistTokenAbi,
  trapOwnerBlacklistTokenBytecode,
} from './contracts/TrapOwnerBlacklistToken.ts'
import { trapPausableTokenAbi, trapPausableTokenBytecode } from './contracts/TrapPausableToken.ts'
import { trapPausedSellTokenAbi, trapPausedSellTokenBytecode } from './contracts/TrapPausedSellToken.ts'
import { trapPlainTokenAbi, trapPlainTokenBytecode } from './contracts/TrapPlainToken.ts'
import { trapProxyAbi, trapProxyBytecode } from './contracts/TrapProxy.ts'
import { trapSellLimitTokenAbi, trapSellLimitTokenBytecode } from './contracts/TrapSellLimitToken.ts'
import { trapShadowOwnerTokenAbi, trapShadowOwnerTokenBytecode } from './contracts/TrapShadowOwnerToken.ts'
import { trapStealthMintTokenAbi, trapStealthMintTokenBytecode } from './contracts/TrapStealthMintToken.ts'
import { trapTaxArmedTokenAbi, trapTaxArmedTokenBytecode } from './contracts/TrapTaxArmedToken.ts'
import { trapTaxTokenAbi, trapTaxTokenBytecode } from './contracts/TrapTaxToken.ts'
import { trapTimeBombTokenAbi, trapTimeBombTokenBytecode } from './contracts/TrapTimeBombToken.ts'
import {
  trapTradingSwitchTokenAbi,
  trapTradingSwitchTokenBytecode,
} from './contracts/TrapTradingSwitchToken.ts'
import { poweredNormalTokenParameters } from './testTokenParameters.ts'

/** What the safety check must say about a trap: its level and reasons that must be among its reasons. */
export type TrapExpectation = { level: SafetyLevel; reasons: SafetyReasonKey[] }

/** What {@link deployTrapTokens} gives every trap's recipe. */
type TrapKit = {
  /** The creator: deploys every trap, adds its liquidity, and is its owner. */
  account: Address
  /** The pair's factory and the wrapped coin: what most traps' constructors take after the supply. */
  pair: readonly [Address, Address]
  /** Deploys a contract the trap needs first (a logic contract, a guard) and returns its address. */
  deployOne: (step: Step) => Promise<Address>
}

/**
 * How a trap is made: its token's deployment, calls before its pool, its pool against the coin, what
 * becomes of the creator's LP, then the calls that arm it. Every trap goes through the same steps
 * ({@link deployTrapTokens}); a recipe says only where it differs.
 */
type TrapRecipe = {
  token: (kit: TrapKit) => Step | Promise<Step>
  /** Calls before the pool is added (a clone's initialize, which mints the supply the pool takes). */
  before?: (token: Address, kit: TrapKit) => Step[]
  /** The tokens the pool takes against 10 of the coin (default 90% of the supply). */
  pooled?: bigint
  /** The token's own ABI for the pool's approve, when its approve returns nothing. */
  approveAbi?: Abi
  /**
   * The creator's LP: the percent of it locked for a year in the locker (default 100), kept in the
   * creator's wallet (the liquidity can be pulled), or burned (sent to 0x…dEaD).
   */
  lp?: bigint | 'kept' | 'burned'
  /** Calls after the pool, in order (a holder caught, the owner's renounce). */
  after?: (token: Address, kit: TrapKit) => Step[]
}

/** Supply of every trap, and what goes to its pool (90%; 10% for creatorHolds90) against 10 of the coin. */
const supply = parseEther('1000000')
const poolCoin = parseEther('10')
/** A holder that a holder trap catches after its buy (an address nobody holds the key of). */
const frozenHolder: Address = '0x00000000000000000000000000000000000b0b01'
/** The second controller of the fake renounce: not the deployer, an address nobody holds the key of. */
const shadowController: Address = '0x7D5A3c1B9E2f4a6C8e0d2F4A6C8E0d2f4A6C8e01'
/** LP locks last a year. */
const lockSeconds = 365n * 24n * 3600n

/** A trap whose constructor takes (supply, factory, wrapped coin, ...extra): the shape most traps have. */
const onPair =
  (abi: Abi, bytecode: Hex, ...extra: readonly unknown[]): TrapRecipe['token'] =>
  ({ pair }) =>
    deploy({ abi, bytecode, args: [supply, ...pair, ...extra] })
/** A trap whose constructor takes the supply alone. */
const ofSupply =
  (abi: Abi, bytecode: Hex): TrapRecipe['token'] =>
  () =>
    deploy({ abi, bytecode, args: [supply] })
/** An OpenZeppelin ERC-20 without an owner, with a name and symbol of its own. */
const plainToken =
  (name: string, symbol: string): TrapRecipe['token'] =>
  () =>
    deploy({ abi: trapPlainTokenAbi, bytecode: trapPlainTokenBytecode, args: [name, symbol, supply] })

/** The owner's renounceOwnership() (the same call on every Ownable trap). */
const renounceStep = (address: Address) =>
  call({ address, abi: trapOwnedTokenAbi, functionName: 'renounceOwnership', args: [] })
const renounced = (token: Address) => [renounceStep(token)]
/** A buyer's 1% (what the pool paid it), sent to the holder a holder trap then catches. */
const frozenHolderBuys = (token: Address) =>
  call({ address: token, abi: erc20Abi, functionName: 'transfer', args: [frozenHolder, supply / 100n] })

/** A TokenBox template token deployed as the create screen does (the cancun build). */
async function templateToken(parameters: CreateTokenParameters): Promise<Step> {
  return createTokenDeployStep(
    parameters,
    await tokenTemplateBytecode(parameters.template, 'cancun'),
    'cancun',
  )
}

/** EIP-1167 creation code for a clone of `implementation`: a 10-byte loader, then the 45-byte runtime. */
function minimalProxyCreationCode(implementation: Address): Hex {
  return `0x3d602d80600a3d3981f3363d3d373d3d3d363d73${implementation.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`
}

const initializableLogic = deploy({
  abi: trapInitializableTokenAbi,
  bytecode: trapInitializableTokenBytecode,
  args: [],
})

/**
 * The trap set the token safety check is measured against (issue 27, grown by issues 50 and 75):
 * each built to be one kind of trap (or a clean token), with the verdict it must get. One entry
 * each: what it is, how it is made (its recipe: token, pool and LP, the calls that arm it), and
 * what the check must say.
 */
export const trapTokens = {
  blacklistHoneypot: {
    trap: 'Honeypot by blacklist: every buyer is blacklisted by the buy and can never sell',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanBlacklist'] },
    recipe: { token: onPair(trapBlacklistTokenAbi, trapBlacklistTokenBytecode) },
  },
  pausedSells: {
    trap: 'Honeypot by paused sells: the owner pause blocks every transfer to the pool',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanPause'] },
    recipe: { token: onPair(trapPausedSellTokenAbi, trapPausedSellTokenBytecode) },
  },
  sellTax99: {
    trap: 'Honeypot by tax: 99% of every sale is taken, rates changeable by the owner without a cap',
    expected: { level: 'danger', reasons: ['sellTaxHigh', 'ownerCanChangeFees'] },
    recipe: { token: onPair(trapTaxTokenAbi, trapTaxTokenBytecode, 0n, 9_900n) },
  },
  maxTxZero: {
    trap: 'Honeypot by limit: a max-transaction of 0 on sells',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanLimit'] },
    recipe: { token: onPair(trapMaxTxTokenAbi, trapMaxTxTokenBytecode, 0n) },
  },
  upgradeableProxy: {
    trap: 'EIP-1967 proxy whose admin can swap the logic (token owner renounced, LP locked)',
    expected: { level: 'danger', reasons: ['upgradeable', 'ownershipRenounced', 'lpLocked'] },
    recipe: {
      token: async ({ account, deployOne }) => {
        const initialize = encodeFunctionData({
          abi: trapInitializableTokenAbi,
          functionName: 'initialize',
          args: ['Trap Upgradeable', 'TUP', supply, account],
        })
        const logic = await deployOne(initializableLogic)
        return deploy({ abi: trapProxyAbi, bytecode: trapProxyBytecode, args: [logic, account, initialize] })
      },
      after: renounced,
    },
  },
  unlockedLp: {
    trap: 'Clean code, but all the LP sits in the creator wallet: the liquidity can be pulled',
    expected: { level: 'danger', reasons: ['lpCreatorCanPull', 'noOwnerFunction'] },
    recipe: { token: plainToken('Trap Unlocked LP', 'TUL'), lp: 'kept' },
  },
  clean: {
    trap: 'Clean: OpenZeppelin ERC20 + Ownable, ownership renounced, LP locked in the TokenBox locker',
    expected: { level: 'good', reasons: ['ownershipRenounced', 'lpLocked', 'taxMeasured'] },
    recipe: {
      token: () =>
        deploy({
          abi: trapOwnedTokenAbi,
          bytecode: trapOwnedTokenBytecode,
          args: ['Trap Clean', 'TCL', supply],
        }),
      after: renounced,
    },
  },
  lpBurned: {
    trap: 'Clean code with the LP sent to 0x…dEaD',
    expected: { level: 'good', reasons: ['lpBurned', 'taxMeasured'] },
    recipe: { token: plainToken('Trap LP Burned', 'TLB'), lp: 'burned' },
  },
  lpPartlyLocked: {
    trap: '70% of the LP locked, 30% free in the creator wallet',
    expected: { level: 'warning', reasons: ['lpCreatorCanPull', 'lpLocked'] },
    recipe: { token: plainToken('Trap LP Partly', 'TLP'), lp: 70n },
  },
  mintUncapped: {
    trap: 'OpenZeppelin Burnable + Mintable + Ownable: the owner can mint without limit',
    expected: { level: 'danger', reasons: ['ownerCanMint', 'ownerPresent'] },
    recipe: { token: ofSupply(trapMintableTokenAbi, trapMintableTokenBytecode) },
  },
  clawback: {
    trap: "Hidden take: the owner can move any holder's tokens to itself (clawback)",
    expected: { level: 'danger', reasons: ['ownerCanTakeTokens'] },
    recipe: { token: ofSupply(trapClawbackTokenAbi, trapClawbackTokenBytecode) },
  },
  feeSetterUncapped: {
    trap: '3% tax today, but the owner can set any tax up to 100%',
    expected: { level: 'danger', reasons: ['ownerCanChangeFees', 'taxMeasured'] },
    recipe: { token: onPair(trapTaxTokenAbi, trapTaxTokenBytecode, 300n, 300n) },
  },
  cooldown: {
    trap: 'Anti-bot cooldown: a buyer cannot sell for an hour (the owner can make it longer)',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanLimit'] },
    recipe: { token: onPair(trapCooldownTokenAbi, trapCooldownTokenBytecode, 3600n) },
  },
  tradingClosed: {
    trap: 'Trading switch: closed until the owner opens it; nobody but the owner can buy',
    expected: { level: 'danger', reasons: ['cannotBuy', 'ownerCanSwitchTrading'] },
    recipe: { token: onPair(trapTradingSwitchTokenAbi, trapTradingSwitchTokenBytecode) },
  },
  templateNormalOwned: {
    trap: 'TokenBox normal template with an owner: mint up to 2x, pause, blacklist (honest, capped)',
    expected: {
      level: 'warning',
      reasons: ['templateRecognised', 'ownerCanMint', 'ownerCanPause', 'ownerCanBlacklist'],
    },
    recipe: {
      token: ({ account }) =>
        templateToken(poweredNormalTokenParameters(account, supply, { name: 'Trap Normal', symbol: 'TNO' })),
    },
  },
  templateStandard: {
    trap: 'TokenBox standard template (no owner at all), LP burned',
    expected: { level: 'good', reasons: ['templateRecognised', 'lpBurned'] },
    recipe: {
      token: ({ account }) =>
        templateToken({
          template: 'standard',
          name: 'Trap Standard',
          symbol: 'TST',
          decimals: 18,
          initialSupply: supply,
          owner: account,
        }),
      lp: 'burned',
    },
  },
  ozPlain: {
    trap: 'OpenZeppelin ERC20 without owner, LP locked',
    expected: { level: 'good', reasons: ['noOwnerFunction', 'lpLocked'] },
    recipe: { token: plainToken('Trap OZ Plain', 'TOZ') },
  },
  ozPausable: {
    trap: "OpenZeppelin ERC20Pausable with an owner, LP locked: in a pool only its creator filled, the owner's pause holds every buyer (the real corpus's PokeMonFi, BQCC, GameCell and FIND did it after the buy; issue 75)",
    expected: { level: 'danger', reasons: ['ownerCanPause', 'lpLocked'] },
    recipe: { token: ofSupply(trapPausableTokenAbi, trapPausableTokenBytecode) },
  },
  creatorHolds90: {
    trap: 'The creator keeps 90% of the supply (10% in the pool, LP locked)',
    expected: { level: 'danger', reasons: ['creatorHoldsMuch', 'topHoldersConcentrated'] },
    recipe: { token: plainToken('Trap Creator 90', 'TC9'), pooled: supply / 10n },
  },
  cloneMintable: {
    trap: 'EIP-1167 clone of a token whose owner can mint without limit',
    expected: { level: 'danger', reasons: ['minimalProxy', 'ownerCanMint'] },
    recipe: {
      token: async ({ deployOne }) =>
        deploy({
          abi: [],
          bytecode: minimalProxyCreationCode(await deployOne(initializableLogic)),
          args: [],
        }),
      before: (token, { account }) => [
        call({
          address: token,
          abi: trapInitializableTokenAbi,
          functionName: 'initialize',
          args: ['Trap Clone', 'TCN', supply, account],
        }),
      ],
    },
  },
  holderFreeze: {
    trap: 'Renounced, LP locked, but an address kept from the deployment "claims" holders after their buy and they can never sell (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSell', 'ownershipRenounced'] },
    recipe: {
      token: onPair(trapHolderFreezeTokenAbi, trapHolderFreezeTokenBytecode),
      // A buyer holds 1%, then the kept address "claims" it: armed.
      after: (token) => [
        frozenHolderBuys(token),
        renounceStep(token),
        call({
          address: token,
          abi: trapHolderFreezeTokenAbi,
          functionName: 'claim',
          args: [[frozenHolder], true],
        }),
      ],
    },
  },
  shadowOwner: {
    trap: 'Fake renounce: owner() is 0x0, but an address given to the constructor (not the deployer) stops every sale with updateRewards(uint256) (issue 50)',
    expected: { level: 'danger', reasons: ['controlRemains', 'powerStopsSales', 'ownershipRenounced'] },
    recipe: {
      token: onPair(trapShadowOwnerTokenAbi, trapShadowOwnerTokenBytecode, shadowController),
      after: renounced,
    },
  },
  hiddenTax: {
    trap: 'A sell tax under a name no list knows: no tax today, but the visible owner can take every sale with setNumber(uint256) (issue 50)',
    expected: { level: 'danger', reasons: ['powerStopsSales', 'ownerPresent'] },
    recipe: { token: onPair(trapHiddenTaxTokenAbi, trapHiddenTaxTokenBytecode) },
  },
  stealthMint: {
    trap: 'A hand-written ERC-20 with no owner(): its deployer adds tokens to its own balance and the supply with syncRewards(uint256), without a Transfer event (issue 50)',
    expected: { level: 'danger', reasons: ['powerHiddenBalance', 'noOwnerFunction'] },
    recipe: { token: onPair(trapStealthMintTokenAbi, trapStealthMintTokenBytecode) },
  },
  cooldownKeeper: {
    trap: "Renounced; a keeper kept in storage sets a holder's next allowed sale to the far future with syncHolder(address,uint256) (issue 50)",
    expected: { level: 'danger', reasons: ['holderCannotSell', 'controlRemains', 'powerStopsSales'] },
    recipe: {
      token: (kit) => onPair(trapCooldownKeeperTokenAbi, trapCooldownKeeperTokenBytecode, kit.account)(kit),
      after: (token) => [
        frozenHolderBuys(token),
        renounceStep(token),
        call({
          address: token,
          abi: trapCooldownKeeperTokenAbi,
          functionName: 'syncHolder',
          args: [frozenHolder, 2n ** 64n],
        }),
      ],
    },
  },
  balanceWipe: {
    trap: "Renounced; the deployer, kept as an immutable, takes a holder's whole balance with reconcile(address) (issue 50)",
    expected: { level: 'danger', reasons: ['controlRemains', 'powerTakesTokens'] },
    recipe: { token: onPair(trapBalanceWipeTokenAbi, trapBalanceWipeTokenBytecode), after: renounced },
  },
  fakeOwner: {
    trap: 'owner() always answers 0x0 and renounceownership() does nothing; the deployer still holds sellers with transfer(address) (issue 50)',
    expected: { level: 'danger', reasons: ['ownershipRenounced', 'controlRemains', 'powerStopsSales'] },
    recipe: {
      token: onPair(trapFakeOwnerTokenAbi, trapFakeOwnerTokenBytecode),
      after: (token) => [
        call({ address: token, abi: trapFakeOwnerTokenAbi, functionName: 'renounceownership', args: [] }),
      ],
    },
  },
  armAfterBuys: {
    trap: 'Renounced, no power: after five buys every sale to the pool reverts (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSellLater'] },
    recipe: { token: onPair(trapArmAfterBuysTokenAbi, trapArmAfterBuysTokenBytecode), after: renounced },
  },
  sellLimit: {
    trap: 'The visible owner can set the largest sale to 0 with theSL(uint256); no limit today (issue 50)',
    expected: { level: 'danger', reasons: ['powerStopsSales', 'ownerPresent'] },
    recipe: { token: onPair(trapSellLimitTokenAbi, trapSellLimitTokenBytecode) },
  },
  taxArmed: {
    trap: 'Renounced, no power: a 3% buy tax collects in the token, and once it holds 100 tokens every sale reverts (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSellLater'] },
    recipe: { token: onPair(trapTaxArmedTokenAbi, trapTaxArmedTokenBytecode), after: renounced },
  },
  transferHook: {
    trap: 'The visible owner can set a hook every transfer calls with setRewardsHook(address); none today (issue 50)',
    expected: { level: 'danger', reasons: ['powerStopsSales', 'ownerPresent'] },
    recipe: { token: onPair(trapHookTokenAbi, trapHookTokenBytecode) },
  },
  legitMeme: {
    trap: 'Legitimate: a meme token with burn, fixed supply, renounced, LP locked (issue 50)',
    expected: { level: 'good', reasons: ['ownershipRenounced', 'lpLocked', 'holderSalesPassed'] },
    recipe: { token: onPair(legitMemeTokenAbi, legitMemeTokenBytecode), after: renounced },
  },
  legitOwned: {
    trap: 'Legitimate: fee-free, the owner stays with one harmless power (the logo link), LP locked (issue 50)',
    expected: { level: 'good', reasons: ['ownerPresent', 'lpLocked', 'holderSalesPassed'] },
    recipe: { token: onPair(legitOwnedTokenAbi, legitOwnedTokenBytecode) },
  },
  legitGovernance: {
    trap: 'Legitimate: a proxy-free governance token with permit and self-chosen delegates, no owner, LP locked (issue 50)',
    expected: { level: 'good', reasons: ['noOwnerFunction', 'lpLocked', 'holderSalesPassed'] },
    recipe: { token: onPair(legitGovernanceTokenAbi, legitGovernanceTokenBytecode) },
  },
  legitCappedTax: {
    trap: 'Legitimate: 2% tax both ways, the owner may change it up to 5% and no more (issue 50)',
    expected: { level: 'warning', reasons: ['feeCeilingProbed', 'ownerPresent', 'lpLocked'] },
    recipe: { token: onPair(legitCappedTaxTokenAbi, legitCappedTaxTokenBytecode, shadowController) },
  },
  timeBomb: {
    trap: 'Renounced, LP locked, trades fine today: a week after deployment every sale to the pool reverts (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSellLater', 'ownershipRenounced'] },
    recipe: { token: onPair(trapTimeBombTokenAbi, trapTimeBombTokenBytecode), after: renounced },
  },
  ownerBlacklist: {
    trap: 'A trading token that keeps its pool and an owner-held blacklist, nobody listed yet: its buyers can be listed once they bought (issue 75)',
    expected: { level: 'danger', reasons: ['ownerCanBlacklist', 'holderSalesPassed'] },
    recipe: { token: onPair(trapOwnerBlacklistTokenAbi, trapOwnerBlacklistTokenBytecode) },
  },
  exemptTransfer: {
    trap: 'No owner, no function beyond ERC-20: the "fee-exempt" marketing wallet kept in storage is never debited, so it mints by sending to itself (issue 75)',
    expected: { level: 'danger', reasons: ['transferCreatesTokens', 'noOwnerFunction'] },
    recipe: { token: onPair(trapExemptTransferTokenAbi, trapExemptTransferTokenBytecode, shadowController) },
  },
  outsideGuard: {
    trap: "No owner, ERC-20 functions only: its transfer lets an outside contract, given to the constructor as a number, rewrite the seller's balance; the guard's keeper can cut any holder (issue 75)",
    expected: { level: 'danger', reasons: ['powerStopsSales', 'noOwnerFunction'] },
    recipe: {
      token: async (kit) => {
        const guard = await kit.deployOne(
          deploy({ abi: trapBalanceGuardAbi, bytecode: trapBalanceGuardBytecode, args: [] }),
        )
        return onPair(trapOutsideGuardTokenAbi, trapOutsideGuardTokenBytecode, BigInt(guard), false)(kit)
      },
    },
  },
  issuerStablecoin: {
    trap: 'Legitimate: a centralised stablecoin (issue, pause, freeze, burn frozen funds, capped fee; transfer and approve return nothing), owned by its issuer, LP locked (issue 75)',
    expected: { level: 'warning', reasons: ['issuerPowers', 'ownerCanMint', 'lpLocked'] },
    recipe: {
      token: ofSupply(issuerStableTokenAbi, issuerStableTokenBytecode),
      approveAbi: issuerStableTokenAbi,
    },
  },
} as const satisfies Record<string, { trap: string; expected: TrapExpectation; recipe: TrapRecipe }>

export type TrapName = keyof typeof trapTokens

export const trapNames = Object.keys(trapTokens) as TrapName[]

export type DeployTrapTokensParameters = {
  publicClient: PublicClient
  walletClient: WalletClient
  /** The creator: deploys every trap, adds its liquidity, and is its owner. */
  account: Address
  /** The local chain's infrastructure. */
  contracts: { router: Address; factory: Address; weth: Address; locker: Address }
  /** Deploy only these (default all). */
  only?: readonly TrapName[]
}

/**
 * Deploys the trap set of {@link trapTokens} on a local chain (an AMM, WETH and TokenBox's locker
 * deployed), each by its recipe: the token, its pool against the native coin, its LP kept,
 * locked in the locker, partly locked or burned, and the calls that arm it. Returns each trap's
 * address and the verdict the safety check must give it. Used by the core test, the e2e test and
 * the benchmark alike.
 *
 * @example
 * const { tokens, expected } = await deployTrapTokens({ publicClient, walletClient, account, contracts })
 * const report = await checkTokenSafety(publicClient, { token: tokens.sellTax99, entry })
 */
export async function deployTrapTokens(
  parameters: DeployTrapTokensParameters,
): Promise<{ tokens: Record<TrapName, Address>; expected: Record<TrapName, TrapExpectation> }> {
  const { publicClient, walletClient, account, contracts } = parameters
  const run = async (steps: Step[]): Promise<StepResult[]> => {
    const result = await runSteps({ publicClient, walletClient, account, steps })
    if (result.status === 'failed')
      throw new Error(`deployTrapTokens: step ${result.stepIndex} failed`, { cause: result.error })
    return result.results
  }
  const deployOne = async (step: Step): Promise<Address> => {
    const [result] = await run([step])
    if (!result?.contractAddress) throw new Error('deployTrapTokens: no contract address')
    return result.contractAddress
  }
  const kit: TrapKit = { account, pair: [contracts.factory, contracts.weth], deployOne }
  const now = (await publicClient.getBlock()).timestamp

  const make = async (recipe: TrapRecipe): Promise<Address> => {
    const token = await deployOne(await recipe.token(kit))
    const before = recipe.before?.(token, kit) ?? []
    if (before.length > 0) await run(before)
    const tokens = recipe.pooled ?? (supply * 9n) / 10n
    await run([
      recipe.approveAbi
        ? call({
            address: token,
            abi: recipe.approveAbi,
            functionName: 'approve',
            args: [contracts.router, tokens],
          } as never)
        : approve({ token, spender: contracts.router, amount: tokens }),
      call({
        address: contracts.router,
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [token, tokens, 0n, 0n, account, now + 3600n],
        value: poolCoin,
      }),
    ])
    const pair = await publicClient.readContract({
      address: contracts.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token, contracts.weth],
    })
    const lp = await publicClient.readContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
    const share = recipe.lp ?? 100n
    if (share === 'burned') {
      await run([call({ address: pair, abi: erc20Abi, functionName: 'transfer', args: [deadAddress, lp] })])
    } else if (share !== 'kept') {
      await run(
        createLockSteps({
          locker: contracts.locker,
          token: pair,
          isLp: true,
          description: 'trap LP',
          entries: [
            {
              owner: account,
              amount: (lp * share) / 100n,
              schedule: { kind: 'fixed', end: now + lockSeconds },
            },
          ],
        }),
      )
    }
    const after = recipe.after?.(token, kit) ?? []
    if (after.length > 0) await run(after)
    return token
  }

  const tokens = {} as Record<TrapName, Address>
  const expected = {} as Record<TrapName, TrapExpectation>
  for (const name of parameters.only ?? trapNames) {
    tokens[name] = await make(trapTokens[name].recipe)
    expected[name] = trapTokens[name].expected as TrapExpectation
  }
  return { tokens, expected }
}
