import type { LocalChainInfo } from '../localChain.ts'
import type { devWallet } from './devWallet.ts'

/** The Dev wallet's connector factory (config/devWallet.ts). */
export type DevWalletFactory = typeof devWallet

/**
 * The Dev wallet's code, loaded only when the server enabled a local chain: production servers
 * enable none, so their visitors never download it, and it left the dashboard's first paint
 * (1.1 kB gzip). main.tsx asks for it as soon as the server's settings arrive, while the app's
 * code still downloads, so a development setup does not wait for it either.
 *
 * @example
 * const devWallet = await loadDevWallet(config.localChains)
 * createWagmiConfig({ localChains: config.localChains, devWallet })
 */
export async function loadDevWallet(
  localChains: readonly LocalChainInfo[],
): Promise<DevWalletFactory | undefined> {
  if (localChains.length === 0) return undefined
  const { devWallet } = await import('./devWallet.ts')
  return devWallet
}
