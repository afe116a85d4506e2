/**
 * The Content-Security-Policy of the web app, for helmet (web/helmetHeaders.ts). TokenBox is a
 * wallet dApp: a script injected into the page could ask the user's wallet to sign anything, so
 * scripts are the tightest part of the policy.
 *
 * `localChainEnabled`: the local chain's RPC is allowed only while the local chain is enabled; the
 * server works out both policies once and picks one per response (app.ts). `rpcUrls` are the
 * operator's RPC_URL_<chainId> overrides (validated by loadConfig): the browser must be allowed to
 * reach the plain http:// and ws:// ones too.
 *
 * @example
 * helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(false, []) } })
 */
export function contentSecurityPolicy(
  localChainEnabled: boolean,
  rpcUrls: readonly string[],
): Record<string, string[]> {
  // https: and wss: are allowed wholesale below; only insecure-scheme overrides need naming.
  const insecureRpcOrigins = [
    ...new Set(
      rpcUrls
        .map((url) => new URL(url))
        .filter((url) => url.protocol === 'http:' || url.protocol === 'ws:')
        .map((url) => url.origin),
    ),
  ]
  return {
    // Anything not named below comes only from our own origin (fonts, manifest, workers, frames).
    defaultSrc: ["'self'"],
    // Vite emits every script as a file under /assets/ (no inline bootstrap), so no 'unsafe-inline'
    // and no 'unsafe-eval': an injected <script> or eval() cannot run and reach the wallet.
    // 'wasm-unsafe-eval' allows compiling WebAssembly only (the vanity search's own module,
    // fetched from /assets/); it does not allow eval() or new Function().
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // Ant Design's CSS-in-JS inserts <style> elements at runtime; it cannot work without
    // 'unsafe-inline' here. Styles cannot run code, so the cost is limited to CSS tricks.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Token and chain logos come from many HTTPS hosts (token lists, explorers); QR codes and
    // generated identicons are data: URLs.
    imgSrc: ["'self'", 'data:', 'https:'],
    // Ant Design's icon font and bundled fonts may be inlined as data: URLs by Vite.
    fontSrc: ["'self'", 'data:'],
    // The app talks to many chains' public RPC endpoints and explorer APIs (HTTPS) and some RPC
    // providers over WebSocket (wss:). The local chain (an anvil node on loopback, plain HTTP)
    // is allowed only while it is enabled.
    connectSrc: [
      "'self'",
      'https:',
      'wss:',
      ...(localChainEnabled ? ['http://127.0.0.1:*', 'ws://127.0.0.1:*'] : []),
      ...insecureRpcOrigins,
    ],
    // Vanity address search runs in Web Workers; Vite serves them as files, some bundlers as blobs.
    workerSrc: ["'self'", 'blob:'],
    // No site may frame the app: clickjacking a "Confirm" button into a wallet signature.
    frameAncestors: ["'none'"],
    // No plugins (<object>, <embed>).
    objectSrc: ["'none'"],
    // A injected <base> tag would redirect every relative script URL to another host.
    baseUri: ["'self'"],
    // Forms post only to our own backend.
    formAction: ["'self'"],
    // Deliberately no upgrade-insecure-requests: under `make start` the page is served over
    // plain HTTP on loopback and must reach the local chain over HTTP; in production TLS and
    // HSTS are the reverse proxy's job.
  }
}
