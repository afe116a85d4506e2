/**
 * Launchpad figures for the gas snapshot (called by gasSnapshot.ts on its chain): one Standard
 * presale's life through the shared LaunchpadFactory (create: an EIP-1167 clone, its terms and the
 * token deposit; two purchases; finalize by a contributor: pool created at the listing rate, LP
 * locked in the TokenLocker, creator paid, unsold returned; claim), and a second presale that misses
 * its soft cap (refund). The real anchor, Unicrypt's Presale01 measured the same way, is in
 * bench/results/gas-anchors.json.
 */
import { launchpadFactoryAbi, presaleAbi } from '@tokenbox/core/contracts/index.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { presaleParamsWith } from '@tokenbox/core/testing/testPresale.ts'
import {
  type Abi,
  type Address,
  encodeFunctionData,
  type Hex,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { approveAllData, sendersFrom, type TimedAccountsContext } from './gasContext.ts'

export const launchpadLabels = {
  create: 'LaunchpadFactory createPresale (Standard, native coin, clone + terms + token deposit)',
  contributeFirst: 'Presale contribute (native, a buyer’s first purchase)',
  contributeAgain: 'Presale contribute (native, the same buyer again)',
  finalize: 'Presale finalize (by a contributor: pool created at the listing rate, LP locked, creator paid)',
  claim: 'Presale claim (everything, claim at end)',
  refund: 'Presale refund (soft cap missed, native coin)',
} as const

export type LaunchpadBenchContext = TimedAccountsContext & {
  /** Three funded dev accounts (JSON-RPC signing): the creator and two buyers. */
  accounts: readonly [Address, Address, Address]
  launchpad: Address
  router: Address
  locker: Address
}

const rate = parseEther('1000')
const listingRate = parseEther('800')

/** Measures {@link launchpadLabels} into `context.gas`; returns the presale clone and its implementation. */
export async function benchLaunchpad(
  context: LaunchpadBenchContext,
): Promise<{ presale: Address; implementation: Address }> {
  const { publicClient, walletClient, accounts, launchpad, router, locker, nextBlock, gas } = context
  const [creator, buyer, contributor] = accounts
  const { send, record } = sendersFrom(context)
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
    await nextBlock()
    const hash = await walletClient.deployContract({ abi, bytecode, args, account: creator, chain: null })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deploying failed: ${hash}`)
    return receipt
  }
  const token = (await deploy(referenceERC20Abi, referenceERC20Bytecode, [parseEther('1000000000')]))
    .contractAddress as Address
  await send(creator, token, approveAllData(launchpad))

  const start = context.now() + 600n
  const end = start + 3_600n
  const params = presaleParamsWith({
    config: {
      claimMode: 1,
      token,
      router,
      locker,
      start,
      end,
      lpLockDuration: 30 * 86_400,
      finalizeGrace: 7 * 86_400,
      liquidityBps: 6_000,
      softCap: parseEther('1000'),
      hardCap: parseEther('100000'),
    },
    payCoins: [{ coin: zeroAddress, rate, listingRate }],
  })
  /** Creates a presale of `terms` from the creator; its receipt and address. */
  const createPresale = async (terms: typeof params) => {
    const receipt = await send(
      creator,
      launchpad,
      encodeFunctionData({ abi: launchpadFactoryAbi, functionName: 'createPresale', args: [terms, ''] }),
    )
    const [event] = parseEventLogs({
      abi: launchpadFactoryAbi,
      logs: receipt.logs,
      eventName: 'PresaleCreated',
    })
    if (!event) throw new Error('createPresale emitted no PresaleCreated')
    return { receipt, presale: event.args.presale }
  }
  const created = await createPresale(params)
  gas[launchpadLabels.create] = Number(created.receipt.gasUsed)
  const presale = created.presale
  const implementation = await publicClient.readContract({
    address: launchpad,
    abi: launchpadFactoryAbi,
    functionName: 'implementation',
  })

  // The same terms with a soft cap no purchase here reaches: it fails at its end, and refunds.
  const { presale: failed } = await createPresale({
    ...params,
    config: { ...params.config, softCap: parseEther('50000') },
  })

  context.warp(start)
  const contribute = encodeFunctionData({
    abi: presaleAbi,
    functionName: 'contribute',
    args: [0n, parseEther('1'), zeroAddress, 0, []],
  })
  await record(launchpadLabels.contributeFirst, buyer, presale, contribute, parseEther('1'))
  await record(launchpadLabels.contributeAgain, buyer, presale, contribute, parseEther('1'))
  await send(contributor, presale, contribute, parseEther('1'))
  await send(buyer, failed, contribute, parseEther('1'))

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
    launchpadLabels.refund,
    buyer,
    failed,
    encodeFunctionData({ abi: presaleAbi, functionName: 'refund' }),
  )
  return { presale, implementation }
}
