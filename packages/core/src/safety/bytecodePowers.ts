import { type Hex, hexToBytes, toFunctionSelector } from 'viem'
import type { PowerKind } from './types.ts'

/**
 * Function signatures that hand someone a power over holders, by kind: the names token contracts
 * commonly give them (OpenZeppelin's, the usual "tax token" code found on BSC and Ethereum, and
 * TokenBox's own templates). Written from the functions' meaning, checked against the contracts in
 * bytecodePowers.test.ts. A contract can do any of these under another name: the check reports
 * "functions found in the code", never "no power".
 */
export const powerSignatures = {
  mint: [
    'mint(address,uint256)',
    'mint(uint256)',
    'mintTo(address,uint256)',
    'mintFor(address,uint256)',
    'mint(address[],uint256[])',
    'issue(uint256)',
    'increaseSupply(uint256)',
    'generateTokens(address,uint256)',
    'createTokens(uint256)',
  ],
  pause: [
    'pause()',
    'unpause()',
    'setPaused(bool)',
    'setPause(bool)',
    'togglePause()',
    'pauseTransfers()',
    'setTransfersPaused(bool)',
  ],
  blacklist: [
    'blacklist(address)',
    'blacklist(address,bool)',
    'blacklistAddress(address,bool)',
    'setBlacklist(address,bool)',
    'setBlacklist(address[],bool)',
    'setBlacklisted(address,bool)',
    'setBlackList(address,bool)',
    'addBlackList(address)',
    'removeBlackList(address)',
    'addBlacklist(address)',
    'addToBlacklist(address)',
    'removeFromBlacklist(address)',
    'blockAddress(address)',
    'freeze(address)',
    'freezeAccount(address,bool)',
    'setBots(address[])',
    'setBots(address[],bool)',
    'addBots(address[])',
    'addBot(address)',
    'delBot(address)',
    'setBot(address,bool)',
    'setIsBot(address,bool)',
    'blockBots(address[])',
    'setSniper(address,bool)',
  ],
  fees: [
    'setFee(uint256)',
    'setFee(uint256,uint256)',
    'setFees(uint256,uint256)',
    'setFees(uint256,uint256,uint256)',
    'setFees(uint16,uint16)',
    'setFees((uint16,uint16,uint16,uint16,uint16,uint16),(uint16,uint16,uint16,uint16,uint16,uint16))',
    'setTransferFees(uint16,uint16)',
    'setTax(uint256)',
    'setTax(uint256,uint256)',
    'setTaxes(uint256,uint256)',
    'setBuyFee(uint256)',
    'setSellFee(uint256)',
    'setBuyTax(uint256)',
    'setSellTax(uint256)',
    'setBuyFees(uint256,uint256,uint256)',
    'setSellFees(uint256,uint256,uint256)',
    'updateBuyFees(uint256,uint256,uint256)',
    'updateSellFees(uint256,uint256,uint256)',
    'updateFees(uint256,uint256)',
    'setTaxFeePercent(uint256)',
    'setLiquidityFeePercent(uint256)',
    'setMarketingFee(uint256)',
    'setTransferFee(uint256)',
    'setFeePercent(uint256)',
  ],
  limits: [
    'setMaxTxAmount(uint256)',
    'setMaxTxPercent(uint256)',
    'setMaxTx(uint256)',
    'setMaxTransactionAmount(uint256)',
    'updateMaxTxnAmount(uint256)',
    'setMaxWallet(uint256)',
    'setMaxWalletSize(uint256)',
    'setMaxWalletAmount(uint256)',
    'updateMaxWalletAmount(uint256)',
    'setMaxBuy(uint256)',
    'setMaxSell(uint256)',
    'setMaxSellAmount(uint256)',
    'setLimits(uint256,uint256)',
    'removeLimits()',
    'setCooldown(uint256)',
    'setCooldownEnabled(bool)',
  ],
  takeTokens: [
    'clawback(address,uint256)',
    'forceTransfer(address,address,uint256)',
    'adminTransfer(address,address,uint256)',
    'seize(address,uint256)',
    'confiscate(address,uint256)',
    'adminBurn(address,uint256)',
    'ownerBurn(address,uint256)',
    'destroyBlackFunds(address)',
    'wipeFrozenAddress(address)',
  ],
  rescue: [
    'withdraw()',
    'withdraw(uint256)',
    'withdrawETH()',
    'withdrawToken(address)',
    'withdrawToken(address,uint256)',
    'withdrawTokens(address)',
    'withdrawStuckTokens(address)',
    'withdrawStuckETH()',
    'rescueETH()',
    'rescueToken(address)',
    'rescueTokens(address,uint256)',
    'rescueERC20(address,uint256)',
    'recoverERC20(address,uint256)',
    'recoverTokens(address)',
    'sweep(address)',
    'sweepTokens(address)',
    'clearStuckBalance()',
    'clearStuckBalance(uint256)',
    'clearStuckToken(address,uint256)',
    'manualSend()',
    'emergencyWithdraw()',
  ],
  upgrade: [
    'upgradeTo(address)',
    'upgradeToAndCall(address,bytes)',
    'upgradeAndCall(address,address,bytes)',
    'changeAdmin(address)',
    'setImplementation(address)',
    // USDT's and its copies': every call is forwarded to the given contract from then on.
    'deprecate(address)',
  ],
  tradingSwitch: [
    'enableTrading()',
    'openTrading()',
    'startTrading()',
    'disableTrading()',
    'pauseTrading()',
    'setTrading(bool)',
    'setTradingEnabled(bool)',
    'setTradingOpen(bool)',
    'tradingStatus(bool)',
    'setTradingStartTime(uint64)',
  ],
  ownership: ['transferOwnership(address)', 'renounceOwnership()', 'renounceOwnershipUntil(uint64)'],
} as const satisfies Record<PowerKind, readonly string[]>

/** Selector -> (kind, signature), computed once from the signature strings. */
const powerBySelector = new Map<Hex, { kind: PowerKind; signature: string }>(
  (Object.entries(powerSignatures) as [PowerKind, readonly string[]][]).flatMap(([kind, signatures]) =>
    signatures.map(
      (signature) => [toFunctionSelector(`function ${signature}`), { kind, signature }] as const,
    ),
  ),
)

const PUSH1 = 0x60
const PUSH4 = 0x63
const PUSH32 = 0x7f

/**
 * The length of the compiler's CBOR metadata at the end of `code` (its last two bytes say how long
 * it is), or 0 when the code does not end that way. The metadata is data: walked as opcodes it
 * would read as junk PUSHes.
 */
function metadataLength(code: Uint8Array): number {
  if (code.length < 2) return 0
  const length = ((code[code.length - 2] ?? 0) << 8) | (code[code.length - 1] ?? 0)
  const start = code.length - 2 - length
  // A CBOR map of one to eight entries starts with 0xa1..0xa8 (solc writes 0xa2 or 0xa3).
  const first = code[start] ?? 0
  return length > 0 && start > 0 && first >= 0xa1 && first <= 0xa8 ? length + 2 : 0
}

/**
 * The 4-byte values runtime `code` pushes: the selectors its dispatcher compares calldata with,
 * among other constants. The opcodes are walked in order so PUSH data is skipped, never read as
 * opcodes; PUSH1 to PUSH3 values count too, left-padded, because the optimizer pushes a selector
 * with leading zero bytes in fewer bytes.
 *
 * @example
 * pushedSelectors(await client.getCode({ address })).has('0x40c10f19') // mint(address,uint256)
 */
export function pushedSelectors(code: Hex | undefined): Set<Hex> {
  const selectors = new Set<Hex>()
  if (!code || code === '0x') return selectors
  const bytes = hexToBytes(code)
  const end = bytes.length - metadataLength(bytes)
  for (let index = 0; index < end; index++) {
    const opcode = bytes[index] ?? 0
    if (opcode < PUSH1 || opcode > PUSH32) continue
    const size = opcode - PUSH1 + 1
    if (opcode <= PUSH4 && index + size < end) {
      let hex = ''
      for (let offset = 1; offset <= size; offset++)
        hex += (bytes[index + offset] ?? 0).toString(16).padStart(2, '0')
      selectors.add(`0x${hex.padStart(8, '0')}`)
    }
    index += size
  }
  return selectors
}

/** One kind of power whose functions the code contains, with the signatures found. */
export type CodePower = { kind: PowerKind; functions: string[] }

/**
 * The powers whose functions (from {@link powerSignatures}) the runtime `code` contains, by kind,
 * in the table's order. What it cannot see: who may call them (an owner check, a role), powers
 * under other names, and code the contract reaches by delegatecall (readProxy covers proxies).
 *
 * @example
 * bytecodePowers(await client.getCode({ address }))
 * // [{ kind: 'mint', functions: ['mint(address,uint256)'] }, { kind: 'ownership', functions: [...] }]
 */
export function bytecodePowers(code: Hex | undefined): CodePower[] {
  return powersOfSelectors(pushedSelectors(code))
}

/** {@link bytecodePowers} for a set of selectors already read (from code, or from an ABI). */
export function powersOfSelectors(selectors: ReadonlySet<Hex>): CodePower[] {
  const found = new Map<PowerKind, string[]>()
  for (const selector of selectors) {
    const power = powerBySelector.get(selector)
    if (!power) continue
    const functions = found.get(power.kind) ?? []
    functions.push(power.signature)
    found.set(power.kind, functions)
  }
  return (Object.keys(powerSignatures) as PowerKind[])
    .filter((kind) => found.has(kind))
    .map((kind) => ({
      kind,
      functions: (found.get(kind) ?? []).sort(
        (a, b) =>
          (powerSignatures[kind] as readonly string[]).indexOf(a) -
          (powerSignatures[kind] as readonly string[]).indexOf(b),
      ),
    }))
}

/** True when the code has the given function (its selector is pushed), e.g. 'owner()'. */
export function hasFunction(selectors: ReadonlySet<Hex>, signature: string): boolean {
  return selectors.has(toFunctionSelector(`function ${signature}`))
}
