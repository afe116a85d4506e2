import { createPublicClient, createWalletClient, hexToBytes, http, type PublicClient } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HardhatNode, startHardhatNode } from '../../testing/startHardhatNode.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { sepolia } from '../chains/definitions/sepolia.ts'
import type { ChainEntry } from '../chains/types.ts'
import { bulkInscriberAbi, bulkInscriberRuntime } from '../contracts/BulkInscriber.abi.ts'
import { dividendTrackerRuntime } from '../contracts/DividendTracker.abi.ts'
import { multiSenderAbi } from '../contracts/MultiSender.abi.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import { tokenLockerRuntime } from '../contracts/TokenLocker.abi.ts'
import { deterministicDeployer } from '../evm/deterministicDeployment.ts'
import { runtimeBuild } from '../evm/matchesRuntime.ts'
import { runSteps } from '../transactions/runSteps.ts'
import { sharedContractCandidates, sharedContractDeployStep } from './sharedContracts.ts'

// One address per shared contract and build for everyone (issue 16 and the "what users hit" issue):
// deployed through the deterministic deployment proxy the local chain gets at start.
describe('shared contracts through the deterministic deployment proxy', () => {
  const chain = useLocalTestChain()
  it('the local chain has the proxy', async () => {
    expect(await chain.publicClient.getCode({ address: deterministicDeployer })).toMatch(/^0x7fff/)
  })

  it('deploys each build at its computed address, once', async () => {
    const [deployer, other] = chain.accounts as [`0x${string}`, `0x${string}`]
    // The local chain's own locker is the cancun build at its shared address: found, nothing sent.
    const [found] = await chain.runToDone([await sharedContractDeployStep('lock', 'cancun')], other)
    expect(found).toEqual({
      type: 'deploy',
      status: 'skipped',
      contractAddress: sharedContractAddress.TokenLocker.cancun,
    })
    const address = sharedContractAddress.TokenLocker.london
    expect(await chain.publicClient.getCode({ address })).toBeUndefined()
    const [deployed] = await chain.runToDone([await sharedContractDeployStep('lock', 'london')], deployer)
    expect(deployed).toMatchObject({ status: 'confirmed', contractAddress: address })
    const code = await chain.publicClient.getCode({ address })
    expect(runtimeBuild(hexToBytes(code!), tokenLockerRuntime)).toBe('london')
    // A second browser (another account) finds it there and sends nothing.
    const [again] = await chain.runToDone([await sharedContractDeployStep('lock', 'london')], other)
    expect(again).toEqual({ type: 'deploy', status: 'skipped', contractAddress: address })
  })

  it('deploys the fee-less sender and the tracker at their addresses', async () => {
    const [deployer] = chain.accounts as [`0x${string}`]
    const results = await chain.runToDone(
      [
        await sharedContractDeployStep('send', 'cancun'),
        await sharedContractDeployStep('dividendTracker', 'london'),
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

  it('deploys the bulk inscriber at its shared address, where it inscribes for the caller', async () => {
    const [deployer, minter] = chain.accounts as [`0x${string}`, `0x${string}`]
    const [deployed] = await chain.runToDone(
      [await sharedContractDeployStep('bulkBrc20Mint', 'cancun')],
      deployer,
    )
    const address = sharedContractAddress.BulkInscriber.cancun
    expect(deployed).toMatchObject({ status: 'confirmed', contractAddress: address })
    const code = await chain.publicClient.getCode({ address })
    expect(runtimeBuild(hexToBytes(code!), bulkInscriberRuntime)).toBe('cancun')
    const hash = await chain.walletClient.writeContract({
      account: minter,
      chain: null,
      address,
      abi: bulkInscriberAbi,
      functionName: 'inscribe',
      args: ['data:,{"p":"bsc-20","op":"mint","tick":"bnbs","amt":"1000"}', 3n],
    })
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.logs.map((log) => log.topics[1])).toEqual(
      Array(3).fill(`0x${minter.slice(2).toLowerCase().padStart(64, '0')}`),
    )
  })

  it('reads the catalogue address first, then the shared ones', () => {
    const catalogued = chain.contracts.lock
    expect(sharedContractCandidates('lock', catalogued)).toEqual([
      catalogued,
      sharedContractAddress.TokenLocker.cancun,
      sharedContractAddress.TokenLocker.london,
    ])
    expect(sharedContractCandidates('multisig')).toEqual(Object.values(sharedContractAddress.MultisigFactory))
    // Spec 000 gives Sepolia a bulk mint contract but no address: the shared ones are all there is.
    const sepoliaEntry: ChainEntry = sepolia
    expect(sepoliaEntry.bulkBrc20Mint).toBeUndefined()
    expect(sharedContractCandidates('bulkBrc20Mint', sepoliaEntry.bulkBrc20Mint)).toEqual([
      sharedContractAddress.BulkInscriber.cancun,
      sharedContractAddress.BulkInscriber.london,
    ])
  })
})

describe('a chain without the proxy', () => {
  let node: HardhatNode
  beforeAll(async () => {
    node = await startHardhatNode()
  }, 200_000)
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
      steps: [await sharedContractDeployStep('lock', 'cancun')],
    })
    expect(run.status).toBe('failed')
    expect(run.status === 'failed' && run.message.key).toBe('noDeploymentProxy')
    expect(await publicClient.getTransactionCount({ address: account! })).toBe(0)
  })
})
