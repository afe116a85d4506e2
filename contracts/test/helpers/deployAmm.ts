import { network } from 'hardhat'
import { type Address, maxUint256, parseUnits } from 'viem'

/**
 * The deterministic deployment proxy (Arachnid's, at the same address on nearly every chain; anvil
 * has it built in, Hardhat's in-process chains do not): tax tokens create the shared swap engine
 * through it.
 */
const deterministicDeployer = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const deterministicDeployerRuntime =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

/** Gives an in-process chain the deterministic deployment proxy, as real chains and anvil have it. */
export async function installDeterministicDeployer(viem: { getTestClient: () => Promise<TestClientLike> }) {
  const testClient = await viem.getTestClient()
  await testClient.setCode({ address: deterministicDeployer, bytecode: deterministicDeployerRuntime })
}

type TestClientLike = {
  setCode: (parameters: { address: `0x${string}`; bytecode: `0x${string}` }) => Promise<void>
}

/** A far deadline: tests about deadlines set their own. */
export const deadline = 2n ** 40n

/**
 * A fresh in-process chain with WETH, the AMM factory (fee switch held by the first account) and
 * router, two sample stablecoins (6 and 18 decimals) and a 1% fee-on-transfer token, all approved
 * for the router by the first account.
 */
export async function deployAmm() {
  const connection = await network.create()
  const { viem } = connection
  const publicClient = await viem.getPublicClient()
  const [owner, other] = await viem.getWalletClients()
  if (!owner || !other) throw new Error('Need two accounts')
  await installDeterministicDeployer(viem)

  const weth = await viem.deployContract('WETH')
  const factory = await viem.deployContract('UniswapV2Factory', [owner.account.address])
  const router = await viem.deployContract('UniswapV2Router02', [factory.address, weth.address])
  const usdt = await viem.deployContract('SampleStablecoin', [
    'Tether USD',
    'USDT',
    6,
    parseUnits('1000', 6),
    parseUnits('1000000000', 6),
  ])
  const usdc = await viem.deployContract('SampleStablecoin', [
    'USD Coin',
    'USDC',
    18,
    parseUnits('1000', 18),
    parseUnits('1000000000', 18),
  ])
  const taxed = await viem.deployContract('FeeOnTransferToken', [100n, parseUnits('1000000000', 18)])
  await usdt.write.approve([router.address, maxUint256])
  await usdc.write.approve([router.address, maxUint256])
  await taxed.write.approve([router.address, maxUint256])

  const getPair = async (tokenA: `0x${string}`, tokenB: `0x${string}`) =>
    viem.getContractAt('UniswapV2Pair', await factory.read.getPair([tokenA, tokenB]))

  return { connection, viem, publicClient, owner, other, weth, factory, router, usdt, usdc, taxed, getPair }
}

/** What {@link deployAmm} returns. */
export type Amm = Awaited<ReturnType<typeof deployAmm>>

/**
 * Adds `amountA` of `tokenA` and `amountB` of `tokenB` (both already approved for the router) to
 * their pair from the first account, the LP shares going to `to`, no minimums, the far deadline.
 */
export async function addLiquidity(
  router: Amm['router'],
  [tokenA, amountA]: readonly [Address, bigint],
  [tokenB, amountB]: readonly [Address, bigint],
  to: Address,
) {
  await router.write.addLiquidity([tokenA, tokenB, amountA, amountB, 0n, 0n, to, deadline])
}

/**
 * Adds `amount` whole USDT and as many whole USDC (one to one) to their pair from the first
 * account, the LP shares going to `to`: the stable pool most AMM tests trade through.
 */
export async function addStableLiquidity(
  amm: Pick<Amm, 'router' | 'usdt' | 'usdc'>,
  amount: string,
  to: Address,
) {
  const { router, usdt, usdc } = amm
  await addLiquidity(
    router,
    [usdt.address, parseUnits(amount, 6)],
    [usdc.address, parseUnits(amount, 18)],
    to,
  )
}
