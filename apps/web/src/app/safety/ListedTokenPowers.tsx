import { usablePowers } from '@tokenbox/core/safety/checkTokenSafety.ts'
import { powerCapText } from '@tokenbox/ui/safety/reasonText.ts'
import { Alert } from 'antd'
import type { Address } from 'viem'
import { useLazyNamespace } from '../i18n/useLazyNamespace.ts'
import { useTokenPowers } from './useTokenPowers.ts'

/**
 * What a sold token itself can still do to its buyers, read as the safety check reads it (core's
 * readTokenPowers), on every page that sells a token: the presale (a pausable or blacklisting
 * token can freeze a claim after the raise was paid) and the sale, fair-launch and 314 sale pages
 * (an owner who can block addresses, stop trading or raise the tax within its cap can keep a buyer
 * from selling). A warning naming the powers someone can use today, each with its cap; a short note
 * when none was found (found under common names only).
 *
 * @example
 * <ListedTokenPowers listed={state} sold="presale" testId="presale-token-powers" />
 */
export function ListedTokenPowers({
  listed: { token, symbol, decimals },
  sold,
  testId,
}: {
  /** The sold token as every sale's state carries it. */
  listed: { token: Address; symbol: string; decimals: number }
  /** Which sale's words: a presale's buyers claim later, a sale's buyers hold at once. */
  sold: 'presale' | 'sale'
  testId: string
}) {
  const { t } = useLazyNamespace('check')
  const found = useTokenPowers(token)
  if (!found.data) return null
  const usable = usablePowers(found.data.powers)
  if (usable.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        data-testid={testId}
        data-powers=""
        title={t('listedPowers.none', { symbol })}
      />
    )
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId}
      data-powers={usable.map((power) => power.kind).join(',')}
      title={t('listedPowers.title', { symbol })}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {usable.map((power) => {
              const cap = powerCapText(t, power, { decimals, symbol })
              const name = t(`power.${power.kind}`)
              return <li key={power.kind}>{cap ? t('listedPowers.capped', { power: name, cap }) : name}</li>
            })}
          </ul>
          {t(`listedPowers.body.${sold}`)}
        </>
      }
    />
  )
}
