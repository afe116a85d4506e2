import type { Address } from 'viem'

/** Token decimals the tools handle; anything else in the catalogue is a data error. */
export type TokenDecimals = 6 | 8 | 18

/** A token the tools offer on a chain (as a quote token, a pair side, a send asset). */
export type TokenEntry = {
  /** The zero address stands for the chain's native coin. */
  address: Address
  /** Ticker, e.g. 'USDT'. */
  name: string
  /** Full name, e.g. 'Tether USD'. */
  longName: string
  decimals: TokenDecimals
}

/** A UniswapV2-compatible exchange: the router and factory ABIs of Uniswap V2 apply. */
export type SwapEntry = {
  /** Display name, e.g. 'PancakeSwapV2'. */
  name: string
  router: Address
  factory: Address
  /**
   * Set when the router names its native-coin functions after the coin instead of ETH, e.g.
   * 'AVAX' for TraderJoe V1 (swapExactAVAXForTokens, addLiquidityAVAX); callers pick the
   * function names from it. Unset means the Uniswap V2 names (swapExactETHForTokens).
   */
  routerNativeName?: string
  /**
   * The pools' swap fee in basis points (30 = 0.3%, Uniswap V2's; PancakeSwap V2 takes 25), as the
   * exchange's documentation states it; unset where it varies by pool or is not documented. Shown
   * beside a quote; the quote itself already has it priced in.
   */
  feeBps?: number
}

/**
 * EVM hardfork levels, oldest first, as Solidity's `evmVersion` names them. A chain "runs" a level
 * when its nodes execute every opcode that level introduced (PUSH0 came with shanghai; TSTORE,
 * TLOAD and MCOPY with cancun).
 */
export const evmLevels = ['berlin', 'london', 'paris', 'shanghai', 'cancun', 'prague'] as const

export type EvmLevel = (typeof evmLevels)[number]

/** What a chain's documentation says about its EVM, and where it says it. */
export type ChainEvm = {
  /** The newest EVM level whose opcodes the chain runs. */
  level: EvmLevel
  /** Where the level comes from: the chain's own documentation (or release notes), a URL. */
  source: string
}

/** One chain of the catalogue: what the tools need to talk to it and to show it. */
export type ChainEntry = {
  /** Numeric chain id (EIP-155). */
  id: number
  /** Full display name, e.g. 'BNB Smart Chain'. */
  name: string
  /** Short name for menus and the network switcher, e.g. 'BSC Mainnet'. */
  nameAlias: string
  /** URL-safe key, also the icon's file name, e.g. 'bsc'. */
  slug: string
  /** Native coin symbol, e.g. 'BNB'. */
  symbol: string
  /** Native currency as wallets want it for wallet_addEthereumChain (always 18 decimals). */
  nativeCurrency: { name: string; symbol: string; decimals: 18 }
  /** Public path of the chain's badge, e.g. '/chains/bsc.svg'. */
  icon: string
  /** Default JSON-RPC endpoint (HTTPS, public); operators replace it with RPC_URL_<id>. */
  rpc: string
  /** Every known RPC endpoint, `rpc` first; wallets get the list when adding the chain. */
  rpcUrls: readonly string[]
  /** Block explorer base URL, no trailing slash, e.g. 'https://bscscan.com'. */
  url: string
  /** Explorer API endpoint (Etherscan v2 with `chainid` where it covers the chain), or '' when there is none. */
  api: string
  /** Explorer name, e.g. 'BscScan'. */
  scan: string
  /** Explorer API keys; empty in the catalogue, filled by configuration on the server only. */
  keys: readonly string[]
  /** Tokens offered on this chain; the wrapped native coin is always among them. */
  tokens: readonly TokenEntry[]
  /** UniswapV2-compatible exchanges on this chain; may be empty. */
  swaps: readonly SwapEntry[]
  /** Wrapped native coin (WETH, WBNB, ...), the native side of every AMM pair. */
  wrappedNative: Address
  /** Multicall3 (or a compatible aggregator) when deployed on the chain. */
  multicall?: Address
  /**
   * Our token-lock contract (TokenLocker) where the catalogue names one; elsewhere the app looks at
   * its shared CREATE2 addresses (core/sharedContracts/sharedContracts) and offers to deploy it there.
   */
  lock?: Address
  /** Our dividend tracker contract, where the catalogue names one (else its shared addresses). */
  dividendTracker?: Address
  /**
   * Our sale hub (TokenSaleHub) that holds the sales of the sale-variant tax tokens, where the
   * catalogue names one (else its shared addresses).
   */
  saleHub?: Address
  /**
   * Our launchpad (LaunchpadFactory: presales, fair launches, rune presales), where the catalogue
   * names one (else its shared addresses; the local chain's own deployment).
   */
  launchpad?: Address
  /** Our bulk-send contract (MultiSender), where the catalogue names one (else its shared addresses). */
  send?: Address
  /** Our multisig wallet factory (MultisigFactory), where the catalogue names one (else its shared addresses). */
  multisig?: Address
  /**
   * Our mining pool factory (MiningFactory) that creates the staking pools, where the catalogue
   * names one (else its shared addresses).
   */
  mining?: Address
  /**
   * Our finance pool factory (FinanceFactory: Earn, Dollar Beans and Roast Beef pools), where the
   * catalogue names one (else its shared addresses).
   */
  finance?: Address
  /**
   * Our bulk inscription contract (BulkInscriber: many "-20" mints in one transaction), where the
   * catalogue names one (spec 000 gives it for Sepolia, without an address; else its shared
   * addresses).
   */
  bulkBrc20Mint?: Address
  /**
   * Our inscription presale factory (InscriptionSaleFactory: `/ins/sa`), where the catalogue names
   * one (else its shared addresses).
   */
  inscriptionSale?: Address
  /**
   * The chain's EVM as its documentation states it. The app still probes the node before its
   * first deployment there (core/evm) and deploys the build the node accepts.
   */
  evm: ChainEvm
  testnet: boolean
  /** True only for the local development chain. */
  local?: boolean
}
