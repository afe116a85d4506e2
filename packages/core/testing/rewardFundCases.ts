import type { AgreementCase } from './factoryAgreement.ts'

/**
 * The rows of a pool's reward fund, the same in every factory that takes one (Earn, mining): empty,
 * `malformed` text, and more decimals than the token; only the form refuses them, since the contract
 * takes an unsigned integer amount.
 *
 * @example
 * const cases: AgreementCase<EarnDraft>[] = [...rewardFundCases<EarnDraft>('10 tokens')]
 */
export function rewardFundCases<Draft extends { rewardFund: string }, Context = void>(
  malformed: string,
): AgreementCase<Draft, Context>[] {
  // Every draft with a reward fund takes these changes; TypeScript cannot see that of a generic one.
  const withFund = (rewardFund: string) => () => ({ rewardFund }) as Partial<Draft>
  return [
    {
      name: 'an empty reward fund',
      change: withFund(''),
      field: 'rewardFund',
      key: 'validation.empty',
      formOnly: 'an empty field (0 is allowed): there is no amount to send',
    },
    {
      name: 'a malformed reward fund',
      change: withFund(malformed),
      field: 'rewardFund',
      key: 'validation.invalidAmount',
      formOnly: 'text the form parses: the contract takes an unsigned integer',
    },
    {
      name: 'a reward fund with more decimals than the token',
      change: withFund('0.0000000000000000001'),
      field: 'rewardFund',
      key: 'validation.tooManyDecimals',
      formOnly: 'text the form parses: the contract takes an integer amount',
    },
  ]
}
