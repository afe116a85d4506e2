import { type Hex, toFunctionSelector, toFunctionSignature } from 'viem'
import type { TokenDetails } from '../tokens/readTokenDetails.ts'
import { tokenTemplates } from '../tokens/tokenTemplates.ts'
import { powersOfSelectors } from './bytecodePowers.ts'
import type { PowerFinding } from './types.ts'

/** The tax family's LIMIT_FLOOR_DIVISOR (TaxTokenState): a limit is at least totalSupply / 1,000. */
const limitFloorDivisor = 1_000n

/** A setting read as a boolean (absent = false). */
const flag = (settings: Record<string, unknown>, name: string) => settings[name] === true

/** A setting read as a bigint, when the template has it. */
function amount(settings: Record<string, unknown>, name: string): bigint | undefined {
  const value = settings[name]
  return typeof value === 'bigint' ? value : typeof value === 'number' ? BigInt(value) : undefined
}

/**
 * The owner powers of a TokenBox template, exactly: the template's own functions (from its ABI)
 * sorted into kinds as bytecodePowers does for any contract, then narrowed by the token's
 * settings: minting only if the token was created mintable (up to its maxSupply), pausing only if
 * pausable, the blacklist only if enabled, fees capped at the template's MAX_TOTAL_FEE_BPS, the
 * trading switch only until trading opens (the templates cannot close it again). `ownerHolds`
 * says whether an owner can use them today (see OwnerStatus).
 *
 * @example
 * templatePowers(details, true) // [{ kind: 'pause', functions: ['pause()', 'unpause()'], usableNow: true, source: 'template' }, ...]
 */
export function templatePowers(details: TokenDetails, ownerHolds: boolean): PowerFinding[] {
  const { template, settings } = details
  const selectors = new Set<Hex>(
    (tokenTemplates[template].abi as readonly { type: string }[])
      .filter((item) => item.type === 'function')
      .map((item) => toFunctionSelector(toFunctionSignature(item as never))),
  )
  // The tax family names its cap MAX_TOTAL_FEE_BPS, the ERC314 family MAX_FEE_BPS (read by the caller).
  const feeCap = amount(settings, 'MAX_TOTAL_FEE_BPS') ?? amount(settings, 'MAX_FEE_BPS')
  // The tax family never lets a limit below totalSupply / LIMIT_FLOOR_DIVISOR (0.1%): a public constant.
  const limitFloorBps = selectors.has(toFunctionSelector('function LIMIT_FLOOR_DIVISOR()'))
    ? 10_000n / limitFloorDivisor
    : undefined
  const findings: PowerFinding[] = []
  for (const { kind, functions } of powersOfSelectors(selectors)) {
    if (kind === 'mint' && (template !== 'normal' || !flag(settings, 'mintable'))) continue
    if (kind === 'pause' && !flag(settings, 'pausable')) continue
    if (kind === 'blacklist' && !flag(settings, 'blacklistEnabled')) continue
    if (kind === 'tradingSwitch' && (flag(settings, 'tradingOpen') || settings.tradingStarted === true))
      continue
    const maxSupply = amount(settings, 'maxSupply')
    const cap =
      kind === 'mint' && maxSupply !== undefined && maxSupply > 0n
        ? { kind: 'supply' as const, value: maxSupply }
        : kind === 'fees' && feeCap !== undefined
          ? { kind: 'feeBps' as const, value: feeCap }
          : kind === 'limits' && limitFloorBps !== undefined
            ? { kind: 'limitFloorBps' as const, value: limitFloorBps }
            : undefined
    findings.push({ kind, functions, ...(cap ? { cap } : {}), usableNow: ownerHolds, source: 'template' })
  }
  return findings
}
