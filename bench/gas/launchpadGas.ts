/**
 * Launchpad figures for the gas snapshot (called by gasSnapshot.ts on its chain): one Standard
 * presale's life through the shared LaunchpadFactory (create: an EIP-1167 clone, its terms and the
 * token deposit; two purchases; finalize by a contributor: pool created at the listing rate, LP
 * locked in the TokenLocker, creator paid, unsold returned; claim), beside the same sale run by a
 * PinkSale-style reference (test-only ReferencePinkSaleStyle: one whole presale contract deployed
 * per sale, as PinkSale does, with none of the launchpad's extras).
 */
import { launchpadFactoryAbi, presaleAbi } from '@tokenbox/core/contracts/index.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/contracts/test/ReferenceERC20.ts'
import {
  referencePinkSaleStyleAbi,
  referencePinkSaleStyleBytecode,
} from '@tokenbox/core/contracts/test/ReferencePinkSaleStyle.ts'
import {
  type Abi,
  type Address,
  encodeFunctionData,
  type Hex,
  maxUint256,
  type PublicClient,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  type WalletClient,
  zeroAddress,
} from 'viem'

export const launchpadLabels = {
  create: 'LaunchpadFactory createPresale (Standard, native coin, clone + terms + token deposit)',
  contributeFirst: 'Presale contribute (native, a buyer’s first purchase)',
  contributeAgain: 'Presale contribute (native, the same buyer again)',
  finalize: 'Presale finalize (by a contributor: pool created at the listing rate, LP locked, creator paid)',
  claim: 'Presale claim (everything, claim at end)',
  referenceDeploy: 'deploy ReferencePinkSaleStyle (reference: a whole presale contract per sale)',
  referenceFund: 'ReferencePinkSaleStyle deposit (reference: token transfer to the sale)',
  referenceContributeFirst: 'ReferencePinkSaleStyle contribute (reference, a buyer’s first purchase)',
  referenceContributeAgain: 'ReferencePinkSaleStyle contribute (reference, the same buyer again)',
  referenceFinalize: 'ReferencePinkSaleStyle finalize (reference, by the owner: addLiquidityETH, LP locked)',
  referenceClaim: 'ReferencePinkSaleStyle claim (reference)',
} as const

export type LaunchpadBenchContext = {
  publicClient: PublicClient
  walletClient: WalletClient
  /** Three funded dev accounts (JSON-RPC signing): the creator and two buyers. */
  accounts: readonly [Address, Address, Address]
  launchpad: Address
  router: Address
  locker: Address
  /** The timestamp the next block gets. */
  now: () => bigint
  /** Moves the next block's timestamp to `timestamp`. */
  warp: (timestamp: bigint) => void
  /** Sets the next block's timestamp (fixed 12 s steps, so figures are deterministic). */
  nextBlock: () => Promise<void>
  gas: Record<string, number>
}

const rate = parseEther('1000')
const listingRate = parseEther('800')

/** Measures {@link launchpadLabels} into `context.gas`; returns the presale clone and the reference sale. */
export async function benchLaunchpad(
  context: LaunchpadBenchContext,
): Promise<{ presale: Address; implementation: Address; reference: Address }> {
  const { publicClient, walletClient, accounts, launchpad, router, locker, nextBlock, gas } = context
  const [creator, buyer, contributor] = accounts
  const send = async (from: Address, to: Address, data: Hex, value = 0n): Promise<TransactionReceipt> => {
    await nextBlock()
    const hash = await walletClient.sendTransaction({ account: from, chain: null, to, data, value })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    return receipt
  }
  const record = async (label: string, from: Address, to: Address, data: Hex, value = 0n) => {
    gas[label] = Number((await send(from, to, data, value)).gasUsed)
  }
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
    await nextBlock()
    const hash = await walletClient.deployContract({ abi, bytecode, args, account: creator, chain: null })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deploying failed: ${hash}`)
    return receipt
  }
  const token = (await deploy(referenceERC20Abi, referenceERC20Bytecode, [parseEther('1000000000')]))
    .contractAddress as Address
  await send(
    creator,
    token,
    encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [launchpad, maxUint256] }),
  )

  const start = context.now() + 600n
  const end = start + 3_600n
  const config = {
    kind: 0,
    claimMode: 1,
    token,
    router,
    locker,
    start,
    end,
    publicAt: 0n,
    vestingStart: 0n,
    vestingInterval: 0,
    lpLockDuration: 30 * 86_400,
    finalizeGrace: 7 * 86_400,
    vestingFirstBps: 0,
    vestingCycleBps: 0,
    liquidityBps: 6_000,
    emergencyPenaltyBps: 0,
    burnLp: false,
    burnUnsold: false,
    whitelist: false,
    bindRequired: false,
    emergencyWithdraw: false,
    merkleRoot: `0x${'00'.repeat(32)}` as Hex,
    softCap: parseEther('1000'),
    hardCap: parseEther('100000'),
    tokensForSale: 0n,
    minBuy: 0n,
    maxBuy: 0n,
    maxPerBuyer: 0n,
  } as const
  const params = {
    config,
    payCoins: [{ coin: zeroAddress, rate, listingRate }],
    phases: [],
    inviteBps: [],
    tierDelays: [],
  }
  const created = await send(
    creator,
    launchpad,
    encodeFunctionData({ abi: launchpadFactoryAbi, functionName: 'createPresale', args: [params, ''] }),
  )
  gas[launchpadLabels.create] = Number(created.gasUsed)
  const [event] = parseEventLogs({
    abi: launchpadFactoryAbi,
    logs: created.logs,
    eventName: 'PresaleCreated',
  })
  if (!event) throw new Error('createPresale emitted no PresaleCreated')
  const presale = event.args.presale
  const implementation = await publicClient.readContract({
    address: launchpad,
    abi: launchpadFactoryAbi,
    functionName: 'implementation',
  })

  // The reference sells its own token, so that its finalize creates its pool too.
  const referenceToken = (await deploy(referenceERC20Abi, referenceERC20Bytecode, [parseEther('1000000000')]))
    .contractAddress as Address
  const referenceDeployed = await deploy(referencePinkSaleStyleAbi, referencePinkSaleStyleBytecode, [
    referenceToken,
    router,
    locker,
    [rate, listingRate, parseEther('1'), parseEther('100'), start, end, 6_000n, 30n * 86_400n],
  ])
  const reference = referenceDeployed.contractAddress as Address
  gas[launchpadLabels.referenceDeploy] = Number(referenceDeployed.gasUsed)
  await record(
    launchpadLabels.referenceFund,
    creator,
    referenceToken,
    encodeFunctionData({
      abi: referenceERC20Abi,
      functionName: 'transfer',
      args: [reference, parseEther('148000')],
    }),
  )

  context.warp(start)
  const contribute = encodeFunctionData({
    abi: presaleAbi,
    functionName: 'contribute',
    args: [0n, parseEther('1'), zeroAddress, 0, []],
  })
  await record(launchpadLabels.contributeFirst, buyer, presale, contribute, parseEther('1'))
  await record(launchpadLabels.contributeAgain, buyer, presale, contribute, parseEther('1'))
  await send(contributor, presale, contribute, parseEther('1'))
  const referenceContribute = encodeFunctionData({
    abi: referencePinkSaleStyleAbi,
    functionName: 'contribute',
  })
  await record(
    launchpadLabels.referenceContributeFirst,
    buyer,
    reference,
    referenceContribute,
    parseEther('1'),
  )
  await record(
    launchpadLabels.referenceContributeAgain,
    buyer,
    reference,
    referenceContribute,
    parseEther('1'),
  )
  await send(contributor, reference, referenceContribute, parseEther('1'))

  context.warp(end)
  await record(
    launchpadLabels.finalize,
    contributor,
    presale,
    encodeFunctionData({ abi: presaleAbi, functionName: 'finalize' }),
  )
  await record(
    launchpadLabels.claim,
    buyer,
    presale,
    encodeFunctionData({ abi: presaleAbi, functionName: 'claim' }),
  )
  await record(
    launchpadLabels.referenceFinalize,
    creator,
    reference,
    encodeFunctionData({ abi: referencePinkSaleStyleAbi, functionName: 'finalize' }),
  )
  await record(
    launchpadLabels.referenceClaim,
    buyer,
    reference,
    encodeFunctionData({ abi: referencePinkSaleStyleAbi, functionName: 'claim' }),
  )
  return { presale, implementation, reference }
}
