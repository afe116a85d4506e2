import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { multicall3Abi } from '../src/contracts/Multicall3.abi.ts'
import { call } from '../src/transactions/call.ts'
import type { LocalTestChain } from './localTestChain.ts'

/**
 * A drainer, played by the chain's aggregator (Multicall3) in place of the attacker's contract: the
 * victim's unlimited approval of it (what a phishing page asks first), and the harmless-looking call
 * of it that then spends the approval, `amount` of `token` from `victim` to `attacker`.
 *
 * @example
 * await chain.runToDone([drain.approval], victim)
 * await simulateTransaction(client, { from: victim, to: chain.contracts.multicall3, data: drain.calldata(all) })
 */
export function aggregatorDrain(
  chain: LocalTestChain,
  { token, victim, attacker }: { token: Address; victim: Address; attacker: Address },
) {
  return {
    approval: call({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.contracts.multicall3, maxUint256],
    }),
    calldata: (amount: bigint): Hex =>
      encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [
          [
            {
              target: token,
              allowFailure: false,
              callData: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transferFrom',
                args: [victim, attacker, amount],
              }),
            },
          ],
        ],
      }),
  }
}
