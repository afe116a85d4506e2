import { nativeTokenAddress } from '../../chains/constants.ts'
import type { FeePercents, TokenFormValues } from '../tokenFormValues.ts'
import type { CustomTokenSelection } from './customTokenOptions.ts'

/**
 * The create form's values as the template Customize deploys should read them: each option the
 * user left off is off in the token (its switch false, its shares and limits zero), whatever its
 * hidden field still holds, and the trading template's extras Customize does not offer
 * (invitation, fomo, bot window, airdrops, cool down, a timed start) stay off. The summary and the
 * deployment both read this, so the summary shows exactly what is deployed.
 *
 * @example
 * customizedValues(values, ['mint']) // { ...values, mintable: true, pausable: false, ... }
 */
export function customizedValues(values: TokenFormValues, selection: CustomTokenSelection): TokenFormValues {
  const on = (option: CustomTokenSelection[number]) => selection.includes(option)
  const dividends = on('dividends') || on('lpDividends')
  // The live summary passes what the form has registered so far: a side may be missing.
  const fees = (percents: FeePercents | undefined): FeePercents =>
    on('tradeFees') && percents
      ? { ...percents, fomo: '0', reward: dividends ? percents.reward : '0' }
      : { liquidity: '0', marketing: '0', team: '0', burn: '0', fomo: '0', reward: '0' }
  return {
    ...values,
    burnable: on('burn'),
    mintable: on('mint'),
    pausable: on('pause'),
    blacklistEnabled: on('blacklist'),
    whitelistEnabled: on('whitelist'),
    timedRenounceEnabled: on('timedRenounce'),
    renounceUntil: on('timedRenounce') ? values.renounceUntil : undefined,
    transferBurnPercent: on('transferFee') ? values.transferBurnPercent : '0',
    transferFeePercent: on('transferFee') ? values.transferFeePercent : '0',
    buyFees: fees(values.buyFees),
    sellFees: fees(values.sellFees),
    maxWallet: on('limits') ? values.maxWallet : '',
    maxTx: on('limits') ? values.maxTx : '',
    swapBackEnabled: on('swapBack'),
    inviteEnabled: false,
    fomoEnabled: false,
    botBlocks: 0,
    airdropCount: 0,
    cooldownSeconds: 0,
    tradingStartMode: 'manual',
    tradingStartsAt: undefined,
    // A sale pools the native coin it raises (the quote picker offers nothing else then).
    quoteToken: on('sale') ? nativeTokenAddress : values.quoteToken,
  }
}
