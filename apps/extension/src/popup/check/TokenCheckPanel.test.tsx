// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { getFreePort } from '@tokenbox/core/local/localNodeProcess.ts'
import { localEntry } from '@tokenbox/core/testing/localEntry.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderInShell } from '../../../testing/renderInShell.tsx'
import { type CheckChain, startCheckChain } from '../../../testing/startCheckChain.ts'
import { startTestSite, type TestSite } from '../../../testing/startTestSite.ts'
import { TokenCheckPanel } from './TokenCheckPanel.tsx'

const submit = (address: string) => {
  fireEvent.change(screen.getByTestId('check-address'), { target: { value: address } })
  fireEvent.click(screen.getByTestId('check-submit'))
}

describe('the popup token check, on a real local chain', () => {
  let chain: CheckChain
  let site: TestSite
  beforeAll(async () => {
    chain = await startCheckChain()
    site = await startTestSite()
  }, 300_000)
  afterAll(async () => {
    await Promise.all([chain?.stop(), site?.close()])
  })

  it("refuses a malformed or missing address with the site's own messages, checking nothing", async () => {
    await renderInShell('popup', <TokenCheckPanel entry={chain.entry} siteUrl={site.url} />)
    submit('0x1234')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid address')
    submit('   ')
    expect((await screen.findByRole('alert')).textContent).toBe("Enter the token's address")
    expect(screen.queryByTestId('check-running')).toBeNull()
    expect(site.requests).toEqual([])
  })

  it('shows a honeypot as high risk with its reasons in the user language, and opens the full report', async () => {
    const { host } = await renderInShell(
      'popup',
      <TokenCheckPanel entry={chain.entry} siteUrl={site.url} />,
      {
        language: 'ja',
      },
    )
    submit(chain.tokens.blacklistHoneypot.toLowerCase())
    expect(await screen.findByTestId('check-running')).toBeTruthy()
    const verdict = await screen.findByTestId('safety-verdict')
    expect(verdict.getAttribute('data-level')).toBe('danger')
    expect(screen.getByTestId('safety-verdict-title').textContent).toBe('高リスク')
    const reasons = screen.getAllByTestId('safety-reason')
    const keys = reasons.map((reason) => reason.getAttribute('data-key'))
    expect(keys).toEqual(expect.arrayContaining(['cannotSell', 'ownerCanBlacklist']))
    // The most serious first, in the site's words.
    expect(reasons[0]!.getAttribute('data-severity')).toBe('danger')
    const cannotSell = reasons.find((reason) => reason.getAttribute('data-key') === 'cannotSell')!
    expect(cannotSell.textContent).toContain('TokenBox AMMでの購入シミュレーションは成功しましたが')
    fireEvent.click(screen.getByTestId('check-full-report'))
    expect(host.openTab).toHaveBeenCalledWith(
      `${site.url}/check?chain=31337&address=${chain.tokens.blacklistHoneypot}`,
    )
  })

  it('tells a clean token from the honeypot', async () => {
    await renderInShell('popup', <TokenCheckPanel entry={chain.entry} siteUrl={site.url} />)
    submit(chain.tokens.clean)
    const verdict = await screen.findByTestId('safety-verdict')
    expect(verdict.getAttribute('data-level')).toBe('good')
    expect(screen.getAllByTestId('safety-reason').map((reason) => reason.getAttribute('data-key'))).toContain(
      'ownershipRenounced',
    )
  })

  it('words an address without a contract, and a contract that is no token, as the check page does', async () => {
    await renderInShell('popup', <TokenCheckPanel entry={chain.entry} siteUrl={site.url} />)
    submit(chain.wallet)
    const noCode = await screen.findByTestId('check-error')
    expect(noCode.getAttribute('data-failure')).toBe('noCode')
    expect(noCode.textContent).toContain('No contract at this address on TokenBox Local')
    submit(chain.deployments.contracts.multicall3)
    await waitFor(() =>
      expect(screen.getByTestId('check-error').getAttribute('data-failure')).toBe('notToken'),
    )
    expect(screen.getByTestId('check-error').textContent).toContain('This contract is not an ERC-20 token')
    expect(screen.queryByTestId('safety-verdict')).toBeNull()
  })

  it('says the node did not answer, never its error, and offers a retry', async () => {
    const dead = localEntry(`http://127.0.0.1:${await getFreePort()}`)
    await renderInShell('popup', <TokenCheckPanel entry={dead} siteUrl={site.url} />)
    submit(chain.tokens.clean)
    const failed = await screen.findByTestId('check-error')
    expect(failed.getAttribute('data-failure')).toBe('network')
    expect(failed.textContent).toContain("The chain's node did not answer.")
    expect(failed.textContent).not.toMatch(/fetch|ECONNREFUSED|HTTP request failed/i)
    fireEvent.click(screen.getByTestId('check-retry'))
    expect(screen.getByTestId('check-running')).toBeTruthy()
    expect(screen.queryByTestId('check-error')).toBeNull()
    expect((await screen.findByTestId('check-error')).getAttribute('data-failure')).toBe('network')
  })
})
