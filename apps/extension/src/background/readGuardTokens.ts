import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { readToken } from '@tokenbox/core/erc20/readToken.ts'
import type { WalletRequestFinding } from '@tokenbox/core/guard/types.ts'
import { type Address, isAddressEqual, type PublicClient } from 'viem'

/** A token a warning names that the chain's catalogue entry does not know, as read from the chain. */
export type GuardToken = { address: Address; symbol: string; name: string; decimals: number }

/**
 * How long a warning waits for the names of tokens the catalogue does not know. The wallet has not
 * opened yet: one read of name, symbol and decimals takes well under a second on a public RPC;
 * past this the warning names the token by its address, as before.
 */
export const guardTokenReadTimeoutMs = 3_000

/**
 * The tokens `finding` names (an approval's token, a permit's tokens, an order's ERC-20s) that
 * `entry`'s catalogue does not know, each once; all of them without an entry.
 *
 * @example
 * unknownTokensOf(finding, getChainEntry(56)) // [] for an approval of BSC's USDT
 */
export function unknownTokensOf(finding: WalletRequestFinding, entry: ChainEntry | undefined): Address[] {
  const named =
    finding.kind === 'unlimitedApproval'
      ? [finding.token]
      : finding.kind === 'permit'
        ? finding.grants.map((grant) => grant.token)
        : finding.kind === 'order'
          ? [...finding.give, ...finding.get, ...finding.toOthers]
              .filter((item) => item.asset === 'erc20')
              .map((item) => item.token)
          : []
  return named.filter(
    (address, index) =>
      !entry?.tokens.some((known) => isAddressEqual(known.address, address)) &&
      named.findIndex((other) => isAddressEqual(other, address)) === index,
  )
}

/**
 * The ERC-20 tokens `finding` names (an approval's token, a permit's tokens) that `entry`'s
 * catalogue does not know, read from the chain (core's readToken): a warning then says "all of
 * your PEPE (Pepe)" instead of "all of your 0x9f...a6e0". A token that does not answer or a read
 * that fails is left out: the warning names it by its address. The caller bounds the time
 * (analyzeGuardRequest: {@link guardTokenReadTimeoutMs} for the chain list and this read together).
 *
 * @example
 * const tokens = await readGuardTokens({ finding, entry, client: publicClientFor(entry) })
 * buildGuardWarning({ finding, t, language, entry, tokens })
 */
export async function readGuardTokens(parameters: {
  finding: WalletRequestFinding
  /**
   * The catalogue entry the warning names tokens from (buildGuardWarning's `entry`): the tokens it
   * lists need no read. Not the chain list's own entry: a local chain's lists its sample USDT, which
   * the warning, built from the catalogue, then named by its address (issue 77).
   */
  entry: ChainEntry | undefined
  client: PublicClient
}): Promise<GuardToken[]> {
  const { finding, entry, client } = parameters
  const unknown = unknownTokensOf(finding, entry)
  if (unknown.length === 0) return []
  const read = await Promise.all(
    unknown.map((address) =>
      readToken(client, { token: address }).then(
        (token): GuardToken | undefined =>
          token
            ? { address: token.address, symbol: token.symbol, name: token.name, decimals: token.decimals }
            : undefined,
        () => undefined,
      ),
    ),
  )
  return read.filter((token): token is GuardToken => token !== undefined)
}
