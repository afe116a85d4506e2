import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Someone else's dapp page: its Send button asks `window.ethereum` to send `window.nextTransaction`,
 * its Sign button to sign `window.nextTypedData` (EIP-712 JSON), each set by the test before the
 * click; #result shows `pending`, then `sent <hash>`, `signed <signature>` or `error <code>`. `walletScript` runs first on the page, for a test whose page brings a wallet of its
 * own; without it the page uses the wallet the browser injects.
 *
 * @example
 * const page = dappPage()
 * const withOwnWallet = dappPage({ walletScript: `window.ethereum = { request: async () => [] }` })
 */
export function dappPage({ walletScript = '' }: { walletScript?: string } = {}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Some dapp</title></head>
<body>
  <h1>Some dapp</h1>
  <button id="send">Send</button>
  <button id="sign">Sign</button>
  <pre id="result"></pre>
  <script>
    ${walletScript}
    // Each button asks the wallet one request; #result shows its outcome.
    const ask = (id, request, done) =>
      document.getElementById(id).addEventListener('click', async () => {
        const out = document.getElementById('result')
        out.textContent = 'pending'
        try {
          const [from] = await window.ethereum.request({ method: 'eth_requestAccounts' })
          out.textContent = done + ' ' + (await window.ethereum.request(request(from)))
        } catch (error) {
          out.textContent = 'error ' + error.code
        }
      })
    ask('send', (from) => ({ method: 'eth_sendTransaction', params: [{ from, ...window.nextTransaction }] }), 'sent')
    ask('sign', (from) => ({ method: 'eth_signTypedData_v4', params: [from, window.nextTypedData] }), 'signed')
  </script>
</body></html>`
}

/**
 * Serves `html` at the root of a local HTTP server on a free port, as a dapp's own site: a page of
 * another origin than the app's. The caller closes `server`.
 *
 * @example
 * const { server, url } = await serveDappPage(dappPage())
 * await page.goto(url)
 */
export async function serveDappPage(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}
