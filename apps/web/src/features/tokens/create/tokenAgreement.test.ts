import { createTokenDeployStep } from '@tokenbox/core/tokens/createTokenDeployStep.ts'
import {
  validateCompoundRate,
  validateCompoundStart,
  validateDecimals,
  validateFeeSide,
  validateFeeTotal,
  validateInterval,
  validateLimit,
  validateLimitPercent,
  validateLink,
  validateMaxSupply,
  validatePercent,
  validateRenounceDate,
  validateTokenName,
  validateTokenSymbol,
  validateTradingStart,
  validateWhole,
} from '@tokenbox/core/tokens/tokenFieldIssues.ts'
import {
  defaultTokenFormValues,
  type TokenFormValues,
  toCreateTokenParameters,
} from '@tokenbox/core/tokens/tokenFormValues.ts'
import { type TokenTemplateId, tokenTemplateBytecode } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { formatUnits } from 'viem'
import { describe } from 'vitest'
import { type AgreementCase, agreementNode, formAgreementTests } from '../../../../testing/formAgreement.ts'

// Issue 48, "form and contract agree": the token form's range refusals, each sent straight to the
// template's constructor (as a creator who skips TokenBox's form would) to show the contract
// refuses the same value, or, where only the form refuses, why that cannot hurt a holder.

type Template = Extract<TokenTemplateId, 'standard' | 'normal' | 'marketing' | 'compound'>

const node = agreementNode()

const day = 86_400
const supply = '1000000'

/** The form's values that every template's constructor accepts: 18 decimals, a million tokens. */
function baseline(template: Template): TokenFormValues {
  const values = defaultTokenFormValues(node().creator, template)
  return {
    ...values,
    name: 'Agree',
    symbol: 'AGR',
    initialSupply: supply,
    router: node().chain.contracts.router,
    maxSupply: template === 'compound' ? '2000000' : '',
    startTime: Date.now() + 3_600_000,
    fomoThreshold: '1',
    swapBackThreshold: '100',
  }
}

type Case = AgreementCase<TokenFormValues, Template>

const display =
  'text and figures wallets show; the contract stores them as given and no balance, fee or power depends on them'

const cases: Case[] = [
  // normal: the transfer burn plus fee, the mint cap, the renounce date
  {
    name: 'a transfer burn plus fee of 25.01%',
    template: 'normal',
    change: () => ({ transferBurnPercent: '10', transferFeePercent: '15.01' }),
    rule: (v) => validateFeeTotal(v.transferBurnPercent, v.transferFeePercent),
    key: 'validation.feeCap',
    contract: 'feeAboveCap',
  },
  {
    name: 'a transfer fee of 25.01% alone',
    template: 'normal',
    change: () => ({ transferFeePercent: '25.01' }),
    rule: (v) => validatePercent(v.transferFeePercent, 'form.transferFeePercent'),
    key: 'validation.percentCap',
    contract: 'feeAboveCap',
  },
  {
    name: 'a mint cap one base unit below the initial supply',
    template: 'normal',
    change: () => ({ mintable: true, maxSupply: formatUnits(10n ** 24n - 1n, 18) }),
    // The field is shown (and checked) with the mint option only.
    rule: (v) => (v.mintable ? validateMaxSupply(v.maxSupply, v.initialSupply, v.decimals) : undefined),
    key: 'validation.maxSupplyBelowInitial',
    contract: 'maxSupplyBelowInitial',
  },
  {
    name: 'a renounce that ends a second ago',
    template: 'normal',
    change: () => ({ timedRenounceEnabled: true, renounceUntil: Date.now() - 1000 }),
    // As RenounceUntilField calls it: only once a date is picked.
    rule: (v) =>
      v.renounceUntil === undefined ? undefined : validateRenounceDate(v.renounceUntil, Date.now()),
    key: 'validation.renounceDate',
    contract: 'renounceDateInPast',
  },
  // marketing (tax): each side's total with the invitation shares, the limits, the launch options
  {
    name: 'a buy side of 25.01%',
    template: 'marketing',
    change: (v) => ({ buyFees: { ...v.buyFees, liquidity: '1', marketing: '24.01' } }),
    rule: (v) => validateFeeSide(v.buyFees, []),
    key: 'validation.feeSideCap',
    contract: 'feeAboveCap',
  },
  {
    name: 'a sell side of 25.01%',
    template: 'marketing',
    change: (v) => ({ sellFees: { ...v.sellFees, liquidity: '1.01', marketing: '24' } }),
    rule: (v) => validateFeeSide(v.sellFees, []),
    key: 'validation.feeSideCap',
    contract: 'feeAboveCap',
  },
  {
    name: 'invitation shares that take a 20% side to 25.01%',
    template: 'marketing',
    change: (v) => ({
      buyFees: { ...v.buyFees, liquidity: '0', marketing: '20' },
      inviteEnabled: true,
      invitePercents: ['3', '2', '0.01'],
    }),
    // TaxFeeFields counts the invitation shares while the invitation is on.
    rule: (v) => validateFeeSide(v.buyFees, v.inviteEnabled ? v.invitePercents : []),
    key: 'validation.feeSideCap',
    contract: 'feeAboveCap',
  },
  {
    name: 'a max wallet one base unit under 0.1% of the supply',
    template: 'marketing',
    change: () => ({ maxWallet: formatUnits(10n ** 21n - 1n, 18) }),
    rule: (v) => validateLimit(v.maxWallet, v.initialSupply, v.decimals),
    key: 'validation.limitFloor',
    contract: 'limitTooLow',
  },
  {
    name: 'a max transaction one base unit under 0.1% of the supply',
    template: 'marketing',
    change: () => ({ maxTx: formatUnits(10n ** 21n - 1n, 18) }),
    rule: (v) => validateLimit(v.maxTx, v.initialSupply, v.decimals),
    key: 'validation.limitFloor',
    contract: 'limitTooLow',
  },
  {
    name: 'a max wallet above the supply',
    template: 'marketing',
    change: () => ({ maxWallet: '1000000.000000000000000001' }),
    rule: (v) => validateLimit(v.maxWallet, v.initialSupply, v.decimals),
    key: 'validation.limitAboveSupply',
    formOnly:
      'a limit above the supply limits nobody, the same as no limit: it protects no one and hurts no one',
  },
  {
    name: 'a limit share under 0.1%',
    template: 'marketing',
    change: () => ({ maxWalletPercent: '0.0999' }),
    rule: (v) => validateLimitPercent(v.maxWalletPercent),
    key: 'validation.limitFloor',
    formOnly:
      'the share is shown beside the limit in tokens and never sent; the tokens field is checked above',
  },
  {
    name: 'a limit share over 100%',
    template: 'marketing',
    change: () => ({ maxWalletPercent: '100.0001' }),
    rule: (v) => validateLimitPercent(v.maxWalletPercent),
    key: 'validation.limitPercent',
    formOnly: 'the share is shown beside the limit in tokens and never sent',
  },
  {
    name: '21 anti-bot blocks',
    template: 'marketing',
    change: () => ({ botBlocks: 21 }),
    rule: (v) => validateWhole(v.botBlocks, 0, 20),
    key: 'validation.wholeRange',
    contract: 'optionAboveMax',
  },
  {
    name: '6 airdrop addresses per transfer',
    template: 'marketing',
    change: () => ({ airdropCount: 6 }),
    rule: (v) => validateWhole(v.airdropCount, 0, 5),
    key: 'validation.wholeRange',
    contract: 'optionAboveMax',
  },
  {
    name: 'a cooldown of 3601 seconds',
    template: 'marketing',
    change: () => ({ cooldownSeconds: 3601 }),
    rule: (v) => validateWhole(v.cooldownSeconds, 0, 3600),
    key: 'validation.wholeRange',
    contract: 'cooldownTooLong',
  },
  {
    name: '11 fomo winners',
    template: 'marketing',
    change: () => ({ fomoEnabled: true, fomoTopWinners: 11 }),
    rule: (v) => validateWhole(v.fomoTopWinners, 1, 10),
    key: 'validation.wholeRange',
    contract: 'fomoSettingsInvalid',
  },
  {
    name: 'a fomo reward of 100.01% of the pool',
    template: 'marketing',
    change: () => ({ fomoEnabled: true, fomoRewardPercent: '100.01' }),
    rule: (v) => validatePercent(v.fomoRewardPercent, 'tax.fomoReward', 10_000),
    key: 'validation.percentCap',
    contract: 'fomoSettingsInvalid',
  },
  {
    name: 'a fomo window of 10081 minutes',
    template: 'marketing',
    change: () => ({ fomoEnabled: true, fomoWindowMinutes: 10_081 }),
    rule: (v) => validateWhole(v.fomoWindowMinutes, 1, 10_080),
    key: 'validation.wholeRange',
    formOnly:
      'a longer round only pays the prize pool later; the pool is the fomo share the fee cap already bounds (reported)',
  },
  {
    name: 'a trading start a second ago',
    template: 'marketing',
    change: () => ({ tradingStartMode: 'timed', tradingStartsAt: Date.now() - 1000 }),
    rule: (v) =>
      v.tradingStartMode === 'timed' ? validateTradingStart(v.tradingStartsAt, Date.now()) : undefined,
    key: 'validation.tradingStart',
    formOnly: 'a start in the past opens trading at once: the creator meant a later one, buyers lose nothing',
  },
  {
    name: 'a website link of 201 characters',
    template: 'marketing',
    change: () => ({ website: `https://${'a'.repeat(193)}` }),
    rule: (v) => validateLink(v.website),
    key: 'validation.link',
    formOnly: display,
  },
  // compound: the rate, the interval, the supply cap, the fees, the start
  {
    name: 'a rate of 10.000001% per interval',
    template: 'compound',
    change: () => ({ ratePercent: '10.000001' }),
    rule: (v) => validateCompoundRate(v.ratePercent),
    key: 'validation.compoundRate',
    contract: 'compoundRateOutOfRange',
  },
  {
    name: 'a rate of 0',
    template: 'compound',
    change: () => ({ ratePercent: '0' }),
    rule: (v) => validateCompoundRate(v.ratePercent),
    key: 'validation.compoundRate',
    contract: 'compoundRateOutOfRange',
  },
  {
    name: 'an interval of 0',
    template: 'compound',
    change: () => ({ intervalValue: 0 }),
    rule: (v) => validateInterval(v.intervalValue, 86_400),
    key: 'validation.interval',
    contract: 'compoundIntervalZero',
  },
  {
    name: 'an interval of 366 days and a second',
    template: 'compound',
    change: () => ({ intervalValue: 366 * day + 1, intervalUnit: 'second' }),
    rule: (v) => validateInterval(v.intervalValue, 1),
    key: 'validation.interval',
    formOnly: 'a longer interval only slows the growth holders were promised; it takes nothing from them',
  },
  {
    name: 'a supply cap of 2^112',
    template: 'compound',
    change: () => ({ maxSupply: formatUnits(2n ** 112n, 18) }),
    rule: (v) => validateMaxSupply(v.maxSupply, v.initialSupply, v.decimals),
    key: 'validation.maxSupplyTooLarge',
    contract: 'supplyTooLarge',
  },
  {
    name: 'a supply cap one base unit below the initial supply',
    template: 'compound',
    change: () => ({ maxSupply: formatUnits(10n ** 24n - 1n, 18) }),
    rule: (v) => validateMaxSupply(v.maxSupply, v.initialSupply, v.decimals),
    key: 'validation.maxSupplyBelowInitial',
    contract: 'maxSupplyBelowInitial',
  },
  {
    name: 'a buy fee of 25.01%',
    template: 'compound',
    change: () => ({ buyFeePercent: '25.01' }),
    rule: (v) => validatePercent(v.buyFeePercent, 'form.buyFeePercent'),
    key: 'validation.percentCap',
    contract: 'feeAboveCap',
  },
  {
    name: 'a sell fee of 25.01%',
    template: 'compound',
    change: () => ({ sellFeePercent: '25.01' }),
    rule: (v) => validatePercent(v.sellFeePercent, 'form.sellFeePercent'),
    key: 'validation.percentCap',
    contract: 'feeAboveCap',
  },
  {
    name: 'a compounding start a second ago',
    template: 'compound',
    change: () => ({ startTime: Date.now() - 1000 }),
    rule: (v) => validateCompoundStart(v.startTime, Date.now()),
    key: 'validation.compoundStart',
    contract: 'compoundStartInPast',
  },
  {
    name: 'a compounding start within the minute the form keeps spare',
    template: 'compound',
    change: () => ({ startTime: Date.now() + 50_000 }),
    rule: (v) => validateCompoundStart(v.startTime, Date.now()),
    key: 'validation.compoundStart',
    formOnly:
      'the margin lets the creation be mined before the start; the contract refuses a start already past',
  },
  // standard: what every template shows
  {
    name: '19 decimals',
    template: 'standard',
    change: () => ({ decimals: 19 }),
    rule: (v) => validateDecimals(v.decimals),
    key: 'validation.decimals',
    formOnly: `${display} (the contract takes any uint8; reported)`,
  },
  {
    name: 'a name of 65 characters',
    template: 'standard',
    change: () => ({ name: 'n'.repeat(65) }),
    rule: (v) => validateTokenName(v.name),
    key: 'validation.tooLong',
    formOnly: display,
  },
  {
    name: 'a symbol of 17 characters',
    template: 'standard',
    change: () => ({ symbol: 'S'.repeat(17) }),
    rule: (v) => validateTokenSymbol(v.symbol),
    key: 'validation.tooLong',
    formOnly: display,
  },
  {
    name: 'a symbol with a space',
    template: 'standard',
    change: () => ({ symbol: 'A B' }),
    rule: (v) => validateTokenSymbol(v.symbol),
    key: 'validation.symbolSpaces',
    formOnly: display,
  },
]

/**
 * The range refusals of core's tokens/tokenFieldIssues.ts. Left out: validation.empty,
 * invalidPercent, invalidAmount and the address checks, which refuse text the form cannot parse.
 */
const formRefusals = [
  'validation.tooLong',
  'validation.symbolSpaces',
  'validation.decimals',
  'validation.percentCap',
  'validation.feeCap',
  'validation.renounceDate',
  'validation.compoundStart',
  'validation.compoundRate',
  'validation.interval',
  'validation.maxSupplyTooLarge',
  'validation.maxSupplyBelowInitial',
  'validation.feeSideCap',
  'validation.limitFloor',
  'validation.limitAboveSupply',
  'validation.limitPercent',
  'validation.wholeRange',
  'validation.link',
  'validation.tradingStart',
]

describe('token templates: the form and the constructor refuse the same settings', {
  timeout: 60_000,
}, () => {
  formAgreementTests({
    node,
    templates: ['standard', 'normal', 'marketing', 'compound'],
    baseline,
    cases,
    appliesTo: (c, template) => c.template === template,
    deployStep: async (template, values) =>
      createTokenDeployStep(
        toCreateTokenParameters(template, values),
        await tokenTemplateBytecode(template, 'cancun'),
        'cancun',
      ),
    bounds: [
      ['normal', () => ({ transferBurnPercent: '10', transferFeePercent: '15' })],
      ['normal', () => ({ mintable: true, maxSupply: supply })],
      ['marketing', (v) => ({ buyFees: { ...v.buyFees, liquidity: '1', marketing: '24' } })],
      ['marketing', () => ({ maxWallet: '1000', maxTx: '1000' })],
      ['marketing', () => ({ botBlocks: 20, airdropCount: 5, cooldownSeconds: 3600 })],
      ['marketing', () => ({ fomoEnabled: true, fomoTopWinners: 10, fomoRewardPercent: '100' })],
      ['compound', () => ({ ratePercent: '10', maxSupply: formatUnits(2n ** 112n - 1n, 18) })],
      ['compound', () => ({ buyFeePercent: '25', sellFeePercent: '25' })],
    ],
    formRefusals,
  })
})
