/**
 * The MultiSender part of the gas snapshot (bench/gas/gasSnapshot.ts): TokenBox's batch sender
 * against two test-only references written in the manner of GasliteDrop and Disperse, on the same
 * node, with the same plain OpenZeppelin token, the same amounts and equally fresh recipients.
 *
 * The headline figure is gas per recipient of a 1,000-recipient send to new addresses, everything
 * included: every transaction of the send (intrinsic gas, calldata, access list, execution, after
 * refunds), summed and divided by 1,000. The approval before a token send is the same for every
 * contract and is not counted. A transaction may not ask for more than 16,777,216 gas (EIP-7825;
 * the node enforces it), so a send is split into the fewest transactions that each fit, of equal
 * size; the largest batch that fits is found per contract and path with eth_estimateGas.
 */
import {
  accessListForNativeSend,
  accessListForTokenSend,
  packRecipient,
} from '@tokenbox/core/batch/multiSenderCalldata.ts'
import { multiSenderAbi } from '@tokenbox/core/contracts/index.ts'
import {
  referenceDisperseStyleAbi,
  referenceDisperseStyleBytecode,
} from '@tokenbox/core/testing/contracts/ReferenceDisperseStyle.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import {
  referenceGasliteStyleDropAbi,
  referenceGasliteStyleDropBytecode,
} from '@tokenbox/core/testing/contracts/ReferenceGasliteStyleDrop.ts'
import {
  type AccessList,
  type Address,
  encodeFunctionData,
  type Hex,
  keccak256,
  parseEther,
  stringToHex,
} from 'viem'
import { approveAllData, type OneAccountContext } from './gasContext.ts'

/** EIP-7825: the most gas one transaction may ask for. */
export const transactionGasCap = 16_777_216n
/** Recipients of the headline sends. */
export const headlineRecipients = 1000

export type MultiSenderBenchContext = OneAccountContext & {
  multiSender: Address
}

/** A send to a list of recipients, as one contract encodes it. */
type Path = {
  label: string
  to: Address
  /** Calldata and value of one transaction sending `amounts[i]` to `recipients[i]`. */
  encode: (recipients: Address[], amounts: bigint[]) => { data: Hex; value: bigint }
  accessList?: (recipients: Address[]) => AccessList
}

/** Fresh addresses with realistic bytes (a keccak hash each; every send gets its own). */
function freshRecipients(tag: string, count: number): Address[] {
  return Array.from(
    { length: count },
    (_, index) => `0x${keccak256(stringToHex(`tokenbox send ${tag} ${index}`)).slice(-40)}` as Address,
  )
}

/** 0.01 to 10 tokens (18 decimals), varied so that calldata looks like a real list. */
const tokenAmount = (index: number) => BigInt((index % 1000) + 1) * 10n ** 16n
/** 0.000001 to 0.001 coin. */
const nativeAmount = (index: number) => BigInt((index % 1000) + 1) * 10n ** 12n

const thousands = (value: number | bigint) => value.toLocaleString('en-US')

/** The issue's targets for the headline figures (GasliteDrop measured 26,012 and 35,006 on such a node). */
export const multiSenderTargets = { sendToken: 25_900, sendNative: 34_900 } as const

/**
 * The targets the snapshot must meet: our headline sends (with the access list the UI sends) at most
 * {@link multiSenderTargets} and below every reference measured in the same run, with or without
 * an access list. Returns what was missed.
 */
export function checkMultiSenderTargets(gas: Record<string, number>): string[] {
  const missed: string[] = []
  const find = (prefix: string, suffix = ')') =>
    Object.entries(gas).filter(
      ([label]) => label.startsWith(`${prefix}, per recipient (`) && label.endsWith(suffix),
    )
  const kinds = [
    {
      ours: 'MultiSender sendToken',
      target: multiSenderTargets.sendToken,
      references: ['airdropERC20', 'disperseToken'],
    },
    {
      ours: 'MultiSender sendNative',
      target: multiSenderTargets.sendNative,
      references: ['airdropETH', 'disperseEther'],
    },
  ]
  for (const { ours, target, references } of kinds) {
    const [headline] = find(ours, '; access list)')
    if (!headline) {
      missed.push(`${ours} with an access list was not measured`)
      continue
    }
    const [label, used] = headline
    if (used > target) missed.push(`${label}: ${used} gas is above the target of ${target}`)
    for (const reference of references) {
      const rows = Object.entries(gas).filter(
        ([name]) => name.startsWith('reference (') && name.includes(` ${reference}, per recipient (`),
      )
      if (rows.length === 0) missed.push(`the reference ${reference} was not measured`)
      for (const [name, figure] of rows) {
        if (used >= figure) missed.push(`${label}: ${used} gas is not below ${name}: ${figure}`)
      }
    }
  }
  return missed
}

/** Measures every MultiSender figure into `context.gas`; returns the references' addresses. */
export async function benchMultiSender(
  context: MultiSenderBenchContext,
): Promise<{ gasliteStyleDrop: Address; disperseStyle: Address }> {
  const { publicClient, walletClient, account, multiSender, nextBlock, send, gas } = context
  const chain = walletClient.chain

  const deploy = async (abi: readonly unknown[], bytecode: Hex, args: unknown[] = []) => {
    await nextBlock()
    const hash = await walletClient.deployContract({ abi, bytecode, args, account, chain } as never)
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('deployment failed')
    return { address: receipt.contractAddress, gasUsed: Number(receipt.gasUsed) }
  }
  const token = (await deploy(referenceERC20Abi, referenceERC20Bytecode, [parseEther('1000000000')])).address
  const gaslite = await deploy(referenceGasliteStyleDropAbi, referenceGasliteStyleDropBytecode)
  const disperse = await deploy(referenceDisperseStyleAbi, referenceDisperseStyleBytecode)
  gas['deploy ReferenceGasliteStyleDrop (reference, GasliteDrop-style)'] = gaslite.gasUsed
  gas['deploy ReferenceDisperseStyle (reference, Disperse-style)'] = disperse.gasUsed
  for (const spender of [multiSender, gaslite.address, disperse.address]) {
    await send(token, approveAllData(spender))
  }

  const sum = (amounts: bigint[]) => amounts.reduce((total, amount) => total + amount, 0n)
  const pack = (recipients: Address[], amounts: bigint[]) =>
    recipients.map((recipient, index) => packRecipient(recipient, amounts[index] ?? 0n))
  const nativeAccessList = (recipients: Address[]) =>
    accessListForNativeSend({ recipients, sender: account, multiSender })

  const ours = {
    sendToken: {
      label: 'MultiSender sendToken',
      to: multiSender,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: multiSenderAbi,
          functionName: 'sendToken',
          args: [token, sum(amounts), pack(recipients, amounts)],
        }),
        value: 0n,
      }),
    },
    sendTokenFrom: {
      label: 'MultiSender sendTokenFrom',
      to: multiSender,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: multiSenderAbi,
          functionName: 'sendTokenFrom',
          args: [token, recipients, amounts],
        }),
        value: 0n,
      }),
    },
    sendNative: {
      label: 'MultiSender sendNative',
      to: multiSender,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: multiSenderAbi,
          functionName: 'sendNative',
          args: [pack(recipients, amounts)],
        }),
        value: sum(amounts),
      }),
    },
  } satisfies Record<string, Path>
  const withAccessList = {
    sendToken: {
      ...ours.sendToken,
      accessList: (recipients) => accessListForTokenSend({ token, recipients, sender: account, multiSender }),
    },
    sendTokenFrom: {
      ...ours.sendTokenFrom,
      accessList: (recipients) => accessListForTokenSend({ token, recipients, sender: account }),
    },
    sendNative: { ...ours.sendNative, accessList: nativeAccessList },
  } satisfies Record<string, Path>
  const gasliteLabel = 'reference (GasliteDrop-style)'
  const disperseLabel = 'reference (Disperse-style)'
  const references = {
    gasliteToken: {
      label: `${gasliteLabel} airdropERC20`,
      to: gaslite.address,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: referenceGasliteStyleDropAbi,
          functionName: 'airdropERC20',
          args: [token, recipients, amounts, sum(amounts)],
        }),
        value: 0n,
      }),
    },
    gasliteNative: {
      label: `${gasliteLabel} airdropETH`,
      to: gaslite.address,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: referenceGasliteStyleDropAbi,
          functionName: 'airdropETH',
          args: [recipients, amounts],
        }),
        value: sum(amounts),
      }),
    },
    disperseToken: {
      label: `${disperseLabel} disperseToken`,
      to: disperse.address,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: referenceDisperseStyleAbi,
          functionName: 'disperseToken',
          args: [token, recipients, amounts],
        }),
        value: 0n,
      }),
    },
    disperseTokenSimple: {
      label: `${disperseLabel} disperseTokenSimple`,
      to: disperse.address,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: referenceDisperseStyleAbi,
          functionName: 'disperseTokenSimple',
          args: [token, recipients, amounts],
        }),
        value: 0n,
      }),
    },
    disperseNative: {
      label: `${disperseLabel} disperseEther`,
      to: disperse.address,
      encode: (recipients, amounts) => ({
        data: encodeFunctionData({
          abi: referenceDisperseStyleAbi,
          functionName: 'disperseEther',
          args: [recipients, amounts],
        }),
        value: sum(amounts),
      }),
    },
  } satisfies Record<string, Path>

  const request = (path: Path, recipients: Address[], amounts: bigint[]) => {
    const { data, value } = path.encode(recipients, amounts)
    const accessList = path.accessList?.(recipients)
    return { account, to: path.to, data, value, ...(accessList ? { accessList } : {}) }
  }
  /** One transaction of a send; its receipt (throws when it reverted or did not fit the cap). */
  const sendBatch = async (path: Path, recipients: Address[], amounts: bigint[]) => {
    await nextBlock()
    const hash = await walletClient.sendTransaction({
      ...request(path, recipients, amounts),
      gas: transactionGasCap,
      chain,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${path.label}: transaction ${hash} reverted`)
    return receipt
  }
  const estimate = async (path: Path, count: number, tag: string, amountOf: (index: number) => bigint) => {
    const recipients = freshRecipients(`${tag} estimate ${count}`, count)
    return await publicClient.estimateGas(
      request(
        path,
        recipients,
        recipients.map((_, index) => amountOf(index)),
      ),
    )
  }
  /**
   * The most new recipients one transaction of `path` can send under the cap: a linear fit of two
   * estimates gives a guess, then single steps settle it against the node's own estimate.
   */
  const maxBatch = async (path: Path, tag: string, amountOf: (index: number) => bigint) => {
    const small = await estimate(path, 100, tag, amountOf)
    const large = await estimate(path, 200, tag, amountOf)
    const perRecipient = Number(large - small) / 100
    // The node refuses to estimate past the cap (it answers an error instead of a figure).
    const fits = async (count: number) => {
      try {
        return (await estimate(path, count, tag, amountOf)) <= transactionGasCap
      } catch {
        return false
      }
    }
    let count = Math.floor(100 + Number(transactionGasCap - small) / perRecipient)
    while (!(await fits(count))) count--
    while (await fits(count + 1)) count++
    return count
  }
  /** A 1,000-recipient send to new addresses in the fewest transactions of equal size. */
  const headline = async (path: Path, tag: string, amountOf: (index: number) => bigint, suffix = '') => {
    const limit = await maxBatch(path, tag, amountOf)
    const transactions = Math.ceil(headlineRecipients / limit)
    const recipients = freshRecipients(tag, headlineRecipients)
    const amounts = recipients.map((_, index) => amountOf(index))
    let used = 0n
    for (let batch = 0; batch < transactions; batch++) {
      const from = Math.floor((batch * headlineRecipients) / transactions)
      const to = Math.floor(((batch + 1) * headlineRecipients) / transactions)
      used += (await sendBatch(path, recipients.slice(from, to), amounts.slice(from, to))).gasUsed
    }
    const label =
      `${path.label}, per recipient (${thousands(headlineRecipients)} new recipients in ${transactions} ` +
      `transactions; at most ${thousands(limit)} per transaction under the ${thousands(transactionGasCap)} gas cap${suffix})`
    gas[label] = Math.round(Number(used) / headlineRecipients)
    return recipients
  }

  // The headline sends. Ours with the access list the UI sends, and without one.
  const tokenHolders = await headline(
    withAccessList.sendToken,
    'sendToken access list',
    tokenAmount,
    '; access list',
  )
  await headline(ours.sendToken, 'sendToken', tokenAmount, '; no access list')
  const nativeHolders = await headline(
    withAccessList.sendNative,
    'sendNative access list',
    nativeAmount,
    '; access list',
  )
  await headline(ours.sendNative, 'sendNative', nativeAmount, '; no access list')
  await headline(withAccessList.sendTokenFrom, 'sendTokenFrom access list', tokenAmount, '; access list')
  await headline(ours.sendTokenFrom, 'sendTokenFrom', tokenAmount, '; no access list')
  // The references as their own UIs send them (no access list), and the GasliteDrop-style one also
  // with the same access lists, so that what the contract saves and what the list saves are apart.
  await headline(references.gasliteToken, 'gasliteToken', tokenAmount)
  await headline(references.gasliteNative, 'gasliteNative', nativeAmount)
  await headline(
    {
      ...references.gasliteToken,
      accessList: (recipients) =>
        accessListForTokenSend({ token, recipients, sender: account, multiSender: gaslite.address }),
    },
    'gasliteToken access list',
    tokenAmount,
    '; access list',
  )
  await headline(
    {
      ...references.gasliteNative,
      accessList: (recipients) =>
        accessListForNativeSend({ recipients, sender: account, multiSender: gaslite.address }),
    },
    'gasliteNative access list',
    nativeAmount,
    '; access list',
  )
  await headline(references.disperseToken, 'disperseToken', tokenAmount)
  await headline(references.disperseTokenSimple, 'disperseTokenSimple', tokenAmount)
  await headline(references.disperseNative, 'disperseNative', nativeAmount)

  // Small sends: one new recipient (no access list: it would save 100 and cost more to build), and
  // 100 recipients that already hold the token / have an account (the headline's first 100).
  const one = async (path: Path, tag: string, amountOf: (index: number) => bigint) => {
    const [recipient] = freshRecipients(tag, 1)
    const receipt = await sendBatch(path, [recipient as Address], [amountOf(0)])
    gas[`${path.label} (1 new recipient)`] = Number(receipt.gasUsed)
  }
  await one(ours.sendToken, 'one token', tokenAmount)
  await one(ours.sendNative, 'one native', nativeAmount)
  await one(ours.sendTokenFrom, 'one tokenFrom', tokenAmount)
  const existing = async (path: Path, holders: Address[], amountOf: (index: number) => bigint) => {
    const recipients = holders.slice(0, 100)
    const receipt = await sendBatch(
      path,
      recipients,
      recipients.map((_, index) => amountOf(index)),
    )
    gas[`${path.label} (100 existing holders${path.accessList ? ', access list' : ''}), per recipient`] =
      Math.round(Number(receipt.gasUsed) / 100)
  }
  await existing(withAccessList.sendToken, tokenHolders, tokenAmount)
  await existing(ours.sendToken, tokenHolders, tokenAmount)
  await existing(withAccessList.sendNative, nativeHolders, nativeAmount)
  await existing(ours.sendNative, nativeHolders, nativeAmount)
  return { gasliteStyleDrop: gaslite.address, disperseStyle: disperse.address }
}
