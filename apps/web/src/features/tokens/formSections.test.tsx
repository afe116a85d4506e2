import { cleanup, render, screen } from '@testing-library/react'
import { defaultFairLaunchFormValues } from '@tokenbox/core/tokens/fairLaunch/fairLaunchFormValues.ts'
import { defaultMarket314FormValues } from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import { defaultTokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Form } from 'antd'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../app/AppProviders.tsx'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { activateNamespace, loadNamespaceBundle } from '../../base/loadLanguage.ts'
import { createWagmiConfig } from '../../wallet/createWagmiConfig.ts'
import { createRpcSwitch } from '../../wallet/rpc/createRpcSwitch.ts'
import { MarketingLaunchFields } from './create/MarketingLaunchFields.tsx'
import { FairLaunchFormFields } from './fairLaunch/FairLaunchFormFields.tsx'
import { Market314FormFields } from './market314/Market314FormFields.tsx'

afterEach(cleanup)

async function renderForm(initialValues: object, fields: ReactNode) {
  const instance = await createI18n('en')
  activateNamespace(instance, 'tokens')
  await loadNamespaceBundle(instance, 'en', 'tokens')
  const rpcSwitch = createRpcSwitch()
  const wagmiConfig = createWagmiConfig({ localChains: [], rpcSwitch })
  render(
    <AppProviders i18n={instance} wagmiConfig={wagmiConfig} localChains={[]} rpcSwitch={rpcSwitch}>
      <Form initialValues={initialValues}>{fields}</Form>
    </AppProviders>,
  )
}

const shown = (...testIds: string[]) => testIds.filter((id) => screen.queryByTestId(id) === null)

/** The create forms' sections, each in its own component since issue 78, show their fields when on. */
describe('create form sections', () => {
  it('a trading token with invitations and the fomo pool on shows their fields', async () => {
    await renderForm(
      {
        ...defaultTokenFormValues(undefined),
        inviteEnabled: true,
        fomoEnabled: true,
        tradingStartMode: 'timed',
      },
      <MarketingLaunchFields />,
    )
    expect(
      shown('tax-trading-start', 'tax-trading-starts-at', 'tax-invite', 'tax-invite-0', 'tax-invite-add'),
    ).toEqual([])
    expect(shown('tax-inviterMinHold', 'tax-minTransferToBind', 'tax-fomo', 'tax-fomo-window')).toEqual([])
    expect(shown('tax-fomo-threshold', 'tax-fomo-winners', 'tax-fomo-reward', 'tax-twitter')).toEqual([])
  })

  it('a free-mint fair launch held to a token, vesting linearly, shows the condition and vesting fields', async () => {
    await renderForm(
      {
        ...defaultFairLaunchFormValues(Date.now()),
        mode: 'freeMint',
        condition: 'holdToken',
        vesting: 'linear',
      },
      <FairLaunchFormFields locker={undefined} coin="ETH" />,
    )
    expect(shown('fair-condition', 'fair-condition-token', 'fair-condition-amount')).toEqual([])
    expect(
      shown('fair-mode', 'fair-mint-amount', 'fair-max-mints', 'fair-vesting', 'fair-vesting-days'),
    ).toEqual([])
    // Free mint hides what only coin pays for.
    expect(screen.queryByTestId('fair-premium')).toBeNull()
  })

  it('an x314 sale token shows the x314 and the sale sections', async () => {
    await renderForm(
      { ...defaultMarket314FormValues(Date.now(), 'x314Sale'), tradingStart: 'timed' },
      <Market314FormFields template="x314Sale" coin="ETH" />,
    )
    expect(shown('m314-reserve-percent', 'm314-trading-start', 'm314-trading-starts-at')).toEqual([])
    expect(shown('m314-burn', 'm314-invite', 'm314-min-bind', 'm314-lock-days')).toEqual([])
  })
})
