/**
 * The locker part of the gas snapshot (bench/gas/gasSnapshot.ts): TokenLocker against a
 * PinkLock-style locker (test-only ReferenceEnumerableLocker), the same operations on the same plain
 * OpenZeppelin token: fixed, linear and period locks, a batch, extending, transferring and
 * withdrawing.
 */
import { tokenLockerAbi } from '@tokenbox/core/contracts/index.ts'
import {
  referenceEnumerableLockerAbi,
  referenceEnumerableLockerBytecode,
} from '@tokenbox/core/testing/contracts/ReferenceEnumerableLocker.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { type Address, encodeFunctionData, parseEther } from 'viem'
import { approveAllData, freshHolder, type GasContext, supply } from './gasContext.ts'

const lockerLabels = {
  deployReference: 'deploy ReferenceEnumerableLocker (reference, PinkLock-style)',
} as const

/**
 * Measures the same lock operations on TokenLocker and on the reference locker into `context.gas`;
 * returns the reference locker it deployed.
 */
export async function benchLockers(context: GasContext): Promise<{ referenceLocker: Address }> {
  const { publicClient, walletClient, account, clock, gas, nextBlock, send, record, deployToken } = context

  // TokenLocker against a PinkLock-style locker (test-only ReferenceEnumerableLocker), the same
  // operations on the same plain OpenZeppelin token, each locker with its own fresh token so that
  // "first lock of the token" is true for both.
  const lockDescription = 'Team tokens, 12 months'
  // The reference's batch of 100 costs more than the 16,777,216 gas a transaction may use (EIP-7825,
  // the node's osaka rules), so it is measured with 40 entries; compare the per-lock figures.
  const batchSizes = { ours: 100, reference: 40 } as const
  const benchLocker = async (kind: 'ours' | 'reference') => {
    const ours = kind === 'ours'
    const locker = ours
      ? context.contracts.lock
      : await deployToken(lockerLabels.deployReference, () =>
          walletClient.deployContract({
            abi: referenceEnumerableLockerAbi,
            bytecode: referenceEnumerableLockerBytecode,
          }),
        )
    await nextBlock()
    const lockedToken = (
      await publicClient.waitForTransactionReceipt({
        hash: await walletClient.deployContract({
          abi: referenceERC20Abi,
          bytecode: referenceERC20Bytecode,
          args: [supply],
        }),
      })
    ).contractAddress!
    await send(lockedToken, approveAllData(locker))
    const label = (operation: string) =>
      ours ? `TokenLocker ${operation}` : `reference (PinkLock-style) ${operation}`
    const call = (functionName: string, args: readonly unknown[]) =>
      encodeFunctionData({
        abi: ours ? tokenLockerAbi : referenceEnumerableLockerAbi,
        functionName,
        args,
      } as never)
    // Every date is relative to this block so the figures do not depend on the wall clock.
    const base = clock.timestamp
    const amount = parseEther('1000')
    const fixed = (end: bigint) => ({ kind: 0, start: 0n, end, cycle: 0n, firstBps: 0n, cycleBps: 0n })
    const periodStart = base + 1000n
    const period = {
      kind: 2,
      start: periodStart,
      end: 0n,
      cycle: 10_000n,
      firstBps: 1000n,
      cycleBps: 1500n,
    }
    const lockFixed = (operation: string) =>
      record(
        label(operation),
        locker,
        ours
          ? call('lock', [lockedToken, false, account, amount, fixed(base + 100_000n), lockDescription])
          : call('lock', [account, lockedToken, amount, base + 100_000n, lockDescription]),
      )
    // Ids: ours count from 1, the reference's from 0.
    const firstId = ours ? 1n : 0n
    await lockFixed('lock (fixed, a new owner, first lock of the token)')
    await lockFixed('lock (fixed, an existing owner and token)')
    if (ours) {
      await record(
        label('lock (linear, an existing owner and token)'),
        locker,
        call('lock', [
          lockedToken,
          false,
          account,
          amount,
          { ...fixed(base + 100_000n), kind: 1, start: base },
          lockDescription,
        ]),
      )
    } else {
      // No linear schedule in the reference: an unmeasured fixed lock keeps the ids aligned.
      await send(locker, call('lock', [account, lockedToken, amount, base + 100_000n, lockDescription]))
    }
    await record(
      label(
        ours
          ? 'lock (period, an existing owner and token)'
          : 'vestingLock (period, an existing owner and token)',
      ),
      locker,
      ours
        ? call('lock', [lockedToken, false, account, amount, period, lockDescription])
        : call('vestingLock', [
            account,
            lockedToken,
            amount,
            periodStart,
            1000n,
            10_000n,
            1500n,
            lockDescription,
          ]),
    )
    const batchSize = batchSizes[kind]
    const owners = Array.from({ length: batchSize }, (_, index) => freshHolder(1000 + index))
    const batchLabel = label(
      `${ours ? 'lockMany' : 'multipleVestingLock'} (${batchSize} period entries to ${batchSize} new owners)`,
    )
    await record(
      batchLabel,
      locker,
      ours
        ? call('lockMany', [
            lockedToken,
            false,
            owners.map((owner) => ({ owner, amount: parseEther('1'), schedule: period })),
            lockDescription,
          ])
        : call('multipleVestingLock', [
            owners,
            owners.map(() => parseEther('1')),
            lockedToken,
            periodStart,
            1000n,
            10_000n,
            1500n,
            lockDescription,
          ]),
    )
    gas[`${batchLabel}, per lock`] = Math.round((gas[batchLabel] ?? 0) / batchSize)
    const second = firstId + 1n
    await record(
      label(ours ? 'extend (later unlock date)' : 'editLock (later unlock date)'),
      locker,
      ours ? call('extend', [second, base + 200_000n, 0n]) : call('editLock', [second, 0n, base + 200_000n]),
    )
    await record(
      label(
        ours
          ? 'extend (later unlock date and 100 more tokens)'
          : 'editLock (later unlock date and 100 more tokens)',
      ),
      locker,
      ours
        ? call('extend', [second, base + 300_000n, parseEther('100')])
        : call('editLock', [second, amount + parseEther('100'), base + 300_000n]),
    )
    await record(
      label(ours ? 'transferLock (to a new owner)' : 'transferLockOwnership (to a new owner)'),
      locker,
      call(ours ? 'transferLock' : 'transferLockOwnership', [second, freshHolder(2000)]),
    )
    // Half way through the linear lock, two cycles into the period one.
    clock.timestamp = base + 50_000n
    if (ours) await record(label('withdraw (linear, partial)'), locker, call('withdraw', [firstId + 2n]))
    await record(
      label(ours ? 'withdraw (period, partial)' : 'unlock (period, partial)'),
      locker,
      call(ours ? 'withdraw' : 'unlock', [firstId + 3n]),
    )
    clock.timestamp = base + 100_000n
    await record(
      label(ours ? 'withdraw (fixed, everything)' : 'unlock (fixed, everything)'),
      locker,
      call(ours ? 'withdraw' : 'unlock', [firstId]),
    )
    return locker
  }
  await benchLocker('ours')
  const referenceLocker = await benchLocker('reference')
  return { referenceLocker }
}
