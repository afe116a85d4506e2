import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { useLocalTestChain } from '../../testing/useLocalTestChain.ts'
import { multisigFactoryAbi } from '../contracts/MultisigFactory.abi.ts'
import { sharedContractAddress } from '../contracts/sharedContracts.ts'
import { planSharedContractDeploy } from './planSharedContractDeploy.ts'

/**
 * The "this chain has no … contract" prompt's plan (issue 78): the deployment first, at the one
 * shared address of the build, then its verification through the server; the deployment alone
 * gives a working contract.
 */
const chain = useLocalTestChain()

describe('planSharedContractDeploy', () => {
  it('deploys the contract of the build asked at its shared address, then verifies it', async () => {
    const [deployer] = chain.accounts as [Address]
    const plan = await planSharedContractDeploy('multisig', 'london')
    expect(plan.steps.map((step) => step.type)).toEqual(['deploy', 'verify'])
    expect(plan.steps[0]).toBe(plan.deployStep)
    const address = sharedContractAddress.MultisigFactory.london
    expect(await chain.publicClient.getCode({ address })).toBeUndefined()
    // The verification goes through TokenBox's server, absent here: the deployment is the contract.
    const [deployed] = await chain.runToDone([plan.deployStep], deployer)
    expect(deployed).toMatchObject({ status: 'confirmed', contractAddress: address })
    const block = await chain.publicClient.readContract({
      address,
      abi: multisigFactoryAbi,
      functionName: 'deploymentBlock',
    })
    expect(block).toBeGreaterThan(0n)
  })
})
