import {
  type Account,
  type Address,
  type Chain,
  type Client,
  concat,
  getAddress,
  type Hex,
  type PublicClient,
  type Transport,
  zeroAddress,
} from 'viem'
import { deployContract, sendTransaction } from 'viem/actions'
import { contractBytecode } from '../contracts/bytecodes.ts'
import {
  contractsSourceHash,
  launchpadFactoryAbi,
  multicall3Abi,
  multiSenderAbi,
  multisigFactoryAbi,
  sampleStablecoinAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairInitCodeHash,
  uniswapV2Router02Abi,
  wethAbi,
} from '../contracts/index.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import type { ContractBuild } from '../evm/contractBuild.ts'
import {
  deterministicDeployer,
  deterministicDeployerRuntime,
  sharedContractSalt,
} from '../evm/deterministicDeployment.ts'
import { ensureChainInstanceId } from './chainInstance.ts'
import type { LocalDeployments } from './localDeployments.ts'

export type DeployLocalInfrastructureParameters = {
  /** Signs the deployments (any viem wallet client with an account); on a development node (anvil, Hardhat) a JSON-RPC
   * (dev) account is enough. */
  walletClient: Client<Transport, Chain | undefined, Account>
  /** Waits for the receipts. */
  publicClient: PublicClient
  /** Which build to deploy: 'cancun' (default) or 'london' for a node at an older hardfork. */
  build?: ContractBuild | undefined
  /**
   * Whole tokens of each sample stablecoin minted to the deployer; default
   * {@link sampleStablecoinInitialSupply}, which the tests hand out. `make start` mints only what
   * seeds its pools (seedLocalPools), so every Dev wallet account starts with none and a faucet
   * claim shows.
   */
  stablecoinSupply?: bigint | undefined
}

export type DeployLocalInfrastructureReturnType = LocalDeployments

/** The sample stablecoins: amounts are whole tokens, scaled by decimals at deployment. */
export const sampleStablecoins = {
  usdt: { name: 'Tether USD (TokenBox local)', symbol: 'USDT', decimals: 6 },
  usdc: { name: 'USD Coin (TokenBox local)', symbol: 'USDC', decimals: 18 },
} as const
/** Each account may take this many whole tokens from a sample stablecoin's faucet, in total. */
export const sampleStablecoinFaucetLimit = 1_000_000n
/** Whole tokens minted to the deployer by default, to seed liquidity and hand out (the tests). */
export const sampleStablecoinInitialSupply = 1_000_000_000n

/** Whether `address` holds code. */
async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/**
 * Puts the deterministic deployment proxy's code at its address on a development node that has
 * none (Hardhat's `hardhat_setCode`, which anvil also answers as an alias); a node that already has
 * it is left alone. Real chains got it from its pre-signed deployment transaction.
 *
 * @example
 * await installDeterministicDeployer(publicClient)
 */
export async function installDeterministicDeployer(client: PublicClient): Promise<void> {
  const code = await client.getCode({ address: deterministicDeployer })
  if (code && code !== '0x') return
  await client.request({
    method: 'hardhat_setCode',
    params: [deterministicDeployer, deterministicDeployerRuntime],
  } as never)
}

/**
 * Deploys the local chain's infrastructure contracts one after another from the wallet's account:
 * the Multicall3-compatible aggregator, WETH, the two sample stablecoins, the AMM factory (fee
 * switch held by the deployer), the router, the token locker (at its one shared CREATE2 address), the batch sender, the multisig factory and the launchpad. Returns their addresses with the chain id and the
 * source hash of the build they came from, ready for `writeLocalDeployments`.
 *
 * @example
 * const walletClient = createWalletClient({ account: devAccount, chain: hardhat, transport: http(url) })
 * const publicClient = createPublicClient({ chain: hardhat, transport: http(url) })
 * const deployments = await deployLocalInfrastructure({ walletClient, publicClient })
 * console.log(deployments.contracts.router)
 */
export async function deployLocalInfrastructure(
  parameters: DeployLocalInfrastructureParameters,
): Promise<DeployLocalInfrastructureReturnType> {
  const { walletClient, publicClient } = parameters
  const build = parameters.build ?? 'cancun'
  const bytecode = (name: keyof typeof contractBytecode) => contractBytecode[name][build]()
  const account = walletClient.account
  const chain = walletClient.chain ?? null

  // Sequential on purpose: each deployment waits for its receipt, so nonces never collide and a
  // failure names the contract that failed.
  const deploy = async (name: string, hash: Hex): Promise<Address> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) {
      throw new Error(`Deploying ${name} failed in transaction ${hash}`)
    }
    return getAddress(receipt.contractAddress)
  }

  // A node without a base fee (the berlin chain) takes only legacy gas prices: anvil fills in
  // EIP-1559 fees for a request that names none and then refuses them at that hardfork.
  const fees =
    (await publicClient.getBlock()).baseFeePerGas == null
      ? { gasPrice: await publicClient.getGasPrice() }
      : {}

  // Shared contracts a user creates go through the deterministic deployment proxy (one address on
  // every chain); a development node starts without it, so it gets the proxy's code here.
  await installDeterministicDeployer(publicClient)

  const multicall3 = await deploy(
    'Multicall3',
    await deployContract(walletClient, {
      abi: multicall3Abi,
      bytecode: await bytecode('Multicall3'),
      account,
      chain,
      ...fees,
    }),
  )
  const weth = await deploy(
    'WETH',
    await deployContract(walletClient, {
      abi: wethAbi,
      bytecode: await bytecode('WETH'),
      account,
      chain,
      ...fees,
    }),
  )
  const deployStablecoin = async (key: keyof typeof sampleStablecoins) => {
    const { name, symbol, decimals } = sampleStablecoins[key]
    const unit = 10n ** BigInt(decimals)
    return await deploy(
      `SampleStablecoin ${symbol}`,
      await deployContract(walletClient, {
        abi: sampleStablecoinAbi,
        bytecode: await bytecode('SampleStablecoin'),
        args: [
          name,
          symbol,
          decimals,
          sampleStablecoinFaucetLimit * unit,
          (parameters.stablecoinSupply ?? sampleStablecoinInitialSupply) * unit,
        ],
        account,
        chain,
        ...fees,
      }),
    )
  }
  const usdt = await deployStablecoin('usdt')
  const usdc = await deployStablecoin('usdc')
  const factory = await deploy(
    'UniswapV2Factory',
    await deployContract(walletClient, {
      abi: uniswapV2FactoryAbi,
      bytecode: await bytecode('UniswapV2Factory'),
      args: [account.address],
      account,
      chain,
      ...fees,
    }),
  )
  const router = await deploy(
    'UniswapV2Router02',
    await deployContract(walletClient, {
      abi: uniswapV2Router02Abi,
      bytecode: await bytecode('UniswapV2Router02'),
      args: [factory, weth],
      account,
      chain,
      ...fees,
    }),
  )

  // The token locker has nothing local to set, so it lives at its one shared address, as on every
  // real chain (what the dividend tracker excludes from its books, SharedLockers.sol): through the
  // deterministic deployment proxy, still one transaction, so the addresses after it stay put.
  const lock = sharedContractAddress.TokenLocker[build]
  if (!(await hasCode(publicClient, lock))) {
    const hash = await sendTransaction(walletClient, {
      to: deterministicDeployer,
      data: concat([sharedContractSalt, await bytecode('TokenLocker')]),
      account,
      chain,
      ...fees,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !(await hasCode(publicClient, lock)))
      throw new Error(`Deploying TokenLocker at its shared address ${lock} failed in transaction ${hash}`)
  }

  // No fee on the local chain (constructor: fee recipient, fee).
  const send = await deploy(
    'MultiSender',
    await deployContract(walletClient, {
      abi: multiSenderAbi,
      bytecode: await bytecode('MultiSender'),
      args: [zeroAddress, 0n],
      account,
      chain,
      ...fees,
    }),
  )

  // The multisig factory deploys its wallet implementation in its own constructor.
  const multisig = await deploy(
    'MultisigFactory',
    await deployContract(walletClient, {
      abi: multisigFactoryAbi,
      bytecode: await bytecode('MultisigFactory'),
      account,
      chain,
      ...fees,
    }),
  )

  // The launchpad deploys its presale implementation in its constructor; owned by the deployer
  // (the node's first account) so that the console can set fees on the local chain (0 at start).
  const launchpad = await deploy(
    'LaunchpadFactory',
    await deployContract(walletClient, {
      abi: launchpadFactoryAbi,
      bytecode: await bytecode('LaunchpadFactory'),
      args: [account.address],
      account,
      chain,
      ...fees,
    }),
  )

  return {
    chainId: await publicClient.getChainId(),
    instanceId: await ensureChainInstanceId(publicClient),
    sourceHash: contractsSourceHash,
    deployedAt: new Date().toISOString(),
    deployer: getAddress(account.address),
    build,
    pairInitCodeHash: uniswapV2PairInitCodeHash[build],
    contracts: { multicall3, weth, factory, router, usdt, usdc, lock, send, multisig, launchpad },
  }
}
