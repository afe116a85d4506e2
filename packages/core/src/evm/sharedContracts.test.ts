import { createPublicClient, createWalletClient, hexToBytes, http, type PublicClient } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dividendTrackerAbi, dividendTrackerRuntime } from '../contracts/DividendTracker.abi.ts'
import { multiSenderAbi } from '../contracts/MultiSender.abi.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import { tokenLockerAbi, tokenLockerRuntime } from '../contracts/TokenLocker.abi.ts'
import { type HardhatNode, startHardhatNode } from '../local/startHardhatNode.ts'
import { type LocalTestChain, startLocalTestChain } from '../testing/localTestChain.ts'
import { runtimeBuild } from '../tokens/identifyTokenTemplate.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { deterministicDeployer } from './deterministicDeployment.ts'
import { sharedContractCandidates, sharedContractDeployStep } from './sharedContracts.ts'

// One address per shared contract and build for everyone (issue 16 and the "what users hit" issue):
// deployed through the deterministic deployment proxy the local chain gets at start.
describe('shared contracts through the deterministic deployment proxy', () => {
  let chain: LocalTestChain
  beforeAll(async () => {
    chain = await startLocalTestChain()
  }, 120_000)
  afterAll(() => chain?.stop())

  it('the local chain has the proxy', async () => {
    expect(await chain.publicClient.getCode({ address: deterministicDeployer })).toMatch(/^0x7fff/)
  })

  it('deploys each build at its computed address, once', async () => {
    const [deployer, other] = chain.accounts as [`0x${string}`, `0x${string}`]
    for (const build of ['cancun', 'london'] as const) {
      const address = sharedContractAddress.TokenLocker[build]
      expect(await chain.publicClient.getCode({ address })).toBeUndefined()
      const [deployed] = await chain.runToDone(
        [await sharedContractDeployStep('lock', build, tokenLockerAbi)],
        deployer,
      )
      expect(deployed).toMatchObject({ status: 'confirmed', contractAddress: address })
      const code = await chain.publicClient.getCode({ address })
      expect(runtimeBuild(hexToBytes(code!), tokenLockerRuntime)).toBe(build)
      // A second browser (another account) finds it there and sends nothing.
      const [again] = await chain.runToDone(
        [await sharedContractDeployStep('lock', build, tokenLockerAbi)],
        other,
      )
      expect(again).toEqual({ type: 'deploy', status: 'skipped', contractAddress: address })
    }
  })

  it('deploys the fee-less sender and the tracker at their addresses', async () => {
    const [deployer] = chain.accounts as [`0x${string}`]
    const results = await chain.runToDone(
      [
        await sharedContractDeployStep('send', 'cancun', multiSenderAbi),
        await sharedContractDeployStep('dividendTracker', 'london', dividendTrackerAbi),
      ],
      deployer,
    )
    expect(results.map((result) => result.contractAddress)).toEqual([
      sharedContractAddress.MultiSender.cancun,
      sharedContractAddress.DividendTracker.london,
    ])
    expect(
      await chain.publicClient.readContract({
        address: results[0]!.contractAddress!,
        abi: multiSenderAbi,
        functionName: 'fee',
      }),
    ).toBe(0n)
    const code = await chain.publicClient.getCode({ address: results[1]!.contractAddress! })
    expect(runtimeBuild(hexToBytes(code!), dividendTrackerRuntime)).toBe('london')
  })

  it('reads the catalogue address first, then the shared ones', () => {
    const catalogued = chain.contracts.lock
    expect(sharedContractCandidates('lock', catalogued)).toEqual([
      catalogued,
      sharedContractAddress.TokenLocker.cancun,
      sharedContractAddress.TokenLocker.london,
    ])
    expect(sharedContractCandidates('multisig')).toEqual(Object.values(sharedContractAddress.MultisigFactory))
  })
})

describe('a chain without the proxy', () => {
  let node: HardhatNode
  beforeAll(async () => {
    node = await startHardhatNode()
  }, 120_000)
  afterAll(() => node?.stop())

  it('refuses the deployment before the wallet with its own message', async () => {
    const transport = http(node.url)
    const publicClient = createPublicClient({
      chain: hardhat,
      transport,
      pollingInterval: 50,
    }) as PublicClient
    const walletClient = createWalletClient({ chain: hardhat, transport })
    const [account] = await walletClient.getAddresses()
    const run = await runSteps({
      publicClient,
      walletClient,
      account: account!,
      steps: [await sharedContractDeployStep('lock', 'cancun', tokenLockerAbi)],
    })
    expect(run.status).toBe('failed')
    expect(run.status === 'failed' && run.message.key).toBe('noDeploymentProxy')
    expect(await publicClient.getTransactionCount({ address: account! })).toBe(0)
  })
})
