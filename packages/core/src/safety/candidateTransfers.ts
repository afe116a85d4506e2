import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import { isBurnAddress } from './burnAddresses.ts'
import { type SimulationMethod, simulateCalls } from './simulateCalls.ts'

export type ProbeCandidateTransfersParameters = {
  token: Address
  /** Who may be treated apart by the token: its owner, creator, and the addresses its code and storage keep. */
  candidates: readonly Address[]
  /** The token's supply: each candidate sends a hundredth of it. */
  totalSupply: bigint
  /** Addresses that are no wallet of the token's side (its pools, routers, lockers): not tried. */
  skip?: readonly Address[]
  /** At most this many candidates are tried (default 8). */
  limit?: number
}

export type CandidateTransferFinding = {
  /** The candidate whose plain transfer created tokens. */
  holder: Address
  /** How many tokens appeared (the growth of the balances involved, or of the supply). */
  created: bigint
}

/** A stranger who receives the candidates' transfers: an address nobody holds the key of. */
const receiver: Address = '0x00000000000000000000000000000000000c0de5'

/**
 * Plain ERC-20 transfers from the wallets a token may treat apart (owner, creator, fee and marketing
 * wallets, exempt addresses, controllers kept in its code or storage), simulated in one block: each
 * sends a hundredth of the supply to itself, then to a stranger. A transfer is a move: it can lower
 * the balances involved (a fee) but never raise them, nor the supply. One that does is a mint hidden
 * in `transfer` (an exempt wallet that is never debited), whatever the code calls it. A candidate
 * without enough tokens is refused, as a transfer should be. Rejects when the node failed; resolves
 * `unsupported` when it cannot simulate.
 *
 * @example
 * const found = await probeCandidateTransfers(client, { token, candidates: [marketing], totalSupply })
 * found !== 'unsupported' && found.findings[0] // { holder: marketing, created: 10_000n * 10n ** 18n }
 */
export async function probeCandidateTransfers(
  client: PublicClient,
  parameters: ProbeCandidateTransfersParameters,
): Promise<{ findings: CandidateTransferFinding[]; method: SimulationMethod } | 'unsupported'> {
  const token = getAddress(parameters.token)
  const skip = parameters.skip ?? []
  const tried: Address[] = []
  for (const candidate of parameters.candidates) {
    const address = getAddress(candidate)
    if (isAddressEqual(address, token) || isBurnAddress(address)) continue
    if (skip.some((other) => isAddressEqual(other, address))) continue
    if (tried.some((other) => isAddressEqual(other, address))) continue
    tried.push(address)
  }
  const candidates = tried.slice(0, parameters.limit ?? 8)
  if (candidates.length === 0) return { findings: [], method: 'simulateV1' }
  const amount = parameters.totalSupply / 100n > 0n ? parameters.totalSupply / 100n : 1n
  const read = (from: Address, functionName: 'balanceOf' | 'totalSupply', of?: Address) =>
    functionName === 'balanceOf'
      ? { from, to: token, abi: erc20Abi, functionName, args: [of as Address] }
      : { from, to: token, abi: erc20Abi, functionName }
  // A transfer whose return value (none, for old tokens) is not decoded.
  const send = (from: Address, to: Address) => ({
    from,
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })
  /** Calls per candidate, in order: what each index below reads. */
  const perCandidate = (candidate: Address) => [
    read(candidate, 'balanceOf', candidate), // 0: own balance before
    read(candidate, 'balanceOf', receiver), // 1: the stranger's before
    read(candidate, 'totalSupply'), // 2: supply before
    send(candidate, candidate), // 3: to itself
    read(candidate, 'balanceOf', candidate), // 4: own balance after
    read(candidate, 'totalSupply'), // 5: supply after
    send(candidate, receiver), // 6: to the stranger
    read(candidate, 'balanceOf', candidate), // 7: own after
    read(candidate, 'balanceOf', receiver), // 8: the stranger's after
    read(candidate, 'totalSupply'), // 9: supply after
  ]
  const size = perCandidate(receiver).length
  const result = await simulateCalls(client, { calls: candidates.flatMap(perCandidate) })
  if (result === 'unsupported') return 'unsupported'
  const value = (index: number): bigint | undefined => {
    const answer = result.calls[index]
    return answer?.status === 'success' && typeof answer.result === 'bigint' ? answer.result : undefined
  }
  const findings: CandidateTransferFinding[] = []
  for (const [position, holder] of candidates.entries()) {
    const at = position * size
    const own = value(at)
    const other = value(at + 1)
    const supply = value(at + 2)
    if (own === undefined || other === undefined || supply === undefined) continue
    let created = 0n
    // To itself: its balance and the supply must not grow.
    if (result.calls[at + 3]?.status === 'success') {
      const ownAfter = value(at + 4)
      const supplyAfter = value(at + 5)
      if (ownAfter !== undefined && ownAfter > own) created = ownAfter - own
      if (supplyAfter !== undefined && supplyAfter > supply && supplyAfter - supply > created)
        created = supplyAfter - supply
    }
    // To a stranger: the two balances together must not grow, nor the supply.
    if (result.calls[at + 6]?.status === 'success') {
      const ownBefore = value(at + 4) ?? own
      const ownAfter = value(at + 7)
      const otherAfter = value(at + 8)
      const supplyAfter = value(at + 9)
      if (ownAfter !== undefined && otherAfter !== undefined && ownAfter + otherAfter > ownBefore + other) {
        const grown = ownAfter + otherAfter - ownBefore - other
        if (grown > created) created = grown
      }
      const supplyBefore = value(at + 5) ?? supply
      if (supplyAfter !== undefined && supplyAfter > supplyBefore && supplyAfter - supplyBefore > created)
        created = supplyAfter - supplyBefore
    }
    if (created > 0n) findings.push({ holder, created })
  }
  return { findings, method: result.method }
}
