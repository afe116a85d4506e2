import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { sampleStablecoinAbi } from '../contracts/index.ts'
import { deterministicDeployer } from '../evm/deterministicDeployment.ts'
import { buildForProbe, probeEvm } from '../evm/probeEvm.ts'
import { readChainInstanceId, replacedChainInstances } from './chainInstance.ts'
import { deployLocalInfrastructure } from './deployLocalInfrastructure.ts'
import { isLocalDeploymentCurrent } from './localDeployments.ts'
import { localNetworks } from './localNetworks.ts'
import type { LocalNode } from './localNodeProcess.ts'
import { anvilArgs, startAnvilNode } from './startAnvilNode.ts'

const clientsOf = (node: LocalNode, chainId: number) => {
  const chain = defineChain({
    id: chainId,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
  })
  const publicClient = createPublicClient({ chain, transport: http(node.url) }) as PublicClient
  return { chain, publicClient }
}

describe('startAnvilNode', () => {
  const tempDir = mkdtempSync(join(tmpdir(), 'tokenbox-anvil-'))
  const nodes: LocalNode[] = []
  const start = async (parameters: Parameters<typeof startAnvilNode>[0]) => {
    const node = await startAnvilNode(parameters)
    nodes.push(node)
    return node
  }

  afterAll(async () => {
    for (const node of nodes) await node.stop()
    rmSync(tempDir, { recursive: true, force: true })
  })

  it('runs each local chain with the chain id, hardfork and accounts of core localNetworks', () => {
    const args = anvilArgs({
      network: 'berlin',
      hostname: '127.0.0.1',
      port: 18546,
      stateFile: '/x/state.json',
    })
    expect(args.join(' ')).toBe(
      '--host 127.0.0.1 --port 18546 --chain-id 31338 --hardfork berlin --accounts 20 --state /x/state.json --state-interval 5',
    )
    expect(anvilArgs({ network: 'default', hostname: '127.0.0.1', port: 1 })).not.toContain('--state')
    // Idle blocks beside automine only when asked (make start), never a period of 0 or a fraction.
    expect(anvilArgs({ network: 'default', hostname: '127.0.0.1' })).not.toContain('--block-time')
    expect(anvilArgs({ network: 'default', hostname: '127.0.0.1', idleBlockSeconds: 5 }).slice(-3)).toEqual([
      '--block-time',
      '5',
      '--mixed-mining',
    ])
    for (const bad of [0, 0.5, -1]) {
      expect(() => anvilArgs({ network: 'default', hostname: '127.0.0.1', idleBlockSeconds: bad })).toThrow(
        /whole number/,
      )
    }
  })

  it('mines empty blocks while idle and still mines each transaction at once with idleBlockSeconds', async () => {
    const node = await start({ idleBlockSeconds: 1 })
    const { publicClient } = clientsOf(node, 31337)
    const first = await publicClient.getBlock()
    // Nobody sends anything: the chain's clock still moves on.
    await expect
      .poll(async () => (await publicClient.getBlock()).number, { timeout: 20_000, interval: 250 })
      .toBeGreaterThan(first.number + 1n)
    const idle = await publicClient.getBlock()
    expect(idle.transactions).toHaveLength(0)
    expect(idle.timestamp).toBeGreaterThan(first.timestamp)
    await node.stop()
    // A transaction is mined when sent (automine), not at the next idle block: on a node whose idle
    // blocks come a minute apart, it is mined within seconds (the receipt may trail the send's reply
    // by a moment on a loaded machine, so it is awaited, but far inside the idle period).
    const slow = await start({ idleBlockSeconds: 60 })
    const clients = clientsOf(slow, 31337)
    const [from] = await createWalletClient({
      chain: clients.chain,
      transport: http(slow.url),
    }).getAddresses()
    const walletClient = createWalletClient({
      account: from!,
      chain: clients.chain,
      transport: http(slow.url),
    })
    const hash = await walletClient.sendTransaction({ to: from!, value: 1n })
    const receipt = await clients.publicClient.waitForTransactionReceipt({
      hash,
      timeout: 20_000,
      pollingInterval: 100,
    })
    expect(receipt.status).toBe('success')
    await slow.stop()
  })

  it('keeps a deployed token, its balances and its instance across a restart from the state file', async () => {
    const stateFile = join(tempDir, 'default', 'state.json')
    let node = await start({ stateFile })
    let { chain, publicClient } = clientsOf(node, 31337)
    expect(await publicClient.getChainId()).toBe(31337)
    // anvil has the deterministic deployment proxy from genesis: the shared contracts' addresses work.
    expect(await publicClient.getCode({ address: deterministicDeployer })).toMatch(/^0x[0-9a-f]{2,}/)
    const accounts = await createWalletClient({ chain, transport: http(node.url) }).getAddresses()
    // 20 dev accounts, as Hardhat's node has: the 20th receives the local donations.
    expect(accounts).toHaveLength(20)
    const walletClient = createWalletClient({ account: accounts[0]!, chain, transport: http(node.url) })
    const deployments = await deployLocalInfrastructure({ walletClient, publicClient })
    expect(deployments.instanceId).toBe(await readChainInstanceId(publicClient))
    const hash = await walletClient.writeContract({
      address: deployments.contracts.usdt,
      abi: sampleStablecoinAbi,
      functionName: 'transfer',
      args: [accounts[1]!, parseUnits('1234', 6)],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    await node.stop()
    expect(existsSync(stateFile)).toBe(true)

    // Several restarts: the instance id lives in the chain's state (anvil's block 0 hash did not
    // survive every reload).
    for (const _ of [1, 2]) {
      node = await start({ stateFile })
      ;({ publicClient } = clientsOf(node, 31337))
      expect(await readChainInstanceId(publicClient)).toBe(deployments.instanceId)
      await node.stop()
    }
    node = await start({ stateFile })
    ;({ chain, publicClient } = clientsOf(node, 31337))
    expect(
      await publicClient.readContract({
        address: deployments.contracts.usdt,
        abi: sampleStablecoinAbi,
        functionName: 'balanceOf',
        args: [accounts[1]!],
      }),
    ).toBe(parseUnits('1234', 6))
    expect(await readChainInstanceId(publicClient)).toBe(deployments.instanceId)
    expect(await isLocalDeploymentCurrent(publicClient, deployments)).toBe(true)
    // The blocks and receipts come back too, not only the accounts' state.
    expect((await publicClient.getTransactionReceipt({ hash })).blockHash).toBe(receipt.blockHash)
    await node.stop()

    // Without its state (what `make reset` leaves) the chain is a new instance and the deployments
    // file no longer counts as current.
    rmSync(stateFile)
    node = await start({ stateFile })
    ;({ publicClient } = clientsOf(node, 31337))
    expect(await readChainInstanceId(publicClient)).toBeUndefined()
    expect(await isLocalDeploymentCurrent(publicClient, deployments)).toBe(false)
    await node.stop()
  })

  it("gives each node a home of its own for anvil's state cache, removed when the node stops", async () => {
    const node = await startAnvilNode()
    const environment = readFileSync(`/proc/${node.pid}/environ`, 'utf8').split('\0')
    const home = environment.find((entry) => entry.startsWith('HOME='))?.slice('HOME='.length)
    expect(home).toMatch(/tokenbox-anvil-/)
    expect(home).not.toBe(process.env.HOME)
    expect(existsSync(home!)).toBe(true)
    // What anvil keeps there (states of older blocks under .foundry/anvil/tmp) goes with it.
    const { publicClient } = clientsOf(node, localNetworks[0].chainId)
    await publicClient.request({ method: 'anvil_mine' as never, params: ['0x200'] as never })
    await node.stop()
    expect(existsSync(home!)).toBe(false)
  })

  it('runs the berlin chain without PUSH0, TSTORE and MCOPY, so it gets the london build', async () => {
    const node = await start({ network: 'berlin' })
    const { publicClient } = clientsOf(node, 31338)
    expect(await publicClient.getChainId()).toBe(localNetworks[1].chainId)
    expect(await probeEvm(publicClient)).toEqual({ push0: false, tstore: false, mcopy: false })
    expect(buildForProbe(await probeEvm(publicClient))).toBe('london')
    // No base fee: wallets send legacy gas prices, as on Hardhat's berlin network.
    expect((await publicClient.getBlock()).baseFeePerGas).toBeNull()
    // The infrastructure deploys there in the london build, with legacy gas prices.
    const { chain } = clientsOf(node, 31338)
    const [deployer] = await createWalletClient({ chain, transport: http(node.url) }).getAddresses()
    const walletClient = createWalletClient({ account: deployer!, chain, transport: http(node.url) })
    const deployments = await deployLocalInfrastructure({ walletClient, publicClient, build: 'london' })
    expect(await isLocalDeploymentCurrent(publicClient, deployments)).toBe(true)
  })
})

describe('replacedChainInstances', () => {
  it('names the chains whose instance changed and the map to keep', () => {
    expect(
      replacedChainInstances({ 31337: '0xaa', 31338: '0xbb' }, [
        { chainId: 31337, instanceId: '0xaa' },
        { chainId: 31338, instanceId: '0xcc' },
      ]),
    ).toEqual({ replaced: [31338], next: { 31337: '0xaa', 31338: '0xcc' } })
  })

  it('treats a chain seen for the first time as new only when asked, and skips chains without an id', () => {
    expect(replacedChainInstances({}, [{ chainId: 31337, instanceId: '0xaa' }])).toEqual({
      replaced: [],
      next: { 31337: '0xaa' },
    })
    expect(
      replacedChainInstances({}, [{ chainId: 31337, instanceId: '0xaa' }], { forgetUnknown: true }).replaced,
    ).toEqual([31337])
    expect(replacedChainInstances({ 31337: '0xaa' }, [{ chainId: 31337 }])).toEqual({
      replaced: [],
      next: { 31337: '0xaa' },
    })
  })
})
