/**
 * The `message` codes of the TokenBox server's explorer verification routes
 * (`POST /api/v1/web/explorer/verify`, `GET /api/v1/web/explorer/verify/status`), shared by the
 * server that sends them and `verifySourceThroughServer` that reads them. The web app translates
 * them; they never carry the explorer's API key, raw internals or an explorer's own words (a
 * refusal's kind travels as a code in `data.reason`: classifyExplorerRefusal).
 */
export const explorerVerifyCodes = {
  /** 400: `chainId` is not a positive decimal integer. */
  invalidChain: 'invalid.chain',
  /** 400: `contractAddress` is not an address (or a mixed-case address with a wrong checksum). */
  invalidAddress: 'invalid.address',
  /** 400: `constructorArguments` is not hex of whole bytes (with or without 0x). */
  invalidConstructorArguments: 'invalid.constructorArguments',
  /** 400: `guid` is missing or not an explorer GUID. */
  invalidGuid: 'invalid.guid',
  /** 400: the chain is neither in the catalogue nor the local chain. */
  unknownChain: 'explorer.unknownChain',
  /** 400: `contractName` is not one of the contracts TokenBox ships. */
  unknownTemplate: 'explorer.unknownTemplate',
  /** 422: the chain has no explorer API (the local chain, chains without an Etherscan-style API). */
  noApi: 'explorer.noApi',
  /** 422: the server has no API key for this chain's explorer (EXPLORER_API_KEY unset). */
  noKey: 'explorer.noKey',
  /** 409: the explorer has not indexed the new contract yet; submit again shortly. */
  notIndexed: 'explorer.notIndexed',
  /** 429: the explorer rate-limited the server's key; try again shortly. */
  explorerRateLimited: 'explorer.rateLimited',
  /** 429: this client sent too many verification requests; try again after `Retry-After` seconds. */
  rateLimited: 'request.rateLimited',
  /**
   * 502: the explorer refused the request (invalid key, unknown GUID, bad input); `data.reason` is
   * an ExplorerRefusalReason code (`invalidKey` or `other`), never the explorer's text.
   */
  rejected: 'explorer.rejected',
  /** 502: the explorer did not answer, answered an HTTP error or something that is not JSON. */
  unreachable: 'explorer.unreachable',
} as const

export type ExplorerVerifyCode = (typeof explorerVerifyCodes)[keyof typeof explorerVerifyCodes]

/**
 * The codes that mean "this chain cannot be verified from here" rather than "verification failed":
 * `verifySourceThroughServer` resolves `{ status: 'skipped', reason }` for them, so a deploy flow
 * still ends `done` and the screen shows Sourcecode Verify as skipped, not as an error to retry.
 */
export const sourceVerificationSkipReasons = [explorerVerifyCodes.noApi, explorerVerifyCodes.noKey] as const

export type SourceVerificationSkipReason = (typeof sourceVerificationSkipReasons)[number]
