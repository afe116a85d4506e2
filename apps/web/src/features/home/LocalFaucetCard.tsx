export function LocalFaucetCard(_: { localChain: unknown }) {
  return null
}
