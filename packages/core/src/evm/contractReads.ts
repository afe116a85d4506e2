import type {
  Abi,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionParameters,
  ContractFunctionReturnType,
} from 'viem'

/** What a read may call: functions that change nothing. */
export type ReadMutability = 'pure' | 'view'

/** Any contract read, as viem's readContract and multicall take it (nothing checked). */
export type AnyContractRead = ContractFunctionParameters<Abi, ReadMutability>

/**
 * `call` as a read of its ABI: a function name the ABI has no view of is a type error, and so are
 * arguments of the wrong types. Where `functionName` is a union (a list of views read with
 * `.map`), the arguments are checked against the union of those views' arguments. An ABI typed
 * only as `Abi` (parsed at run time) cannot be checked and passes as viem takes it.
 */
export type ContractRead<call> = call extends { abi: infer abi extends Abi }
  ? Abi extends abi
    ? ContractFunctionParameters
    : call extends { functionName: infer name extends ContractFunctionName<abi, ReadMutability> }
      ? Omit<ContractFunctionParameters<abi, ReadMutability, name>, 'args'> & {
          args?: ContractFunctionArgs<abi, ReadMutability, name> | undefined
        }
      : ContractFunctionParameters<abi, ReadMutability>
  : AnyContractRead

/** A list of reads, each checked against its own ABI ({@link ContractRead}). */
export type ContractReads<contracts extends readonly unknown[]> = contracts & {
  readonly [index in keyof contracts]: ContractRead<contracts[index]>
}

/** What `call` returns, from its ABI (unknown where the ABI is only `Abi`). */
export type ContractReadResult<call> = call extends { abi: infer abi extends Abi }
  ? Abi extends abi
    ? unknown
    : call extends { functionName: infer name extends ContractFunctionName<abi, ReadMutability> }
      ? ContractFunctionReturnType<abi, ReadMutability, name>
      : unknown
  : unknown

/** Any read of `abi`, one member per view, each with its own arguments. */
export type ContractReadOf<abi extends Abi> = {
  [name in ContractFunctionName<abi, ReadMutability>]: ContractFunctionParameters<abi, ReadMutability, name>
}[ContractFunctionName<abi, ReadMutability>]

/**
 * `contracts` unchanged, once each read's function name and arguments have been checked against its
 * ABI at compile time: for lists handed to viem's multicall or readContract, whose own types check a
 * tuple but not a list built with `.map` (nor a list some of whose reads are added conditionally).
 * Write each read `as const` (inside `.map` too), so its function name stays a name, not a string.
 *
 * @example
 * const reads = contractReads(views.map((functionName) => ({ address, abi, functionName }) as const))
 * await client.multicall({ contracts: reads, allowFailure: false })
 */
export function contractReads<const contracts extends readonly unknown[]>(
  contracts: ContractReads<contracts>,
): contracts {
  return contracts
}

/**
 * One entry of a list of reads, checked against its ABI: a read ({@link ContractRead}), a list of
 * entries (answered as a list of the same shape: the views of one template, read only for it; a
 * group per token built with `.map`), or undefined for a read left out (answered undefined: the
 * reads of an account when there is none).
 */
export type ContractReadEntry<entry> = entry extends undefined
  ? undefined
  : entry extends readonly unknown[]
    ? entry & { readonly [index in keyof entry]: ContractReadEntry<entry[index]> }
    : ContractRead<entry>

/** A list of entries, each checked ({@link ContractReadEntry}). */
export type ContractReadEntries<contracts extends readonly unknown[]> = contracts & {
  readonly [index in keyof contracts]: ContractReadEntry<contracts[index]>
}

/** What an entry answers: its read's result, its list's answers in the same shape, or undefined. */
export type ContractReadEntryResult<entry> = entry extends undefined
  ? undefined
  : entry extends readonly unknown[]
    ? { -readonly [index in keyof entry]: ContractReadEntryResult<entry[index]> }
    : ContractReadResult<entry>

/** An entry as the code that sends it sees it (each checked at compile time by its caller). */
export type AnyContractReadEntry = AnyContractRead | readonly AnyContractReadEntry[] | undefined

/**
 * The reads of `entries`, depth first, without those left out: the list sent to the node.
 *
 * @example
 * flattenReads([[nameRead, symbolRead], undefined, balanceRead]) // [nameRead, symbolRead, balanceRead]
 */
export function flattenReads(entries: readonly AnyContractReadEntry[]): AnyContractRead[] {
  return entries.flatMap((entry) =>
    entry === undefined ? [] : isEntryList(entry) ? flattenReads(entry) : [entry],
  )
}

/**
 * `answers` (one per read of {@link flattenReads}, in its order) in the shape of `entries`, with
 * undefined where a read was left out.
 *
 * @example
 * reshapeAnswers([[nameRead, symbolRead], undefined, balanceRead], ['Token', 'TKN', 5n]) // [['Token', 'TKN'], undefined, 5n]
 */
export function reshapeAnswers<answer>(
  entries: readonly AnyContractReadEntry[],
  answers: readonly answer[],
): unknown[] {
  let next = 0
  const reshape = (list: readonly AnyContractReadEntry[]): unknown[] =>
    list.map((entry) =>
      entry === undefined ? undefined : isEntryList(entry) ? reshape(entry) : answers[next++],
    )
  return reshape(entries)
}

function isEntryList(entry: AnyContractReadEntry): entry is readonly AnyContractReadEntry[] {
  return Array.isArray(entry)
}
