import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import type { ExplorerLog } from '../src/explorer/explorerReadApi.ts'

/** One request as the server received it: query and form fields apart, so tests see where each went. */
export type ReceivedRequest = {
  method: string
  path: string
  contentType: string | undefined
  query: Record<string, string>
  form: Record<string, string>
  /** Every key of the form body in order, to catch duplicates and misspellings. */
  formKeys: string[]
}

/** How the server behaves; tests change it between cases. */
export type EtherscanTestBehaviour = {
  /** The key the server accepts; any other (or none) gets "Invalid API Key". */
  apiKey: string
  /** The next N requests of any kind get "Max rate limit reached". */
  rateLimitNext: number
  /** The next N submissions get "Unable to locate ContractCode at <address>". */
  unindexedSubmissions: number
  /** Polls answered "Pending in queue" before the outcome. */
  pendingPolls: number
  /** What the job ends in. */
  outcome: 'pass' | 'fail' | 'alreadyVerified'
}

/** What a `getLogs` request asks for, parsed (address and topics lower case, absent ones undefined). */
export type TestLogFilter = {
  fromBlock: bigint
  toBlock: bigint
  address: string | undefined
  topic0: string | undefined
  topic1: string | undefined
}

export type StartEtherscanTestServerParameters = {
  /**
   * Answers `getLogs` from somewhere real (e.g. `readNodeLogsAsExplorer(rpcUrl)`: a node's own
   * logs); the server sorts and pages whatever it returns. Without it, `logs` is filtered instead.
   */
  readLogs?: ((filter: TestLogFilter) => Promise<ExplorerLog[]>) | undefined
}

export type EtherscanTestServer = {
  /** `http://127.0.0.1:<port>/v2/api`, without `chainid`. */
  apiUrl: string
  received: ReceivedRequest[]
  behaviour: EtherscanTestBehaviour
  /**
   * Addresses (lower case) whose source the server holds: `getsourcecode` answers their source,
   * and a new submission for one is refused.
   */
  verified: Set<string>
  /** `getsourcecode`'s ContractName of a verified address (lower case); default `TestContract`. */
  contractNames: Map<string, string>
  /** The logs `getLogs` filters when no `readLogs` was given; any shape, to test bad replies. */
  logs: ExplorerLog[]
  /**
   * What `getcontractcreation` knows, by contract address (lower case): the creator, the
   * creation transaction and its block, as the test deployed them. Others get "No data found".
   */
  creations: Map<string, TestContractCreation>
  /** Clears the requests, the verified set, names, logs, creations and the behaviour back to `defaults`. */
  reset: (behaviour?: Partial<EtherscanTestBehaviour>) => void
  close: () => Promise<void>
}

/** One contract's creation as `getcontractcreation` tells it. */
export type TestContractCreation = { creator: string; transactionHash: string; blockNumber: bigint }

const defaults: EtherscanTestBehaviour = {
  apiKey: 'test-key',
  rateLimitNext: 0,
  unindexedSubmissions: 0,
  pendingPolls: 1,
  outcome: 'pass',
}

/**
 * A real HTTP server on a free loopback port that answers the Etherscan API v2 contract
 * verification endpoints as Etherscan documents them: the `{ status, message, result }` envelope
 * with HTTP 200 for every outcome, `"1"`/`"OK"` with a GUID for an accepted submission,
 * `"0"`/`"NOTOK"` with the reason in `result` otherwise ("Invalid API Key", "Max rate limit
 * reached", "Unable to locate ContractCode at ...", "Contract source code already verified"), and
 * for `checkverifystatus` "Pending in queue", "Pass - Verified", "Fail - Unable to verify",
 * "Already Verified" or "Unknown UID". It also answers `getLogs` (paged, with Etherscan's result
 * window), `getsourcecode` and `getcontractcreation` (up to 5 addresses, decimal `blockNumber`).
 * It reads parameters from the query and the form body, like Etherscan, and records each request.
 * Test-only.
 *
 * @example
 * const explorer = await startEtherscanTestServer()
 * await verifySource({ apiUrl: explorer.apiUrl, apiKey: 'test-key', ... })
 * await explorer.close()
 */
export async function startEtherscanTestServer(
  parameters: StartEtherscanTestServerParameters = {},
): Promise<EtherscanTestServer> {
  const jobs = new Map<
    string,
    { address: string; polls: number; outcome: EtherscanTestBehaviour['outcome'] }
  >()
  let nextGuid = 1
  const state = {
    received: [] as ReceivedRequest[],
    behaviour: { ...defaults },
    verified: new Set<string>(),
    contractNames: new Map<string, string>(),
    logs: [] as ExplorerLog[],
    creations: new Map<string, TestContractCreation>(),
  }

  const answer = (response: ServerResponse, status: '0' | '1', result: unknown, message?: string) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ status, message: message ?? (status === '1' ? 'OK' : 'NOTOK'), result }))
  }

  const blockOf = (text: string) => (/^\d+$/.test(text) ? BigInt(text) : undefined)

  async function getLogs(response: ServerResponse, field: (name: string) => string) {
    const fromBlock = blockOf(field('fromBlock'))
    const toBlock = blockOf(field('toBlock'))
    if (fromBlock === undefined || toBlock === undefined) {
      return answer(response, '0', 'Error! Invalid fromBlock or toBlock')
    }
    const page = Number(field('page') || '1')
    const offset = Number(field('offset') || '1000')
    if (page * offset > 10_000) {
      return answer(
        response,
        '0',
        'Result window is too large, PageNo x Offset size must be less than or equal to 10000',
      )
    }
    const filter: TestLogFilter = {
      fromBlock,
      toBlock,
      address: field('address').toLowerCase() || undefined,
      topic0: field('topic0').toLowerCase() || undefined,
      topic1: field('topic1').toLowerCase() || undefined,
    }
    const all = parameters.readLogs
      ? await parameters.readLogs(filter)
      : state.logs.filter((log) => {
          const block = typeof log.blockNumber === 'string' ? BigInt(log.blockNumber) : -1n
          const topics = Array.isArray(log.topics) ? log.topics.map((t) => String(t).toLowerCase()) : []
          return (
            block >= fromBlock &&
            block <= toBlock &&
            (!filter.address || String(log.address).toLowerCase() === filter.address) &&
            (!filter.topic0 || topics[0] === filter.topic0) &&
            (!filter.topic1 || topics[1] === filter.topic1)
          )
        })
    const selected = all.slice((page - 1) * offset, page * offset)
    if (selected.length === 0) return answer(response, '0', [], 'No records found')
    return answer(response, '1', selected)
  }

  function getSourceCode(response: ServerResponse, address: string) {
    if (!/^0x[0-9a-f]{40}$/.test(address)) return answer(response, '0', 'Invalid Address format')
    if (state.verified.has(address)) {
      const name = state.contractNames.get(address) ?? 'TestContract'
      return answer(response, '1', [
        {
          SourceCode: `contract ${name} {}`,
          ABI: '[]',
          ContractName: name,
          CompilerVersion: 'v0.8.37+commit.test',
          Proxy: '0',
          Implementation: '',
        },
      ])
    }
    // Etherscan's answer for an address without source, contract or not.
    return answer(response, '1', [
      {
        SourceCode: '',
        ABI: 'Contract source code not verified',
        ContractName: '',
        CompilerVersion: '',
        Proxy: '0',
        Implementation: '',
      },
    ])
  }

  function getContractCreation(response: ServerResponse, addresses: string[]) {
    if (
      addresses.length === 0 ||
      addresses.length > 5 ||
      !addresses.every((a) => /^0x[0-9a-f]{40}$/.test(a))
    ) {
      return answer(response, '0', 'Invalid Address format')
    }
    const known = addresses.flatMap((address) => {
      const creation = state.creations.get(address)
      return creation
        ? [
            {
              contractAddress: address,
              contractCreator: creation.creator.toLowerCase(),
              txHash: creation.transactionHash,
              blockNumber: String(creation.blockNumber),
              timestamp: '1700000000',
              contractFactory: '',
              creationBytecode: '0x',
            },
          ]
        : []
    })
    if (known.length === 0) return answer(response, '0', null, 'No data found')
    return answer(response, '1', known)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let body = ''
    for await (const chunk of request) body += chunk
    const url = new URL(request.url ?? '/', 'http://localhost')
    const form = new URLSearchParams(request.method === 'POST' ? body : '')
    state.received.push({
      method: request.method ?? '',
      path: url.pathname,
      contentType: request.headers['content-type'],
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(form),
      formKeys: [...form.keys()],
    })
    const field = (name: string) => form.get(name) ?? url.searchParams.get(name) ?? ''
    const behaviour = state.behaviour

    if (url.pathname !== '/v2/api') {
      response.writeHead(404, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ status: '0', message: 'Not found', result: null }))
    }
    if (!field('chainid')) return answer(response, '0', 'Missing or unsupported chainid parameter')
    if (field('apikey') !== behaviour.apiKey) return answer(response, '0', 'Invalid API Key')
    if (behaviour.rateLimitNext > 0) {
      behaviour.rateLimitNext--
      return answer(response, '0', 'Max rate limit reached')
    }
    if (field('module') === 'logs') {
      if (field('action') !== 'getLogs') return answer(response, '0', 'Error! Missing Or invalid Action name')
      return getLogs(response, field)
    }
    if (field('module') !== 'contract') return answer(response, '0', 'Error! Missing Or invalid Module name')
    if (field('action') === 'getsourcecode') return getSourceCode(response, field('address').toLowerCase())
    if (field('action') === 'getcontractcreation') {
      return getContractCreation(
        response,
        field('contractaddresses').toLowerCase().split(',').filter(Boolean),
      )
    }

    if (field('action') === 'verifysourcecode') {
      if (request.method !== 'POST') return answer(response, '0', 'Error! Invalid request method')
      const address = field('contractaddress').toLowerCase()
      if (behaviour.unindexedSubmissions > 0) {
        behaviour.unindexedSubmissions--
        return answer(response, '0', `Unable to locate ContractCode at ${address}`)
      }
      if (state.verified.has(address)) return answer(response, '0', 'Contract source code already verified')
      if (field('codeformat') !== 'solidity-standard-json-input') {
        return answer(response, '0', 'Error! Invalid codeformat')
      }
      try {
        JSON.parse(field('sourceCode'))
      } catch {
        return answer(response, '0', 'Error! Invalid source code (Standard-Json-Input)')
      }
      const guid = `guid${String(nextGuid++).padStart(46, '0')}`
      jobs.set(guid, { address, polls: behaviour.pendingPolls, outcome: behaviour.outcome })
      return answer(response, '1', guid)
    }

    if (field('action') === 'checkverifystatus') {
      const job = jobs.get(field('guid'))
      if (!job) return answer(response, '0', 'Unknown UID')
      if (job.polls > 0) {
        job.polls--
        return answer(response, '0', 'Pending in queue')
      }
      if (job.outcome === 'fail') return answer(response, '0', 'Fail - Unable to verify')
      if (job.outcome === 'alreadyVerified') return answer(response, '0', 'Already Verified')
      state.verified.add(job.address)
      return answer(response, '1', 'Pass - Verified')
    }
    return answer(response, '0', 'Error! Missing Or invalid Action name')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A failing readLogs (the node stopped): an HTTP error, like a real explorer's outage.
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return {
    apiUrl: `http://127.0.0.1:${port}/v2/api`,
    get received() {
      return state.received
    },
    get behaviour() {
      return state.behaviour
    },
    get verified() {
      return state.verified
    },
    get contractNames() {
      return state.contractNames
    },
    get logs() {
      return state.logs
    },
    set logs(logs: ExplorerLog[]) {
      state.logs = logs
    },
    get creations() {
      return state.creations
    },
    reset(behaviour = {}) {
      state.received = []
      state.verified = new Set()
      state.contractNames = new Map()
      state.logs = []
      state.creations = new Map()
      state.behaviour = { ...defaults, ...behaviour }
    },
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

/**
 * The explorer fixture of a test file or `describe` block: a test explorer started before its
 * tests and closed after them. The object returned is filled once the server listens, so it is
 * read inside tests and hooks, never at the top of the file.
 *
 * @example
 * const explorer = useEtherscanTestServer()
 * it('submits', async () => { await verify({ apiUrl: explorer.apiUrl, … }) })
 */
export function useEtherscanTestServer(parameters?: StartEtherscanTestServerParameters): EtherscanTestServer {
  const explorer = {} as EtherscanTestServer
  beforeAll(async () => {
    // Its state is read through getters (reset replaces the lists): copied as getters, never as values.
    Object.defineProperties(
      explorer,
      Object.getOwnPropertyDescriptors(await startEtherscanTestServer(parameters)),
    )
  })
  afterAll(async () => {
    await explorer.close?.()
  })
  return explorer
}
