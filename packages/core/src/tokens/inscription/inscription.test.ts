import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseUnits,
  type WalletClient,
} from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalNode } from '../../local/localNodeProcess.ts'
import { startAnvilNode } from '../../local/startAnvilNode.ts'
import { runSteps } from '../../transactions/runSteps.ts'
import type { Step } from '../../transactions/types.ts'
import { createTokenDeployStep, type InscriptionTokenParameters } from '../createTokenDeployStep.ts'
import { identifyTokenTemplate } from '../identifyTokenTemplate.ts'
import { readTokenDetails } from '../readTokenDetails.ts'
import { tokenTemplateBytecode } from '../tokenTemplates.ts'
import { checkInscriptionFigures, totalMints } from './checkInscriptionFigures.ts'
import { createInscriptionMintStep } from './createInscriptionMintStep.ts'
import { inscriptionCalldata, inscriptionDeployText, inscriptionMintText } from './inscriptionText.ts'
import { inscriptionMintBlocker, readInscriptionProgress } from './readInscriptionProgress.ts'

const unit = (whole: string) => parseUnits(whole, 18)

describe('inscription text', () => {
  it('writes the deploy and mint in the familiar JSON form, in whole tokens', () => {
    const figures = { tick: 'insc', maxSupply: unit('21000000'), amountPerMint: unit('1000'), decimals: 18 }
    expect(inscriptionDeployText(figures)).toBe(
      '{"p":"erc-20","op":"deploy","tick":"insc","max":"21000000","lim":"1000"}',
    )
    expect(inscriptionMintText(figures)).toBe('{"p":"erc-20","op":"mint","tick":"insc","amt":"1000"}')
    expect(inscriptionMintText({ tick: 'a"b', amountPerMint: 15n, decimals: 1 })).toBe(
      '{"p":"erc-20","op":"mint","tick":"a\\"b","amt":"1.5"}',
    )
  })

  it('encodes the text as data:, calldata', () => {
    expect(inscriptionCalldata('{}')).toBe('0x646174613a2c7b7d')
  })
})

describe('checkInscriptionFigures', () => {
  const base = { maxSupply: 3_500n, amountPerMint: 1_000n, mintsPerAddress: 2n, creatorAllocation: 500n }
  it('accepts figures whose mintable supply is a whole number of mints', () => {
    expect(checkInscriptionFigures(base)).toBeUndefined()
    expect(totalMints(base)).toBe(3n)
  })
  it.each([
    [{ amountPerMint: 0n }, 'amountPerMintZero'],
    [{ mintsPerAddress: 0n }, 'mintsPerAddressZero'],
    [{ creatorAllocation: 3_500n }, 'allocationTooLarge'],
    [{ amountPerMint: 4_000n }, 'amountAboveMintable'],
    [{ creatorAllocation: 0n }, 'notWholeMints'],
  ] as const)('refuses %o: %s', (change, issue) => {
    expect(checkInscriptionFigures({ ...base, ...change })).toBe(issue)
  })
})

describe('inscription token on a node', () => {
  let node: LocalNode
  let publicClient: PublicClient
  let walletClient: WalletClient
  let creator: Address
  let minter: Address
  let token: Address

  const run = async (account: Address, steps: Step[]) =>
    runSteps({ publicClient, walletClient, account, steps })

  beforeAll(async () => {
    node = await startAnvilNode()
    const transport = http(node.url)
    publicClient = createPublicClient({ chain: hardhat, transport, pollingInterval: 50, cacheTime: 0 })
    walletClient = createWalletClient({ chain: hardhat, transport, pollingInterval: 50 })
    ;[creator, minter] = (await walletClient.getAddresses()) as [Address, Address]
    const parameters: InscriptionTokenParameters = {
      template: 'inscription',
      name: 'Inscription',
      symbol: 'insc',
      decimals: 18,
      maxSupply: unit('3500'),
      amountPerMint: unit('1000'),
      mintsPerAddress: 2n,
      creatorAllocation: unit('500'),
      allocationRecipient: creator,
    }
    const step = createTokenDeployStep(
      parameters,
      await tokenTemplateBytecode('inscription', 'cancun'),
      'cancun',
    )
    const deployed = await run(creator, [step])
    if (deployed.status === 'failed') throw new Error(deployed.message.key)
    token = deployed.results[0]!.contractAddress!
  })

  afterAll(async () => {
    await node?.stop()
  })

  it('is recognised from its code and read for Manage Token without an owner', async () => {
    expect(identifyTokenTemplate(await publicClient.getCode({ address: token }))).toBe('inscription')
    const details = await readTokenDetails(publicClient, { address: token })
    expect(details?.template).toBe('inscription')
    expect(details?.owner).toBe('0x0000000000000000000000000000000000000000')
    expect(details?.settings.amountPerMint).toBe(unit('1000'))
  })

  it('reads no progress for an address that is no inscription token', async () => {
    expect(await readInscriptionProgress(publicClient, { address: creator })).toBeUndefined()
  })

  it('mints by call and by a zero-value transfer, counts minters, stops at the limit and at the max', async () => {
    const before = await readInscriptionProgress(publicClient, { address: token, account: minter })
    expect(before).toMatchObject({
      symbol: 'insc',
      totalSupply: unit('500'),
      mintCount: 0n,
      mintsLeft: 3n,
      minterCount: 0n,
      account: { mints: 0n, balance: 0n },
    })
    expect(before!.progressBps).toBe(1428)

    const byTransfer = await run(minter, [createInscriptionMintStep({ token, method: 'transfer' })])
    expect(byTransfer.status).toBe('done')
    const byCall = await run(minter, [createInscriptionMintStep({ token, method: 'call' })])
    expect(byCall.status).toBe('done')

    const after = await readInscriptionProgress(publicClient, { address: token, account: minter })
    expect(after).toMatchObject({
      mintCount: 2n,
      minterCount: 1n,
      account: { mints: 2n, balance: unit('2000') },
    })
    expect(inscriptionMintBlocker(after!)).toBe('limitReached')
    const refused = await run(minter, [createInscriptionMintStep({ token, method: 'call' })])
    expect(refused.status).toBe('failed')

    expect((await run(creator, [createInscriptionMintStep({ token, method: 'transfer' })])).status).toBe(
      'done',
    )
    const soldOut = await readInscriptionProgress(publicClient, { address: token, account: creator })
    expect(soldOut).toMatchObject({
      totalSupply: unit('3500'),
      mintsLeft: 0n,
      minterCount: 2n,
      progressBps: 10_000,
    })
    expect(inscriptionMintBlocker(soldOut!)).toBe('soldOut')
    expect((await run(creator, [createInscriptionMintStep({ token, method: 'transfer' })])).status).toBe(
      'failed',
    )
  })
})
