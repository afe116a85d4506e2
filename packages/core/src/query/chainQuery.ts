import type { Address, Client, PublicClient } from 'viem'

/**
 * Query options as react-query takes them (`useQuery(options)`, `queryClient.fetchQuery(options)`),
 * the way wagmi's core/query builds them: the key and the function live in core beside the reader,
 * the web's hook only supplies what it knows (the client, the account, the block) and renders.
 */
/**
 * What react-query hands a query's function that a progressive reader uses (structurally its
 * QueryFunctionContext): the cache, to show a first part of the answer while the rest is read.
 */
export type PartialAnswerContext = {
  queryKey: readonly unknown[]
  // Methods, not function properties: react-query's generic QueryClient methods then fit.
  client: {
    getQueryData(queryKey: readonly unknown[]): unknown
    setQueryData(queryKey: readonly unknown[], data: unknown): unknown
  }
  signal?: AbortSignal
}

export type ChainQueryOptions<T> = {
  queryKey: readonly unknown[]
  queryFn: (context?: PartialAnswerContext) => Promise<T>
  enabled: boolean
  retry: false | number
  staleTime?: number
  refetchInterval?: number
  /** Keeps the last answer on screen while the next block's one is read (keepPreviousAnswer). */
  placeholderData?: typeof keepPreviousAnswer
}

/**
 * react-query's placeholder that shows the previous key's answer while the new key's is read, as
 * its own `keepPreviousData`: generic, so it never takes part in inferring a query's data type.
 */
export function keepPreviousAnswer<Answer>(previous: Answer): Answer {
  return previous
}

export type ChainQueryParameters<T, C extends Client = PublicClient> = {
  /**
   * The reader's name, then every value its answer depends on besides the chain (bigints are fine:
   * see keyParts). The key holds the client's chain id after the name.
   */
  key: readonly [name: string, ...parts: unknown[]]
  /** The chain's client; undefined while the app has none for the chain: the query waits. */
  client: C | undefined
  /** Whether every input the reader needs is there (an address typed, an account connected). */
  ready?: boolean
  /**
   * The answer. A reader that finds its answer in parts (a list scanning logs newest first) may
   * call `show` with the part so far: the screen shows it while the rest is read, on the first
   * read only (a refresh keeps the whole previous answer on screen until the new one is whole).
   */
  read: (client: C, show: (partial: NoInfer<T>) => void) => Promise<T>
  /**
   * The key holds the newest block: the screen follows the chain, and shows the last block's
   * answer until the next one is read.
   */
  followsBlocks?: boolean
  staleTime?: number
  /** Read again every this many ms while shown (what the chain's events do not announce). */
  refetchInterval?: number
  /** react-query's retries; a reader's typed error is its answer, so none by default. */
  retry?: false | number
}

/** Thrown by a query's function run while it is not enabled (its client or an input is missing). */
export class QueryNotReadyError extends Error {
  constructor(name: string) {
    super(`The ${name} query ran before its client and inputs were there`)
    this.name = 'QueryNotReadyError'
  }
}

/**
 * A key react-query can hash: it hashes keys as JSON, which has no bigint, so a bigint becomes its
 * decimal text (block numbers, amounts, ids), in arrays and plain objects too.
 *
 * @example
 * keyParts(['presale', 31337, '0xab…', 120n]) // ['presale', 31337, '0xab…', '120']
 */
export function keyParts(parts: readonly unknown[]): unknown[] {
  return parts.map(keyPart)
}

function keyPart(part: unknown): unknown {
  if (typeof part === 'bigint') return part.toString()
  if (Array.isArray(part)) return part.map(keyPart)
  if (part && typeof part === 'object' && Object.getPrototypeOf(part) === Object.prototype)
    return Object.fromEntries(Object.entries(part).map(([name, value]) => [name, keyPart(value)]))
  return part
}

/**
 * The query options of one chain reader: enabled once the client and the inputs are there, a key
 * react-query can hash, no retry unless asked, and (for readers that follow blocks) the last
 * answer kept while the next is read.
 *
 * @example
 * chainQueryOptions({
 *   key: ['presale', presale, account, block], // ['presale', 31337, '0x…', '0x…', '120']
 *   client,
 *   ready: Boolean(presale),
 *   followsBlocks: true,
 *   read: (client) => readPresale(client, { presale: presale!, account }),
 * })
 */
export function chainQueryOptions<T, C extends Client = PublicClient>(
  parameters: ChainQueryParameters<T, C>,
): ChainQueryOptions<T> {
  const { key, client, ready = true, read, followsBlocks = false, staleTime, refetchInterval } = parameters
  const { retry = false } = parameters
  return {
    queryKey: keyParts([key[0], client?.chain?.id, ...key.slice(1)]),
    enabled: Boolean(client) && ready,
    queryFn: (context) => {
      if (!client || !ready) return Promise.reject(new QueryNotReadyError(key[0]))
      // Parts are shown only where nothing is on screen yet, and never after the read was dropped.
      const showsParts = context !== undefined && context.client.getQueryData(context.queryKey) === undefined
      return read(client, (partial) => {
        if (showsParts && !context.signal?.aborted) context.client.setQueryData(context.queryKey, partial)
      })
    },
    retry,
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
    ...(followsBlocks ? { placeholderData: keepPreviousAnswer } : {}),
  }
}

/**
 * The query options of a reader of the contract at one address (a pool, a presale, a token page):
 * the key's first part after the name is that address, the query waits until it is there, and
 * `read` gets it as an address, so no reader has to assert that it is set.
 *
 * @example
 * contractQueryOptions({
 *   key: ['presale', presale, account, block],
 *   client,
 *   followsBlocks: true,
 *   read: (client, presale) => readPresale(client, { presale, account }),
 * })
 */
export function contractQueryOptions<T>(
  parameters: Omit<ChainQueryParameters<T>, 'key' | 'ready' | 'read'> & {
    key: readonly [name: string, address: Address | undefined, ...parts: unknown[]]
    read: (client: PublicClient, address: Address) => Promise<T>
  },
): ChainQueryOptions<T> {
  const [name, address] = parameters.key
  return chainQueryOptions<T>({
    ...parameters,
    ready: Boolean(address),
    read: (client) =>
      address ? parameters.read(client, address) : Promise.reject(new QueryNotReadyError(name)),
  })
}

/**
 * A contract reader's parameters that follow the chain: the account whose view it reads, and the
 * newest block, in the key so the screen reads again at every block.
 */
export type AccountAtBlockParameters = {
  account: Address | undefined
  /** The newest block: the figures and buttons the reader's answer drives follow the chain. */
  block: bigint | undefined
}

/**
 * Runs `read` only where the address holds code: null for an address with no contract (a typed
 * address that is an account, or a contract on another chain), the reader's answer otherwise. A
 * node that fails stays an error.
 *
 * @example
 * readIfDeployed(client, pool, () => readEarnPool(client, { pool, account })) // null: no pool here
 */
export async function readIfDeployed<T>(
  client: PublicClient,
  address: `0x${string}`,
  read: () => Promise<T>,
): Promise<T | null> {
  const code = await client.getCode({ address })
  if (!code || code === '0x') return null
  return read()
}
