import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../testing/localTestChain.ts'
import { everyNormalOption, normalTokenParameters } from '../../testing/testTokenParameters.ts'
import { useLocalNode } from '../../testing/useLocalTestChain.ts'
import { sampleStablecoinAbi, sampleStablecoinBytecode } from '../contracts/SampleStablecoin.ts'
import { deployLocalInfrastructure } from '../local/deployLocalInfrastructure.ts'
import { deploy } from '../transactions/deploy.ts'
import { runSteps } from '../transactions/runSteps.ts'
import type { Step } from '../transactions/types.ts'
import {
  type CreateTokenParameters,
  createTokenDeployStep,
  type NormalTokenParameters,
} from './createTokenDeployStep.ts'
import { identifyTokenTemplate } from './identifyTokenTemplate.ts'
import { readTokenDetails } from './readTokenDetails.ts'
import { readTokenTemplate } from './readTokenTemplate.ts'
import { tokenTemplateBytecode, tokenTemplates } from './tokenTemplates.ts'

/** The deploy step of a template, with its bytecode loaded as the web app loads it. */
const stepFor = async (parameters: CreateTokenParameters) =>
  createTokenDeployStep(parameters, await tokenTemplateBytecode(parameters.template, 'cancun'), 'cancun')

const local = useLocalNode()
const [owner] = devAccounts

async function deployed(stepOrPromise: Step | Promise<Step>): Promise<Address> {
  const step = await stepOrPromise
  const { publicClient, walletClient } = local
  const run = await runSteps({ publicClient, walletClient, account: owner, steps: [step] })
  if (run.status === 'failed') throw new Error(run.message.key, { cause: run.error })
  return run.results[0]!.contractAddress!
}

const common = { name: 'Demo', symbol: 'DEMO', decimals: 9, initialSupply: 10n ** 15n }

const normal = (changes: Partial<NormalTokenParameters> = {}) =>
  normalTokenParameters('0x00000000000000000000000000000000000000a1', common.initialSupply, {
    ...common,
    // The cap of the mint, where a test turns it on.
    maxSupply: common.initialSupply * 2n,
    feeRecipient: '0x00000000000000000000000000000000000000f1',
    ...changes,
  })

describe('createTokenDeployStep and identifyTokenTemplate', () => {
  it('deploys each template with the given settings, and recognises each deployment', async () => {
    const standard = await deployed(stepFor({ template: 'standard', ...common, owner }))
    const meme = await deployed(stepFor({ template: 'meme', ...common, owner, burnable: true }))
    const plainNormal = await deployed(stepFor(normal()))
    // Different immutables (decimals, option flags) must not hide the template.
    const fullNormal = await deployed(
      stepFor(normal({ decimals: 18, ...everyNormalOption, transferBurnBps: 100, transferFeeBps: 250 })),
    )
    const read = (address: Address, functionName: 'decimals' | 'totalSupply' | 'symbol') =>
      local.publicClient.readContract({ address, abi: tokenTemplates.normal.abi, functionName })

    expect(await read(standard, 'totalSupply')).toBe(10n ** 15n)
    expect(await read(meme, 'decimals')).toBe(9)
    expect(
      await local.publicClient.readContract({
        address: meme,
        abi: tokenTemplates.meme.abi,
        functionName: 'burnable',
      }),
    ).toBe(true)
    expect(
      await local.publicClient.readContract({
        address: fullNormal,
        abi: tokenTemplates.normal.abi,
        functionName: 'transferFeeBps',
      }),
    ).toBe(250)

    const identify = (address: Address) => readTokenTemplate(local.publicClient, { address })
    expect(await identify(standard)).toBe('standard')
    expect(await identify(meme)).toBe('meme')
    expect(await identify(plainNormal)).toBe('normal')
    expect(await identify(fullNormal)).toBe('normal')
  })

  it('recognises no other contract, no account and no empty code', async () => {
    const other = await deployed(
      deploy({
        abi: sampleStablecoinAbi,
        bytecode: sampleStablecoinBytecode,
        args: ['Other', 'OTH', 18, 0n, 10n ** 30n],
      }),
    )
    expect(identifyTokenTemplate(await local.publicClient.getCode({ address: other }))).toBeUndefined()
    expect(await readTokenTemplate(local.publicClient, { address: other })).toBeUndefined()
    // An account: eth_getCode answers no code.
    expect(await readTokenTemplate(local.publicClient, { address: owner })).toBeUndefined()
    expect(identifyTokenTemplate(undefined)).toBeUndefined()
    expect(identifyTokenTemplate('0x')).toBeUndefined()
  })

  it('refuses code that differs from a template outside its immutables', async () => {
    const standard = await deployed(stepFor({ template: 'standard', ...common, owner }))
    const code = (await local.publicClient.getCode({ address: standard }))!
    // Flip one byte of the metadata hash at the end of the code.
    const last = code.slice(-2)
    const flipped: `0x${string}` = `0x${code.slice(2, -2)}${last === 'ff' ? '00' : 'ff'}`
    expect(identifyTokenTemplate(flipped)).toBeUndefined()
  })
})

describe('readTokenDetails', () => {
  it('reads the ERC-20 facts, the owner and the template settings of a TokenBox token', async () => {
    const address = await deployed(
      stepFor(normal({ owner, mintable: true, transferFeeBps: 300, feeRecipient: owner })),
    )
    const details = await readTokenDetails(local.publicClient, { address, account: owner })
    expect(details).toMatchObject({
      template: 'normal',
      name: 'Demo',
      symbol: 'DEMO',
      decimals: 9,
      totalSupply: 10n ** 15n,
      owner,
      balance: 10n ** 15n,
    })
    // The chain's clock, for dates such as the end of a timed renounce.
    expect(details?.chainTime).toBe((await local.publicClient.getBlock()).timestamp)
    expect(details?.settings).toMatchObject({
      mintable: true,
      pausable: false,
      transferFeeBps: 300,
      MAX_TOTAL_FEE_BPS: 2500,
    })
  })

  it('reads the same through Multicall3 in one call where the chain has it', async () => {
    const address = await deployed(stepFor(normal({ owner, pausable: true, transferBurnBps: 100 })))
    const { contracts } = await deployLocalInfrastructure({
      publicClient: local.publicClient,
      walletClient: createWalletClient({ account: owner, chain: hardhat, transport: http(local.node.url) }),
    })
    const withMulticall = createPublicClient({
      chain: { ...hardhat, contracts: { multicall3: { address: contracts.multicall3 } } },
      transport: http(local.node.url),
    }) as PublicClient
    expect(await readTokenDetails(withMulticall, { address, account: owner })).toEqual(
      await readTokenDetails(local.publicClient, { address, account: owner }),
    )
  })

  it('answers undefined for a contract that is not a TokenBox token, and for an account', async () => {
    const other = await deployed(
      deploy({ abi: sampleStablecoinAbi, bytecode: sampleStablecoinBytecode, args: ['O', 'O', 18, 0n, 1n] }),
    )
    expect(await readTokenDetails(local.publicClient, { address: other })).toBeUndefined()
    expect(await readTokenDetails(local.publicClient, { address: owner })).toBeUndefined()
  })
})
