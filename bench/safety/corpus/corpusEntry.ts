/**
 * One token of the real-world corpus (issue 75): a public token whose verified source sits in a public
 * repository, compiled and deployed on a local chain as it was on mainnet, with a pool, buyers, and
 * (for a scam) its real trigger fired after the buy. The corpus files (scams.json, legitimate.json)
 * hold only these references and our own descriptions of how each token is set up and triggered: the
 * sources are read from a local snapshot of each repository and never committed.
 *
 * Values in `args` are strings:
 * - `$creator`, `$buyer` (the first buyer), `$stranger`, `$router`, `$factory`, `$weth`, `$pair`,
 *   `$token` (the token, as deployed or as its proxy), `$now` (the block time, seconds), `$dead`;
 * - `$<label>`: the address of an earlier deploy step with that label;
 * - `$balance:<who>`: the token balance of `creator` / `buyer` / a label / an address at that moment;
 * - `$supply`: the token's total supply at that moment;
 * - a decimal integer ("1000000000000000000"), `true` / `false`, a 0x hex string, or any other text
 *   (passed as a string argument).
 */
export type CorpusCall = {
  /**
   * Who sends it: the token's creator (its owner / deployer), the first buyer, a stranger, or an
   * address the source names (a wallet written into the code: the node signs for it).
   */
  from: 'creator' | 'buyer' | 'stranger' | `0x${string}`
  /** `$token` or `$<label>` of a deploy step. */
  to: string
  /**
   * Human-readable ABI signature, e.g. "function freezeAccount(address target, bool freeze)". Empty:
   * plain coin (`value`) sent to the contract's receive, with no call data.
   */
  signature: string
  args: string[]
  /** Native coin sent along, in wei (decimal string). */
  value?: string
}

/** A contract deployed from the entry's sources. */
export type CorpusDeploy = {
  /** The contract's name in its source file. */
  contract: string
  /** The source path (one of `files`) that defines it. */
  file: string
  /** Constructor arguments (see the placeholders above); the constructor's types are read from the ABI. */
  args: string[]
  /** What later steps call it: `token` for the token itself; a proxy in front of it is labelled `token` instead. */
  label: string
  /** Native coin sent to the constructor, in wei. */
  value?: string
}

export type CorpusEntry = {
  /** Short unique id, e.g. "freeze-0x1234ab". */
  id: string
  kind: 'scam' | 'legitimate'
  /**
   * The kind of harm (scams) or of token (legitimate): freezeAccount, destroyToken, disableTransfer,
   * generateToken, arbitraryTransfer, ... / stablecoin, proxy, oldCompiler, returnsNothing,
   * feeOnTransfer, rebasing, governance, wrapped.
   */
  category: string
  /** The token as it lives on its home chain. */
  mainnet: { chain: string; address: string; name: string }
  /** Where the label comes from: dataset and row, or incident write-up. */
  labelSource: string
  /** The public repository that holds the verified source, and the commit read. */
  repo: string
  commit: string
  /** The source files compiled together (paths inside `repo`). */
  files: string[]
  /** The exact compiler the token was verified with (or the nearest release its pragma accepts). */
  compiler: string
  optimizer: { enabled: boolean; runs: number }
  /** Deployed in order by the creator; one must be labelled `token`. */
  deploy: CorpusDeploy[]
  /** Calls that bring the token to its launch state (open trading, mint the supply, ...), before the pool. */
  setup: CorpusCall[]
  /**
   * Calls after the pool is made and before the buys: opening trade (`openTrading`, `enableTrading`),
   * as the creator did at launch. `$pair` is known here.
   */
  launch?: CorpusCall[]
  /**
   * Scams: the harm as it was done, after the buy. `creatorSells` then sells the creator's whole
   * balance into the pool (a mint and dump). Legitimate tokens: none.
   */
  trigger: CorpusCall[]
  creatorSells?: boolean
  /** Anything a reader needs to know about the token or how it was set up. */
  notes: string
}
