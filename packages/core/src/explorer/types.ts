import type { RequestOptions } from '../request/types.ts'

/**
 * Solidity's standard-JSON compiler input, as solc (and an explorer's verifier) reads it. Only the
 * fields TokenBox relies on are typed; the rest travels to the explorer untouched.
 */
export type StandardJsonInput = {
  language: string
  sources: Record<string, { content: string }>
  settings: Record<string, unknown>
}

/**
 * What the contracts build writes to `packages/core/src/contracts/verify/<Name>.json` for each
 * contract: everything an explorer needs besides the address and the constructor arguments.
 */
export type VerifyInput = {
  /** Fully qualified name, `path:Name` (e.g. `project/src/tokens/SampleStablecoin.sol:SampleStablecoin`). */
  contractName: string
  /** solc's long version, `v0.8.37+commit.f401782d`: explorers reject the short `0.8.37`. */
  compilerVersion: string
  input: StandardJsonInput
}

/** Where and how to reach one chain's explorer API (Etherscan API v2 style). */
export type ExplorerApiParameters = {
  /**
   * The explorer API endpoint, e.g. `https://api.etherscan.io/v2/api` (the catalogue's `api`,
   * which may already carry `?chainid=`). The web app does not call explorers for verification
   * itself: it uses `verifySourceThroughServer`, and the server calls here.
   */
  apiUrl: string
  /**
   * The explorer API key. Optional because some explorer calls need none; a key is only ever
   * passed by Node callers (scripts, the server): the web app must never hold one.
   */
  apiKey?: string | undefined
  /** The chain the contract lives on; Etherscan v2 routes one endpoint to every chain by it. */
  chainId: number
  /** Timeout, abort signal and headers of each request (see the request layer). */
  requestOptions?: RequestOptions | undefined
}

/** Where a verification job stands, as `checkverifystatus` reports it. */
export type VerificationStatus =
  | { status: 'pending' }
  | { status: 'verified' }
  | { status: 'alreadyVerified' }
  /**
   * `reason` is the explorer's text ("Fail - Unable to verify") when asked directly; through the
   * TokenBox server it is a VerificationFailureReason code (classifyVerificationFailure).
   */
  | { status: 'failed'; reason: string }
