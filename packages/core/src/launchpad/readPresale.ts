import { type Address, erc20Abi, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { presaleAbi } from '../contracts/Presale.abi.ts'
import { whenContractRefuses } from '../errors/contractRefusal.ts'
import { isTokenBoxLocker } from '../sharedContracts/isTokenBoxLocker.ts'
import { readInscriptionProgress } from '../tokens/inscription/readInscriptionProgress.ts'
import type { PresaleLabel, PresaleState } from './presaleState.ts'
import { claimModeOf, presaleKindOf } from './toPresaleParams.ts'

export type ReadPresaleParameters = {
  presale: Address
  /** Whose position to read. */
  account?: Address | undefined
}

const statusOf = ['upcoming', 'live', 'ended', 'finalized', 'cancelled', 'failed'] as const

/** A pay coin's symbol and decimals: the chain's coin for the zero address. */
async function coinFacts(client: PublicClient, coin: Address): Promise<{ symbol: string; decimals: number }> {
  if (coin === zeroAddress) return { symbol: client.chain?.nativeCurrency.symbol ?? 'ETH', decimals: 18 }
  const [symbol, decimals] = await Promise.all([
    client.readContract({ address: coin, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address: coin, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return { symbol, decimals }
}

/**
 * Whether the presale would bind an inviter for `account` now (IPresale.bindInviter's rules): not
 * the creator, not a bound account, not one that ever bought. A position with coin or tokens in it
 * answers at once; an empty one may have been emptied by an emergency withdrawal, which the
 * contract remembers and contributionOf does not show, so the contract is asked (an eth_call of
 * binding the creator, an inviter every other rule accepts).
 */
async function mayBindInviter(
  client: PublicClient,
  parameters: {
    presale: Address
    account: Address
    creator: Address
    position: { contributed: readonly bigint[]; tokens: bigint; inviter: Address }
  },
): Promise<boolean> {
  const { presale, account, creator, position } = parameters
  if (isAddressEqual(account, creator) || !isAddressEqual(position.inviter, zeroAddress)) return false
  if (position.tokens > 0n || position.contributed.some((amount) => amount > 0n)) return false
  return contractAccepts(client, { presale, account, call: 'bindInviter', inviter: creator })
}

/** Whether the presale accepts the call from `account` now (an eth_call; a refusal is false). */
function contractAccepts(
  client: PublicClient,
  parameters: { presale: Address; account: Address } & (
    | { call: 'bindInviter'; inviter: Address }
    | { call: 'reclaimDeposit' }
  ),
): Promise<boolean> {
  const { presale, account } = parameters
  const simulation =
    parameters.call === 'bindInviter'
      ? client.simulateContract({
          address: presale,
          abi: presaleAbi,
          functionName: 'bindInviter',
          args: [parameters.inviter],
          account,
        })
      : client.simulateContract({
          address: presale,
          abi: presaleAbi,
          functionName: 'reclaimDeposit',
          account,
        })
  return simulation.then(() => true, whenContractRefuses(false))
}

/**
 * One presale as its page shows it: the terms, the fees snapshotted at its creation, the live books
 * (IPresale.info), the token's name, symbol and decimals, each pay coin's, the chain's clock, the
 * label (filled: the hard cap reached before the end), the progress toward the hard cap (a fair
 * launch: toward the soft cap), and `account`'s position (contributionOf). Null when the address is
 * no presale (no code, or a contract that does not answer `info`). A rune presale carries its
 * inscription's tick and supply.
 *
 * @example
 * const state = await readPresale(publicClient, { presale, account })
 * state?.label // 'live'
 */
export async function readPresale(
  client: PublicClient,
  { presale, account }: ReadPresaleParameters,
): Promise<PresaleState | null> {
  const code = await client.getCode({ address: presale })
  if (!code || code === '0x') return null
  let info: Awaited<ReturnType<typeof readInfo>>
  try {
    info = await readInfo(client, presale)
  } catch {
    return null
  }
  const listed = info.config.liquidityBps > 0 && !info.config.burnLp
  const [block, tokenFacts, coins, position, lockerTrusted] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    Promise.all([
      client.readContract({ address: info.config.token, abi: erc20Abi, functionName: 'name' }),
      client.readContract({ address: info.config.token, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: info.config.token, abi: erc20Abi, functionName: 'decimals' }),
    ]),
    Promise.all(info.payCoins.map((coin) => coinFacts(client, coin.coin))),
    account
      ? client.readContract({
          address: presale,
          abi: presaleAbi,
          functionName: 'contributionOf',
          args: [account],
        })
      : undefined,
    listed ? isTokenBoxLocker(client, info.config.locker) : undefined,
  ])
  const [name, symbol, decimals] = tokenFacts
  const { config, books } = info
  const mode = presaleKindOf[config.kind] ?? 'standard'
  const now = block.timestamp
  let label: PresaleLabel = statusOf[books.status] ?? 'live'
  const fair = mode === 'fairLaunch'
  if (label === 'ended' && !fair && books.raisedUnits >= config.hardCap && now < config.end) label = 'filled'
  const target = fair ? config.softCap : config.hardCap
  const progressBps =
    target === 0n
      ? books.raisedUnits > 0n
        ? 10_000
        : 0
      : Math.min(10_000, Number((books.raisedUnits * 10_000n) / target))
  const inscription =
    mode === 'rune' ? await readInscriptionProgress(client, { address: config.token }) : undefined
  return {
    address: presale,
    mode,
    creator: info.creator,
    token: config.token,
    name,
    symbol,
    decimals,
    payCoins: info.payCoins.map((coin, index) => ({
      coin: coin.coin,
      symbol: coins[index]!.symbol,
      decimals: coins[index]!.decimals,
      rate: coin.rate,
      listingRate: coin.listingRate,
      raised: books.raised[index] ?? 0n,
    })),
    phases: info.phases.map((phase, index) => ({
      rate: phase.rate,
      capTokens: phase.tokenCap,
      soldTokens: books.phaseSold[index] ?? 0n,
      start: phase.start,
      end: phase.end,
    })),
    softCap: config.softCap,
    hardCap: config.hardCap,
    minBuy: config.minBuy,
    maxBuy: config.maxPerBuyer,
    sold: books.raisedUnits,
    fairLaunchTokens: config.tokensForSale,
    start: config.start,
    end: config.end,
    now,
    label,
    progressBps,
    contributors: BigInt(books.contributors),
    liquidityBps: BigInt(config.liquidityBps),
    listingRate: info.payCoins[0]?.listingRate ?? 0n,
    router: config.router,
    lpLockSeconds: BigInt(config.lpLockDuration),
    lockerTrusted,
    burnLp: config.burnLp,
    burnUnsold: config.burnUnsold,
    claimMode: claimModeOf[config.claimMode] ?? 'atEnd',
    vestingStart: config.vestingStart,
    vestingInterval: BigInt(config.vestingInterval),
    vestingFirstBps: BigInt(config.vestingFirstBps),
    vestingCycleBps: BigInt(config.vestingCycleBps),
    whitelist: config.whitelist,
    merkleRoot: config.merkleRoot,
    publicAt: config.publicAt,
    bindBeforeBuy: config.bindRequired,
    inviteBps: info.inviteBps.map(BigInt),
    finalizedAt: books.finalizedAt,
    finalizeDeadline: config.end + BigInt(config.finalizeGrace),
    emergencyWithdraw: config.emergencyWithdraw,
    emergencyPenaltyBps: BigInt(config.emergencyPenaltyBps),
    raiseFeeBps: BigInt(info.fees.raiseFeeBps),
    tokenFeeBps: BigInt(info.fees.tokenFeeBps),
    pair: books.pair === zeroAddress ? undefined : books.pair,
    lockId: books.lockId === 0n ? undefined : books.lockId,
    inscription: inscription ? { tick: inscription.symbol, supply: inscription.maxSupply } : undefined,
    position: position &&
      account && {
        contributed: [...position.contributed],
        tokens: position.tokens,
        claimed: position.claimed,
        claimable: position.claimable,
        refundable: position.refundable,
        inviter: position.inviter,
        whitelistTier: position.whitelistTier,
        mayBind: await mayBindInviter(client, { presale, account, creator: info.creator, position }),
        mayReclaimDeposit:
          isAddressEqual(account, info.creator) && (label === 'cancelled' || label === 'failed')
            ? await contractAccepts(client, { presale, account, call: 'reclaimDeposit' })
            : false,
      },
  }
}

function readInfo(client: PublicClient, presale: Address) {
  return client.readContract({ address: presale, abi: presaleAbi, functionName: 'info' })
}
