import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { chainCatalogue, switcherChainIds } from '@tokenbox/core/chains/chainCatalogue.ts'
import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../../app/AppProviders.tsx'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { createWagmiConfig } from '../createWagmiConfig.ts'
import { createRpcSwitch } from '../rpc/createRpcSwitch.ts'
import { NetworkDialog } from './NetworkDialog.tsx'
import { showTestnetsStorageKey } from './showTestnets.ts'

async function renderSwitcher(language: Language = 'en') {
  const i18n = await createI18n(language)
  const rpcSwitch = createRpcSwitch()
  render(
    <AppProviders
      i18n={i18n}
      wagmiConfig={createWagmiConfig({ localChains: [], rpcSwitch })}
      localChains={[]}
      rpcSwitch={rpcSwitch}
    >
      <NetworkDialog open onClose={() => undefined} />
    </AppProviders>,
  )
  await screen.findByRole('listbox')
}

const optionIds = () =>
  screen.getAllByRole('option').map((option) => Number(option.getAttribute('data-testid')?.split('-').pop()))

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('the network switcher’s "Show testnets"', () => {
  it('lists the spec’s mainnets only by default', async () => {
    await renderSwitcher()
    expect(optionIds()).toEqual([...switcherChainIds])
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false')
  })

  it('adds Sepolia and BSC Testnet after the mainnets, remembered in this browser', async () => {
    await renderSwitcher()
    fireEvent.click(screen.getByTestId('network-show-testnets'))
    await waitFor(() => expect(optionIds()).toEqual([...switcherChainIds, 11155111, 97]))
    expect(screen.getByTestId('network-option-97').textContent).toBe('BSC Testnet')
    expect(localStorage.getItem(showTestnetsStorageKey)).toBe('1')

    cleanup()
    await renderSwitcher('ja')
    expect(optionIds()).toEqual([...switcherChainIds, 11155111, 97])
    expect(screen.getByText('テストネットを表示')).toBeTruthy()
    fireEvent.click(screen.getByTestId('network-show-testnets'))
    await waitFor(() => expect(optionIds()).toEqual([...switcherChainIds]))
    expect(localStorage.getItem(showTestnetsStorageKey)).toBeNull()
  })

  it('opens "Change RPC" for the current chain, with its URL in use and its default', async () => {
    await renderSwitcher()
    fireEvent.click(screen.getByTestId('network-change-rpc'))
    const title = await screen.findByText('RPC node for Ethereum', {}, { timeout: 15_000 })
    const dialog = within(title.closest('.ant-modal') as HTMLElement)
    const ethereumRpc = chainCatalogue.find((entry) => entry.id === 1)?.rpc
    expect(dialog.getByTestId('rpc-current').textContent).toBe(ethereumRpc)
    expect(dialog.getByTestId('rpc-default').textContent).toBe(ethereumRpc)
    expect(dialog.queryByTestId('rpc-reset')).toBeNull()
  })
})
