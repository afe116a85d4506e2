/**
 * The london build on the older local chain (issue 16): every contract the app deploys, from the
 * generated london bytecode (never Hardhat's artifacts, which are the cancun build), on an EDR node
 * at hardfork Berlin (the `berlin` network of hardhat.config.ts: no PUSH0, MCOPY, TSTORE or base
 * fee). One chain and one set of infrastructure for the whole file; each test deploys what it
 * changes. The cancun build is shown to fail on the same node, so the app's EVM probe matters.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { packRecipient } from '@tokenbox/core/batch/multiSenderCalldata.ts'
import { contractBytecode } from '@tokenbox/core/contracts/bytecodes.ts'
import {
  dividendTrackerAbi,
  dividendTrackerRuntime,
  launchpadFactoryRuntime,
  multiSenderRuntime,
  multisigWalletRuntime,
  presaleRuntime,
  token314Abi,
  token314Runtime,
  tokenLockerRuntime,
  uniswapV2FactoryRuntime,
  uniswapV2PairInitCodeHash,
  uniswapV2PairRuntime,
  uniswapV2Router02Runtime,
  wethRuntime,
  x314SaleTokenAbi,
  x314SaleTokenRuntime,
} from '@tokenbox/core/contracts/index.ts'
import type { RuntimeFingerprints } from '@tokenbox/core/evm/contractBuild.ts'
import { runtimeBuild } from '@tokenbox/core/evm/matchesRuntime.ts'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import { multisigCloneCode } from '@tokenbox/core/multisig/findMultisigWallets.ts'
import { flashSwapBorrowerAbi } from '@tokenbox/core/testing/contracts/FlashSwapBorrower.abi.ts'
import { flashSwapBorrowerBytecode } from '@tokenbox/core/testing/contracts/london/FlashSwapBorrower.bytecode.ts'
import { reentrantLockTokenBytecode } from '@tokenbox/core/testing/contracts/london/ReentrantLockToken.bytecode.ts'
import { referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/london/ReferenceERC20.bytecode.ts'
import { sendTestReceiverBytecode } from '@tokenbox/core/testing/contracts/london/SendTestReceiver.bytecode.ts'
import { reentrantLockTokenAbi } from '@tokenbox/core/testing/contracts/ReentrantLockToken.abi.ts'
import { referenceERC20Abi } from '@tokenbox/core/testing/contracts/ReferenceERC20.abi.ts'
import { sendTestReceiverAbi } from '@tokenbox/core/testing/contracts/SendTestReceiver.abi.ts'
import {
  maxWalletTokenParameters,
  rebasingTokenParameters,
} from '@tokenbox/core/testing/testTokenParameters.ts'
import {
  type CreateTokenParameters,
  createTokenDeployStep,
  type MarketingTokenParameters,
} from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import { identifyTokenTemplate } from '@tokenbox/core/tokens/identifyTokenTemplate.ts'
import {
  type TokenTemplateId,
  tokenTemplateBytecode,
  tokenTemplates,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import type { StepContext } from '@tokenbox/core/transactions/types.ts'
import { network } from 'hardhat'
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  getAddress,
  getCreate2Address,
  type Hex,
  hexToBigInt,
  hexToBytes,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
  stringToHex,
  type TransactionReceipt,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { addStableLiquidity, deadline } from '../helpers/deployAmm.ts'
import { standardParams } from '../helpers/presaleParams.ts'

const supply = parseEther('1000000000')
const noShares = { liquidity: 0, marketing: 0, team: 0, burn: 0, reward: 0, fomo: 0 }
const fourPercent = { ...noShares, liquidity: 100, marketing: 200, team: 100 }

/**
 * The storage word of the london build's swap-back flag (contracts/evm/london/CallFlag.sol: the
 * ERC-7201 namespace "tokenbox.CallFlag" + flag 0). 1 = lowered, 2 = raised; 0 = never raised.
 */
const swappingFlagSlot =
  BigInt(
    keccak256(
      encodeAbiParameters(
        [{ type: 'uint256' }],
        [hexToBigInt(keccak256(stringToHex('tokenbox.CallFlag'))) - 1n],
      ),
    ),
  ) & ~0xffn

/** One berlin chain with the london infrastructure, shared by every test of this file. */
async function setUp() {
  const connection = await network.create('berlin')
  const { viem, networkHelpers } = connection
  const publicClient = await viem.getPublicClient()
  const [owner, other, marketingWallet, teamWallet, lpWallet, holderWallet] = await viem.getWalletClients()
  if (!owner || !other || !marketingWallet || !teamWallet || !lpWallet || !holderWallet) {
    throw new Error('Need six accounts')
  }
  const infrastructure = await deployLocalInfrastructure({
    walletClient: owner,
    publicClient,
    build: 'london',
  })
  const { contracts } = infrastructure
  const me = getAddress(owner.account.address)

  /** Deploys london creation code from the first account (or `from`); returns the address. */
  const deployCode = async (abi: Abi, bytecode: Hex, args: readonly unknown[] = [], from = owner) => {
    const hash = await from.deployContract({ abi, bytecode, args })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    assert.equal(receipt.status, 'success')
    return getAddress(receipt.contractAddress!)
  }

  /** Deploys a token template's london build through core's deploy step (the app's path). */
  const deployToken = async (parameters: CreateTokenParameters) => {
    const step = createTokenDeployStep(
      parameters,
      await tokenTemplateBytecode(parameters.template, 'london'),
      'london',
    )
    // Dividend templates take their tracker from an earlier step's result; here it is an address.
    const args =
      typeof step.args === 'function' ? step.args({ results: [] } as unknown as StepContext) : step.args
    return await deployCode(step.abi, step.bytecode, args)
  }

  /** Asserts `address` runs the london build of the contract `runtime` fingerprints. */
  const assertLondon = async (address: Address, runtime: RuntimeFingerprints) => {
    const code = await publicClient.getCode({ address })
    assert.equal(
      runtimeBuild(hexToBytes(code ?? '0x'), runtime),
      'london',
      `${address} runs the london build`,
    )
  }

  const factory = await viem.getContractAt('UniswapV2Factory', contracts.factory)
  const as = {
    router: (wallet = owner) =>
      viem.getContractAt('UniswapV2Router02', contracts.router, { client: { wallet } }),
    token: (address: Address, wallet = owner) =>
      viem.getContractAt('TaxToken', address, { client: { wallet } }),
  }
  return {
    connection,
    viem,
    networkHelpers,
    publicClient,
    owner,
    other,
    holderWallet,
    me,
    trader: getAddress(other.account.address),
    wallets: {
      marketing: getAddress(marketingWallet.account.address),
      team: getAddress(teamWallet.account.address),
      lp: getAddress(lpWallet.account.address),
    },
    holder: getAddress(holderWallet.account.address),
    contracts,
    weth: await viem.getContractAt('WETH', contracts.weth),
    factory,
    router: await as.router(),
    usdt: await viem.getContractAt('SampleStablecoin', contracts.usdt),
    usdc: await viem.getContractAt('SampleStablecoin', contracts.usdc),
    locker: await viem.getContractAt('TokenLocker', contracts.lock),
    sender: await viem.getContractAt('MultiSender', contracts.send),
    multisigFactory: await viem.getContractAt('MultisigFactory', contracts.multisig),
    launchpad: await viem.getContractAt('LaunchpadFactory', contracts.launchpad),
    as,
    deployCode,
    deployToken,
    assertLondon,
    getPair: async (tokenA: Address, tokenB: Address) =>
      viem.getContractAt('UniswapV2Pair', await factory.read.getPair([tokenA, tokenB])),
    now: async () => BigInt(await networkHelpers.time.latest()),
  }
}

/** The marketing (tax) template with a 4% buy and sell tax and swap-back at 100,000 tokens. */
function taxedParameters(chain: Awaited<ReturnType<typeof setUp>>): MarketingTokenParameters {
  return {
    ...maxWalletTokenParameters(chain.me, chain.contracts.router, supply, 0n),
    name: 'Tax',
    symbol: 'TAX',
    buyFees: fourPercent,
    sellFees: fourPercent,
    marketingWallet: chain.wallets.marketing,
    teamWallet: chain.wallets.team,
    liquidityReceiver: chain.wallets.lp,
    swapBackEnabled: true,
    swapBackThreshold: parseEther('100000'),
  }
}

/**
 * What a transaction cost its sender. Berlin receipts have no `effectiveGasPrice` (EIP-1559 added
 * it): the price is the transaction's own `gasPrice`.
 */
async function gasPaidBy(receipt: TransactionReceipt): Promise<bigint> {
  const price =
    receipt.effectiveGasPrice ??
    (await chain.publicClient.getTransaction({ hash: receipt.transactionHash })).gasPrice
  return receipt.gasUsed * (price ?? 0n)
}

/**
 * A london DividendTracker and a dividend template (`dividend` or `lpDividend`) on it: the tax
 * parameters with 1% marketing and 4% reward both ways, paid in the native coin, the deployer excluded.
 */
async function deployDividendTemplate(template: 'dividend' | 'lpDividend', name: string, symbol: string) {
  const trackerAddress = await chain.deployCode(
    dividendTrackerAbi,
    await contractBytecode.DividendTracker.london(),
  )
  const address = await chain.deployToken({
    ...taxedParameters(chain),
    template,
    name,
    symbol,
    buyFees: { ...noShares, marketing: 100, reward: 400 },
    sellFees: { ...noShares, marketing: 100, reward: 400 },
    marketingWallet: chain.wallets.marketing,
    dividend: {
      tracker: trackerAddress,
      coin: zeroAddress,
      minHolding: 0n,
      claimWait: 0n,
      processGas: 0,
      excluded: [chain.me],
    },
  })
  return {
    trackerAddress,
    tracker: await chain.viem.getContractAt('DividendTracker', trackerAddress),
    address,
  }
}

let chain: Awaited<ReturnType<typeof setUp>>

before(async () => {
  chain = await setUp()
})

describe('the berlin node', () => {
  it('is chain 31338 without a base fee, and refuses the cancun build (PUSH0)', async () => {
    const { publicClient, owner } = chain
    assert.equal(await publicClient.getChainId(), 31338)
    const block = await publicClient.getBlock()
    assert.equal(block.baseFeePerGas ?? null, null, 'Berlin blocks have no base fee')

    const deployments: { name: 'StandardToken' | 'TokenLocker'; abi: Abi; args: readonly unknown[] }[] = [
      { name: 'StandardToken', abi: tokenTemplates.standard.abi, args: ['Std', 'STD', 18, 1n, chain.me] },
      { name: 'TokenLocker', abi: chain.locker.abi, args: [] },
    ]
    for (const { name, abi, args } of deployments) {
      const cancun = await contractBytecode[name].cancun()
      await assert.rejects(
        owner.deployContract({ abi, bytecode: cancun, args }),
        `${name}: the cancun build does not deploy`,
      )
      // Why: the node stops at the creation code's first PUSH0 (in the constructor's prologue),
      // an opcode Berlin does not have. Hardhat's own error does not name it; the trace does.
      const trace = (await chain.connection.provider.request({
        method: 'debug_traceCall',
        params: [{ data: cancun }, 'latest'],
      })) as { failed: boolean; structLogs: { op: string; error?: string }[] }
      assert.equal(trace.failed, true)
      const last = trace.structLogs.at(-1)
      assert.equal(last?.op, 'PUSH0', `${name}: stops at PUSH0`)
      assert.ok(last?.error, `${name}: PUSH0 is an error here (${last?.error})`)
      // The london build of the same contract, same arguments, deploys.
      const hash = await owner.deployContract({ abi, bytecode: await contractBytecode[name].london(), args })
      assert.equal((await publicClient.waitForTransactionReceipt({ hash })).status, 'success')
    }
  })
})

describe('the london infrastructure on the berlin node', () => {
  it('deploys every shared contract in its london build', async () => {
    const { contracts, assertLondon } = chain
    await assertLondon(contracts.weth, wethRuntime)
    await assertLondon(contracts.factory, uniswapV2FactoryRuntime)
    await assertLondon(contracts.router, uniswapV2Router02Runtime)
    await assertLondon(contracts.lock, tokenLockerRuntime)
    await assertLondon(contracts.send, multiSenderRuntime)
    await assertLondon(await chain.multisigFactory.read.implementation(), multisigWalletRuntime)
  })
})

describe('AMM (london build)', () => {
  it('creates pairs at the london init code hash, adds liquidity, swaps and removes it', async () => {
    const { viem, publicClient, router, factory, weth, usdt, usdc, me, other, trader, getPair, as } = chain
    assert.equal(await factory.read.INIT_CODE_PAIR_HASH(), uniswapV2PairInitCodeHash.london)
    assert.equal(await router.read.pairInitCodeHash(), uniswapV2PairInitCodeHash.london)
    assert.notEqual(uniswapV2PairInitCodeHash.london, uniswapV2PairInitCodeHash.cancun)

    // WETH wraps and unwraps.
    await weth.write.deposit({ value: parseEther('2') })
    await weth.write.withdraw([parseEther('1')])
    assert.equal(await weth.read.balanceOf([me]), parseEther('1'))

    await usdt.write.approve([router.address, maxUint256])
    await usdc.write.approve([router.address, maxUint256])
    await addStableLiquidity({ router, usdt, usdc }, '100000', me)
    await router.write.addLiquidityETH([usdt.address, parseUnits('100000', 6), 0n, 0n, me, deadline], {
      value: parseEther('50'),
    })
    for (const [a, b] of [
      [usdt.address, usdc.address],
      [usdt.address, weth.address],
    ] as const) {
      const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
      const expected = getCreate2Address({
        from: factory.address,
        salt: keccak256(`${token0}${token1.slice(2)}` as Hex),
        bytecodeHash: uniswapV2PairInitCodeHash.london,
      })
      const pair = await getPair(a, b)
      assert.equal(getAddress(pair.address), expected, 'the pair is where the london init code hash says')
      await chain.assertLondon(pair.address, uniswapV2PairRuntime)
    }

    // Swaps: tokens for tokens, ETH for tokens, tokens for ETH, each as the router quotes it.
    const routerAsTrader = await as.router(other)
    const quote = await router.read.getAmountsOut([parseUnits('100', 6), [usdt.address, usdc.address]])
    await usdt.write.transfer([trader, parseUnits('1000', 6)])
    const usdtAsTrader = await viem.getContractAt('SampleStablecoin', usdt.address, {
      client: { wallet: other },
    })
    await usdtAsTrader.write.approve([router.address, maxUint256])
    await routerAsTrader.write.swapExactTokensForTokens([
      parseUnits('100', 6),
      quote[1]!,
      [usdt.address, usdc.address],
      trader,
      deadline,
    ])
    assert.equal(await usdc.read.balanceOf([trader]), quote[1])
    await routerAsTrader.write.swapExactETHForTokens([0n, [weth.address, usdt.address], trader, deadline], {
      value: parseEther('1'),
    })
    const ethBefore = await publicClient.getBalance({ address: trader })
    const hash = await routerAsTrader.write.swapExactTokensForETH([
      parseUnits('500', 6),
      0n,
      [usdt.address, weth.address],
      trader,
      deadline,
    ])
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    assert.equal(receipt.type, 'legacy', 'Berlin has no EIP-1559: wallets send legacy transactions')
    const gasPaid = await gasPaidBy(receipt)
    assert.ok((await publicClient.getBalance({ address: trader })) + gasPaid > ethBefore, 'ETH came back')

    // Removal through the router (the pair's lock is a storage word in this build).
    const stablePair = await getPair(usdt.address, usdc.address)
    const lp = await stablePair.read.balanceOf([me])
    await stablePair.write.approve([router.address, maxUint256])
    await router.write.removeLiquidity([usdt.address, usdc.address, lp / 2n, 0n, 0n, me, deadline])
    assert.equal(await stablePair.read.balanceOf([me]), lp - lp / 2n)
  })

  it('refuses a flash swap that re-enters the pair, with ReentrancyGuardReentrantCall', async () => {
    const { viem, usdt, usdc, getPair, deployCode } = chain
    const pair = await getPair(usdt.address, usdc.address)
    const borrower = await viem.getContractAt(
      'FlashSwapBorrower',
      await deployCode(flashSwapBorrowerAbi, flashSwapBorrowerBytecode),
    )
    await usdt.write.transfer([borrower.address, parseUnits('10', 6)])
    const usdtIsToken0 = BigInt(usdt.address) < BigInt(usdc.address)
    const borrowed = parseUnits('100', 6)
    const [out0, out1] = usdtIsToken0 ? [borrowed, 0n] : [0n, borrowed]
    const fee = (borrowed * 1000n + 996n) / 997n - borrowed
    await viem.assertions.revertWithCustomError(
      borrower.write.borrow([pair.address, out0, out1, usdt.address, borrowed + fee, 1]),
      pair,
      'ReentrancyGuardReentrantCall',
    )
    await viem.assertions.emit(
      borrower.write.borrow([pair.address, out0, out1, usdt.address, borrowed + fee, 0]),
      pair,
      'Swap',
    )
  })
})

describe('token templates (london build)', () => {
  /** Recognised by core as the template, in its london build. */
  const assertTemplate = async (address: Address, template: TokenTemplateId) => {
    const code = await chain.publicClient.getCode({ address })
    assert.equal(identifyTokenTemplate(code), template)
    assert.equal(runtimeBuild(hexToBytes(code ?? '0x'), tokenTemplates[template].runtime), 'london')
  }

  it('StandardToken and MemeToken: deployed, transferred, born without an owner', async () => {
    const { viem, me, holder, deployToken } = chain
    const common = { name: 'Demo', symbol: 'DEMO', decimals: 9, initialSupply: 10n ** 15n, owner: me }
    for (const parameters of [
      { template: 'standard', ...common },
      { template: 'meme', ...common, burnable: true },
    ] as const) {
      const address = await deployToken(parameters)
      await assertTemplate(address, parameters.template)
      const token = await viem.getContractAt('MemeToken', address)
      await viem.assertions.emitWithArgs(token.write.transfer([holder, 1000n]), token, 'Transfer', [
        me,
        holder,
        1000n,
      ])
      assert.equal(await token.read.balanceOf([holder]), 1000n)
      assert.equal(await token.read.owner(), zeroAddress)
    }
  })

  it('NormalToken: transfer fee and burn, pause, then renounce', async () => {
    const { viem, me, holder, holderWallet, wallets, deployToken } = chain
    const address = await deployToken({
      template: 'normal',
      name: 'Normal',
      symbol: 'NRM',
      decimals: 18,
      initialSupply: parseEther('1000000'),
      owner: me,
      burnable: true,
      mintable: true,
      maxSupply: parseEther('2000000'),
      pausable: true,
      blacklistEnabled: true,
      whitelistEnabled: false,
      timedRenounceEnabled: false,
      renounceEndsAt: 0n,
      transferBurnBps: 100,
      transferFeeBps: 200,
      feeRecipient: wallets.marketing,
    })
    await assertTemplate(address, 'normal')
    const token = await viem.getContractAt('NormalToken', address)
    await token.write.transfer([holder, 10_000n])
    const asHolder = await viem.getContractAt('NormalToken', address, { client: { wallet: holderWallet } })
    await asHolder.write.transfer([wallets.team, 10_000n])
    assert.equal(await token.read.balanceOf([wallets.team]), 10_000n - 100n - 200n)
    assert.equal(await token.read.balanceOf([wallets.marketing]), 200n)
    await token.write.mint([holder, 5n])
    await token.write.pause()
    await viem.assertions.revertWithCustomError(asHolder.write.transfer([me, 1n]), token, 'TokenPaused')
    await token.write.unpause()
    await viem.assertions.emitWithArgs(token.write.renounceOwnership(), token, 'OwnershipTransferred', [
      me,
      zeroAddress,
    ])
    assert.equal(await token.read.owner(), zeroAddress)
    await asHolder.write.transfer([me, 5n])
  })

  it('CompoundToken: trades through the router across a rebase, then renounce', async () => {
    const { viem, me, other, trader, weth, networkHelpers, deployToken, getPair, as, now } = chain
    const startTime = (await now()) + 3600n
    const address = await deployToken(
      rebasingTokenParameters(me, chain.contracts.router, parseEther('1000000'), startTime),
    )
    await assertTemplate(address, 'compound')
    const token = await viem.getContractAt('CompoundToken', address)
    await token.write.approve([chain.router.address, maxUint256])
    await chain.router.write.addLiquidityETH([address, parseEther('500000'), 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    const routerAsTrader = await as.router(other)
    await routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
      [0n, [weth.address, address], trader, deadline],
      { value: parseEther('1') },
    )
    const bought = await token.read.balanceOf([trader])
    assert.ok(bought > 0n)
    const asTrader = await viem.getContractAt('CompoundToken', address, { client: { wallet: other } })
    await asTrader.write.approve([chain.router.address, maxUint256])
    // The first sell after two intervals of 1% rebases first, then sells half of the old balance.
    await networkHelpers.time.setNextBlockTimestamp(startTime + 2n * 3600n)
    const sold = bought / 2n
    await routerAsTrader.write.swapExactTokensForETHSupportingFeeOnTransferTokens([
      sold,
      0n,
      [address, weth.address],
      trader,
      deadline,
    ])
    assert.equal(await token.read.epoch(), 2)
    const grown = (bought * 10_201n) / 10_000n
    const after = await token.read.balanceOf([trader])
    assert.ok(after >= grown - sold - 2n && after <= grown - sold + 2n, 'grew 1.01^2, then sold')
    const pair = await getPair(address, weth.address)
    const [reserve0, reserve1] = await pair.read.getReserves()
    const tokenReserve = getAddress(await pair.read.token0()) === address ? reserve0 : reserve1
    assert.equal(await token.read.balanceOf([pair.address]), tokenReserve, 'the pair stays in sync')
    await token.write.renounceOwnership()
    assert.equal(await token.read.owner(), zeroAddress)
    await asTrader.write.transfer([me, 1n])
  })

  it('TaxToken: a taxed sell through the router swaps back (the flag is a storage word), again and again, and after renounce', async () => {
    const { viem, publicClient, me, other, trader, weth, wallets, deployToken, getPair, as } = chain
    const address = await deployToken(taxedParameters(chain))
    await assertTemplate(address, 'marketing')
    const token = await as.token(address)
    const pair = await getPair(address, weth.address)
    assert.equal(getAddress(await token.read.pair()), getAddress(pair.address))
    await token.write.approve([chain.router.address, maxUint256])
    await chain.router.write.addLiquidityETH([address, supply / 2n, 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    const routerAsTrader = await as.router(other)
    await viem.assertions.revertWithCustomError(
      routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
        [0n, [weth.address, address], trader, deadline],
        { value: parseEther('1') },
      ),
      token,
      'TokenTradingNotStarted',
    )
    await token.write.startTrading()
    const tokenAsTrader = await as.token(address, other)
    await tokenAsTrader.write.approve([chain.router.address, maxUint256])
    const engine = await viem.getContractAt('TaxSwapEngine', await token.read.swapEngine())
    const flag = async () =>
      hexToBigInt(
        (await publicClient.getStorageAt({ address, slot: `0x${swappingFlagSlot.toString(16)}` })) ?? '0x0',
      )
    assert.equal(await flag(), 0n, 'never raised yet')

    const buy = () =>
      routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
        [0n, [weth.address, address], trader, deadline],
        { value: parseEther('1') },
      )
    const sell = (amount: bigint) =>
      routerAsTrader.write.swapExactTokensForETHSupportingFeeOnTransferTokens([
        amount,
        0n,
        [address, weth.address],
        trader,
        deadline,
      ])
    // Each round: a buy taxes 4% of about 4.9M tokens (above the threshold), the sell swaps back.
    for (const round of [1, 2]) {
      await buy()
      assert.ok(
        (await token.read.pendingSwapBack()) >= parseEther('100000'),
        `round ${round}: above the threshold`,
      )
      const marketingBefore = await publicClient.getBalance({ address: wallets.marketing })
      const lpBefore = await pair.read.balanceOf([wallets.lp])
      await viem.assertions.emit(sell((await token.read.balanceOf([trader])) / 2n), engine, 'SwappedBack')
      assert.ok((await publicClient.getBalance({ address: wallets.marketing })) > marketingBefore)
      assert.ok((await pair.read.balanceOf([wallets.lp])) > lpBefore, 'liquidity added for the LP receiver')
      // Lowered (1), not left raised: a stuck flag would stop every later swap-back.
      assert.equal(await flag(), 1n, `round ${round}: the flag is lowered after the swap-back`)
    }

    // Two buys' worth pending: a sell still runs one swap-back of one threshold (the swap-back's own
    // transfers to the pair start none).
    await buy()
    await buy()
    const hash = await sell((await token.read.balanceOf([trader])) / 2n)
    const logs = parseEventLogs({
      abi: engine.abi,
      logs: (await publicClient.waitForTransactionReceipt({ hash })).logs,
      eventName: 'SwappedBack',
    })
    assert.equal(logs.length, 1, 'one swap-back per sell')

    await token.write.renounceOwnership()
    assert.equal(await token.read.owner(), zeroAddress)
    await buy()
    await viem.assertions.emit(sell((await token.read.balanceOf([trader])) / 2n), engine, 'SwappedBack')
  })

  it('DividendToken with the DividendTracker: a taxed sell swaps back and deposits dividends a holder claims', async () => {
    const { viem, publicClient, me, other, holder, holderWallet, trader, weth, as } = chain
    const { trackerAddress, tracker, address } = await deployDividendTemplate('dividend', 'Dividend', 'DIV')
    await chain.assertLondon(trackerAddress, dividendTrackerRuntime)
    await assertTemplate(address, 'dividend')
    assert.equal(await tracker.read.isRegistered([address]), true)
    const token = await viem.getContractAt('DividendToken', address)
    await token.write.approve([chain.router.address, maxUint256])
    await chain.router.write.addLiquidityETH([address, supply / 2n, 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    await token.write.startTrading()
    await token.write.transfer([holder, parseEther('3000000')])
    const routerAsTrader = await as.router(other)
    await routerAsTrader.write.swapExactETHForTokensSupportingFeeOnTransferTokens(
      [0n, [weth.address, address], trader, deadline],
      { value: parseEther('1') },
    )
    const tokenAsTrader = await viem.getContractAt('DividendToken', address, { client: { wallet: other } })
    await tokenAsTrader.write.approve([chain.router.address, maxUint256])
    await viem.assertions.emit(
      routerAsTrader.write.swapExactTokensForETHSupportingFeeOnTransferTokens([
        (await token.read.balanceOf([trader])) / 10n,
        0n,
        [address, weth.address],
        trader,
        deadline,
      ]),
      tracker,
      'DividendsDeposited',
    )
    const owed = await tracker.read.withdrawableOf([address, holder])
    assert.ok(owed > 0n, 'the holder earned')
    const trackerAsHolder = await viem.getContractAt('DividendTracker', trackerAddress, {
      client: { wallet: holderWallet },
    })
    const before = await publicClient.getBalance({ address: holder })
    const hash = await trackerAsHolder.write.claim([address])
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    assert.equal(
      (await publicClient.getBalance({ address: holder })) - before + (await gasPaidBy(receipt)),
      owed,
    )
    await token.write.renounceOwnership()
    assert.equal(await token.read.owner(), zeroAddress)
    await viem
      .getContractAt('DividendToken', address, { client: { wallet: holderWallet } })
      .then((asHolder) => asHolder.write.transfer([me, 1n]))
  })

  it('LpDividendToken: liquidity providers stake LP in the tracker and are paid by it', async () => {
    const { viem, me, other, trader, weth, getPair } = chain
    const { trackerAddress, tracker, address } = await deployDividendTemplate(
      'lpDividend',
      'LP Dividend',
      'LPD',
    )
    await assertTemplate(address, 'lpDividend')
    const token = await viem.getContractAt('LpDividendToken', address)
    await token.write.approve([chain.router.address, maxUint256])
    await chain.router.write.addLiquidityETH([address, supply / 2n, 0n, 0n, me, deadline], {
      value: parseEther('100'),
    })
    await token.write.startTrading()
    const pair = await getPair(address, weth.address)
    assert.equal(getAddress(await tracker.read.shareSource([address])), getAddress(pair.address))

    await token.write.transfer([trader, parseEther('10000000')])
    const tokenAsTrader = await viem.getContractAt('LpDividendToken', address, { client: { wallet: other } })
    const routerAsTrader = await chain.as.router(other)
    await tokenAsTrader.write.approve([chain.router.address, maxUint256])
    await routerAsTrader.write.addLiquidityETH([address, parseEther('1000000'), 0n, 0n, trader, deadline], {
      value: parseEther('10'),
    })
    const lp = await pair.read.balanceOf([trader])
    const pairAsTrader = await viem.getContractAt('UniswapV2Pair', pair.address, {
      client: { wallet: other },
    })
    const trackerAsTrader = await viem.getContractAt('DividendTracker', trackerAddress, {
      client: { wallet: other },
    })
    await pairAsTrader.write.approve([trackerAddress, lp])
    await trackerAsTrader.write.stake([address, lp])
    assert.equal(await tracker.read.shareOf([address, trader]), lp)
    await tracker.write.distribute([address, parseEther('1')], { value: parseEther('1') })
    assert.ok((await tracker.read.withdrawableOf([address, trader])) > 0n, 'the staker earned')
    await viem.assertions.emit(trackerAsTrader.write.claim([address]), tracker, 'DividendPaid')
    await trackerAsTrader.write.unstake([address, lp])
    assert.equal(await pair.read.balanceOf([trader]), lp)
    await token.write.renounceOwnership()
    assert.equal(await token.read.owner(), zeroAddress)
    await tokenAsTrader.write.transfer([me, 1n])
  })
})

describe('TokenLocker (london build)', () => {
  const fixedUntil = (end: bigint) => ({ kind: 0, start: 0n, end, cycle: 0n, firstBps: 0n, cycleBps: 0n })

  it('locks, batch-locks and withdraws', async () => {
    const { viem, locker, usdc, me, holder, holderWallet, networkHelpers, now } = chain
    await usdc.write.approve([locker.address, maxUint256])
    const end = (await now()) + 3600n
    await locker.write.lock([usdc.address, false, me, parseEther('100'), fixedUntil(end), 'London lock'])
    const first = await locker.read.lockCount()
    await locker.write.lockMany([
      usdc.address,
      false,
      [
        { owner: me, amount: parseEther('10'), schedule: fixedUntil(end) },
        { owner: holder, amount: parseEther('20'), schedule: fixedUntil(end) },
      ],
      'Team',
    ])
    assert.equal(await locker.read.lockCount(), first + 2n)
    assert.equal(await locker.read.totalLocked([usdc.address]), parseEther('130'))
    await viem.assertions.revertWithCustomError(
      locker.write.withdraw([first]),
      locker,
      'LockNothingToWithdraw',
    )
    await networkHelpers.time.increaseTo(end)
    const before = await usdc.read.balanceOf([me])
    await locker.write.withdraw([first])
    await locker.write.withdraw([first + 1n])
    const asHolder = await viem.getContractAt('TokenLocker', locker.address, {
      client: { wallet: holderWallet },
    })
    await asHolder.write.withdraw([first + 2n])
    assert.equal(await usdc.read.balanceOf([me]), before + parseEther('110'))
    assert.equal(await usdc.read.balanceOf([holder]), parseEther('20'))
    assert.equal(await locker.read.totalLocked([usdc.address]), 0n)
  })

  it('refuses a token that re-enters lock, lockMany, extend or withdraw, with ReentrancyGuardReentrantCall', async () => {
    const { viem, locker, me, networkHelpers, deployCode, now } = chain
    const hostile = await viem.getContractAt(
      'ReentrantLockToken',
      await deployCode(reentrantLockTokenAbi, reentrantLockTokenBytecode, [locker.address, parseEther('1')]),
    )
    await hostile.write.approve([locker.address, maxUint256])
    const end = (await now()) + 10n
    await locker.write.lock([hostile.address, false, me, 1000n, fixedUntil(end), ''])
    const held = await locker.read.lockCount()
    // The token itself owns a lock, for the withdraw attack.
    await locker.write.lock([hostile.address, false, hostile.address, 1000n, fixedUntil(end), ''])
    const own = held + 1n
    const entries = [{ owner: me, amount: 1000n, schedule: fixedUntil(end + 100n) }]
    for (const attack of [1, 2, 3, 4]) {
      await hostile.write.arm([attack, held])
      await viem.assertions.revertWithCustomError(
        locker.write.lock([hostile.address, false, me, 1000n, fixedUntil(end + 100n), '']),
        locker,
        'ReentrancyGuardReentrantCall',
      )
      await viem.assertions.revertWithCustomError(
        locker.write.lockMany([hostile.address, false, entries, '']),
        locker,
        'ReentrancyGuardReentrantCall',
      )
    }
    await networkHelpers.time.increaseTo(end)
    for (const attack of [1, 2, 3, 4]) {
      await hostile.write.arm([attack, own])
      await viem.assertions.revertWithCustomError(
        hostile.write.withdrawAsOwner([own]),
        locker,
        'ReentrancyGuardReentrantCall',
      )
    }
    await hostile.write.arm([0, 0n])
    assert.equal(await locker.read.lockCount(), own, 'no lock was added')
    await hostile.write.withdrawAsOwner([own])
    await locker.write.withdraw([held])
    assert.equal(await locker.read.totalLocked([hostile.address]), 0n, 'both paid once, nothing stuck')
  })
})

describe('MultiSender (london build)', () => {
  const recipients = Array.from({ length: 5 }, (_, index) =>
    getAddress(`0x${keccak256(stringToHex(`londonBuild.ts ${index}`)).slice(-40)}`),
  )

  it('sends native coin and tokens', async () => {
    const { viem, publicClient, sender, usdc, me } = chain
    const amounts = recipients.map((_, index) => BigInt(index + 1) * 10n ** 15n)
    const total = amounts.reduce((sum, amount) => sum + amount, 0n)
    const packed = recipients.map((recipient, index) => packRecipient(recipient, amounts[index]!))
    await viem.assertions.emitWithArgs(sender.write.sendNative([packed], { value: total }), sender, 'Sent', [
      me,
      zeroAddress,
      5n,
      total,
    ])
    for (const [index, recipient] of recipients.entries()) {
      assert.equal(await publicClient.getBalance({ address: recipient }), amounts[index])
    }
    await usdc.write.approve([sender.address, maxUint256])
    await sender.write.sendToken([usdc.address, total, packed])
    await sender.write.sendTokenFrom([usdc.address, recipients, amounts])
    for (const [index, recipient] of recipients.entries()) {
      assert.equal(await usdc.read.balanceOf([recipient]), amounts[index]! * 2n)
    }
    assert.equal(await usdc.read.balanceOf([sender.address]), 0n)
    assert.equal(await publicClient.getBalance({ address: sender.address }), 0n)
  })

  it('refuses a recipient that re-enters, even when it catches the failure', async () => {
    const { viem, publicClient, sender, deployCode } = chain
    const hostile = await viem.getContractAt(
      'SendTestReceiver',
      await deployCode(sendTestReceiverAbi, sendTestReceiverBytecode, [sender.address]),
    )
    await hostile.write.configure([2, true, zeroAddress]) // ReenterNative, catching
    const next = recipients[0]!
    const nextBefore = await publicClient.getBalance({ address: next })
    await sender.write.sendNative(
      [[packRecipient(hostile.address, parseEther('1')), packRecipient(next, parseEther('1'))]],
      {
        value: parseEther('2'),
      },
    )
    assert.equal(await hostile.read.lastError(), toFunctionSelector('MultiSenderReentrantCall()'))
    assert.equal(await publicClient.getBalance({ address: hostile.address }), parseEther('1'))
    assert.equal((await publicClient.getBalance({ address: next })) - nextBefore, parseEther('1'))
    // The lock was released: the sender works for the next caller.
    await hostile.write.configure([0, false, zeroAddress])
    await sender.write.sendNative([[packRecipient(hostile.address, 1n)]], { value: 1n })
  })
})

describe('MultisigFactory (london build)', () => {
  it('creates a wallet at the predicted address, which executes an order two signers confirmed', async () => {
    const { viem, publicClient, owner, other, holderWallet, multisigFactory, wallets } = chain
    const signers = [owner, other, holderWallet].map((wallet) => getAddress(wallet.account.address))
    const salt = keccak256(stringToHex('londonBuild.ts multisig'))
    const predicted = await multisigFactory.read.predictAddress([signers[0]!, salt])
    await viem.assertions.emit(
      multisigFactory.write.createWallet([signers, 2n, salt]),
      multisigFactory,
      'WalletCreated',
    )
    const code = await publicClient.getCode({ address: predicted })
    assert.equal(code, multisigCloneCode(await multisigFactory.read.implementation()), 'an EIP-1167 clone')
    const wallet = await viem.getContractAt('MultisigWallet', predicted)
    assert.deepEqual(await wallet.read.signers(), signers)
    await owner.sendTransaction({ to: predicted, value: parseEther('3') })

    await wallet.write.submit([wallets.team, parseEther('1'), '0x'])
    const id = (await wallet.read.orderCount()) - 1n
    const walletAsOther = await viem.getContractAt('MultisigWallet', predicted, { client: { wallet: other } })
    await walletAsOther.write.confirm([id])
    const before = await publicClient.getBalance({ address: wallets.team })
    await viem.assertions.emit(walletAsOther.write.execute([id]), wallet, 'OrderExecuted')
    assert.equal((await publicClient.getBalance({ address: wallets.team })) - before, parseEther('1'))
    assert.equal(await publicClient.getBalance({ address: predicted }), parseEther('2'))
  })
})

describe('LaunchpadFactory (london build)', () => {
  it('creates a presale clone that takes a purchase, lists at the rate with the LP locked, and pays the claim', async () => {
    const {
      viem,
      networkHelpers,
      owner,
      other,
      launchpad,
      contracts,
      getPair,
      deployCode,
      assertLondon,
      now,
    } = chain
    await assertLondon(launchpad.address, launchpadFactoryRuntime)
    await assertLondon(await launchpad.read.implementation(), presaleRuntime)
    const token = await viem.getContractAt(
      'ReferenceERC20',
      await deployCode(referenceERC20Abi, referenceERC20Bytecode, [parseEther('1000000')]),
    )
    const start = (await now()) + 100n
    const params = standardParams(token.address, contracts.router, contracts.lock, start)
    const presale = await viem.getContractAt('Presale', await launchpad.read.nextPresaleAddress([chain.me]))
    await token.write.approve([launchpad.address, maxUint256])
    await launchpad.write.createPresale([params, ''])
    await networkHelpers.time.increaseTo(start)
    const asOther = await viem.getContractAt('Presale', presale.address, { client: { wallet: other } })
    await asOther.write.contribute([0n, parseEther('3'), zeroAddress, 0, []], { value: parseEther('3') })
    await networkHelpers.time.increaseTo(start + 86_400n)
    await presale.write.finalize()
    const pair = await getPair(token.address, contracts.weth)
    const [r0, r1] = await pair.read.getReserves()
    const [rToken, rCoin] = (await pair.read.token0()) === token.address ? [r0, r1] : [r1, r0]
    assert.equal(rCoin, parseEther('1.8'))
    assert.equal(rToken, parseEther('1440'))
    const [lock] = await chain.locker.read.getLocks([[(await presale.read.info()).books.lockId]])
    assert.equal(lock?.owner, getAddress(owner.account.address))
    await asOther.write.claim()
    assert.equal(await token.read.balanceOf([other.account.address]), parseEther('1500'))
  })
})

describe('314 tokens (london build)', () => {
  const config = (owner: Address) => ({
    name: 'Coin 314',
    symbol: 'C314',
    totalSupply: parseEther('1000000'),
    liquidityTokens: parseEther('800000'),
    owner,
    feeReceiver: owner,
    buyFeeBps: 300,
    sellFeeBps: 500,
    maxWallet: 0n,
  })

  it('Token314: liquidity, a buy by plain transfer and a sell by transfer to the token', async () => {
    const { viem, publicClient, me, other, trader, deployCode, assertLondon, now } = chain
    const address = await deployCode(token314Abi, await contractBytecode.Token314.london(), [config(me)])
    await assertLondon(address, token314Runtime)
    const code = await publicClient.getCode({ address })
    assert.ok((code!.length - 2) / 2 <= 24_576, 'within EIP-170')
    const token = await viem.getContractAt('Token314', address)
    await token.write.addLiquidity([(await now()) + 31n * 86_400n], { value: parseEther('10') })
    await publicClient.waitForTransactionReceipt({
      hash: await other.sendTransaction({ to: address, value: parseEther('1') }),
    })
    const bought = await token.read.balanceOf([trader])
    assert.ok(bought > 0n, 'bought by plain transfer')
    const asTrader = await viem.getContractAt('Token314', address, { client: { wallet: other } })
    const [coinOut] = await token.read.quoteSell([bought])
    const before = await publicClient.getBalance({ address: trader })
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: await asTrader.write.transfer([address, bought]),
    })
    const after = await publicClient.getBalance({ address: trader })
    assert.equal(after - before + (await gasPaidBy(receipt)), coinOut, 'sold by transfer to the token')
    const [coinReserve, tokenReserve] = await token.read.getReserves()
    assert.equal(await token.read.balanceOf([address]), tokenReserve)
    assert.ok(coinReserve > parseEther('10') - parseEther('1'))
  })

  it('X314SaleToken: sale, launch into the built-in market, then trading', async () => {
    const { viem, publicClient, me, other, trader, deployCode, assertLondon, now } = chain
    const address = await deployCode(x314SaleTokenAbi, await contractBytecode.X314SaleToken.london(), [
      {
        token: { ...config(me), liquidityTokens: parseEther('300000') },
        tokensPerCoin: parseEther('10000'),
        hardCap: parseEther('50'),
        softCap: 0n,
        minContribution: parseEther('0.1'),
        maxContribution: parseEther('10'),
        endTime: (await now()) + 86_400n,
        liquidityBps: 6_000,
        lockDuration: 30n * 86_400n,
        beneficiary: me,
      },
      { tradingStartTime: 0n, burnBps: 100, inviteBps: 1_000, minBindAmount: parseEther('1') },
    ])
    await assertLondon(address, x314SaleTokenRuntime)
    const code = await publicClient.getCode({ address })
    assert.ok((code!.length - 2) / 2 <= 24_576, 'within EIP-170')
    const token = await viem.getContractAt('X314SaleToken', address)
    await publicClient.waitForTransactionReceipt({
      hash: await other.sendTransaction({ to: address, value: parseEther('2') }),
    })
    assert.equal(await token.read.balanceOf([trader]), parseEther('20000'), 'the sale price')
    await token.write.launch()
    assert.equal(await token.read.phase(), 2)
    const [coinReserve, tokenReserve] = await token.read.getReserves()
    assert.equal(coinReserve, parseEther('1.2'))
    assert.equal(tokenReserve, parseEther('12000'), 'the pool at the sale price')
    const asTrader = await viem.getContractAt('X314SaleToken', address, { client: { wallet: other } })
    await publicClient.waitForTransactionReceipt({
      hash: await asTrader.write.sell([parseEther('1000'), 1n, 2n ** 40n]),
    })
    assert.equal(await token.read.balanceOf([address]), (await token.read.getReserves())[1])
  })
})
