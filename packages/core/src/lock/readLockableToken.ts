import { type Address, getAddress, type PublicClient, parseAbi } from 'viem'
import { uniswapV2FactoryAbi } from '../contracts/UniswapV2Factory.abi.ts'
import { uniswapV2PairAbi } from '../contracts/UniswapV2Pair.abi.ts'
import { readToken, type Token } from '../erc20/readToken.ts'
import { readContractsEach } from '../evm/readContractsEach.ts'

/** One side of a pair. */
export type PairSide = { address: Address; symbol: string; decimals: number }

/** A token a lock can hold, as the create form and the public view show it. */
export type LockableToken = Omit<Token, 'allowance'> & {
  /** What the account lets `spender` move (0 without both). */
  allowance: bigint
  /**
   * True for a TokenBox CompoundToken: its balances grow by rebase, and the locker credits a lock
   * only the principal it brought (contracts/docs/lock.md, "What a deposit is credited"), so Create
   * Lock refuses it.
   */
  rebasing?: boolean | undefined
  /** Set when the token is a UniswapV2-style pair its own factory lists. */
  lp?: { token0: PairSide; token1: PairSide; factory: Address } | undefined
}

export type ReadLockableTokenParameters = {
  token: Address
  account?: Address | undefined
  /** Whose allowance to read (the locker). */
  spender?: Address | undefined
}

const templateNameAbi = parseAbi(['function templateName() view returns (string)'])

/**
 * Whether a `templateName()` answer names TokenBox's rebasing template. The name, not
 * identifyTokenTemplate's byte-exact code match, so that CompoundTokens deployed from earlier builds
 * of the template are recognised too; a foreign token claiming the name is only refused a lock.
 */
export function isRebasingTemplate(templateName: string | undefined): boolean {
  return templateName?.startsWith('TokenBox.CompoundToken') ?? false
}

/**
 * The token at `token` ({@link readToken}) with the account's balance and allowance, and, when it
 * is a pair its factory lists (the same test the locker makes for `isLp`), its two tokens.
 * Undefined when the address is not an ERC-20 token.
 *
 * @example
 * const token = await readLockableToken(publicClient, { token: pair, account, spender: locker })
 * token?.lp?.token0.symbol // 'USDT'
 */
export async function readLockableToken(
  client: PublicClient,
  parameters: ReadLockableTokenParameters,
): Promise<LockableToken | undefined> {
  const address = getAddress(parameters.token)
  const [read, [factory, token0, token1, template]] = await Promise.all([
    readToken(client, {
      token: address,
      owner: parameters.account,
      spender: parameters.spender,
    }),
    // A pair answers these; any other contract refuses them (a node that fails is an error).
    readContractsEach(client, [
      { address, abi: uniswapV2PairAbi, functionName: 'factory' },
      { address, abi: uniswapV2PairAbi, functionName: 'token0' },
      { address, abi: uniswapV2PairAbi, functionName: 'token1' },
      { address, abi: templateNameAbi, functionName: 'templateName' },
    ]),
  ])
  if (!read) return undefined
  const token: LockableToken = {
    address,
    name: read.name,
    symbol: read.symbol,
    decimals: read.decimals,
    totalSupply: read.totalSupply,
    balance: read.balance,
    allowance: read.allowance ?? 0n,
    rebasing: isRebasingTemplate(template),
  }
  if (factory && token0 && token1) {
    const sides = [token0, token1] as const
    const [[listed], side0, side1] = await Promise.all([
      readContractsEach(client, [
        { address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: sides },
      ]),
      readToken(client, { token: sides[0] }),
      readToken(client, { token: sides[1] }),
    ])
    if (listed !== undefined && getAddress(listed) === address) {
      // A side that does not answer as a token is still named, so the pair can be shown.
      const side = (at: Address, read: Token | null): PairSide => ({
        address: at,
        symbol: read?.symbol ?? '?',
        decimals: read?.decimals ?? 18,
      })
      token.lp = {
        factory: getAddress(factory),
        token0: side(sides[0], side0),
        token1: side(sides[1], side1),
      }
    }
  }
  return token
}
