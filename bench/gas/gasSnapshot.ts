/**
 * Gas snapshot of the infrastructure contracts and the token templates: deploys them on a fresh
 * Hardhat node and records the gas used by each deployment and by the operations users pay for most
 * (the MultiSender figures and their references are measured by multiSenderGas.ts).
 *
 *   node bench/gas/gasSnapshot.ts           measure and print
 *   node bench/gas/gasSnapshot.ts --write   measure and write bench/results/gas-snapshot.json
 *   node bench/gas/gasSnapshot.ts --check   measure and compare with the committed snapshot; exits 1
 *                                           when any figure rose (CI runs this)
 *
 * Figures are deterministic: a fresh chain, a fixed order of transactions, fixed calldata (amounts,
 * deadline) and block timestamps set 12 s apart, because the pair's price oracle writes storage only
 * when time has passed since the last update, which would otherwise depend on the wall clock.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contractBytecode } from '@tokenbox/core/contracts/bytecodes.ts'
import {
  beanPoolAbi,
  compoundSaleTokenAbi,
  compoundTokenAbi,
  contractsSourceHash,
  dividendSaleTokenAbi,
  dividendTokenAbi,
  dividendTrackerAbi,
  earnPoolAbi,
  fairLaunchTokenAbi,
  financeFactoryAbi,
  inscriptionTokenAbi,
  lpDividendSaleTokenAbi,
  lpDividendTokenAbi,
  memeTokenAbi,
  miningFactoryAbi,
  miningPoolAbi,
  multicall3Abi,
  multisigFactoryAbi,
  normalTokenAbi,
  sale314TokenAbi,
  saleTokenAbi,
  sampleStablecoinAbi,
  standardTokenAbi,
  taxSaleTokenAbi,
  taxSwapEngineAbi,
  taxTokenAbi,
  token314Abi,
  tokenLockerAbi,
  tokenSaleHubAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
  wethAbi,
  x314SaleTokenAbi,
  x314TokenAbi,
} from '@tokenbox/core/contracts/index.ts'
import {
  dividendTestTokenAbi,
  dividendTestTokenBytecode,
} from '@tokenbox/core/contracts/test/DividendTestToken.ts'
import {
  feeOnTransferTokenAbi,
  feeOnTransferTokenBytecode,
} from '@tokenbox/core/contracts/test/FeeOnTransferToken.ts'
import {
  referenceEnumerableLockerAbi,
  referenceEnumerableLockerBytecode,
} from '@tokenbox/core/contracts/test/ReferenceEnumerableLocker.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/contracts/test/ReferenceERC20.ts'
import type { ContractBuild } from '@tokenbox/core/evm/contractBuild.ts'
import { deterministicDeployer, sharedContractSalt } from '@tokenbox/core/evm/deterministicDeployment.ts'
import { deployLocalInfrastructure } from '@tokenbox/core/local/deployLocalInfrastructure.ts'
import type { LocalContracts } from '@tokenbox/core/local/localDeployments.ts'
import { startHardhatNode } from '@tokenbox/core/local/startHardhatNode.ts'
import { miningConfig } from '@tokenbox/core/mining/miningConfig.ts'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem'
import { hardhat } from 'viem/chains'
import { benchBulkInscription, checkBulkInscriptionTargets } from './bulkInscriptionGas.ts'
import { benchInscriptionSale } from './inscriptionSaleGas.ts'
import { benchLaunchpad } from './launchpadGas.ts'
import { benchMultiSender, checkMultiSenderTargets } from './multiSenderGas.ts'
import { benchMultisig, checkMultisigTargets } from './multisigGas.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const snapshotPath = join(repoRoot, 'bench', 'results', 'gas-snapshot.json')
/** A fixed deadline far in the future: its bytes are part of the calldata and so of the gas. */
const deadline = 2n ** 40n
const aggregateCallCount = 10
/** A standard-template transfer may cost at most this much more than a plain OpenZeppelin one. */
const standardTransferTolerance = 0.05

/** The tax token's targets (issue): a taxed transfer, buy or sell without swap-back, and a sell that swaps back. */
const taxTransferTarget = 70_000
const taxSwapBackSellTarget = 250_000
const taxLabels = {
  transfer: 'TaxToken wallet transfer (untaxed, to a new holder)',
  buy: 'TaxToken buy (pair pays a new holder; 4% tax, limits on)',
  sell: 'TaxToken sell (holder pays the pair; 4% tax, no swap-back)',
  routerBuy: 'router swapExactETHForTokensSupportingFeeOnTransferTokens (TaxToken buy, 4% tax)',
  routerSell: 'router swapExactTokensForETHSupportingFeeOnTransferTokens (TaxToken sell, no swap-back)',
  routerSellSwapBack:
    'router swapExactTokensForETHSupportingFeeOnTransferTokens (TaxToken sell that swaps back to ETH)',
  routerSellFirstSwapBack:
    'router swapExactTokensForETHSupportingFeeOnTransferTokens (TaxToken sell, first swap-back ever)',
} as const

/** The dividend templates: the tax token's trades plus share reports, deposits and processing. */
const dividendLabels = (template: 'DividendToken' | 'LpDividendToken') =>
  ({
    deploy: `deploy ${template} (native quote and dividends, 4% tax with a 2% reward share, registers with the tracker)`,
    routerBuy: `router swapExactETHForTokensSupportingFeeOnTransferTokens (${template} buy, 4% tax)`,
    routerSell: `router swapExactTokensForETHSupportingFeeOnTransferTokens (${template} sell, no swap-back)`,
    routerSellSwapBack: `router swapExactTokensForETHSupportingFeeOnTransferTokens (${template} sell that swaps back, deposits and pays dividends with processGas 300,000)`,
  }) as const

const lockerLabels = {
  deployReference: 'deploy ReferenceEnumerableLocker (reference, PinkLock-style)',
} as const

type Measured = {
  gas: Record<string, number>
  codeSize: Record<string, number>
}

/** The cancun build's figures at the top (as before builds existed), the london build's beside them. */
type Snapshot = Measured & {
  description: string
  contractsSourceHash: string
  london: Measured
}

const deploymentLabels: Record<keyof LocalContracts, string> = {
  multicall3: 'deploy Multicall3',
  weth: 'deploy WETH',
  factory: 'deploy UniswapV2Factory',
  router: 'deploy UniswapV2Router02',
  usdt: 'deploy SampleStablecoin (USDT, 6 decimals)',
  usdc: 'deploy SampleStablecoin (USDC, 18 decimals)',
  lock: 'deploy TokenLocker',
  send: 'deploy MultiSender',
  multisig: 'deploy MultisigFactory (with its MultisigWallet implementation)',
  launchpad: 'deploy LaunchpadFactory (with its Presale implementation)',
}

/**
 * The options of a tax token measured with none of its extras (no limits, invitation, fomo,
 * blacklist, bot window, airdrop, cool down, links, burn or renounce), swap-back on at `threshold`.
 */
function plainTaxOptions(swapBackThreshold: bigint) {
  return {
    maxWallet: 0n,
    maxTx: 0n,
    swapBackEnabled: true,
    swapBackThreshold,
    inviteBps: [],
    inviterMinHold: 0n,
    minTransferToBind: 0n,
    fomo: { window: 0, threshold: 0n, topWinners: 0, periodRewardBps: 0 },
    blacklistEnabled: false,
    botBlocks: 0,
    airdropCount: 0,
    tradingStartsAt: 0n,
    cooldownSeconds: 0,
    twitter: '',
    telegram: '',
    website: '',
    burnable: false,
    timedRenounceEnabled: false,
    renounceEndsAt: 0n,
  } as const
}

/** The token templates and the tracker in one build, loaded before the measurements. */
async function loadBytecode(build: ContractBuild) {
  const names = [
    'CompoundSaleToken',
    'CompoundToken',
    'DividendSaleToken',
    'DividendToken',
    'DividendTracker',
    'FairLaunchToken',
    'InscriptionToken',
    'LpDividendSaleToken',
    'LpDividendToken',
    'MemeToken',
    'NormalToken',
    'SaleToken',
    'StandardToken',
    'TaxSaleToken',
    'TaxSwapEngine',
    'TaxToken',
    'TokenSaleHub',
    'Token314',
    'X314Token',
    'Sale314Token',
    'X314SaleToken',
    'MiningFactory',
    'FinanceFactory',
    'BulkInscriber',
    'InscriptionSaleFactory',
  ] as const
  const loaded = await Promise.all(names.map((name) => contractBytecode[name][build]()))
  return Object.fromEntries(names.map((name, index) => [name, loaded[index]!])) as Record<
    (typeof names)[number],
    Hex
  >
}

/**
 * Measures one build of TokenBox's contracts. Both builds run on the same fresh node (Hardhat's
 * current hardfork runs the london build too), so the two snapshots differ only by the build:
 * transient storage against storage locks, PUSH0 against PUSH1 0. The references and test tokens
 * (ReferenceERC20, the reference senders and locker, the fee-on-transfer token) are the same in
 * both.
 */
async function measure(build: ContractBuild): Promise<Measured> {
  const templateCode = await loadBytecode(build)
  // A loaded 2-core machine took 45 to 85 s to start the node (the default waits 60 s).
  const node = await startHardhatNode({ timeoutMs: 180_000 })
  try {
    const transport = http(node.url)
    const publicClient = createPublicClient({ chain: hardhat, transport })
    const [account, receiver, thirdAccount] = await createWalletClient({
      chain: hardhat,
      transport,
    }).getAddresses()
    if (!account || !receiver || !thirdAccount) throw new Error('The node has fewer than three dev accounts')
    const walletClient = createWalletClient({ account, chain: hardhat, transport })
    const testClient = createTestClient({ mode: 'hardhat', chain: hardhat, transport })
    const gas: Record<string, number> = {}

    let timestamp = (await publicClient.getBlock()).timestamp
    const nextBlock = async () => {
      timestamp += 12n
      // A block mined without a set timestamp (a deployment) takes the wall clock's; on a slow,
      // loaded machine that can pass the count, and the node refuses a timestamp in the past.
      const latest = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp
      if (timestamp <= latest) timestamp = latest + 12n
      await testClient.setNextBlockTimestamp({ timestamp })
    }
    // Sends one transaction in its own block and returns its receipt (throws when it reverted).
    const send = async (to: Address, data: Hex, value = 0n) => {
      await nextBlock()
      const hash = await walletClient.sendTransaction({ to, data, value })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
      return receipt
    }
    const record = async (label: string, to: Address, data: Hex, value = 0n) => {
      gas[label] = Number((await send(to, data, value)).gasUsed)
    }

    // Deployments: through the product's own deploy function; each lands in its own block.
    const startBlock = await publicClient.getBlockNumber({ cacheTime: 0 })
    const deployments = await deployLocalInfrastructure({ walletClient, publicClient, build })
    const endBlock = await publicClient.getBlockNumber({ cacheTime: 0 })
    // Those blocks carry the wall clock: on a loaded machine it passed the clock read above by 12 s
    // or more, and the next block set 12 s after that read was refused as not after its parent.
    timestamp = (await publicClient.getBlock({ blockNumber: endBlock })).timestamp
    // Dates travel in calldata (a sale's end, a lock's end), where a zero byte costs 4 gas and any
    // other 16: a date read off the wall clock made a deployment cost 12 gas more or less from one
    // run to the next (fresh6 of 0776d25 failed the gate so). From here the clock starts at a fixed
    // point of a 2^24-second cycle (low bytes 0x010101; the fourth byte changes twice a year and is
    // never zero before 2106), and every measured block is set 12 s after the last, so every date's
    // bytes, and the gas, are the same in every run.
    timestamp = (((timestamp >> 24n) + 1n) << 24n) + 0x010101n - 12n
    const labelByAddress = new Map(
      Object.entries(deployments.contracts).map(([key, address]) => [
        address.toLowerCase(),
        deploymentLabels[key as keyof LocalContracts],
      ]),
    )
    for (let number = startBlock + 1n; number <= endBlock; number++) {
      const block = await publicClient.getBlock({ blockNumber: number })
      for (const hash of block.transactions) {
        const receipt = await publicClient.getTransactionReceipt({ hash })
        const label = receipt.contractAddress && labelByAddress.get(receipt.contractAddress.toLowerCase())
        if (label) gas[label] = Number(receipt.gasUsed)
      }
    }
    const { multicall3, weth, factory, router, usdt, usdc } = deployments.contracts

    // Approvals are set-up, not measured.
    for (const token of [usdt, usdc]) {
      await send(
        token,
        encodeFunctionData({ abi: sampleStablecoinAbi, functionName: 'approve', args: [router, maxUint256] }),
      )
    }

    await record(
      `Multicall3 aggregate3 (${aggregateCallCount} balanceOf calls)`,
      multicall3,
      encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [
          Array.from({ length: aggregateCallCount }, () => ({
            target: usdt,
            allowFailure: false,
            callData: encodeFunctionData({
              abi: sampleStablecoinAbi,
              functionName: 'balanceOf',
              args: [account],
            }),
          })),
        ],
      }),
    )
    await record(
      'WETH deposit (first)',
      weth,
      encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
      parseEther('1'),
    )
    await record(
      'WETH withdraw (half)',
      weth,
      encodeFunctionData({ abi: wethAbi, functionName: 'withdraw', args: [parseEther('0.5')] }),
    )
    await record(
      'SampleStablecoin transfer (to a new holder)',
      usdt,
      encodeFunctionData({
        abi: sampleStablecoinAbi,
        functionName: 'transfer',
        args: [receiver, parseUnits('100', 6)],
      }),
    )
    await record(
      'UniswapV2Factory createPair',
      factory,
      encodeFunctionData({ abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [usdt, usdc] }),
    )
    const stableAmount6 = parseUnits('1000000', 6)
    const stableAmount18 = parseUnits('1000000', 18)
    await record(
      'router addLiquidity (first deposit, existing pair)',
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidity',
        args: [usdt, usdc, stableAmount6, stableAmount18, 0n, 0n, account, deadline],
      }),
    )
    await record(
      'router addLiquidityETH (first deposit, creates the pair)',
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [usdt, parseUnits('300000', 6), 0n, 0n, account, deadline],
      }),
      parseEther('100'),
    )
    await record(
      'router swapExactTokensForTokens (1 hop)',
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('1000', 6), 0n, [usdt, usdc], account, deadline],
      }),
    )
    await record(
      'router swapExactETHForTokens (1 hop)',
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, usdt], account, deadline],
      }),
      parseEther('1'),
    )

    // Fee-on-transfer: a test token that burns 1% of each transfer, paired with USDC.
    await nextBlock()
    const taxedHash = await walletClient.deployContract({
      abi: feeOnTransferTokenAbi,
      bytecode: feeOnTransferTokenBytecode,
      args: [100n, parseEther('1000000000')],
    })
    const taxed = (await publicClient.waitForTransactionReceipt({ hash: taxedHash })).contractAddress!
    await send(
      taxed,
      encodeFunctionData({ abi: feeOnTransferTokenAbi, functionName: 'approve', args: [router, maxUint256] }),
    )
    await send(
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidity',
        args: [taxed, usdc, parseEther('1000000'), stableAmount18 / 10n, 0n, 0n, account, deadline],
      }),
    )
    await record(
      'router swapExactTokensForTokensSupportingFeeOnTransferTokens (1 hop)',
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [parseEther('1000'), 0n, [taxed, usdc], account, deadline],
      }),
    )

    const pair = await publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [usdt, usdc],
    })
    const shares = await publicClient.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'balanceOf',
      args: [account],
    })
    await send(
      pair,
      encodeFunctionData({ abi: uniswapV2PairAbi, functionName: 'approve', args: [router, maxUint256] }),
    )
    await record(
      'router removeLiquidity (half)',
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'removeLiquidity',
        args: [usdt, usdc, shares / 2n, 0n, 0n, account, deadline],
      }),
    )

    // Token templates. Transfers are measured the same way for each: the first transfer from the
    // holder of the supply to a fresh account (a cold balance slot becoming non-zero).
    const supply = parseEther('1000000000')
    const deployToken = async (label: string, deploy: () => Promise<Hex>) => {
      await nextBlock()
      const receipt = await publicClient.waitForTransactionReceipt({ hash: await deploy() })
      if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`${label} failed`)
      gas[label] = Number(receipt.gasUsed)
      return receipt.contractAddress
    }
    const transferData = (to: Address, amount: bigint) =>
      encodeFunctionData({ abi: referenceERC20Abi, functionName: 'transfer', args: [to, amount] })
    const freshHolder = (index: number): Address =>
      `0x${(0xb0b0n + BigInt(index)).toString(16).padStart(40, '0')}`

    const reference = await deployToken('deploy ReferenceERC20 (plain OpenZeppelin ERC20)', () =>
      walletClient.deployContract({
        abi: referenceERC20Abi,
        bytecode: referenceERC20Bytecode,
        args: [supply],
      }),
    )
    await record('ReferenceERC20 transfer (to a new holder)', reference, transferData(freshHolder(1), 1000n))
    const standard = await deployToken('deploy StandardToken', () =>
      walletClient.deployContract({
        abi: standardTokenAbi,
        bytecode: templateCode.StandardToken,
        args: ['Standard', 'STD', 18, supply, account],
      }),
    )
    await record('StandardToken transfer (to a new holder)', standard, transferData(freshHolder(2), 1000n))
    const meme = await deployToken('deploy MemeToken (burn on)', () =>
      walletClient.deployContract({
        abi: memeTokenAbi,
        bytecode: templateCode.MemeToken,
        args: ['Meme', 'MEME', 18, supply, account, true],
      }),
    )
    await record('MemeToken transfer (to a new holder)', meme, transferData(freshHolder(3), 1000n))

    // The inscription token's mint, by `mint()` and by a plain zero-value transfer (empty calldata,
    // its `receive`), each for an address minting for the first time (its count and balance slots
    // become non-zero) and for a second mint; the token already has a mint before them.
    const inscription = await deployToken('deploy InscriptionToken', () =>
      walletClient.deployContract({
        abi: inscriptionTokenAbi,
        bytecode: templateCode.InscriptionToken,
        args: ['Inscription', 'insc', 18, parseEther('21000000'), parseEther('1000'), 10n, 0n, account],
      }),
    )
    const mintCall = encodeFunctionData({ abi: inscriptionTokenAbi, functionName: 'mint' })
    const recordFrom = async (label: string, from: Address, data: Hex) => {
      await nextBlock()
      const client = createWalletClient({ account: from, chain: hardhat, transport })
      const hash = await client.sendTransaction({ to: inscription, data, value: 0n })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`${label} reverted`)
      gas[label] = Number(receipt.gasUsed)
    }
    await send(inscription, mintCall)
    await recordFrom('InscriptionToken mint() (a new minter)', receiver, mintCall)
    await recordFrom('InscriptionToken plain zero-value transfer mint (a new minter)', thirdAccount, '0x')
    await recordFrom('InscriptionToken mint() (a second mint)', receiver, mintCall)
    await recordFrom('InscriptionToken plain zero-value transfer mint (a second mint)', thirdAccount, '0x')

    const normalConfig = {
      name: 'Normal',
      symbol: 'NRM',
      decimals: 18,
      initialSupply: supply,
      owner: account,
      burnable: false,
      mintable: false,
      // The mint's cap where the full token turns mint on (ignored without it).
      maxSupply: supply * 2n,
      pausable: false,
      blacklistEnabled: false,
      whitelistEnabled: false,
      timedRenounceEnabled: false,
      renounceEndsAt: 0n,
      transferBurnBps: 0,
      transferFeeBps: 0,
      feeRecipient: receiver,
    }
    const normalPlain = await deployToken('deploy NormalToken (every option off)', () =>
      walletClient.deployContract({
        abi: normalTokenAbi,
        bytecode: templateCode.NormalToken,
        args: [normalConfig],
      }),
    )
    await record(
      'NormalToken transfer (every option off, to a new holder)',
      normalPlain,
      transferData(freshHolder(4), 1000n),
    )
    // The owner and the fee address are fee exempt, so a taxed transfer needs an ordinary holder as
    // sender: the second dev account becomes that holder (set-up, not measured). The fee address
    // already holds tokens, as it does after the first taxed transfer.
    const feeAddress = freshHolder(5)
    const normalFull = await deployToken('deploy NormalToken (every option on, 1% burn + 2% fee)', () =>
      walletClient.deployContract({
        abi: normalTokenAbi,
        bytecode: templateCode.NormalToken,
        args: [
          {
            ...normalConfig,
            burnable: true,
            mintable: true,
            pausable: true,
            blacklistEnabled: true,
            whitelistEnabled: true,
            timedRenounceEnabled: true,
            transferBurnBps: 100,
            transferFeeBps: 200,
            feeRecipient: feeAddress,
          },
        ],
      }),
    )
    await send(normalFull, encodeFunctionData({ abi: normalTokenAbi, functionName: 'disableWhitelistOnly' }))
    await send(normalFull, transferData(receiver, parseEther('1000')))
    await send(normalFull, transferData(feeAddress, 1n))
    await nextBlock()
    const taxedReceipt = await publicClient.waitForTransactionReceipt({
      hash: await createWalletClient({ account: receiver, chain: hardhat, transport }).sendTransaction({
        to: normalFull,
        data: transferData(freshHolder(6), parseEther('100')),
      }),
    })
    if (taxedReceipt.status !== 'success') throw new Error('The taxed NormalToken transfer reverted')
    // Prove the measured transfer really paid the 1% burn and 2% fee (97 of 100 tokens arrive).
    const taxedArrived = await publicClient.readContract({
      address: normalFull,
      abi: normalTokenAbi,
      functionName: 'balanceOf',
      args: [freshHolder(6)],
    })
    if (taxedArrived !== parseEther('97'))
      throw new Error(`The taxed transfer delivered ${taxedArrived}, not 97 tokens`)
    gas['NormalToken transfer (every option on, 1% burn + 2% fee, to a new holder)'] = Number(
      taxedReceipt.gasUsed,
    )

    // Compound: a rebasing token paired with the native coin, with liquidity in its pair so that a
    // rebase outside a swap also pays for the pair's sync. The first holder transfer lands before
    // the first interval boundary (no rebase); the second lands exactly on it (one rebase + sync).
    const compoundStart = timestamp + 3600n
    const compoundInterval = 3600n
    const compound = await deployToken(
      'deploy CompoundToken (auto rebase, 3% buy + 5% sell fee, creates the pair)',
      () =>
        walletClient.deployContract({
          abi: compoundTokenAbi,
          bytecode: templateCode.CompoundToken,
          args: [
            {
              name: 'Compound',
              symbol: 'CMP',
              decimals: 18,
              initialSupply: supply,
              owner: account,
              router,
              quoteToken: '0x0000000000000000000000000000000000000000',
              rate: 1_000_000,
              interval: compoundInterval,
              startTime: compoundStart,
              maxSupply: supply * 100n,
              autoRebase: true,
              buyFeeBps: 300,
              sellFeeBps: 500,
              marketingWallet: freshHolder(7),
              burnable: false,
              timedRenounceEnabled: false,
              renounceEndsAt: 0n,
            },
          ],
        }),
    )
    await send(
      compound,
      encodeFunctionData({ abi: compoundTokenAbi, functionName: 'approve', args: [router, maxUint256] }),
    )
    await send(
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [compound, supply / 2n, 0n, 0n, account, deadline],
      }),
      parseEther('100'),
    )
    await record(
      'CompoundToken transfer (no rebase due, to a new holder)',
      compound,
      transferData(freshHolder(8), 1000n),
    )
    // The next block lands exactly on the first interval boundary.
    timestamp = compoundStart + compoundInterval - 12n
    await record(
      'CompoundToken transfer (triggers a rebase and the pair sync, to a new holder)',
      compound,
      transferData(freshHolder(9), 1000n),
    )
    const compoundEpoch = await publicClient.readContract({
      address: compound,
      abi: compoundTokenAbi,
      functionName: 'epoch',
    })
    if (compoundEpoch !== 1) throw new Error(`The rebasing transfer reached epoch ${compoundEpoch}, not 1`)

    // Dividend tracker. The bench account plays the token (any account may open its own book), so
    // these figures are the tracker's own, without a token's transfer around them. Ten holders:
    // the second dev account (it claims) and nine fresh addresses; claim wait 0 so every processed
    // round pays all ten. "First" figures write fresh storage; the others are the steady state.
    const trackerData = (functionName: string, args: readonly unknown[] = []) =>
      encodeFunctionData({ abi: dividendTrackerAbi, functionName, args } as never)
    const tracker = await deployToken('deploy DividendTracker', () =>
      walletClient.deployContract({ abi: dividendTrackerAbi, bytecode: templateCode.DividendTracker }),
    )
    await record(
      'DividendTracker register (native coin, pair and router excluded)',
      tracker,
      trackerData('register', [
        { coin: zeroAddress, shareSource: zeroAddress, minHolding: 0n, claimWait: 0n },
        [freshHolder(20), freshHolder(21)],
      ]),
    )
    const dividendHolders = [receiver, ...Array.from({ length: 9 }, (_, index) => freshHolder(30 + index))]
    for (const holder of dividendHolders.slice(0, 9))
      await send(tracker, trackerData('setShare', [holder, parseEther('1000')]))
    const depositData = trackerData('depositNative')
    await send(tracker, depositData, parseEther('1'))
    await record(
      'DividendTracker setShare (new holder)',
      tracker,
      trackerData('setShare', [dividendHolders[9], parseEther('1000')]),
    )
    await record('DividendTracker depositNative (10 holders)', tracker, depositData, parseEther('1'))
    // process stops when the gas left gets low, so an estimate finds a limit that pays fewer
    // holders: it is sent with a fixed gas limit (as the UI must).
    const recordProcess = async (label: string) => {
      await nextBlock()
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await walletClient.sendTransaction({
          to: tracker,
          data: trackerData('process', [account, 10_000_000n]),
          gas: 3_000_000n,
        }),
      })
      if (receipt.status !== 'success') throw new Error(`${label} reverted`)
      for (const holder of dividendHolders) {
        const owed = await publicClient.readContract({
          address: tracker,
          abi: dividendTrackerAbi,
          functionName: 'withdrawableOf',
          args: [account, holder],
        })
        if (owed !== 0n) throw new Error(`${label} left ${owed} owed to ${holder}`)
      }
      gas[label] = Number(receipt.gasUsed)
    }
    await recordProcess('DividendTracker process (10 holders paid, native coin, first payouts)')
    await send(tracker, depositData, parseEther('1'))
    await nextBlock()
    const claimReceipt = await publicClient.waitForTransactionReceipt({
      hash: await createWalletClient({ account: receiver, chain: hardhat, transport }).sendTransaction({
        to: tracker,
        data: trackerData('claim', [account]),
      }),
    })
    if (claimReceipt.status !== 'success') throw new Error('The dividend claim reverted')
    gas['DividendTracker claim (native coin)'] = Number(claimReceipt.gasUsed)
    await record(
      'DividendTracker setShare (existing holder, settles its earnings)',
      tracker,
      trackerData('setShare', [dividendHolders[1], parseEther('2000')]),
    )
    await send(tracker, depositData, parseEther('1'))
    await recordProcess('DividendTracker process (10 holders paid, native coin, each paid before)')

    // What a dividend token's transfer costs with both sides reported (test-only token: a plain
    // OpenZeppelin ERC20 plus the two setShare calls; its deployer is a holder too).
    const dividendToken = await deployToken('deploy DividendTestToken (registers with the tracker)', () =>
      walletClient.deployContract({
        abi: dividendTestTokenAbi,
        bytecode: dividendTestTokenBytecode,
        args: [
          tracker,
          { coin: zeroAddress, shareSource: zeroAddress, minHolding: 0n, claimWait: 3600n },
          [],
          supply,
          true,
        ],
      }),
    )
    await send(dividendToken, transferData(receiver, parseEther('1000')))
    await record(
      'DividendTestToken transfer (both sides reported to the tracker, to a new holder)',
      dividendToken,
      transferData(freshHolder(40), 1000n),
    )
    await record(
      'DividendTestToken transfer (both sides reported to the tracker, existing holders)',
      dividendToken,
      transferData(freshHolder(40), 1000n),
    )

    // Tax token with the native coin as quote: 1% liquidity + 2% marketing + 1% team on buys and
    // sells, max wallet 2%, max transaction 1%, swap-back of 100,000 tokens. The marketing, team and
    // LP wallets already exist (hold ETH), as they do in practice; the second dev account trades.
    const [marketing, team, lpReceiver] = [freshHolder(7), freshHolder(8), freshHolder(9)]
    for (const wallet of [marketing, team, lpReceiver])
      await testClient.setBalance({ address: wallet, value: parseEther('1') })
    const taxShares = { liquidity: 100, marketing: 200, team: 100, burn: 0, reward: 0, fomo: 0 }
    // The chain's shared swap engine, once per chain: the first tax token deploys it through the
    // deterministic deployment proxy (measured here on its own, so the token rows are every later token's).
    {
      await nextBlock()
      const hash = await walletClient.sendTransaction({
        to: deterministicDeployer,
        data: concat([sharedContractSalt, templateCode.TaxSwapEngine]),
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error('deploying the swap engine failed')
      gas['deploy TaxSwapEngine (shared, once per chain: the first tax token of a chain deploys it)'] =
        Number(receipt.gasUsed)
    }
    const taxToken = await deployToken('deploy TaxToken (native quote, 4% tax, limits, swap-back)', () =>
      walletClient.deployContract({
        abi: taxTokenAbi,
        bytecode: templateCode.TaxToken,
        args: [
          {
            name: 'Tax',
            symbol: 'TAX',
            decimals: 18,
            initialSupply: supply,
            owner: account,
            router,
            quoteToken: '0x0000000000000000000000000000000000000000',
            buyFees: taxShares,
            sellFees: taxShares,
            marketingWallet: marketing,
            teamWallet: team,
            liquidityReceiver: lpReceiver,
            maxWallet: supply / 50n,
            maxTx: supply / 100n,
            swapBackEnabled: true,
            swapBackThreshold: parseEther('100000'),
            inviteBps: [],
            inviterMinHold: 0n,
            minTransferToBind: 0n,
            fomo: { window: 0, threshold: 0n, topWinners: 0, periodRewardBps: 0 },
            blacklistEnabled: true,
            botBlocks: 0,
            airdropCount: 0,
            tradingStartsAt: 0n,
            cooldownSeconds: 0,
            twitter: 'https://x.com/tax',
            telegram: 'https://t.me/tax',
            website: 'https://tax.example',
            burnable: false,
            timedRenounceEnabled: false,
            renounceEndsAt: 0n,
          },
        ],
      }),
    )
    const taxPair = await publicClient.readContract({
      address: taxToken,
      abi: taxTokenAbi,
      functionName: 'pair',
    })
    const taxCall = (functionName: 'approve' | 'transfer' | 'startTrading', args: readonly unknown[] = []) =>
      encodeFunctionData({ abi: taxTokenAbi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
    await send(taxToken, taxCall('approve', [router, maxUint256]))
    await send(
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [taxToken, supply / 2n, 0n, 0n, account, deadline],
      }),
      parseEther('100'),
    )
    await send(taxToken, taxCall('startTrading'))
    await send(taxToken, taxCall('transfer', [receiver, parseEther('9000000')]))
    // The trader's transactions; `label` records the gas.
    const trader = createWalletClient({ account: receiver, chain: hardhat, transport })
    const sendAs = async (
      client: typeof trader,
      label: string | undefined,
      to: Address,
      data: Hex,
      value = 0n,
    ) => {
      await nextBlock()
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await client.sendTransaction({ to, data, value }),
      })
      if (receipt.status !== 'success') throw new Error(`${label ?? 'set-up'} reverted`)
      if (label) gas[label] = Number(receipt.gasUsed)
      return receipt
    }
    const syncPair = () => send(taxPair, encodeFunctionData({ abi: uniswapV2PairAbi, functionName: 'sync' }))
    await sendAs(trader, undefined, taxToken, taxCall('approve', [router, maxUint256]))
    // The first swap-back ever, measured apart: it also makes the contract's balance, its pool
    // counters and the LP receiver's shares non-zero, as they are after a token's first trades.
    await sendAs(
      trader,
      taxLabels.routerSellFirstSwapBack,
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [parseEther('3000000'), 0n, [taxToken, weth], receiver, deadline],
      }),
    )

    await sendAs(
      trader,
      taxLabels.transfer,
      taxToken,
      taxCall('transfer', [freshHolder(10), parseEther('1000')]),
    )
    // A sell is the holder's transfer to the pair; the router's part of a swap is measured below.
    // The pair syncs after each token-level trade so that its reserves match its balances again.
    await sendAs(trader, taxLabels.sell, taxToken, taxCall('transfer', [taxPair, parseEther('500000')]))
    await syncPair()
    // A buy is the pair's transfer to the buyer: the pair's account sends it (impersonated).
    await testClient.impersonateAccount({ address: taxPair })
    await testClient.setBalance({ address: taxPair, value: parseEther('1') })
    const pairSender = createWalletClient({ account: taxPair, chain: hardhat, transport })
    await sendAs(
      pairSender,
      taxLabels.buy,
      taxToken,
      taxCall('transfer', [freshHolder(11), parseEther('500000')]),
    )
    await testClient.stopImpersonatingAccount({ address: taxPair })
    await syncPair()
    const wethToTax = [weth, taxToken] as const
    const taxToWeth = [taxToken, weth] as const
    const pendingSwapBack = () =>
      publicClient.readContract({ address: taxToken, abi: taxTokenAbi, functionName: 'pendingSwapBack' })
    if ((await pendingSwapBack()) >= parseEther('100000'))
      throw new Error('The tax token reached its swap-back threshold too early')
    await sendAs(
      trader,
      taxLabels.routerSell,
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [parseEther('100000'), 0n, [...taxToWeth], receiver, deadline],
      }),
    )
    await sendAs(
      trader,
      taxLabels.routerBuy,
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [0n, [...wethToTax], receiver, deadline],
      }),
      parseEther('0.5'),
    )
    if ((await pendingSwapBack()) < parseEther('100000'))
      throw new Error('The tax token has not reached its swap-back threshold')
    const swapBackReceipt = await sendAs(
      trader,
      taxLabels.routerSellSwapBack,
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
        args: [parseEther('100000'), 0n, [...taxToWeth], receiver, deadline],
      }),
    )
    // The chain's shared swap engine runs the swap-back and announces it for the token.
    const swappedBack = parseEventLogs({
      abi: taxSwapEngineAbi,
      logs: swapBackReceipt.logs,
      eventName: 'SwappedBack',
    }).filter((log) => log.args.token === getAddress(taxToken))
    if (swappedBack.length !== 1) throw new Error('The measured sell did not swap back')

    // Dividend templates on the tracker deployed above, configured like the tax token but with a 2%
    // reward share (1% liquidity + 1% marketing + 2% reward), the owner's supply wallet excluded and
    // automatic processing at 300,000 gas. Four holders earn besides the trader: token holders for
    // DividendToken, LP stakers (LP sent by the owner, staked in the tracker) for LpDividendToken. Buys and
    // sells are sent with the wallet's estimate, which leaves no room for processing; the sell that
    // swaps back is sent with the estimate plus processGas and the reserve, so it pays holders.
    const dividendShares = { liquidity: 100, marketing: 100, team: 0, burn: 0, reward: 200, fomo: 0 }
    const benchDividendTemplate = async (
      template: 'DividendToken' | 'LpDividendToken',
      firstHolder: number,
    ) => {
      const labels = dividendLabels(template)
      const abi = template === 'DividendToken' ? dividendTokenAbi : lpDividendTokenAbi
      const bytecode =
        template === 'DividendToken' ? templateCode.DividendToken : templateCode.LpDividendToken
      const token = await deployToken(labels.deploy, () =>
        walletClient.deployContract({
          abi,
          bytecode,
          args: [
            {
              name: template,
              symbol: 'DIV',
              decimals: 18,
              initialSupply: supply,
              owner: account,
              router,
              quoteToken: zeroAddress,
              buyFees: dividendShares,
              sellFees: dividendShares,
              marketingWallet: marketing,
              teamWallet: team,
              liquidityReceiver: lpReceiver,
              ...plainTaxOptions(parseEther('100000')),
            },
            {
              tracker,
              coin: zeroAddress,
              minHolding: 0n,
              claimWait: 0n,
              processGas: 300_000,
              excluded: [account],
            },
          ],
        }),
      )
      const call = (functionName: string, args: readonly unknown[] = []) =>
        encodeFunctionData({ abi, functionName, args } as never)
      const tokenPair = (await publicClient.readContract({
        address: token,
        abi,
        functionName: 'pair',
      })) as Address
      await send(token, call('approve', [router, maxUint256]))
      await send(
        router,
        encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidityETH',
          args: [token, supply / 2n, 0n, 0n, account, deadline],
        }),
        parseEther('100'),
      )
      await send(token, call('startTrading'))
      const holders = Array.from({ length: 4 }, (_, index) => freshHolder(firstHolder + index))
      if (template === 'DividendToken') {
        for (const holderAddress of holders)
          await send(token, call('transfer', [holderAddress, parseEther('1000000')]))
      } else {
        const lp = await publicClient.readContract({
          address: tokenPair,
          abi: uniswapV2PairAbi,
          functionName: 'balanceOf',
          args: [account],
        })
        // Only staked LP earns: each holder stakes what it got (impersonated).
        for (const holderAddress of holders) {
          await send(
            tokenPair,
            encodeFunctionData({
              abi: uniswapV2PairAbi,
              functionName: 'transfer',
              args: [holderAddress, lp / 10n],
            }),
          )
          await testClient.impersonateAccount({ address: holderAddress })
          await testClient.setBalance({ address: holderAddress, value: parseEther('1') })
          const staker = createWalletClient({ account: holderAddress, chain: hardhat, transport })
          await sendAs(
            staker,
            undefined,
            tokenPair,
            encodeFunctionData({ abi: uniswapV2PairAbi, functionName: 'approve', args: [tracker, lp / 10n] }),
          )
          await sendAs(staker, undefined, tracker, trackerData('stake', [token, lp / 10n]))
          await testClient.stopImpersonatingAccount({ address: holderAddress })
        }
      }
      await send(token, call('transfer', [receiver, parseEther('9000000')]))
      await sendAs(trader, undefined, token, call('approve', [router, maxUint256]))
      const sellData = (amount: bigint) =>
        encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
          args: [amount, 0n, [token, weth], receiver, deadline],
        })
      // The first swap-back of the token's life (set-up): its pool counters, the LP receiver's
      // shares and the tracker's book become non-zero, as after a token's first trades.
      await sendAs(trader, undefined, router, sellData(parseEther('3000000')))
      const pending = () =>
        publicClient.readContract({ address: token, abi, functionName: 'pendingSwapBack' }) as Promise<bigint>
      if ((await pending()) >= parseEther('100000'))
        throw new Error(`${template} reached its swap-back threshold too early`)
      await sendAs(trader, labels.routerSell, router, sellData(parseEther('100000')))
      await sendAs(
        trader,
        labels.routerBuy,
        router,
        encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
          args: [0n, [weth, token], receiver, deadline],
        }),
        parseEther('0.5'),
      )
      if ((await pending()) < parseEther('100000'))
        throw new Error(`${template} has not reached its swap-back threshold`)
      const estimate = await publicClient.estimateGas({
        account: receiver,
        to: router,
        data: sellData(parseEther('100000')),
      })
      await nextBlock()
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await trader.sendTransaction({
          to: router,
          data: sellData(parseEther('100000')),
          gas: estimate + 300_000n + 150_000n,
        }),
      })
      if (receipt.status !== 'success') throw new Error(`${labels.routerSellSwapBack} reverted`)
      const paid = parseEventLogs({ abi: dividendTrackerAbi, logs: receipt.logs, eventName: 'DividendPaid' })
      const deposits = parseEventLogs({
        abi: dividendTrackerAbi,
        logs: receipt.logs,
        eventName: 'DividendsDeposited',
      })
      if (deposits.length !== 1 || paid.length === 0)
        throw new Error(`The measured ${template} sell did not deposit and pay dividends`)
      gas[labels.routerSellSwapBack] = Number(receipt.gasUsed)
      return token
    }
    const dividendTemplate = await benchDividendTemplate('DividendToken', 50)
    const lpDividendTemplate = await benchDividendTemplate('LpDividendToken', 60)

    // TokenLocker against a PinkLock-style locker (test-only ReferenceEnumerableLocker), the same
    // operations on the same plain OpenZeppelin token, each locker with its own fresh token so that
    // "first lock of the token" is true for both.
    const lockDescription = 'Team tokens, 12 months'
    // The reference's batch of 100 costs more than the 16,777,216 gas a transaction may use (EIP-7825,
    // the node's osaka rules), so it is measured with 40 entries; compare the per-lock figures.
    const batchSizes = { ours: 100, reference: 40 } as const
    const benchLocker = async (kind: 'ours' | 'reference') => {
      const ours = kind === 'ours'
      const locker = ours
        ? deployments.contracts.lock
        : await deployToken(lockerLabels.deployReference, () =>
            walletClient.deployContract({
              abi: referenceEnumerableLockerAbi,
              bytecode: referenceEnumerableLockerBytecode,
            }),
          )
      await nextBlock()
      const lockedToken = (
        await publicClient.waitForTransactionReceipt({
          hash: await walletClient.deployContract({
            abi: referenceERC20Abi,
            bytecode: referenceERC20Bytecode,
            args: [supply],
          }),
        })
      ).contractAddress!
      await send(
        lockedToken,
        encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [locker, maxUint256] }),
      )
      const label = (operation: string) =>
        ours ? `TokenLocker ${operation}` : `reference (PinkLock-style) ${operation}`
      const call = (functionName: string, args: readonly unknown[]) =>
        encodeFunctionData({
          abi: ours ? tokenLockerAbi : referenceEnumerableLockerAbi,
          functionName,
          args,
        } as never)
      // Every date is relative to this block so the figures do not depend on the wall clock.
      const base = timestamp
      const amount = parseEther('1000')
      const fixed = (end: bigint) => ({ kind: 0, start: 0n, end, cycle: 0n, firstBps: 0n, cycleBps: 0n })
      const periodStart = base + 1000n
      const period = {
        kind: 2,
        start: periodStart,
        end: 0n,
        cycle: 10_000n,
        firstBps: 1000n,
        cycleBps: 1500n,
      }
      const lockFixed = (operation: string) =>
        record(
          label(operation),
          locker,
          ours
            ? call('lock', [lockedToken, false, account, amount, fixed(base + 100_000n), lockDescription])
            : call('lock', [account, lockedToken, amount, base + 100_000n, lockDescription]),
        )
      // Ids: ours count from 1, the reference's from 0.
      const firstId = ours ? 1n : 0n
      await lockFixed('lock (fixed, a new owner, first lock of the token)')
      await lockFixed('lock (fixed, an existing owner and token)')
      if (ours) {
        await record(
          label('lock (linear, an existing owner and token)'),
          locker,
          call('lock', [
            lockedToken,
            false,
            account,
            amount,
            { ...fixed(base + 100_000n), kind: 1, start: base },
            lockDescription,
          ]),
        )
      } else {
        // No linear schedule in the reference: an unmeasured fixed lock keeps the ids aligned.
        await send(locker, call('lock', [account, lockedToken, amount, base + 100_000n, lockDescription]))
      }
      await record(
        label(
          ours
            ? 'lock (period, an existing owner and token)'
            : 'vestingLock (period, an existing owner and token)',
        ),
        locker,
        ours
          ? call('lock', [lockedToken, false, account, amount, period, lockDescription])
          : call('vestingLock', [
              account,
              lockedToken,
              amount,
              periodStart,
              1000n,
              10_000n,
              1500n,
              lockDescription,
            ]),
      )
      const batchSize = batchSizes[kind]
      const owners = Array.from({ length: batchSize }, (_, index) => freshHolder(1000 + index))
      const batchLabel = label(
        `${ours ? 'lockMany' : 'multipleVestingLock'} (${batchSize} period entries to ${batchSize} new owners)`,
      )
      await record(
        batchLabel,
        locker,
        ours
          ? call('lockMany', [
              lockedToken,
              false,
              owners.map((owner) => ({ owner, amount: parseEther('1'), schedule: period })),
              lockDescription,
            ])
          : call('multipleVestingLock', [
              owners,
              owners.map(() => parseEther('1')),
              lockedToken,
              periodStart,
              1000n,
              10_000n,
              1500n,
              lockDescription,
            ]),
      )
      gas[`${batchLabel}, per lock`] = Math.round((gas[batchLabel] ?? 0) / batchSize)
      const second = firstId + 1n
      await record(
        label(ours ? 'extend (later unlock date)' : 'editLock (later unlock date)'),
        locker,
        ours
          ? call('extend', [second, base + 200_000n, 0n])
          : call('editLock', [second, 0n, base + 200_000n]),
      )
      await record(
        label(
          ours
            ? 'extend (later unlock date and 100 more tokens)'
            : 'editLock (later unlock date and 100 more tokens)',
        ),
        locker,
        ours
          ? call('extend', [second, base + 300_000n, parseEther('100')])
          : call('editLock', [second, amount + parseEther('100'), base + 300_000n]),
      )
      await record(
        label(ours ? 'transferLock (to a new owner)' : 'transferLockOwnership (to a new owner)'),
        locker,
        call(ours ? 'transferLock' : 'transferLockOwnership', [second, freshHolder(2000)]),
      )
      // Half way through the linear lock, two cycles into the period one.
      timestamp = base + 50_000n
      if (ours) await record(label('withdraw (linear, partial)'), locker, call('withdraw', [firstId + 2n]))
      await record(
        label(ours ? 'withdraw (period, partial)' : 'unlock (period, partial)'),
        locker,
        call(ours ? 'withdraw' : 'unlock', [firstId + 3n]),
      )
      timestamp = base + 100_000n
      await record(
        label(ours ? 'withdraw (fixed, everything)' : 'unlock (fixed, everything)'),
        locker,
        call(ours ? 'withdraw' : 'unlock', [firstId]),
      )
      return locker
    }
    await benchLocker('ours')
    const referenceLocker = await benchLocker('reference')

    // MultiSender against the GasliteDrop-style and Disperse-style references (bench/gas/multiSenderGas.ts).
    const senderReferences = await benchMultiSender({
      publicClient,
      walletClient,
      account,
      multiSender: deployments.contracts.send,
      nextBlock,
      send,
      gas,
    })

    // Multisig wallet life cycle (bench/gas/multisigGas.ts).
    const [, , thirdSigner] = await walletClient.getAddresses()
    if (!thirdSigner) throw new Error('The node has fewer than three dev accounts')
    const multisigWallet = await benchMultisig({
      publicClient,
      walletClient,
      signers: [account, receiver, thirdSigner],
      factory: deployments.contracts.multisig,
      token: usdt,
      nextBlock,
      gas,
    })
    // A presale's life on the launchpad beside a PinkSale-style reference (bench/gas/launchpadGas.ts).
    const launchpadBench = await benchLaunchpad({
      publicClient,
      walletClient,
      accounts: [account, receiver, thirdSigner],
      launchpad: deployments.contracts.launchpad,
      router: deployments.contracts.router,
      locker: deployments.contracts.lock,
      now: () => timestamp + 12n,
      warp: (next) => {
        timestamp = next - 12n
      },
      nextBlock,
      gas,
    })
    const multisigImplementation = await publicClient.readContract({
      address: deployments.contracts.multisig,
      abi: multisigFactoryAbi,
      functionName: 'implementation',
    })

    // Sale token (issue 20, measured last so the figures above keep their chain state): a buy by
    // a plain native transfer from a second wallet, as "No dApp Version" buyers send it, and the
    // launch by the owner during the sale (the pair is created by it, the LP locked in the locker).
    const sale = await deployToken('deploy SaleToken (60% to the pool, LP locked 30 days)', () =>
      walletClient.deployContract({
        abi: saleTokenAbi,
        bytecode: templateCode.SaleToken,
        args: [
          {
            name: 'Sale',
            symbol: 'SALE',
            decimals: 18,
            totalSupply: parseEther('200000'),
            owner: account,
            tokensPerCoin: parseEther('1000'),
            hardCap: parseEther('100'),
            softCap: 0n,
            minContribution: parseEther('0.1'),
            maxContribution: parseEther('10'),
            endTime: timestamp + 86_400n,
            liquidityBps: 6_000,
            router,
            locker: deployments.contracts.lock,
            lpLockDuration: 30 * 86_400,
          },
        ],
      }),
    )
    const recordPlainBuy = async (label: string, buyer: Address, value: bigint) => {
      await nextBlock()
      const buyerClient = createWalletClient({ account: buyer, chain: hardhat, transport })
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await buyerClient.sendTransaction({ to: sale, value }),
      })
      if (receipt.status !== 'success') throw new Error(`${label} reverted`)
      gas[label] = Number(receipt.gasUsed)
    }
    await recordPlainBuy("SaleToken buy by plain transfer (the sale's first buy)", receiver, parseEther('1'))
    await recordPlainBuy(
      'SaleToken buy by plain transfer (1 coin, a new buyer)',
      thirdSigner,
      parseEther('1'),
    )
    await recordPlainBuy('SaleToken buy by plain transfer (the same buyer again)', receiver, parseEther('1'))
    await recordPlainBuy(
      'SaleToken buy by plain transfer above the maximum (buys up to it, refunds the rest)',
      thirdSigner,
      parseEther('10'),
    )
    await record(
      'SaleToken startTrading (owner during the sale: creates the pair, adds liquidity, locks the LP, pays the owner, burns the unsold)',
      sale,
      encodeFunctionData({ abi: saleTokenAbi, functionName: 'startTrading' }),
    )

    // Marketing sale token (/co/mk?t=1): the sale is held by the shared TokenSaleHub, so a buy is
    // the token's forwarding receive plus the hub's books, and the launch is the hub's.
    const hub = await deployToken('deploy TokenSaleHub (shared, once per chain)', () =>
      walletClient.deployContract({ abi: tokenSaleHubAbi, bytecode: templateCode.TokenSaleHub }),
    )
    const saleTimestamp = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp
    const taxSale = await deployToken(
      'deploy TaxSaleToken (4% tax, sale in the hub, 60% to the pool, LP locked 30 days)',
      () =>
        walletClient.deployContract({
          abi: taxSaleTokenAbi,
          bytecode: templateCode.TaxSaleToken,
          args: [
            {
              name: 'Tax Sale',
              symbol: 'TXS',
              decimals: 18,
              initialSupply: parseEther('200000'),
              owner: account,
              router,
              quoteToken: zeroAddress,
              buyFees: taxShares,
              sellFees: taxShares,
              marketingWallet: marketing,
              teamWallet: team,
              liquidityReceiver: lpReceiver,
              ...plainTaxOptions(parseEther('1000')),
            },
            {
              beneficiary: zeroAddress,
              tokensPerCoin: parseEther('1000'),
              hardCap: parseEther('100'),
              softCap: 0n,
              minContribution: parseEther('0.1'),
              maxContribution: parseEther('10'),
              endTime: saleTimestamp + 86_400n,
              liquidityBps: 6_000,
              router: zeroAddress,
              locker: deployments.contracts.lock,
              lpLockDuration: 30 * 86_400,
            },
            hub,
          ],
        }),
    )
    const recordHubBuy = async (label: string, buyer: Address, value: bigint) => {
      await nextBlock()
      const buyerClient = createWalletClient({ account: buyer, chain: hardhat, transport })
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await buyerClient.sendTransaction({ to: taxSale, value }),
      })
      if (receipt.status !== 'success') throw new Error(`${label} reverted`)
      gas[label] = Number(receipt.gasUsed)
    }
    await recordHubBuy(
      "TaxSaleToken buy by plain transfer (the sale's first buy, through the hub)",
      receiver,
      parseEther('1'),
    )
    await recordHubBuy(
      'TaxSaleToken buy by plain transfer (1 coin, a new buyer)',
      thirdSigner,
      parseEther('1'),
    )
    await recordHubBuy(
      'TaxSaleToken buy by plain transfer above the maximum (buys up to it, refunds the rest)',
      thirdSigner,
      parseEther('10'),
    )
    await record(
      'TaxSaleToken startTrading (owner during the sale, through the hub: liquidity on the pair it created, LP locked, owner paid, unsold burned, trading opened)',
      taxSale,
      encodeFunctionData({ abi: taxSaleTokenAbi, functionName: 'startTrading' }),
    )

    // Dividend sale tokens (/co/dd?t=1, /co/ld?t=1): the dividend templates with the same hub sale.
    // A buy also reports the buyer's new balance to the tracker (holder dividends; LP dividends
    // report nothing), and the launch's moves of the reserve are reported too.
    const benchDividendSale = async (template: 'DividendSaleToken' | 'LpDividendSaleToken') => {
      const abi = template === 'DividendSaleToken' ? dividendSaleTokenAbi : lpDividendSaleTokenAbi
      const start = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp
      const token = await deployToken(
        `deploy ${template} (5% tax of which 2% dividends, sale in the hub, 60% to the pool, LP locked 30 days)`,
        () =>
          walletClient.deployContract({
            abi,
            bytecode: templateCode[template],
            args: [
              {
                name: 'Dividend Sale',
                symbol: 'DVS',
                decimals: 18,
                initialSupply: parseEther('200000'),
                owner: account,
                router,
                quoteToken: zeroAddress,
                buyFees: { ...taxShares, marketing: 100, reward: 200 },
                sellFees: { ...taxShares, marketing: 100, reward: 200 },
                marketingWallet: marketing,
                teamWallet: team,
                liquidityReceiver: lpReceiver,
                ...plainTaxOptions(parseEther('1000')),
              },
              { tracker, coin: zeroAddress, minHolding: 0n, claimWait: 0n, processGas: 0, excluded: [] },
              {
                beneficiary: zeroAddress,
                tokensPerCoin: parseEther('1000'),
                hardCap: parseEther('100'),
                softCap: 0n,
                minContribution: parseEther('0.1'),
                maxContribution: parseEther('10'),
                endTime: start + 86_400n,
                liquidityBps: 6_000,
                router: zeroAddress,
                locker: deployments.contracts.lock,
                lpLockDuration: 30 * 86_400,
              },
              hub,
            ],
          }),
      )
      for (const [label, buyer] of [
        ['1 coin, a new buyer', receiver],
        ['1 coin, the same buyer again', receiver],
      ] as const) {
        await nextBlock()
        const buyerClient = createWalletClient({ account: buyer, chain: hardhat, transport })
        const receipt = await publicClient.waitForTransactionReceipt({
          hash: await buyerClient.sendTransaction({ to: token, value: parseEther('1') }),
        })
        if (receipt.status !== 'success') throw new Error(`${template} buy reverted`)
        gas[`${template} buy by plain transfer (${label}, through the hub)`] = Number(receipt.gasUsed)
      }
      await record(
        `${template} startTrading (owner during the sale, through the hub: liquidity, LP locked, owner paid, unsold burned, trading opened)`,
        token,
        encodeFunctionData({ abi, functionName: 'startTrading' }),
      )
      return token
    }
    const dividendSale = await benchDividendSale('DividendSaleToken')
    const lpDividendSale = await benchDividendSale('LpDividendSaleToken')

    // Fair-launch token (issue 20, `/co/fa` and `/co/50?t=1`): 4 mints of 1,000 at 0.01 coin rising
    // to 0.0175 (premium 100%), 2 per address, 60% to the pool, LP locked. Mints by plain transfer as
    // "No dApp" minters send them, one by `mint()`, then the plain transfer that fills the cap and so
    // launches in the same transaction (pool minted on the pair made at deployment, LP locked, the
    // creator paid); then `launch()` of a second token after its end without the cap.
    const fairLaunchConfig = {
      name: 'Fair',
      symbol: 'FAIR',
      decimals: 18,
      owner: account,
      mintAmount: parseEther('1000'),
      mintFee: parseEther('0.01'),
      mintsPerAddress: 2,
      maxMints: 4,
      endTime: timestamp + 86_400n,
      premiumBps: 10_000,
      refundBps: 8_000,
      liquidityBps: 6_000,
      condition: 0,
      conditionToken: zeroAddress,
      conditionAmount: 0n,
      vestingDuration: 0,
      router,
      locker: deployments.contracts.lock,
      lpLockDuration: 30 * 86_400,
    } as const
    const fairLaunch = await deployToken(
      'deploy FairLaunchToken (creates its pair; 60% to the pool, LP locked 30 days)',
      () =>
        walletClient.deployContract({
          abi: fairLaunchTokenAbi,
          bytecode: templateCode.FairLaunchToken,
          args: [fairLaunchConfig],
        }),
    )
    const recordFairMint = async (label: string, minter: Address, value: bigint, data: Hex = '0x') => {
      await nextBlock()
      const minterClient = createWalletClient({ account: minter, chain: hardhat, transport })
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await minterClient.sendTransaction({ to: fairLaunch, value, data }),
      })
      if (receipt.status !== 'success') throw new Error(`${label} reverted`)
      gas[label] = Number(receipt.gasUsed)
    }
    await recordFairMint(
      'FairLaunchToken mint by plain transfer (a new minter, the exact price)',
      receiver,
      parseEther('0.01'),
    )
    await recordFairMint(
      'FairLaunchToken mint(1) (the same minter again)',
      receiver,
      parseEther('0.0125'),
      encodeFunctionData({ abi: fairLaunchTokenAbi, functionName: 'mint', args: [1n] }),
    )
    await recordFairMint(
      'FairLaunchToken mint by plain transfer with change back (a new minter)',
      thirdSigner,
      parseEther('0.02'),
    )
    await recordFairMint(
      'FairLaunchToken mint by plain transfer that fills the cap and launches (pool minted on the pair, LP locked, creator paid)',
      account,
      parseEther('0.0175'),
    )
    const endingFairLaunch = await deployToken('deploy FairLaunchToken (a second one, ending soon)', () =>
      walletClient.deployContract({
        abi: fairLaunchTokenAbi,
        bytecode: templateCode.FairLaunchToken,
        args: [{ ...fairLaunchConfig, endTime: timestamp + 60n }],
      }),
    )
    await send(endingFairLaunch, '0x', parseEther('0.01'))
    timestamp += 60n
    await record(
      'FairLaunchToken launch() after the end without the cap (pool minted on the pair, LP locked, creator paid)',
      endingFairLaunch,
      encodeFunctionData({ abi: fairLaunchTokenAbi, functionName: 'launch' }),
    )

    // Compound sale token (/co/cp?t=1), measured last so the figures above keep their addresses:
    // the compound token whose sale the same hub holds. Its compounding waits for the launch, so a
    // buy after an interval boundary also pays for the auto-rebase attempt the pause rolls back.
    const compoundSaleStart = timestamp + 600n
    const compoundSale = await deployToken(
      'deploy CompoundSaleToken (auto rebase, 3% buy + 5% sell fee, sale in the hub, 60% to the pool, LP locked 30 days)',
      () =>
        walletClient.deployContract({
          abi: compoundSaleTokenAbi,
          bytecode: templateCode.CompoundSaleToken,
          args: [
            {
              name: 'Compound Sale',
              symbol: 'CPS',
              decimals: 18,
              initialSupply: parseEther('1000000'),
              owner: account,
              router,
              quoteToken: zeroAddress,
              rate: 1_000_000,
              interval: 600n,
              startTime: compoundSaleStart,
              maxSupply: parseEther('100000000'),
              autoRebase: true,
              buyFeeBps: 300,
              sellFeeBps: 500,
              marketingWallet: marketing,
              burnable: false,
              timedRenounceEnabled: false,
              renounceEndsAt: 0n,
            },
            {
              beneficiary: zeroAddress,
              tokensPerCoin: parseEther('1000'),
              hardCap: parseEther('100'),
              softCap: 0n,
              minContribution: parseEther('0.1'),
              maxContribution: parseEther('10'),
              endTime: timestamp + 86_400n,
              liquidityBps: 6_000,
              router: zeroAddress,
              locker: deployments.contracts.lock,
              lpLockDuration: 30 * 86_400,
            },
            hub,
          ],
        }),
    )
    const recordCompoundBuy = async (label: string, buyer: Address, value: bigint) => {
      await nextBlock()
      const buyerClient = createWalletClient({ account: buyer, chain: hardhat, transport })
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await buyerClient.sendTransaction({ to: compoundSale, value }),
      })
      if (receipt.status !== 'success') throw new Error(`${label} reverted`)
      gas[label] = Number(receipt.gasUsed)
    }
    await recordCompoundBuy(
      "CompoundSaleToken buy by plain transfer (the sale's first buy, through the hub)",
      receiver,
      parseEther('1'),
    )
    await recordCompoundBuy(
      'CompoundSaleToken buy by plain transfer above the maximum (buys up to it, refunds the rest)',
      thirdSigner,
      parseEther('12'),
    )
    // The next block lands past the first interval boundary: compounding is due but paused.
    timestamp = compoundSaleStart + 600n
    await recordCompoundBuy(
      'CompoundSaleToken buy by plain transfer after an interval boundary (the first buyer again; the paused rebase attempt rolled back)',
      receiver,
      parseEther('1'),
    )
    await record(
      'CompoundSaleToken startTrading (owner during the sale, through the hub: liquidity on the pair it created, LP locked, owner paid, unsold burned, trading and compounding opened)',
      compoundSale,
      encodeFunctionData({ abi: compoundSaleTokenAbi, functionName: 'startTrading' }),
    )

    // 314 tokens (issue 21), measured last so the figures above keep their addresses: each market
    // holds 100 coin against 800,000 tokens, beside a router pool of the same reserves (a plain
    // OpenZeppelin ERC20 and WETH), and the same trade sizes through each: a 1-coin buy by a fresh
    // buyer, then a sell of 5,000 tokens by that buyer. Each buy form has its own fresh buyer, so
    // every buy is a first buy (cold balance slot) and every sell comes from a warm holder.
    const poolTokens = parseEther('800000')
    const poolCoin = parseEther('100')
    const tradeCoin = parseEther('1')
    const sellTokens = parseEther('5000')
    const buyerClient = (index: number) => {
      const buyer = freshHolder(3140 + index)
      return { buyer, client: createWalletClient({ account: buyer, chain: hardhat, transport }) }
    }
    const sendFrom = async (
      label: string | undefined,
      client: ReturnType<typeof buyerClient>['client'],
      to: Address,
      data: Hex | undefined,
      value = 0n,
    ) => {
      await nextBlock()
      const hash = await client.sendTransaction({ to, data, value })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`${label ?? 'set-up'} reverted`)
      if (label) gas[label] = Number(receipt.gasUsed)
    }
    let nextBuyer = 0
    const freshBuyer = async () => {
      const fresh = buyerClient(nextBuyer++)
      await testClient.setBalance({ address: fresh.buyer, value: parseEther('10') })
      await testClient.impersonateAccount({ address: fresh.buyer })
      return fresh
    }
    const token314Config = {
      name: 'Coin 314',
      symbol: 'C314',
      totalSupply: parseEther('1000000'),
      liquidityTokens: poolTokens,
      owner: account,
      feeReceiver: account,
      buyFeeBps: 300,
      sellFeeBps: 500,
      maxWallet: 0n,
    } as const
    const x314Extras = {
      tradingStartTime: 0n,
      burnBps: 100,
      inviteBps: 2_000,
      minBindAmount: parseEther('1'),
    } as const
    const token314 = await deployToken(
      'deploy Token314 (3% buy + 5% sell fee in coin, 800,000 of 1,000,000 tokens for the market)',
      () =>
        walletClient.deployContract({
          abi: token314Abi,
          bytecode: templateCode.Token314,
          args: [token314Config],
        }),
    )
    const x314 = await deployToken(
      'deploy X314Token (3% buy + 5% sell fee, 1% burn on trade, 20% of the buy fee to inviters)',
      () =>
        walletClient.deployContract({
          abi: x314TokenAbi,
          bytecode: templateCode.X314Token,
          args: [{ ...token314Config, ...x314Extras }],
        }),
    )
    const lockedUntil = timestamp + 30n * 86_400n + 10_000n
    for (const [name, address] of [
      ['Token314', token314],
      ['X314Token', x314],
    ] as const) {
      await record(
        `${name} addLiquidity (100 coin and 800,000 tokens become the reserves, locked 30 days)`,
        address,
        encodeFunctionData({ abi: token314Abi, functionName: 'addLiquidity', args: [lockedUntil] }),
        poolCoin,
      )
      const byTransfer = await freshBuyer()
      await sendFrom(
        `${name} buy by plain transfer (1 coin, a fresh buyer)`,
        byTransfer.client,
        address,
        undefined,
        tradeCoin,
      )
      const byFunction = await freshBuyer()
      await sendFrom(
        `${name} buy() (1 coin, a fresh buyer, minimum and deadline)`,
        byFunction.client,
        address,
        encodeFunctionData({ abi: token314Abi, functionName: 'buy', args: [0n, deadline] }),
        tradeCoin,
      )
      await sendFrom(
        `${name} sell by plain transfer to the token (5,000 tokens)`,
        byTransfer.client,
        address,
        encodeFunctionData({ abi: token314Abi, functionName: 'transfer', args: [address, sellTokens] }),
      )
      await sendFrom(
        `${name} sell() (5,000 tokens, minimum and deadline)`,
        byFunction.client,
        address,
        encodeFunctionData({ abi: token314Abi, functionName: 'sell', args: [sellTokens, 0n, deadline] }),
      )
    }
    // The router reference: a plain ERC20 pooled with the same reserves, the same trades.
    const pooled = await deployToken('deploy ReferenceERC20 (the router reference of the 314 tokens)', () =>
      walletClient.deployContract({
        abi: referenceERC20Abi,
        bytecode: referenceERC20Bytecode,
        args: [poolTokens],
      }),
    )
    await send(
      pooled,
      encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [router, maxUint256] }),
    )
    await record(
      'router addLiquidityETH (the 314 reference pool: 100 coin and 800,000 tokens, creates the pair)',
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'addLiquidityETH',
        args: [pooled, poolTokens, 0n, 0n, account, deadline],
      }),
      poolCoin,
    )
    const routerBuyer = await freshBuyer()
    await sendFrom(
      'router swapExactETHForTokens (the 314 reference: 1 coin, a fresh buyer)',
      routerBuyer.client,
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, pooled], routerBuyer.buyer, deadline],
      }),
      tradeCoin,
    )
    await sendFrom(
      'router approve before the first sell (the 314 reference; a 314 sell needs none)',
      routerBuyer.client,
      pooled,
      encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [router, maxUint256] }),
    )
    await sendFrom(
      'router swapExactTokensForETH (the 314 reference: 5,000 tokens)',
      routerBuyer.client,
      router,
      encodeFunctionData({
        abi: uniswapV2Router02Abi,
        functionName: 'swapExactTokensForETH',
        args: [sellTokens, 0n, [pooled, weth], routerBuyer.buyer, deadline],
      }),
    )
    // The sale variants: deployment, a sale buy by plain transfer and the launch into the market.
    const sale314Config = {
      // The hard cap's pool at the sale price (60% of 50 coin at 10,000 a coin): the least accepted.
      token: { ...token314Config, liquidityTokens: parseEther('300000') },
      tokensPerCoin: parseEther('10000'),
      hardCap: parseEther('50'),
      softCap: 0n,
      minContribution: parseEther('0.1'),
      maxContribution: parseEther('10'),
      endTime: timestamp + 86_400n,
      liquidityBps: 6_000,
      lockDuration: 30n * 86_400n,
      beneficiary: account,
    } as const
    const sale314 = await deployToken(
      'deploy Sale314Token (sale of up to 50 coin, 60% to the market, 300,000 liquidity tokens)',
      () =>
        walletClient.deployContract({
          abi: sale314TokenAbi,
          bytecode: templateCode.Sale314Token,
          args: [sale314Config],
        }),
    )
    const x314Sale = await deployToken('deploy X314SaleToken (the same sale, with the x314 features)', () =>
      walletClient.deployContract({
        abi: x314SaleTokenAbi,
        bytecode: templateCode.X314SaleToken,
        args: [sale314Config, x314Extras],
      }),
    )
    const saleBuyer = await freshBuyer()
    await sendFrom(
      'Sale314Token sale buy by plain transfer (1 coin, the first buyer)',
      saleBuyer.client,
      sale314,
      undefined,
      tradeCoin,
    )
    await record(
      'Sale314Token launch (owner during the sale: reserves set, unsold burned, beneficiary paid, trading opened)',
      sale314,
      encodeFunctionData({ abi: sale314TokenAbi, functionName: 'launch' }),
    )

    // Finance (issue 24): the shared FinanceFactory, an Earn pool (created funded, a 30-day stake,
    // its redemption at maturity) and a Dollar Beans pool in the sample USDT (a first deposit, a
    // referred one that pays the referral bonus, a withdrawal of earnings after ten days).
    const benchFinance = async (token: Address) => {
      const factory = await deployToken(
        'deploy FinanceFactory (shared, with its Earn and bean implementations)',
        () => walletClient.deployContract({ abi: financeFactoryAbi, bytecode: templateCode.FinanceFactory }),
      )
      const read = (functionName: 'predictEarnPool' | 'predictBeanPool') =>
        publicClient.readContract({ address: factory, abi: financeFactoryAbi, functionName, args: [account] })
      const earn = await read('predictEarnPool')
      await send(
        token,
        encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [factory, maxUint256] }),
      )
      await record(
        'FinanceFactory createEarnPool (four periods, funded)',
        factory,
        encodeFunctionData({
          abi: financeFactoryAbi,
          functionName: 'createEarnPool',
          args: [
            {
              token,
              totalStakeLimit: 0n,
              userStakeLimit: 0n,
              earlyRedemption: true,
              earlyFeeBps: 500,
              rewardFund: parseEther('100000'),
              options: [
                { duration: 7 * 86_400, aprBps: 500 },
                { duration: 30 * 86_400, aprBps: 800 },
                { duration: 90 * 86_400, aprBps: 1_200 },
                { duration: 180 * 86_400, aprBps: 2_000 },
              ],
            },
          ],
        }),
      )
      await send(
        token,
        encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [earn, maxUint256] }),
      )
      const earnCall = (functionName: string, args: readonly unknown[]) =>
        encodeFunctionData({ abi: earnPoolAbi, functionName, args } as never)
      await record('EarnPool stake (first)', earn, earnCall('stake', [1n, parseEther('1000')]))
      await record('EarnPool stake (second)', earn, earnCall('stake', [1n, parseEther('1000')]))
      timestamp += 30n * 86_400n
      await record('EarnPool redeem (at maturity)', earn, earnCall('redeem', [0n]))

      const beans = await read('predictBeanPool')
      await record(
        'FinanceFactory createBeanPool (Dollar Beans, USDT)',
        factory,
        encodeFunctionData({ abi: financeFactoryAbi, functionName: 'createBeanPool', args: [0, usdt] }),
      )
      const approveUsdt = encodeFunctionData({
        abi: sampleStablecoinAbi,
        functionName: 'approve',
        args: [beans, maxUint256],
      })
      const beanCall = (functionName: string, args: readonly unknown[]) =>
        encodeFunctionData({ abi: beanPoolAbi, functionName, args } as never)
      // The pool books flows in hourly buckets: a deposit that opens a new hour writes two slots
      // from zero. Both deposits fall in the first minute of one hour, whatever the wall clock.
      timestamp = (timestamp / 3_600n + 1n) * 3_600n
      await send(usdt, approveUsdt)
      await record(
        'BeanPool deposit (first, no referrer)',
        beans,
        beanCall('deposit', [parseUnits('1000', 6), zeroAddress]),
      )
      const depositor = createWalletClient({ account: thirdAccount, chain: hardhat, transport })
      await send(
        usdt,
        encodeFunctionData({
          abi: sampleStablecoinAbi,
          functionName: 'transfer',
          args: [thirdAccount, parseUnits('1000', 6)],
        }),
      )
      const sendAsDepositor = async (label: string | undefined, data: Hex, to: Address = beans) => {
        await nextBlock()
        const receipt = await publicClient.waitForTransactionReceipt({
          hash: await depositor.sendTransaction({ to, data }),
        })
        if (receipt.status !== 'success') throw new Error(`${label ?? 'set-up'} reverted`)
        if (label) gas[label] = Number(receipt.gasUsed)
      }
      await sendAsDepositor(undefined, approveUsdt, usdt)
      await sendAsDepositor(
        'BeanPool deposit (first, referred: binds, lifts the count, pays the bonus)',
        beanCall('deposit', [parseUnits('1000', 6), account]),
      )
      timestamp += 10n * 86_400n
      await record(
        'BeanPool withdraw (earnings after ten days)',
        beans,
        beanCall('withdraw', [parseUnits('100', 6)]),
      )
      const implementation = (functionName: 'earnImplementation' | 'beanImplementation') =>
        publicClient.readContract({ address: factory, abi: financeFactoryAbi, functionName })
      return {
        factory,
        earnImplementation: await implementation('earnImplementation'),
        beanImplementation: await implementation('beanImplementation'),
      }
    }

    // Mining: a Free pool of the shared MiningFactory, the sequence a staker runs (first stake, a
    // second stake, claim, part unstake, then the calls that also pay what is owed, as MasterChef's
    // deposit and withdraw do). The real MasterChef's figures, measured the same way (one
    // transaction per block, 12 s apart), are in bench/results/gas-anchors.json; the side by side
    // is bench/results/gas-vs-anchors.md (bench/gas/anchorComparison.ts).
    const miningFactory = await deployToken(
      'deploy MiningFactory (shared, with its MiningPool implementation)',
      () => walletClient.deployContract({ abi: miningFactoryAbi, bytecode: templateCode.MiningFactory }),
    )
    const miningStake = await deployToken('deploy ReferenceERC20 (mining stake token)', () =>
      walletClient.deployContract({
        abi: referenceERC20Abi,
        bytecode: referenceERC20Bytecode,
        args: [supply],
      }),
    )
    const miningReward = await deployToken('deploy ReferenceERC20 (mining reward token)', () =>
      walletClient.deployContract({
        abi: referenceERC20Abi,
        bytecode: referenceERC20Bytecode,
        args: [supply],
      }),
    )
    const approveData = (spender: Address) =>
      encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [spender, maxUint256] })
    await send(miningReward, approveData(miningFactory))
    const freeConfig = miningConfig({
      stakeToken: miningStake,
      rewardToken: miningReward,
      rewardPerSecond: parseEther('1'),
      rewardFund: parseEther('1000000'),
    })
    const miningPool = await publicClient.readContract({
      address: miningFactory,
      abi: miningFactoryAbi,
      functionName: 'predictPool',
      args: [account, freeConfig],
    })
    const createPoolData = encodeFunctionData({
      abi: miningFactoryAbi,
      functionName: 'createPool',
      args: [freeConfig],
    })
    await record('MiningFactory createPool (Free, funded)', miningFactory, createPoolData)
    await record(
      'MiningFactory createPool (Free, funded, the same creator again)',
      miningFactory,
      createPoolData,
    )
    await send(miningStake, approveData(miningPool))
    const poolCall = (functionName: string, args: readonly unknown[]) =>
      encodeFunctionData({ abi: miningPoolAbi, functionName, args } as never)
    const staked = parseEther('100')
    await record('MiningPool stake (first)', miningPool, poolCall('stake', [0n, staked, zeroAddress]))
    await record('MiningPool stake (second)', miningPool, poolCall('stake', [0n, staked, zeroAddress]))
    await record('MiningPool claim', miningPool, poolCall('claim', []))
    await record('MiningPool unstake (part)', miningPool, poolCall('unstake', [0n, staked / 2n]))
    await record(
      'MiningPool stakeAndClaim (pays what is owed)',
      miningPool,
      poolCall('stakeAndClaim', [0n, staked, zeroAddress]),
    )
    await record(
      'MiningPool unstakeAndClaim (part, pays what is owed)',
      miningPool,
      poolCall('unstakeAndClaim', [0n, staked / 2n]),
    )
    const miningImplementation = await publicClient.readContract({
      address: miningFactory,
      abi: miningFactoryAbi,
      functionName: 'implementation',
    })

    const finance = await benchFinance(miningReward)

    // Bulk inscription (issue 25): one transaction of N mints against N self-transactions
    // (bench/gas/bulkInscriptionGas.ts).
    const bulkInscriber = await benchBulkInscription({
      publicClient,
      walletClient,
      account,
      bytecode: templateCode.BulkInscriber,
      nextBlock,
      send,
      gas,
    })

    // Inscription presale (issue 25): the shared factory and one sale's life (bench/gas/inscriptionSaleGas.ts).
    const inscriptionSale = await benchInscriptionSale({
      publicClient,
      walletClient,
      accounts: [account, receiver, thirdSigner],
      bytecode: templateCode.InscriptionSaleFactory,
      now: () => timestamp + 12n,
      warp: (next) => {
        timestamp = next - 12n
      },
      nextBlock,
      gas,
    })

    const codeSize: Record<string, number> = {}
    const codeOwners = {
      Multicall3: multicall3,
      WETH: weth,
      UniswapV2Factory: factory,
      UniswapV2Router02: router,
    }
    for (const [name, address] of Object.entries({
      ...codeOwners,
      SampleStablecoin: usdt,
      UniswapV2Pair: pair,
      ReferenceERC20: reference,
      StandardToken: standard,
      MemeToken: meme,
      InscriptionToken: inscription,
      NormalToken: normalFull,
      SaleToken: sale,
      FairLaunchToken: fairLaunch,
      TaxSaleToken: taxSale,
      DividendSaleToken: dividendSale,
      LpDividendSaleToken: lpDividendSale,
      TokenSaleHub: hub,
      Token314: token314,
      X314Token: x314,
      Sale314Token: sale314,
      X314SaleToken: x314Sale,
      CompoundSaleToken: compoundSale,
      CompoundToken: compound,
      DividendTracker: tracker,
      TaxToken: taxToken,
      DividendToken: dividendTemplate,
      LpDividendToken: lpDividendTemplate,
      TokenLocker: deployments.contracts.lock,
      ReferenceEnumerableLocker: referenceLocker,
      MultiSender: deployments.contracts.send,
      MultisigFactory: deployments.contracts.multisig,
      LaunchpadFactory: deployments.contracts.launchpad,
      Presale: launchpadBench.implementation,
      'Presale clone': launchpadBench.presale,
      MultisigWallet: multisigImplementation,
      'MultisigWallet clone': multisigWallet,
      ReferenceGasliteStyleDrop: senderReferences.gasliteStyleDrop,
      ReferenceDisperseStyle: senderReferences.disperseStyle,
      MiningFactory: miningFactory,
      MiningPool: miningImplementation,
      FinanceFactory: finance.factory,
      EarnPool: finance.earnImplementation,
      BeanPool: finance.beanImplementation,
      BulkInscriber: bulkInscriber,
      InscriptionSaleFactory: inscriptionSale.factory,
      InscriptionSale: inscriptionSale.implementation,
      'InscriptionSale clone': inscriptionSale.sale,
    })) {
      const code = await publicClient.getCode({ address })
      codeSize[name] = code ? (code.length - 2) / 2 : 0
    }

    return { gas: sortKeys(gas), codeSize: sortKeys(codeSize) }
  } finally {
    await node.stop()
  }
}

function sortKeys(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
}

type Row = { section: string; name: string; before?: number; after?: number }

function compare(committed: Snapshot, current: Snapshot): Row[] {
  const rows: Row[] = []
  const builds = [
    ['', committed, current],
    ['london ', committed.london ?? { gas: {}, codeSize: {} }, current.london],
  ] as const
  for (const [prefix, before, after] of builds) {
    for (const section of ['gas', 'codeSize'] as const) {
      const names = new Set([...Object.keys(before[section] ?? {}), ...Object.keys(after[section])])
      for (const name of [...names].sort()) {
        rows.push({
          section: `${prefix}${section}`,
          name,
          before: before[section]?.[name],
          after: after[section][name],
        })
      }
    }
  }
  return rows
}

function printTable(rows: Row[]): void {
  const nameWidth = Math.max(...rows.map((row) => `${row.section}: ${row.name}`.length))
  const cell = (value: number | undefined) =>
    (value === undefined ? '-' : value.toLocaleString('en-US')).padStart(12)
  console.log(
    `${'measurement'.padEnd(nameWidth)}  ${'committed'.padStart(12)}  ${'current'.padStart(12)}  change`,
  )
  for (const row of rows) {
    let change = ''
    if (row.before === undefined) change = 'new'
    else if (row.after === undefined) change = 'removed'
    else if (row.after !== row.before) {
      const difference = row.after - row.before
      const percent = ((difference / row.before) * 100).toFixed(2)
      change = `${difference > 0 ? '+' : ''}${difference.toLocaleString('en-US')} (${difference > 0 ? '+' : ''}${percent}%)`
    }
    console.log(
      `${`${row.section}: ${row.name}`.padEnd(nameWidth)}  ${cell(row.before)}  ${cell(row.after)}  ${change}`,
    )
  }
}

/**
 * The issues' targets: a standard token transfer within 5% of a plain OpenZeppelin ERC20 transfer; a
 * tax token transfer, buy or sell without swap-back at most 70,000 gas; a sell through the router
 * that triggers swap-back at most 250,000 gas; MultiSender's 1,000-recipient sends at most 25,900
 * (token) and 34,900 (native) gas per recipient and below every reference sender; a bulk
 * inscription of 10 or 100 mints below the same number of separate self-transactions, per mint.
 */
function checkTargets(snapshot: Snapshot): string[] {
  const missed: string[] = []
  const plain = snapshot.gas['ReferenceERC20 transfer (to a new holder)']
  const standard = snapshot.gas['StandardToken transfer (to a new holder)']
  if (plain === undefined || standard === undefined)
    missed.push('standard and reference transfers were not measured')
  else if (standard > plain * (1 + standardTransferTolerance)) {
    missed.push(
      `StandardToken transfer ${standard} gas is more than 5% above the OpenZeppelin reference (${plain})`,
    )
  }
  const limits: [string, number][] = [
    [taxLabels.transfer, taxTransferTarget],
    [taxLabels.buy, taxTransferTarget],
    [taxLabels.sell, taxTransferTarget],
    [taxLabels.routerSellSwapBack, taxSwapBackSellTarget],
  ]
  for (const [label, limit] of limits) {
    const used = snapshot.gas[label]
    if (used === undefined) missed.push(`${label} was not measured`)
    else if (used > limit) missed.push(`${label}: ${used} gas is above the target of ${limit}`)
  }
  missed.push(...checkMultiSenderTargets(snapshot.gas))
  missed.push(...checkMultisigTargets(snapshot.gas))
  missed.push(...checkBulkInscriptionTargets(snapshot.gas))
  return missed
}

const mode = process.argv.includes('--write') ? 'write' : process.argv.includes('--check') ? 'check' : 'print'
// One build after the other: each starts its own node, and two at once would only share the CPU.
const cancun = await measure('cancun')
const current: Snapshot = {
  description:
    'Gas used on a fresh Hardhat EDR chain (bench/gas/gasSnapshot.ts); codeSize is deployed bytes; the top-level figures are the cancun build, `london` the same measurements of the london build. Regenerate with: node bench/gas/gasSnapshot.ts --write',
  contractsSourceHash,
  ...cancun,
  london: await measure('london'),
}
const missedTargets = checkTargets(current)
if (missedTargets.length > 0) {
  for (const message of missedTargets) console.error(`gas snapshot: ${message}`)
  process.exit(1)
}

if (mode === 'write') {
  mkdirSync(dirname(snapshotPath), { recursive: true })
  writeFileSync(snapshotPath, `${JSON.stringify(current, null, 2)}\n`)
  console.log(`gas snapshot: wrote ${snapshotPath}`)
  printTable(compare({ ...current, gas: {}, codeSize: {}, london: { gas: {}, codeSize: {} } }, current))
} else if (mode === 'print') {
  console.log(JSON.stringify(current, null, 2))
} else {
  if (!existsSync(snapshotPath)) {
    console.error(`gas snapshot: ${snapshotPath} is missing; run: node bench/gas/gasSnapshot.ts --write`)
    process.exit(1)
  }
  const committed = JSON.parse(readFileSync(snapshotPath, 'utf8')) as Snapshot
  const rows = compare(committed, current)
  printTable(rows)
  const rose = rows.filter(
    (row) => row.before !== undefined && row.after !== undefined && row.after > row.before,
  )
  const fell = rows.filter(
    (row) => row.before !== undefined && row.after !== undefined && row.after < row.before,
  )
  const unrecorded = rows.filter((row) => row.before === undefined || row.after === undefined)
  if (rose.length > 0) {
    console.error(
      `\ngas snapshot: ${rose.length} figure(s) rose; make them cheaper, or if the rise is intended, re-run with --write and commit the snapshot.`,
    )
    process.exit(1)
  }
  if (unrecorded.length > 0) {
    console.error(
      '\ngas snapshot: measurements were added or removed; re-run with --write and commit the snapshot.',
    )
    process.exit(1)
  }
  if (fell.length > 0) {
    console.log(`\ngas snapshot: ${fell.length} figure(s) improved; re-run with --write to record them.`)
  } else {
    console.log('\ngas snapshot: all figures match the committed snapshot.')
  }
}
