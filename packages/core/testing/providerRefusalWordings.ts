/**
 * How real RPC endpoints refuse a read they limit, word for word, each with where it was seen:
 * eth_getLogs block-range limits, result-size limits, rate limits and unserved methods, from the
 * major providers and public nodes. Test data: `classifyRpcRefusal.test.ts` classifies every
 * entry, and the provider-like test proxy (`providerProxy.ts`) answers with these wordings.
 *
 * `limit` is the block limit the message names (absent when it names none); `httpStatus` is the
 * status the endpoint answered with where the source shows it (200 where it shows none: most
 * endpoints send a JSON-RPC error in a 200 answer).
 */
export type ProviderRefusalWording = {
  provider: string
  kind: 'range' | 'results' | 'rateLimit' | 'methodUnsupported'
  httpStatus: number
  code: number
  message: string
  data?: unknown
  /** The block limit the wording names. */
  limit?: number
  /** The requests per second a rate-limit wording names. */
  requestsPerSecond?: number
  /** Where the wording was seen (a public issue, a provider's documentation, a client's source). */
  source: string
}

export const providerRefusalWordings: readonly ProviderRefusalWording[] = [
  // Block-range limits.
  {
    provider: 'Infura',
    kind: 'range',
    httpStatus: 200,
    code: -32602,
    message: 'range 1000000 exceeds limit of 10000',
    limit: 10_000,
    source: 'https://github.com/INFURA/infura/issues/237',
  },
  {
    provider: 'QuickNode',
    kind: 'range',
    httpStatus: 413,
    code: -32614,
    message: 'eth_getLogs is limited to a 10,000 range',
    limit: 10_000,
    source: 'https://github.com/OffchainLabs/arbitrum-sdk/issues/609',
  },
  {
    provider: 'QuickNode (2022)',
    kind: 'range',
    httpStatus: 413,
    code: -32602,
    message: 'eth_getLogs and eth_newFilter are limited to a 10,000 blocks range',
    limit: 10_000,
    source: 'https://github.com/thirdweb-dev/js/issues/275',
  },
  {
    provider: 'Alchemy',
    kind: 'range',
    httpStatus: 400,
    code: -32600,
    message:
      'You can make eth_getLogs requests with up to a 500 block range. Based on your parameters, this block range should work: [0x1a30dfd, 0x1a30ff0]',
    limit: 500,
    source: 'https://github.com/boundless-xyz/boundless/issues/838',
  },
  {
    provider: 'BlockPI',
    kind: 'range',
    httpStatus: 200,
    code: -32602,
    message:
      'eth_getLogs is limited to 1024 block range. Please check the parameter requirements at  https://docs.blockpi.io/documentations/api-reference',
    limit: 1024,
    source: 'https://github.com/DefiLlama/dimension-adapters/pull/793',
  },
  {
    provider: 'thirdweb',
    kind: 'range',
    httpStatus: 200,
    code: -32005,
    message: 'Log response size exceeded. Maximum allowed number of requested blocks is 1000',
    limit: 1000,
    source:
      'ponder-sh/ponder CHANGELOG ("Fixed eth_getLogs error handling for thirdweb"); enviodev/hyperindex RPC source',
  },
  {
    provider: 'BSC public node (bsc-dataseed)',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'exceed maximum block range: 5000',
    limit: 5000,
    source:
      'https://github.com/AlphaWallet/alpha-wallet-android/issues/2736; https://github.com/bnb-chain/bsc/issues/113',
  },
  {
    provider: 'dRPC (free tier)',
    kind: 'range',
    httpStatus: 200,
    code: 35,
    message: 'ranges over 10000 blocks are not supported on freetier',
    limit: 10_000,
    source:
      'eth.drpc.org, quoted in public issues and READMEs (GitHub code search: "not supported on freetier")',
  },
  {
    provider: 'PublicNode',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'maximum block range: 2000',
    limit: 2000,
    source: 'enviodev/hyperindex RPC source (provider wordings it parses)',
  },
  {
    provider: 'Cloudflare',
    kind: 'range',
    httpStatus: 200,
    code: -32047,
    message: 'Max range: 3500',
    limit: 3500,
    source: 'enviodev/hyperindex RPC source (provider wordings it parses)',
  },
  {
    provider: 'Base public node (mainnet.base.org)',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'block range too large',
    source: 'enviodev/hyperindex RPC source ("Base: block range too large - fixed 2000 block limit")',
  },
  {
    provider: 'Base (therpc.io documentation)',
    kind: 'range',
    httpStatus: 200,
    code: -32005,
    message: 'query exceeds max block range',
    source: 'https://therpc.io/pt/docs/base/eth_getLogs',
  },
  {
    provider: 'Optimism public node',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'Block range is too large',
    source:
      'enviodev/hyperindex RPC source ("Optimism: backend response too large or Block range is too large")',
  },
  {
    provider: 'Coinbase node',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'please limit the query to at most 1000 blocks',
    limit: 1000,
    source: 'enviodev/hyperindex RPC source (provider wordings it parses)',
  },
  {
    provider: 'Ankr',
    kind: 'range',
    httpStatus: 200,
    code: -32600,
    message: 'block range is too wide',
    source: 'enviodev/hyperindex RPC source ("Ankr: block range is too wide")',
  },
  {
    provider: 'Moonbeam (Frontier)',
    kind: 'range',
    httpStatus: 200,
    code: -32603,
    message: 'block range is too wide (maximum 1024)',
    limit: 1024,
    source: 'https://github.com/moonbeam-foundation/moonbeam/pull/3250',
  },
  {
    provider: 'Tenderly gateway',
    kind: 'range',
    httpStatus: 200,
    code: -32602,
    message: 'invalid params',
    data: {
      error_id: '4ed94073-0317-4648-a167-107fba5f44b3',
      payload: 'range 9009594 is bigger than range limit 2000',
    },
    limit: 2000,
    source: 'https://github.com/bobanetwork/boba_legacy/issues/827',
  },
  {
    provider: 'reth / Hyperliquid',
    kind: 'range',
    httpStatus: 200,
    code: -32602,
    message: 'query exceeds max block range 5000',
    limit: 5000,
    source: 'https://github.com/paradigmxyz/reth/pull/8558',
  },
  {
    provider: 'Morph public node (geth-based)',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'block range is larger than max block range, block range = 5120, max block range = 5000',
    limit: 5000,
    source: 'https://github.com/enviodev/hyperindex/issues/605',
  },
  {
    provider: 'Arc public node',
    kind: 'range',
    httpStatus: 200,
    code: -32600,
    message: 'Query exceeds max block range of 10000',
    limit: 10_000,
    source: 'https://github.com/circlefin/arc-node/pull/383',
  },
  {
    provider: 'Sei EVM RPC',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'block range too large (2000), maximum allowed is 1000 blocks',
    limit: 1000,
    source: 'enviodev/hyperindex RPC source (evm-rpc.sei-apis.com)',
  },
  {
    provider: 'Blast (paid plan)',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'exceeds the range allowed for your plan (5000 > 3000)',
    limit: 3000,
    source: 'enviodev/hyperindex RPC source (provider wordings it parses)',
  },
  {
    provider: '1RPC',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'eth_getLogs is limited to 0 - 50 blocks range',
    limit: 50,
    source:
      'GitHub code search: a chain provider test of endpoint caps ("limited to 0 - 50 blocks range"); sqd.dev/learn/eth-getlogs-limits (1rpc.io: 50 blocks)',
  },
  {
    provider: 'Xplorer (Klaytn, BSC, Polygon)',
    kind: 'range',
    httpStatus: 200,
    code: -32005,
    message:
      'In eth_getLogs, eth_newFilter, klay_getLogs, and klay_newFilter, the block range is limited to 2000.',
    limit: 2000,
    source: 'https://docs.xplorer.tech/v1.0-Kor/reference/rpc-methods-restrict',
  },
  {
    provider: 'Candle public node',
    kind: 'range',
    httpStatus: 200,
    code: -32600,
    message: 'block range too high',
    source: 'https://github.com/AlphaWallet/alpha-wallet-ios/issues/5277',
  },
  {
    provider: 'Scroll (l2geth)',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'block range is bigger than maxBlockRange',
    source: 'https://github.com/scroll-tech/go-ethereum/pull/529',
  },
  {
    provider: 'Chainstack',
    kind: 'range',
    httpStatus: 200,
    code: -32000,
    message: 'Block range limit exceeded.',
    source: 'enviodev/hyperindex RPC source ("Chainstack: Block range limit exceeded - 10000 block limit")',
  },
  // Result-size limits.
  {
    provider: 'Infura (documented)',
    kind: 'results',
    httpStatus: 200,
    code: -32005,
    message: 'query returned more than 10000 results',
    source: 'https://docs.metamask.io/services/reference/linea/json-rpc-methods/eth_getlogs',
  },
  {
    provider: 'Infura (documented)',
    kind: 'results',
    httpStatus: 200,
    code: -32005,
    message: 'query timeout exceeded',
    source: 'https://docs.metamask.io/services/reference/linea/json-rpc-methods/eth_getlogs',
  },
  {
    provider: 'Alchemy (2022)',
    kind: 'results',
    httpStatus: 200,
    code: -32602,
    message:
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters and the response size limit, this block range should work: [0x0, 0x87fe9]',
    source: 'https://github.com/ethereum/go-ethereum/issues/25343',
  },
  {
    provider: 'Alchemy (2020)',
    kind: 'results',
    httpStatus: 200,
    code: -32602,
    message: 'Log response size exceeded. Please reduce query block range.',
    source: 'https://github.com/bancorprotocol/webapp/issues/523',
  },
  {
    provider: 'BSC public node (defibit, ninicoin)',
    kind: 'results',
    httpStatus: 200,
    code: -32005,
    message: 'limit exceeded',
    source: 'https://github.com/DefiLlama/dimension-adapters/pull/280',
  },
  {
    provider: 'LlamaRPC',
    kind: 'results',
    httpStatus: 200,
    code: -32000,
    message: 'query exceeds max results 20000, retry with the range 1-2',
    source:
      'enviodev/hyperindex RPC source ("LlamaRPC: query exceeds max results"; "retry with the range 123-456")',
  },
  {
    provider: 'Arbitrum public node',
    kind: 'results',
    httpStatus: 200,
    code: -32000,
    message: 'logs matched by query exceeds limit of 10000',
    source: 'enviodev/hyperindex RPC source ("Arbitrum: logs matched by query exceeds limit of 10000")',
  },
  {
    provider: '1RPC',
    kind: 'results',
    httpStatus: 200,
    code: -32000,
    message: 'response size should not greater than 10000000 bytes',
    source: 'enviodev/hyperindex RPC source ("1RPC: response size should not greater than 10000000 bytes")',
  },
  // Rate limits.
  {
    provider: 'Infura',
    kind: 'rateLimit',
    httpStatus: 429,
    code: -32005,
    message: 'project ID request rate exceeded',
    data: {
      rate: { allowed_rps: 50, backoff_seconds: 0, current_rps: 52.3 },
      see: 'https://infura.io/docs/ethereum/json-rpc/ratelimits',
    },
    requestsPerSecond: 50,
    source:
      'https://github.com/INFURA/infura/issues/201; https://github.com/MetaMask/eth-json-rpc-infura/issues/33',
  },
  {
    provider: 'Alchemy',
    kind: 'rateLimit',
    httpStatus: 429,
    code: 429,
    message:
      'Your app has exceeded its compute units per second capacity. If you have retries enabled, you can safely ignore this message. If not, check out https://docs.alchemy.com/reference/throughput',
    source:
      'https://github.com/gitcoinco/grants-stack-indexer/issues/156; https://github.com/Synthetixio/kwenta/issues/40',
  },
  {
    provider: 'QuickNode',
    kind: 'rateLimit',
    httpStatus: 429,
    code: -32007,
    message:
      '15/second request limit reached - reduce calls per second or upgrade your account at quicknode.com',
    requestsPerSecond: 15,
    source: "wevm/viem src/utils/buildRequest.ts (shouldRetry: QuickNode's -32007, seen in production)",
  },
  {
    provider: 'QuickNode (credits)',
    kind: 'rateLimit',
    httpStatus: 200,
    code: -32012,
    message: 'credits limited to 6000/sec',
    source: 'https://github.com/latticexyz/mud/issues/1522',
  },
  {
    provider: 'Pocket Network',
    kind: 'rateLimit',
    httpStatus: 429,
    code: -32000,
    message: 'Application POKT_APP_ID has exceeded its throughput limit',
    source: 'https://github.com/status-im/status-app/issues/14665',
  },
  // Methods an endpoint does not serve.
  {
    provider: 'geth-based public nodes',
    kind: 'methodUnsupported',
    httpStatus: 200,
    code: -32601,
    message: 'the method eth_simulateV1 does not exist/is not available',
    source: 'ethereum/go-ethereum rpc/errors.go (methodNotFoundError)',
  },
  {
    provider: 'geth-based public nodes',
    kind: 'methodUnsupported',
    httpStatus: 200,
    code: -32601,
    message: 'the method debug_traceCall does not exist/is not available',
    source: 'ethereum/go-ethereum rpc/errors.go (methodNotFoundError)',
  },
  {
    provider: 'EIP-1474',
    kind: 'methodUnsupported',
    httpStatus: 200,
    code: -32004,
    message: 'Method not supported',
    source: 'https://eips.ethereum.org/EIPS/eip-1474 (error codes)',
  },
]
