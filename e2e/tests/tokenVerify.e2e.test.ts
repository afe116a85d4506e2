import { describe, expect, it } from 'vitest'
import { startStackWithVerifyExplorer, suiteExplorer } from '../harness/explorerProxyStack.ts'
import { pageSuite } from '../harness/pageSuite.ts'
import { submitTokenForm } from '../harness/submitTokenForm.ts'

/**
 * Sourcecode Verify end to end: the server is given an explorer for the local chain (a local HTTP
 * server that answers as Etherscan's API v2 documents) and a key the browser never sees.
 */
describe('Sourcecode Verify after creating a token', () => {
  const verifier = suiteExplorer(startStackWithVerifyExplorer)

  const suite = pageSuite({
    stack: verifier.start,
    connect: { path: '/co/st?t=0' },
  })

  async function create(symbol: string) {
    await suite.page.getByTestId('token-name').fill(`Verified ${symbol}`)
    await suite.page.getByTestId('token-symbol').fill(symbol)
    await suite.page.getByTestId('token-supply').fill('21000000')
    return submitTokenForm(suite.page)
  }

  it('submits the template source with the server key and shows Verified', async () => {
    verifier.explorer.reset({ outcome: 'pass', pendingPolls: 1 })
    const address = await create('VER')
    await expect
      .poll(() => suite.page.getByTestId('deploy-progress').textContent(), { timeout: 60_000 })
      .toContain('Verified')
    const submission = verifier.explorer.received.find(
      (request) => request.form.action === 'verifysourcecode',
    )
    expect(submission?.form.contractaddress?.toLowerCase()).toBe(address.toLowerCase())
    expect(submission?.form.codeformat).toBe('solidity-standard-json-input')
    expect(submission?.form.contractname).toMatch(/StandardToken\.sol:StandardToken$/)
    // The key was added by the server: no browser request carried it.
    expect(submission?.query.apikey ?? submission?.form.apikey).toBe('test-key')
    expect(suite.wallet.requests.join(',')).not.toContain('test-key')
  })

  it('keeps the token when the explorer refuses, and retries only the verification', async () => {
    verifier.explorer.reset({ outcome: 'fail', pendingPolls: 0 })
    await suite.page.goto(`${suite.stack.baseUrl}/co/st?t=0`)
    await suite.page.getByTestId('create-token-form').waitFor()
    await create('RETRY')
    await suite.page.getByTestId('verify-error').waitFor({ timeout: 60_000 })
    // The server relays a code for the explorer's reason, never the explorer's own text.
    expect(await suite.page.getByTestId('verify-error').textContent()).toContain(
      'The explorer could not verify the source.',
    )
    const deploys = suite.wallet.sentTransactions()
    verifier.explorer.reset({ outcome: 'pass', pendingPolls: 0 })
    await suite.page.getByTestId('verify-retry').click()
    await expect
      .poll(() => suite.page.getByTestId('deploy-progress').textContent(), { timeout: 60_000 })
      .toContain('Verified')
    expect(suite.wallet.sentTransactions()).toBe(deploys)
    await suite.page.getByTestId('token-created').waitFor()
  })
})
