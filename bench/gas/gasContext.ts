/**
 * The shared context of the gas snapshot (bench/gas/gasSnapshot.ts): the clients of one fresh
 * Hardhat node, its dev accounts, the clock that sets every block's timestamp, the helpers that
 * send, deploy and record one transaction per block, the gas record, the deployed infrastructure
 * and the template bytecode of the build measured. Every domain file (infrastructureGas.ts,
 * tokenTemplatesGas.ts, ...) receives it and runs its transactions through it, so that the whole
 * snapshot is one fixed sequence of blocks 12 s apart.
 */
import { contractBytecode } from '@tokenbox/core/contracts/bytecodes.ts'
import { uniswapV2Router02Abi } from '@tokenbox/core/contracts/index.ts'
import type { ContractBuild } from '@tokenbox/core/evm/contractBuild.ts'
import type { LocalContracts } from '@tokenbox/core/local/localDeployments.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  type HttpTransport,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  type TransactionReceipt,
  type WalletClient,
} from 'viem'
import { hardhat } from 'viem/chains'

/** A fixed deadline far in the future: its bytes are part of the calldata and so of the gas. */
export const deadline = 2n ** 40n

/** The supply of the token templates and of the reference tokens. */
export const supply = parseEther('1000000000')

/** A plain ERC20 `transfer` (the same selector and layout for every token template). */
export const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: referenceERC20Abi, functionName: 'transfer', args: [to, amount] })

/**
 * An unlimited ERC20 `approve` of `spender` (the same selector and layout for every token, the pair's
 * LP token included): the set-up before a router, factory or locker pulls tokens.
 */
export const approveAllData = (spender: Address) =>
  encodeFunctionData({ abi: referenceERC20Abi, functionName: 'approve', args: [spender, maxUint256] })

/** A fixed address of no account, by index (0xb0b0 + index): a fresh holder until a transaction touches it. */
export const freshHolder = (index: number): Address =>
  `0x${(0xb0b0n + BigInt(index)).toString(16).padStart(40, '0')}`

/** The token templates and the tracker in one build, loaded before the measurements. */
export async function loadBytecode(build: ContractBuild) {
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

export type TemplateCode = Awaited<ReturnType<typeof loadBytecode>>

const publicClientOn = (transport: HttpTransport) => createPublicClient({ chain: hardhat, transport })
const testClientOn = (transport: HttpTransport) =>
  createTestClient({ mode: 'hardhat', chain: hardhat, transport })
const walletClientOn = (transport: HttpTransport, account: Address) =>
  createWalletClient({ account, chain: hardhat, transport })

export type BenchPublicClient = ReturnType<typeof publicClientOn>
export type BenchTestClient = ReturnType<typeof testClientOn>
/** A wallet client that signs as one account through the node (a dev account or an impersonated one). */
export type BenchWallet = ReturnType<typeof walletClientOn>

/**
 * The timestamp of the last block the bench set; `nextBlock` sets the next one 12 s after it.
 * Domains that need time to pass (a lock's end, a rebase interval) move it directly.
 */
export type Clock = { timestamp: bigint }

/** Everything a domain needs before the infrastructure is deployed. */
export type ChainContext = {
  build: ContractBuild
  /** The creation code of the templates of the build measured. */
  templateCode: TemplateCode
  publicClient: BenchPublicClient
  testClient: BenchTestClient
  /** The first dev account's wallet: it deploys, owns and funds everything unless said otherwise. */
  walletClient: BenchWallet
  /** A wallet client signing as `account` (JSON-RPC signing: a dev account or an impersonated one). */
  walletFor: (account: Address) => BenchWallet
  /** The first dev account. */
  account: Address
  /** The second dev account (a receiver, trader, buyer or claimer). */
  receiver: Address
  /** The third dev account (a second minter, buyer, signer or depositor). */
  thirdAccount: Address
  /** The figures measured, by label. */
  gas: Record<string, number>
  clock: Clock
  /** Sets the next block's timestamp (fixed 12 s steps, so figures are deterministic). */
  nextBlock: () => Promise<void>
  /** Sends one transaction from `account` in its own block and returns its receipt (throws when it reverted). */
  send: (to: Address, data: Hex, value?: bigint) => Promise<TransactionReceipt>
  /** Sends one transaction like `send` and records its gas under `label`. */
  record: (label: string, to: Address, data: Hex, value?: bigint) => Promise<void>
  /** Deploys a contract in its own block, records its gas under `label` and returns its address. */
  deployToken: (label: string, deploy: () => Promise<Hex>) => Promise<Address>
  /** Sends one transaction from `client` in its own block; `label`, when given, records the gas. */
  sendAs: (
    client: BenchWallet,
    label: string | undefined,
    to: Address,
    data: Hex,
    value?: bigint,
  ) => Promise<TransactionReceipt>
}

/** The shared context of every domain after the infrastructure's deployment. */
export type GasContext = ChainContext & {
  /** The infrastructure deployed by the product's own deploy function (infrastructureGas.ts). */
  contracts: LocalContracts
}

/** What a domain whose transactions come from several dev accounts receives from gasSnapshot.ts. */
export type AccountsContext = {
  publicClient: PublicClient
  walletClient: WalletClient
  /** Sets the next block's timestamp (fixed 12 s steps, so figures are deterministic). */
  nextBlock: () => Promise<void>
  gas: Record<string, number>
}

/** What a domain whose transactions all come from the first dev account receives from gasSnapshot.ts. */
export type OneAccountContext = AccountsContext & {
  account: Address
  /** Sends one transaction from `account` in its own block and returns its receipt (throws when it reverted). */
  send: (to: Address, data: Hex, value?: bigint) => Promise<TransactionReceipt>
}

/** An {@link AccountsContext} whose domain also needs time to pass (a sale's start and end). */
export type TimedAccountsContext = AccountsContext & {
  /** The timestamp the next block gets. */
  now: () => bigint
  /** Moves the next block's timestamp to `timestamp`. */
  warp: (timestamp: bigint) => void
}

/**
 * `send` and `record` for a domain whose transactions come from several dev accounts through the
 * node's JSON-RPC signing (a presale's creator and buyers, a multisig's signers): each transaction in
 * its own block, its receipt returned, a revert thrown; `record` also keeps its gas under `label`.
 *
 * @example
 * const { send, record } = sendersFrom({ publicClient, walletClient, nextBlock, gas })
 * await record(labels.confirm, second, wallet, confirmData)
 */
export function sendersFrom(context: AccountsContext) {
  const { publicClient, walletClient, nextBlock, gas } = context
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
  return { send, record }
}

/**
 * Deploys a ReferenceERC20 (a plain OpenZeppelin ERC20) minting `amount` to the first account, in its
 * own block; records its gas under `label` and returns its address.
 */
export function deployReferenceERC20(
  context: ChainContext,
  label: string,
  amount = supply,
): Promise<Address> {
  return context.deployToken(label, () =>
    context.walletClient.deployContract({
      abi: referenceERC20Abi,
      bytecode: referenceERC20Bytecode,
      args: [amount],
    }),
  )
}

/**
 * Pools half the supply of `token` with 100 coin through the router (the approval first, neither
 * recorded): the pair a template's trades then run against.
 */
export async function poolHalfTheSupply(context: GasContext, token: Address): Promise<void> {
  const { send, account } = context
  const { router } = context.contracts
  await send(token, approveAllData(router))
  await send(
    router,
    encodeFunctionData({
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [token, supply / 2n, 0n, 0n, account, deadline],
    }),
    parseEther('100'),
  )
}

/** Connects to the node at `url` and builds the shared context of one build's measurements. */
export async function createChainContext(
  url: string,
  build: ContractBuild,
  templateCode: TemplateCode,
): Promise<ChainContext> {
  const transport = http(url)
  const publicClient = publicClientOn(transport)
  const [account, receiver, thirdAccount] = await createWalletClient({
    chain: hardhat,
    transport,
  }).getAddresses()
  if (!account || !receiver || !thirdAccount) throw new Error('The node has fewer than three dev accounts')
  const walletFor = (signer: Address) => walletClientOn(transport, signer)
  const walletClient = walletFor(account)
  const testClient = testClientOn(transport)
  const gas: Record<string, number> = {}

  const clock: Clock = { timestamp: (await publicClient.getBlock()).timestamp }
  const nextBlock = async () => {
    clock.timestamp += 12n
    // A block mined without a set timestamp (a deployment) takes the wall clock's; on a slow,
    // loaded machine that can pass the count, and the node refuses a timestamp in the past.
    const latest = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp
    if (clock.timestamp <= latest) clock.timestamp = latest + 12n
    await testClient.setNextBlockTimestamp({ timestamp: clock.timestamp })
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
  const deployToken = async (label: string, deploy: () => Promise<Hex>) => {
    await nextBlock()
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await deploy() })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`${label} failed`)
    gas[label] = Number(receipt.gasUsed)
    return receipt.contractAddress
  }
  const sendAs = async (
    client: BenchWallet,
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
  return {
    build,
    templateCode,
    publicClient,
    testClient,
    walletClient,
    walletFor,
    account,
    receiver,
    thirdAccount,
    gas,
    clock,
    nextBlock,
    send,
    record,
    deployToken,
    sendAs,
  }
}
