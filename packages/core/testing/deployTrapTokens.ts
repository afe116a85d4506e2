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
import { issuerStableTokenAbi, issuerStableTokenBytecode } from '../src/contracts/test/IssuerStableToken.ts'
import {
  legitCappedTaxTokenAbi,
  legitCappedTaxTokenBytecode,
} from '../src/contracts/test/LegitCappedTaxToken.ts'
import {
  legitGovernanceTokenAbi,
  legitGovernanceTokenBytecode,
} from '../src/contracts/test/LegitGovernanceToken.ts'
import { legitMemeTokenAbi, legitMemeTokenBytecode } from '../src/contracts/test/LegitMemeToken.ts'
import { legitOwnedTokenAbi, legitOwnedTokenBytecode } from '../src/contracts/test/LegitOwnedToken.ts'
import {
  trapArmAfterBuysTokenAbi,
  trapArmAfterBuysTokenBytecode,
} from '../src/contracts/test/TrapArmAfterBuysToken.ts'
import { trapBalanceGuardAbi, trapBalanceGuardBytecode } from '../src/contracts/test/TrapBalanceGuard.ts'
import {
  trapBalanceWipeTokenAbi,
  trapBalanceWipeTokenBytecode,
} from '../src/contracts/test/TrapBalanceWipeToken.ts'
import {
  trapBlacklistTokenAbi,
  trapBlacklistTokenBytecode,
} from '../src/contracts/test/TrapBlacklistToken.ts'
import { trapClawbackTokenAbi, trapClawbackTokenBytecode } from '../src/contracts/test/TrapClawbackToken.ts'
import {
  trapCooldownKeeperTokenAbi,
  trapCooldownKeeperTokenBytecode,
} from '../src/contracts/test/TrapCooldownKeeperToken.ts'
import { trapCooldownTokenAbi, trapCooldownTokenBytecode } from '../src/contracts/test/TrapCooldownToken.ts'
import {
  trapExemptTransferTokenAbi,
  trapExemptTransferTokenBytecode,
} from '../src/contracts/test/TrapExemptTransferToken.ts'
import {
  trapFakeOwnerTokenAbi,
  trapFakeOwnerTokenBytecode,
} from '../src/contracts/test/TrapFakeOwnerToken.ts'
import {
  trapHiddenTaxTokenAbi,
  trapHiddenTaxTokenBytecode,
} from '../src/contracts/test/TrapHiddenTaxToken.ts'
import {
  trapHolderFreezeTokenAbi,
  trapHolderFreezeTokenBytecode,
} from '../src/contracts/test/TrapHolderFreezeToken.ts'
import { trapHookTokenAbi, trapHookTokenBytecode } from '../src/contracts/test/TrapHookToken.ts'
import {
  trapInitializableTokenAbi,
  trapInitializableTokenBytecode,
} from '../src/contracts/test/TrapInitializableToken.ts'
import { trapMaxTxTokenAbi, trapMaxTxTokenBytecode } from '../src/contracts/test/TrapMaxTxToken.ts'
import { trapMintableTokenAbi, trapMintableTokenBytecode } from '../src/contracts/test/TrapMintableToken.ts'
import {
  trapOutsideGuardTokenAbi,
  trapOutsideGuardTokenBytecode,
} from '../src/contracts/test/TrapOutsideGuardToken.ts'
import { trapOwnedTokenAbi, trapOwnedTokenBytecode } from '../src/contracts/test/TrapOwnedToken.ts'
import {
  trapOwnerBlacklistTokenAbi,
  trapOwnerBlacklistTokenBytecode,
} from '../src/contracts/test/TrapOwnerBlacklistToken.ts'
import { trapPausableTokenAbi, trapPausableTokenBytecode } from '../src/contracts/test/TrapPausableToken.ts'
import {
  trapPausedSellTokenAbi,
  trapPausedSellTokenBytecode,
} from '../src/contracts/test/TrapPausedSellToken.ts'
import { trapPlainTokenAbi, trapPlainTokenBytecode } from '../src/contracts/test/TrapPlainToken.ts'
import { trapProxyAbi, trapProxyBytecode } from '../src/contracts/test/TrapProxy.ts'
import {
  trapSellLimitTokenAbi,
  trapSellLimitTokenBytecode,
} from '../src/contracts/test/TrapSellLimitToken.ts'
import {
  trapShadowOwnerTokenAbi,
  trapShadowOwnerTokenBytecode,
} from '../src/contracts/test/TrapShadowOwnerToken.ts'
import {
  trapStealthMintTokenAbi,
  trapStealthMintTokenBytecode,
} from '../src/contracts/test/TrapStealthMintToken.ts'
import { trapTaxArmedTokenAbi, trapTaxArmedTokenBytecode } from '../src/contracts/test/TrapTaxArmedToken.ts'
import { trapTaxTokenAbi, trapTaxTokenBytecode } from '../src/contracts/test/TrapTaxToken.ts'
import { trapTimeBombTokenAbi, trapTimeBombTokenBytecode } from '../src/contracts/test/TrapTimeBombToken.ts'
import {
  trapTradingSwitchTokenAbi,
  trapTradingSwitchTokenBytecode,
} from '../src/contracts/test/TrapTradingSwitchToken.ts'
import { uniswapV2FactoryAbi } from '../src/contracts/UniswapV2Factory.ts'
import { uniswapV2Router02Abi } from '../src/contracts/UniswapV2Router02.ts'
import { createLockSteps } from '../src/lock/createLockSteps.ts'
import { deadAddress } from '../src/safety/burnAddresses.ts'
import type { SafetyLevel, SafetyReasonKey } from '../src/safety/types.ts'
import { createTokenDeployStep } from '../src/tokens/createTokenDeployStep.ts'
import { tokenTemplateBytecode } from '../src/tokens/tokenTemplates.ts'
import { approve } from '../src/transactions/approve.ts'
import { call } from '../src/transactions/call.ts'
import { deploy } from '../src/transactions/deploy.ts'
import { runSteps } from '../src/transactions/runSteps.ts'
import type { Step, StepResult } from '../src/transactions/types.ts'

/** What the safety check must say about a trap: its level and reasons that must be among its reasons. */
export type TrapExpectation = { level: SafetyLevel; reasons: SafetyReasonKey[] }

/**
 * The trap set the token safety check is measured against (issue 27, grown by issue 50): each built to be
 * one kind of trap (or a clean token), with the verdict it must get. One line each: what it is,
 * and how its liquidity is set up.
 */
export const trapTokens = {
  blacklistHoneypot: {
    trap: 'Honeypot by blacklist: every buyer is blacklisted by the buy and can never sell',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanBlacklist'] },
  },
  pausedSells: {
    trap: 'Honeypot by paused sells: the owner pause blocks every transfer to the pool',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanPause'] },
  },
  sellTax99: {
    trap: 'Honeypot by tax: 99% of every sale is taken, rates changeable by the owner without a cap',
    expected: { level: 'danger', reasons: ['sellTaxHigh', 'ownerCanChangeFees'] },
  },
  maxTxZero: {
    trap: 'Honeypot by limit: a max-transaction of 0 on sells',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanLimit'] },
  },
  upgradeableProxy: {
    trap: 'EIP-1967 proxy whose admin can swap the logic (token owner renounced, LP locked)',
    expected: { level: 'danger', reasons: ['upgradeable', 'ownershipRenounced', 'lpLocked'] },
  },
  unlockedLp: {
    trap: 'Clean code, but all the LP sits in the creator wallet: the liquidity can be pulled',
    expected: { level: 'danger', reasons: ['lpCreatorCanPull', 'noOwnerFunction'] },
  },
  clean: {
    trap: 'Clean: OpenZeppelin ERC20 + Ownable, ownership renounced, LP locked in the TokenBox locker',
    expected: { level: 'good', reasons: ['ownershipRenounced', 'lpLocked', 'taxMeasured'] },
  },
  lpBurned: {
    trap: 'Clean code with the LP sent to 0x…dEaD',
    expected: { level: 'good', reasons: ['lpBurned', 'taxMeasured'] },
  },
  lpPartlyLocked: {
    trap: '70% of the LP locked, 30% free in the creator wallet',
    expected: { level: 'warning', reasons: ['lpCreatorCanPull', 'lpLocked'] },
  },
  mintUncapped: {
    trap: 'OpenZeppelin Burnable + Mintable + Ownable: the owner can mint without limit',
    expected: { level: 'danger', reasons: ['ownerCanMint', 'ownerPresent'] },
  },
  clawback: {
    trap: "Hidden take: the owner can move any holder's tokens to itself (clawback)",
    expected: { level: 'danger', reasons: ['ownerCanTakeTokens'] },
  },
  feeSetterUncapped: {
    trap: '3% tax today, but the owner can set any tax up to 100%',
    expected: { level: 'danger', reasons: ['ownerCanChangeFees', 'taxMeasured'] },
  },
  cooldown: {
    trap: 'Anti-bot cooldown: a buyer cannot sell for an hour (the owner can make it longer)',
    expected: { level: 'danger', reasons: ['cannotSell', 'ownerCanLimit'] },
  },
  tradingClosed: {
    trap: 'Trading switch: closed until the owner opens it; nobody but the owner can buy',
    expected: { level: 'danger', reasons: ['cannotBuy', 'ownerCanSwitchTrading'] },
  },
  templateNormalOwned: {
    trap: 'TokenBox normal template with an owner: mint up to 2x, pause, blacklist (honest, capped)',
    expected: {
      level: 'warning',
      reasons: ['templateRecognised', 'ownerCanMint', 'ownerCanPause', 'ownerCanBlacklist'],
    },
  },
  templateStandard: {
    trap: 'TokenBox standard template (no owner at all), LP burned',
    expected: { level: 'good', reasons: ['templateRecognised', 'lpBurned'] },
  },
  ozPlain: {
    trap: 'OpenZeppelin ERC20 without owner, LP locked',
    expected: { level: 'good', reasons: ['noOwnerFunction', 'lpLocked'] },
  },
  ozPausable: {
    trap: "OpenZeppelin ERC20Pausable with an owner, LP locked: in a pool only its creator filled, the owner's pause holds every buyer (the real corpus's PokeMonFi, BQCC, GameCell and FIND did it after the buy; issue 75)",
    expected: { level: 'danger', reasons: ['ownerCanPause', 'lpLocked'] },
  },
  creatorHolds90: {
    trap: 'The creator keeps 90% of the supply (10% in the pool, LP locked)',
    expected: { level: 'danger', reasons: ['creatorHoldsMuch', 'topHoldersConcentrated'] },
  },
  cloneMintable: {
    trap: 'EIP-1167 clone of a token whose owner can mint without limit',
    expected: { level: 'danger', reasons: ['minimalProxy', 'ownerCanMint'] },
  },
  holderFreeze: {
    trap: 'Renounced, LP locked, but an address kept from the deployment "claims" holders after their buy and they can never sell (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSell', 'ownershipRenounced'] },
  },
  shadowOwner: {
    trap: 'Fake renounce: owner() is 0x0, but an address given to the constructor (not the deployer) stops every sale with updateRewards(uint256) (issue 50)',
    expected: { level: 'danger', reasons: ['controlRemains', 'powerStopsSales', 'ownershipRenounced'] },
  },
  hiddenTax: {
    trap: 'A sell tax under a name no list knows: no tax today, but the visible owner can take every sale with setNumber(uint256) (issue 50)',
    expected: { level: 'danger', reasons: ['powerStopsSales', 'ownerPresent'] },
  },
  stealthMint: {
    trap: 'A hand-written ERC-20 with no owner(): its deployer adds tokens to its own balance and the supply with syncRewards(uint256), without a Transfer event (issue 50)',
    expected: { level: 'danger', reasons: ['powerHiddenBalance', 'noOwnerFunction'] },
  },
  cooldownKeeper: {
    trap: "Renounced; a keeper kept in storage sets a holder's next allowed sale to the far future with syncHolder(address,uint256) (issue 50)",
    expected: { level: 'danger', reasons: ['holderCannotSell', 'controlRemains', 'powerStopsSales'] },
  },
  balanceWipe: {
    trap: "Renounced; the deployer, kept as an immutable, takes a holder's whole balance with reconcile(address) (issue 50)",
    expected: { level: 'danger', reasons: ['controlRemains', 'powerTakesTokens'] },
  },
  fakeOwner: {
    trap: 'owner() always answers 0x0 and renounceownership() does nothing; the deployer still holds sellers with transfer(address) (issue 50)',
    expected: { level: 'danger', reasons: ['ownershipRenounced', 'controlRemains', 'powerStopsSales'] },
  },
  armAfterBuys: {
    trap: 'Renounced, no power: after five buys every sale to the pool reverts (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSellLater'] },
  },
  sellLimit: {
    trap: 'The visible owner can set the largest sale to 0 with theSL(uint256); no limit today (issue 50)',
    expected: { level: 'danger', reasons: ['powerStopsSales', 'ownerPresent'] },
  },
  taxArmed: {
    trap: 'Renounced, no power: a 3% buy tax collects in the token, and once it holds 100 tokens every sale reverts (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSellLater'] },
  },
  transferHook: {
    trap: 'The visible owner can set a hook every transfer calls with setRewardsHook(address); none today (issue 50)',
    expected: { level: 'danger', reasons: ['powerStopsSales', 'ownerPresent'] },
  },
  legitMeme: {
    trap: 'Legitimate: a meme token with burn, fixed supply, renounced, LP locked (issue 50)',
    expected: { level: 'good', reasons: ['ownershipRenounced', 'lpLocked', 'holderSalesPassed'] },
  },
  legitOwned: {
    trap: 'Legitimate: fee-free, the owner stays with one harmless power (the logo link), LP locked (issue 50)',
    expected: { level: 'good', reasons: ['ownerPresent', 'lpLocked', 'holderSalesPassed'] },
  },
  legitGovernance: {
    trap: 'Legitimate: a proxy-free governance token with permit and self-chosen delegates, no owner, LP locked (issue 50)',
    expected: { level: 'good', reasons: ['noOwnerFunction', 'lpLocked', 'holderSalesPassed'] },
  },
  legitCappedTax: {
    trap: 'Legitimate: 2% tax both ways, the owner may change it up to 5% and no more (issue 50)',
    expected: { level: 'warning', reasons: ['feeCeilingProbed', 'ownerPresent', 'lpLocked'] },
  },
  timeBomb: {
    trap: 'Renounced, LP locked, trades fine today: a week after deployment every sale to the pool reverts (issue 50)',
    expected: { level: 'danger', reasons: ['holderCannotSellLater', 'ownershipRenounced'] },
  },
  ownerBlacklist: {
    trap: 'A trading token that keeps its pool and an owner-held blacklist, nobody listed yet: its buyers can be listed once they bought (issue 75)',
    expected: { level: 'danger', reasons: ['ownerCanBlacklist', 'holderSalesPassed'] },
  },
  exemptTransfer: {
    trap: 'No owner, no function beyond ERC-20: the "fee-exempt" marketing wallet kept in storage is never debited, so it mints by sending to itself (issue 75)',
    expected: { level: 'danger', reasons: ['transferCreatesTokens', 'noOwnerFunction'] },
  },
  outsideGuard: {
    trap: "No owner, ERC-20 functions only: its transfer lets an outside contract, given to the constructor as a number, rewrite the seller's balance; the guard's keeper can cut any holder (issue 75)",
    expected: { level: 'danger', reasons: ['powerStopsSales', 'noOwnerFunction'] },
  },
  issuerStablecoin: {
    trap: 'Legitimate: a centralised stablecoin (issue, pause, freeze, burn frozen funds, capped fee; transfer and approve return nothing), owned by its issuer, LP locked (issue 75)',
    expected: { level: 'warning', reasons: ['issuerPowers', 'ownerCanMint', 'lpLocked'] },
  },
} as const satisfies Record<string, { trap: string; expected: TrapExpectation }>

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

/** Supply of every trap, and what goes to its pool (90%; 10% for creatorHolds90) against 10 of the coin. */
const supply = parseEther('1000000')
const poolCoin = parseEther('10')
/** A holder that a holder trap catches after its buy (an address nobody holds the key of). */
const frozenHolder: Address = '0x00000000000000000000000000000000000b0b01'
/** The second controller of the fake renounce: not the deployer, an address nobody holds the key of. */
const shadowController: Address = '0x7D5A3c1B9E2f4a6C8e0d2F4A6C8E0d2f4A6C8e01'
/** LP locks last a year. */
const lockSeconds = 365n * 24n * 3600n

/** EIP-1167 creation code for a clone of `implementation`: a 10-byte loader, then the 45-byte runtime. */
function minimalProxyCreationCode(implementation: Address): Hex {
  return `0x3d602d80600a3d3981f3363d3d373d3d3d363d73${implementation.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`
}

/**
 * Deploys the trap set of {@link trapTokens} on a local chain (an AMM, WETH and TokenBox's locker
 * deployed), each with its pool against the native coin and its LP set up as the trap needs:
 * kept, locked in the locker, partly locked or burned. Returns each trap's address and the verdict
 * the safety check must give it. Used by the core test, the e2e test and the benchmark alike.
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
  const pairFactory = [contracts.factory, contracts.weth] as const
  const now = (await publicClient.getBlock()).timestamp

  /**
   * Adds `tokens` against the pool coin and returns the pair and the creator's LP. `tokenAbi`
   * approves through the token's own ABI (an approve that returns nothing).
   */
  const addPool = async (token: Address, tokens = (supply * 9n) / 10n, tokenAbi?: Abi) => {
    await run([
      tokenAbi
        ? call({
            address: token,
            abi: tokenAbi,
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
    return { pair, lp }
  }
  const lockLp = (pair: Address, amount: bigint) =>
    run(
      createLockSteps({
        locker: contracts.locker,
        token: pair,
        isLp: true,
        description: 'trap LP',
        entries: [{ owner: account, amount, schedule: { kind: 'fixed', end: now + lockSeconds } }],
      }),
    )
  const poolAndLock = async (token: Address, share = 100n, tokens?: bigint, tokenAbi?: Abi) => {
    const { pair, lp } = await addPool(token, tokens, tokenAbi)
    await lockLp(pair, (lp * share) / 100n)
  }
  const renounce = (address: Address) =>
    run([call({ address, abi: trapOwnedTokenAbi, functionName: 'renounceOwnership', args: [] })])

  const builders: Record<TrapName, () => Promise<Address>> = {
    blacklistHoneypot: async () => {
      const token = await deployOne(
        deploy({
          abi: trapBlacklistTokenAbi,
          bytecode: trapBlacklistTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    pausedSells: async () => {
      const token = await deployOne(
        deploy({
          abi: trapPausedSellTokenAbi,
          bytecode: trapPausedSellTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    sellTax99: async () => {
      const token = await deployOne(
        deploy({
          abi: trapTaxTokenAbi,
          bytecode: trapTaxTokenBytecode,
          args: [supply, ...pairFactory, 0n, 9_900n],
        }),
      )
      await poolAndLock(token)
      return token
    },
    maxTxZero: async () => {
      const token = await deployOne(
        deploy({
          abi: trapMaxTxTokenAbi,
          bytecode: trapMaxTxTokenBytecode,
          args: [supply, ...pairFactory, 0n],
        }),
      )
      await poolAndLock(token)
      return token
    },
    upgradeableProxy: async () => {
      const logic = await deployOne(
        deploy({ abi: trapInitializableTokenAbi, bytecode: trapInitializableTokenBytecode, args: [] }),
      )
      const initialize = encodeFunctionData({
        abi: trapInitializableTokenAbi,
        functionName: 'initialize',
        args: ['Trap Upgradeable', 'TUP', supply, account],
      })
      const token = await deployOne(
        deploy({ abi: trapProxyAbi, bytecode: trapProxyBytecode, args: [logic, account, initialize] }),
      )
      await poolAndLock(token)
      await run([
        call({ address: token, abi: trapInitializableTokenAbi, functionName: 'renounceOwnership', args: [] }),
      ])
      return token
    },
    unlockedLp: async () => {
      const token = await deployOne(
        deploy({
          abi: trapPlainTokenAbi,
          bytecode: trapPlainTokenBytecode,
          args: ['Trap Unlocked LP', 'TUL', supply],
        }),
      )
      await addPool(token)
      return token
    },
    clean: async () => {
      const token = await deployOne(
        deploy({
          abi: trapOwnedTokenAbi,
          bytecode: trapOwnedTokenBytecode,
          args: ['Trap Clean', 'TCL', supply],
        }),
      )
      await poolAndLock(token)
      await renounce(token)
      return token
    },
    lpBurned: async () => {
      const token = await deployOne(
        deploy({
          abi: trapPlainTokenAbi,
          bytecode: trapPlainTokenBytecode,
          args: ['Trap LP Burned', 'TLB', supply],
        }),
      )
      const { pair, lp } = await addPool(token)
      await run([call({ address: pair, abi: erc20Abi, functionName: 'transfer', args: [deadAddress, lp] })])
      return token
    },
    lpPartlyLocked: async () => {
      const token = await deployOne(
        deploy({
          abi: trapPlainTokenAbi,
          bytecode: trapPlainTokenBytecode,
          args: ['Trap LP Partly', 'TLP', supply],
        }),
      )
      await poolAndLock(token, 70n)
      return token
    },
    mintUncapped: async () => {
      const token = await deployOne(
        deploy({ abi: trapMintableTokenAbi, bytecode: trapMintableTokenBytecode, args: [supply] }),
      )
      await poolAndLock(token)
      return token
    },
    clawback: async () => {
      const token = await deployOne(
        deploy({ abi: trapClawbackTokenAbi, bytecode: trapClawbackTokenBytecode, args: [supply] }),
      )
      await poolAndLock(token)
      return token
    },
    feeSetterUncapped: async () => {
      const token = await deployOne(
        deploy({
          abi: trapTaxTokenAbi,
          bytecode: trapTaxTokenBytecode,
          args: [supply, ...pairFactory, 300n, 300n],
        }),
      )
      await poolAndLock(token)
      return token
    },
    cooldown: async () => {
      const token = await deployOne(
        deploy({
          abi: trapCooldownTokenAbi,
          bytecode: trapCooldownTokenBytecode,
          args: [supply, ...pairFactory, 3600n],
        }),
      )
      await poolAndLock(token)
      return token
    },
    tradingClosed: async () => {
      const token = await deployOne(
        deploy({
          abi: trapTradingSwitchTokenAbi,
          bytecode: trapTradingSwitchTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    templateNormalOwned: async () => {
      const token = await deployOne(
        createTokenDeployStep(
          {
            template: 'normal',
            name: 'Trap Normal',
            symbol: 'TNO',
            decimals: 18,
            initialSupply: supply,
            owner: account,
            burnable: true,
            mintable: true,
            maxSupply: supply * 2n,
            pausable: true,
            blacklistEnabled: true,
            whitelistEnabled: false,
            timedRenounceEnabled: false,
            renounceEndsAt: 0n,
            transferBurnBps: 0,
            transferFeeBps: 0,
            feeRecipient: account,
          },
          await tokenTemplateBytecode('normal', 'cancun'),
          'cancun',
        ),
      )
      await poolAndLock(token)
      return token
    },
    templateStandard: async () => {
      const token = await deployOne(
        createTokenDeployStep(
          {
            template: 'standard',
            name: 'Trap Standard',
            symbol: 'TST',
            decimals: 18,
            initialSupply: supply,
            owner: account,
          },
          await tokenTemplateBytecode('standard', 'cancun'),
          'cancun',
        ),
      )
      const { pair, lp } = await addPool(token)
      await run([call({ address: pair, abi: erc20Abi, functionName: 'transfer', args: [deadAddress, lp] })])
      return token
    },
    ozPlain: async () => {
      const token = await deployOne(
        deploy({
          abi: trapPlainTokenAbi,
          bytecode: trapPlainTokenBytecode,
          args: ['Trap OZ Plain', 'TOZ', supply],
        }),
      )
      await poolAndLock(token)
      return token
    },
    ozPausable: async () => {
      const token = await deployOne(
        deploy({ abi: trapPausableTokenAbi, bytecode: trapPausableTokenBytecode, args: [supply] }),
      )
      await poolAndLock(token)
      return token
    },
    creatorHolds90: async () => {
      const token = await deployOne(
        deploy({
          abi: trapPlainTokenAbi,
          bytecode: trapPlainTokenBytecode,
          args: ['Trap Creator 90', 'TC9', supply],
        }),
      )
      await poolAndLock(token, 100n, supply / 10n)
      return token
    },
    cloneMintable: async () => {
      const logic = await deployOne(
        deploy({ abi: trapInitializableTokenAbi, bytecode: trapInitializableTokenBytecode, args: [] }),
      )
      const token = await deployOne(deploy({ abi: [], bytecode: minimalProxyCreationCode(logic), args: [] }))
      await run([
        call({
          address: token,
          abi: trapInitializableTokenAbi,
          functionName: 'initialize',
          args: ['Trap Clone', 'TCN', supply, account],
        }),
      ])
      await poolAndLock(token)
      return token
    },
    holderFreeze: async () => {
      const token = await deployOne(
        deploy({
          abi: trapHolderFreezeTokenAbi,
          bytecode: trapHolderFreezeTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      // A buyer holds 1% (what the pool paid it), then the kept address "claims" it: armed.
      await run([
        call({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [frozenHolder, supply / 100n],
        }),
      ])
      await renounce(token)
      await run([
        call({
          address: token,
          abi: trapHolderFreezeTokenAbi,
          functionName: 'claim',
          args: [[frozenHolder], true],
        }),
      ])
      return token
    },
    shadowOwner: async () => {
      const token = await deployOne(
        deploy({
          abi: trapShadowOwnerTokenAbi,
          bytecode: trapShadowOwnerTokenBytecode,
          args: [supply, ...pairFactory, shadowController],
        }),
      )
      await poolAndLock(token)
      await renounce(token)
      return token
    },
    hiddenTax: async () => {
      const token = await deployOne(
        deploy({
          abi: trapHiddenTaxTokenAbi,
          bytecode: trapHiddenTaxTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    stealthMint: async () => {
      const token = await deployOne(
        deploy({
          abi: trapStealthMintTokenAbi,
          bytecode: trapStealthMintTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    cooldownKeeper: async () => {
      const token = await deployOne(
        deploy({
          abi: trapCooldownKeeperTokenAbi,
          bytecode: trapCooldownKeeperTokenBytecode,
          args: [supply, ...pairFactory, account],
        }),
      )
      await poolAndLock(token)
      await run([
        call({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [frozenHolder, supply / 100n],
        }),
      ])
      await renounce(token)
      await run([
        call({
          address: token,
          abi: trapCooldownKeeperTokenAbi,
          functionName: 'syncHolder',
          args: [frozenHolder, 2n ** 64n],
        }),
      ])
      return token
    },
    balanceWipe: async () => {
      const token = await deployOne(
        deploy({
          abi: trapBalanceWipeTokenAbi,
          bytecode: trapBalanceWipeTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      await renounce(token)
      return token
    },
    fakeOwner: async () => {
      const token = await deployOne(
        deploy({
          abi: trapFakeOwnerTokenAbi,
          bytecode: trapFakeOwnerTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      await run([
        call({ address: token, abi: trapFakeOwnerTokenAbi, functionName: 'renounceownership', args: [] }),
      ])
      return token
    },
    armAfterBuys: async () => {
      const token = await deployOne(
        deploy({
          abi: trapArmAfterBuysTokenAbi,
          bytecode: trapArmAfterBuysTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      await renounce(token)
      return token
    },
    sellLimit: async () => {
      const token = await deployOne(
        deploy({
          abi: trapSellLimitTokenAbi,
          bytecode: trapSellLimitTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    taxArmed: async () => {
      const token = await deployOne(
        deploy({
          abi: trapTaxArmedTokenAbi,
          bytecode: trapTaxArmedTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      await renounce(token)
      return token
    },
    transferHook: async () => {
      const token = await deployOne(
        deploy({ abi: trapHookTokenAbi, bytecode: trapHookTokenBytecode, args: [supply, ...pairFactory] }),
      )
      await poolAndLock(token)
      return token
    },
    legitMeme: async () => {
      const token = await deployOne(
        deploy({ abi: legitMemeTokenAbi, bytecode: legitMemeTokenBytecode, args: [supply, ...pairFactory] }),
      )
      await poolAndLock(token)
      await renounce(token)
      return token
    },
    legitOwned: async () => {
      const token = await deployOne(
        deploy({
          abi: legitOwnedTokenAbi,
          bytecode: legitOwnedTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    legitGovernance: async () => {
      const token = await deployOne(
        deploy({
          abi: legitGovernanceTokenAbi,
          bytecode: legitGovernanceTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    legitCappedTax: async () => {
      const token = await deployOne(
        deploy({
          abi: legitCappedTaxTokenAbi,
          bytecode: legitCappedTaxTokenBytecode,
          args: [supply, ...pairFactory, shadowController],
        }),
      )
      await poolAndLock(token)
      return token
    },
    timeBomb: async () => {
      const token = await deployOne(
        deploy({
          abi: trapTimeBombTokenAbi,
          bytecode: trapTimeBombTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      await renounce(token)
      return token
    },
    ownerBlacklist: async () => {
      const token = await deployOne(
        deploy({
          abi: trapOwnerBlacklistTokenAbi,
          bytecode: trapOwnerBlacklistTokenBytecode,
          args: [supply, ...pairFactory],
        }),
      )
      await poolAndLock(token)
      return token
    },
    exemptTransfer: async () => {
      const token = await deployOne(
        deploy({
          abi: trapExemptTransferTokenAbi,
          bytecode: trapExemptTransferTokenBytecode,
          args: [supply, ...pairFactory, shadowController],
        }),
      )
      await poolAndLock(token)
      return token
    },
    outsideGuard: async () => {
      const guard = await deployOne(
        deploy({ abi: trapBalanceGuardAbi, bytecode: trapBalanceGuardBytecode, args: [] }),
      )
      const token = await deployOne(
        deploy({
          abi: trapOutsideGuardTokenAbi,
          bytecode: trapOutsideGuardTokenBytecode,
          args: [supply, ...pairFactory, BigInt(guard), false],
        }),
      )
      await poolAndLock(token)
      return token
    },
    issuerStablecoin: async () => {
      const token = await deployOne(
        deploy({ abi: issuerStableTokenAbi, bytecode: issuerStableTokenBytecode, args: [supply] }),
      )
      await poolAndLock(token, 100n, undefined, issuerStableTokenAbi)
      return token
    },
  }

  const tokens = {} as Record<TrapName, Address>
  const expected = {} as Record<TrapName, TrapExpectation>
  for (const name of parameters.only ?? trapNames) {
    tokens[name] = await builders[name]()
    expected[name] = trapTokens[name].expected as TrapExpectation
  }
  return { tokens, expected }
}
