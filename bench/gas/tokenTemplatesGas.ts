/**
 * The plain token templates of the gas snapshot (bench/gas/gasSnapshot.ts): a plain OpenZeppelin
 * ERC20 as the reference, StandardToken, MemeToken, InscriptionToken's mints, NormalToken with every
 * option off and on, and CompoundToken's transfers before and on a rebase.
 */
import {
  compoundTokenAbi,
  inscriptionTokenAbi,
  memeTokenAbi,
  normalTokenAbi,
  standardTokenAbi,
} from '@tokenbox/core/contracts/index.ts'
import {
  everyNormalOption,
  normalTokenParameters,
  rebasingTokenParameters,
} from '@tokenbox/core/testing/testTokenParameters.ts'
import { constructorConfigOf } from '@tokenbox/core/tokens/constructorConfigOf.ts'
import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem'
import type { GasContext } from './gasContext.ts'
import { deployReferenceERC20, freshHolder, poolHalfTheSupply, supply, transferData } from './gasContext.ts'

/** A standard-template transfer may cost at most this much more than a plain OpenZeppelin one. */
const standardTransferTolerance = 0.05

export type TokenTemplates = {
  reference: Address
  standard: Address
  meme: Address
  inscription: Address
  normalFull: Address
  compound: Address
}

/**
 * Measures the deployment and first transfers of the plain token templates (and InscriptionToken's
 * mints) into `context.gas`; returns the deployed tokens.
 */
export async function benchTokenTemplates(context: GasContext): Promise<TokenTemplates> {
  const { publicClient, walletClient, walletFor, account, receiver, thirdAccount, clock } = context
  const { templateCode, gas, nextBlock, send, record, deployToken, sendAs } = context
  const { router } = context.contracts

  // Token templates. Transfers are measured the same way for each: the first transfer from the
  // holder of the supply to a fresh account (a cold balance slot becoming non-zero).
  const reference = await deployReferenceERC20(context, 'deploy ReferenceERC20 (plain OpenZeppelin ERC20)')
  await record('ReferenceERC20 transfer (to a new holder)', reference, transferData(freshHolder(1), 1000n))
  const standard = await deployToken('deploy StandardToken', () =>
    walletClient.deployContract({
      abi: standardTokenAbi,
      bytecode: templateCode.StandardToken,
      args: ['Standard', 'STD', 18, supply, account],
    }),
  )
  await record('StandardToken transfer (to a new holder)', standard, transferData(freshHolder(2), 1000n))
  const meme = await deployToken('deploy MemeToken (burn on)', () =>
    walletClient.deployContract({
      abi: memeTokenAbi,
      bytecode: templateCode.MemeToken,
      args: ['Meme', 'MEME', 18, supply, account, true],
    }),
  )
  await record('MemeToken transfer (to a new holder)', meme, transferData(freshHolder(3), 1000n))

  // The inscription token's mint, by `mint()` and by a plain zero-value transfer (empty calldata,
  // its `receive`), each for an address minting for the first time (its count and balance slots
  // become non-zero) and for a second mint; the token already has a mint before them.
  const inscription = await deployToken('deploy InscriptionToken', () =>
    walletClient.deployContract({
      abi: inscriptionTokenAbi,
      bytecode: templateCode.InscriptionToken,
      args: ['Inscription', 'insc', 18, parseEther('21000000'), parseEther('1000'), 10n, 0n, account],
    }),
  )
  const mintCall = encodeFunctionData({ abi: inscriptionTokenAbi, functionName: 'mint' })
  const recordFrom = (label: string, from: Address, data: Hex) =>
    sendAs(walletFor(from), label, inscription, data)
  await send(inscription, mintCall)
  await recordFrom('InscriptionToken mint() (a new minter)', receiver, mintCall)
  await recordFrom('InscriptionToken plain zero-value transfer mint (a new minter)', thirdAccount, '0x')
  await recordFrom('InscriptionToken mint() (a second mint)', receiver, mintCall)
  await recordFrom('InscriptionToken plain zero-value transfer mint (a second mint)', thirdAccount, '0x')

  const normalConfig = constructorConfigOf(
    normalTokenParameters(account, supply, {
      name: 'Normal',
      symbol: 'NRM',
      // The mint's cap where the full token turns mint on (ignored without it).
      maxSupply: supply * 2n,
      feeRecipient: receiver,
    }),
  )
  const normalPlain = await deployToken('deploy NormalToken (every option off)', () =>
    walletClient.deployContract({
      abi: normalTokenAbi,
      bytecode: templateCode.NormalToken,
      args: [normalConfig],
    }),
  )
  await record(
    'NormalToken transfer (every option off, to a new holder)',
    normalPlain,
    transferData(freshHolder(4), 1000n),
  )
  // The owner and the fee address are fee exempt, so a taxed transfer needs an ordinary holder as
  // sender: the second dev account becomes that holder (set-up, not measured). The fee address
  // already holds tokens, as it does after the first taxed transfer.
  const feeAddress = freshHolder(5)
  const normalFull = await deployToken('deploy NormalToken (every option on, 1% burn + 2% fee)', () =>
    walletClient.deployContract({
      abi: normalTokenAbi,
      bytecode: templateCode.NormalToken,
      args: [
        {
          ...normalConfig,
          ...everyNormalOption,
          transferBurnBps: 100,
          transferFeeBps: 200,
          feeRecipient: feeAddress,
        },
      ],
    }),
  )
  await send(normalFull, encodeFunctionData({ abi: normalTokenAbi, functionName: 'disableWhitelistOnly' }))
  await send(normalFull, transferData(receiver, parseEther('1000')))
  await send(normalFull, transferData(feeAddress, 1n))
  await nextBlock()
  const taxedReceipt = await publicClient.waitForTransactionReceipt({
    hash: await walletFor(receiver).sendTransaction({
      to: normalFull,
      data: transferData(freshHolder(6), parseEther('100')),
    }),
  })
  if (taxedReceipt.status !== 'success') throw new Error('The taxed NormalToken transfer reverted')
  // Prove the measured transfer really paid the 1% burn and 2% fee (97 of 100 tokens arrive).
  const taxedArrived = await publicClient.readContract({
    address: normalFull,
    abi: normalTokenAbi,
    functionName: 'balanceOf',
    args: [freshHolder(6)],
  })
  if (taxedArrived !== parseEther('97'))
    throw new Error(`The taxed transfer delivered ${taxedArrived}, not 97 tokens`)
  gas['NormalToken transfer (every option on, 1% burn + 2% fee, to a new holder)'] = Number(
    taxedReceipt.gasUsed,
  )

  // Compound: a rebasing token paired with the native coin, with liquidity in its pair so that a
  // rebase outside a swap also pays for the pair's sync. The first holder transfer lands before
  // the first interval boundary (no rebase); the second lands exactly on it (one rebase + sync).
  const compoundStart = clock.timestamp + 3600n
  const compoundInterval = 3600n
  const compound = await deployToken(
    'deploy CompoundToken (auto rebase, 3% buy + 5% sell fee, creates the pair)',
    () =>
      walletClient.deployContract({
        abi: compoundTokenAbi,
        bytecode: templateCode.CompoundToken,
        args: [
          constructorConfigOf(
            rebasingTokenParameters(account, router, supply, compoundStart, {
              name: 'Compound',
              symbol: 'CMP',
              interval: compoundInterval,
              buyFeeBps: 300,
              sellFeeBps: 500,
              marketingWallet: freshHolder(7),
            }),
          ),
        ],
      }),
  )
  await poolHalfTheSupply(context, compound)
  await record(
    'CompoundToken transfer (no rebase due, to a new holder)',
    compound,
    transferData(freshHolder(8), 1000n),
  )
  // The next block lands exactly on the first interval boundary.
  clock.timestamp = compoundStart + compoundInterval - 12n
  await record(
    'CompoundToken transfer (triggers a rebase and the pair sync, to a new holder)',
    compound,
    transferData(freshHolder(9), 1000n),
  )
  const compoundEpoch = await publicClient.readContract({
    address: compound,
    abi: compoundTokenAbi,
    functionName: 'epoch',
  })
  if (compoundEpoch !== 1) throw new Error(`The rebasing transfer reached epoch ${compoundEpoch}, not 1`)

  return { reference, standard, meme, inscription, normalFull, compound }
}

/** The target: a standard token transfer within 5% of a plain OpenZeppelin ERC20 transfer. */
export function checkTokenTemplateTargets(gas: Record<string, number>): string[] {
  const missed: string[] = []
  const plain = gas['ReferenceERC20 transfer (to a new holder)']
  const standard = gas['StandardToken transfer (to a new holder)']
  if (plain === undefined || standard === undefined)
    missed.push('standard and reference transfers were not measured')
  else if (standard > plain * (1 + standardTransferTolerance)) {
    missed.push(
      `StandardToken transfer ${standard} gas is more than 5% above the OpenZeppelin reference (${plain})`,
    )
  }
  return missed
}
