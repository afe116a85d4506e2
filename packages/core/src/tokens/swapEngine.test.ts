import { type Address, type Hex, parseUnits, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { maxWalletTokenParameters } from '../../testing/testTokenParameters.ts'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import { taxTokenAbi } from '../contracts/TaxToken.abi.ts'
import { toErrorMessage } from '../errors/toErrorMessage.ts'
import { deterministicDeployer } from '../evm/deterministicDeployment.ts'
import { createFlow } from './createFlow.ts'
import { assertSwapEngineAvailable, swapEngineAvailable } from './swapEngine.ts'

// Issue 73, point 6: a tax-family token creates the chain's shared swap engine through the
// deterministic deployment proxy; on a chain with neither, its deployment reverted with
// TokenSwapEngineMissing(). Here the local chain's proxy is removed (anvil_setCode to 0x), as on a
// chain that never got it.
describe('tax tokens on a chain without the deterministic deployment proxy', () => {
  const chain = useLocalTestChain()
  let proxyCode: Hex
  beforeAll(async () => {
    proxyCode = (await chain.publicClient.getCode({ address: deterministicDeployer }))!
  }, 120_000)
  const setProxyCode = (code: Hex) =>
    chain.publicClient.request({
      method: 'anvil_setCode' as never,
      params: [deterministicDeployer, code] as never,
    })

  it('are refused before anything is sent, and deploy where the proxy or the engine is', async () => {
    const [creator] = chain.accounts as [Address]
    const parameters = maxWalletTokenParameters(
      creator,
      chain.contracts.router,
      parseUnits('1000000', 18),
      0n,
    )
    const engine = sharedContractAddress.TaxSwapEngine.cancun
    expect(proxyCode).toMatch(/^0x7fff/)
    expect(await chain.publicClient.getCode({ address: engine })).toBeUndefined()

    await setProxyCode('0x')
    expect(await swapEngineAvailable(chain.publicClient)).toBe(false)
    // The create form's check while it prepares (before a dividend token's tracker is sent, say).
    const refused = await assertSwapEngineAvailable(chain.publicClient, 'cancun').then(
      () => null,
      (error: unknown) => error,
    )
    expect(toErrorMessage(refused).key).toBe('noSwapEngineProxy')
    // The step runner, for any flow that gets this far (the launch wizard, a script): the token's
    // step is refused before the wallet is asked.
    const nonce = await chain.publicClient.getTransactionCount({ address: creator })
    const flow = await createFlow('marketing', parameters, 'cancun')
    expect(flow.steps[flow.tokenIndex]).toMatchObject({
      needsShared: { name: 'TaxSwapEngine', address: engine, deployer: deterministicDeployer },
    })
    const run = await chain.run(flow.steps, creator)
    expect(run.status === 'failed' && [run.stepIndex, run.message.key]).toEqual([
      flow.tokenIndex,
      'noSwapEngineProxy',
    ])
    // Refused by the runner's own check, not by a node's estimate of a reverting deployment.
    expect(run.status === 'failed' && (run.error as Error).name).toBe('DeterministicDeployerMissingError')
    // A dividend token whose flow creates the tracker first: that step is refused the same way.
    const dividendFlow = await createFlow(
      'dividend',
      {
        ...parameters,
        template: 'dividend',
        dividend: {
          tracker: creator,
          coin: zeroAddress,
          minHolding: 0n,
          claimWait: 0n,
          processGas: 0,
          excluded: [],
        },
      },
      'cancun',
      null,
    )
    const dividendRun = await chain.run(dividendFlow.steps, creator)
    expect(dividendRun.status === 'failed' && [dividendRun.stepIndex, dividendRun.message.key]).toEqual([
      0,
      'noDeploymentProxy',
    ])
    expect(await chain.publicClient.getTransactionCount({ address: creator })).toBe(nonce)

    // Where the proxy exists the token deploys, creating the engine at its shared address.
    await setProxyCode(proxyCode)
    expect(await swapEngineAvailable(chain.publicClient, 'cancun')).toBe(true)
    const [first] = await chain.runToDone([flow.steps[flow.tokenIndex]!], creator)
    expect(
      await chain.publicClient.readContract({
        address: first!.contractAddress!,
        abi: taxTokenAbi,
        functionName: 'swapEngine',
      }),
    ).toBe(engine)
    expect(await chain.publicClient.getCode({ address: engine })).toBeDefined()

    // Once the engine is there, a chain that loses the proxy still takes tax tokens.
    await setProxyCode('0x')
    expect(await swapEngineAvailable(chain.publicClient, 'cancun')).toBe(true)
    const [second] = await chain.runToDone(
      [(await createFlow('marketing', parameters, 'cancun')).steps[0]!],
      creator,
    )
    expect(second).toMatchObject({ status: 'confirmed' })
    await setProxyCode(proxyCode)
  }, 120_000)
})
