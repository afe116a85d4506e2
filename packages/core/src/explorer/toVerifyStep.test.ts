import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'
import { deployContract } from 'viem/actions'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { useEtherscanTestServer } from '../../testing/startEtherscanTestServer.ts'
import { useLocalNode } from '../../testing/useLocalTestChain.ts'
import {
  sampleStablecoinAbi,
  sampleStablecoinBytecode,
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2Router02Abi,
  uniswapV2Router02Bytecode,
  wethAbi,
  wethBytecode,
} from '../contracts/index.ts'
import { deploy } from '../transactions/deploy.ts'
import { runSteps } from '../transactions/runSteps.ts'
import type { Step } from '../transactions/types.ts'
import { encodeConstructorArguments } from './encodeConstructorArguments.ts'
import { VerifyTargetMissingError } from './errors.ts'
import { toVerifyStep } from './toVerifyStep.ts'
import type { VerifyInput } from './types.ts'

function readVerifyInput(name: string): VerifyInput {
  return JSON.parse(
    readFileSync(new URL(`../contracts/verify/${name}.json`, import.meta.url), 'utf8'),
  ) as VerifyInput
}

// Delays in the millisecond range: the server answers at once, real timers keep the test honest.
const fastBackoff = { initialMs: 5, factor: 1.5, maxMs: 20 }

const local = useLocalNode()
const explorer = useEtherscanTestServer()
const [owner] = devAccounts

/** The creation transaction's input after the creation code: what the constructor received. */
async function creationTail(hash: Hex, bytecode: Hex): Promise<string> {
  const transaction = await local.publicClient.getTransaction({ hash })
  expect(transaction.to).toBeNull()
  expect(transaction.input.startsWith(bytecode)).toBe(true)
  return transaction.input.slice(bytecode.length)
}

/** A deploy flow's end: a SampleStablecoin with these constructor arguments, then its verification on the test explorer. */
function deployAndVerifySteps(args: readonly [string, string, number, bigint, bigint]): Step[] {
  const deployToken = deploy({ abi: sampleStablecoinAbi, bytecode: sampleStablecoinBytecode, args })
  const verifyInput = readVerifyInput('SampleStablecoin')
  return [
    deployToken,
    toVerifyStep({
      deployStep: deployToken,
      verifyInput,
      apiUrl: explorer.apiUrl,
      apiKey: 'test-key',
      backoff: fastBackoff,
    }),
  ]
}

describe('toVerifyStep on a local chain', () => {
  it('ends a deploy flow with Sourcecode Verify, sending the constructor arguments the chain received', async () => {
    explorer.reset({ unindexedSubmissions: 1, pendingPolls: 2 })
    const states: string[] = []
    const run = await runSteps({
      publicClient: local.publicClient,
      walletClient: local.walletClient,
      account: owner,
      steps: deployAndVerifySteps(['Verify USD', 'VUSD', 6, 1_000n, 5_000_000n * 10n ** 6n]),
      onProgress: ({ stepIndex, state }) => states.push(`${stepIndex}:${state}`),
    })
    expect(run.status).toBe('done')
    if (run.status !== 'done') return
    const [deployed, verified] = run.results
    expect(verified?.output).toEqual({ status: 'verified', guid: expect.any(String) })
    expect(states.slice(-3)).toEqual(['1:initiating', '1:verifying', '1:done'])

    const submissions = explorer.received.filter((request) => request.form.action === 'verifysourcecode')
    // One "Unable to locate ContractCode" answer, then the accepted submission.
    expect(submissions).toHaveLength(2)
    const form = submissions[1]!.form
    expect(form.chainid).toBe('31337')
    expect(form.contractaddress).toBe(deployed?.contractAddress)
    expect(form.contractname).toBe('project/src/tokens/SampleStablecoin.sol:SampleStablecoin')
    expect(form.constructorArguements).toBe(await creationTail(deployed!.hash!, sampleStablecoinBytecode))
    expect(form.constructorArguements).not.toMatch(/^0x/)
  })

  it('fails the flow with the explorer reason when the explorer cannot verify', async () => {
    explorer.reset({ pendingPolls: 0, outcome: 'fail' })
    const run = await runSteps({
      publicClient: local.publicClient,
      walletClient: local.walletClient,
      account: owner,
      steps: deployAndVerifySteps(['Failing USD', 'FUSD', 18, 1n, 1n]),
    })
    expect(run).toMatchObject({
      status: 'failed',
      stepIndex: 1,
      message: { key: 'requestFailed', params: { message: 'Fail - Unable to verify' } },
    })
  })

  it('encodes address arguments and an empty constructor exactly as the creation transactions carry them', async () => {
    const deployed = async (abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
      const hash = await deployContract(local.walletClient, {
        account: owner,
        chain: hardhat,
        abi,
        bytecode,
        args,
      } as Parameters<typeof deployContract>[1])
      const receipt = await local.publicClient.waitForTransactionReceipt({ hash })
      expect(encodeConstructorArguments(abi, args as never).slice(2)).toBe(await creationTail(hash, bytecode))
      return receipt.contractAddress!
    }
    const factory = await deployed(uniswapV2FactoryAbi, uniswapV2FactoryBytecode, [owner])
    const weth = await deployed(wethAbi, wethBytecode, [])
    expect(encodeConstructorArguments(wethAbi, [] as never)).toBe('0x')
    await deployed(uniswapV2Router02Abi, uniswapV2Router02Bytecode, [factory, weth])
    expect(encodeConstructorArguments(uniswapV2Router02Abi, [factory, weth])).toHaveLength(2 + 2 * 64)
  })
})

describe('toVerifyStep without a deployment', () => {
  it('fails the step with VerifyTargetMissingError', async () => {
    const step = toVerifyStep({
      deployStep: deploy({ abi: wethAbi, bytecode: wethBytecode, args: [] }),
      verifyInput: readVerifyInput('WETH'),
      apiUrl: 'http://127.0.0.1:1/v2/api',
      chainId: 31337,
    })
    await expect(
      step.execute({
        results: [],
        publicClient: local.publicClient,
        walletClient: local.walletClient,
        account: owner,
      }),
    ).rejects.toBeInstanceOf(VerifyTargetMissingError)
  })
})
