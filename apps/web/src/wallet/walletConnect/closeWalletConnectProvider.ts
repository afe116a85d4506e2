/**
 * The parts of WalletConnect's core that keep working in the background: the relay connection
 * (a WebSocket with its own retry loop and restart timers) and the heartbeat (a 5 s interval
 * that drives expiries). One core is shared by every provider of the page (WalletConnect keeps
 * it on `globalThis`), so a later provider reuses a closed one.
 */
export type WalletConnectCore = {
  relayer: { transportClose(): Promise<void> }
  heartbeat: { stop(): void; init(): Promise<void> }
}

/** What closing and reopening read of `@walletconnect/ethereum-provider`'s EthereumProvider. */
export type ClosableWalletConnectProvider = {
  signer: { client?: { core: WalletConnectCore; session: { readonly length: number } } | undefined }
}

const closedCores = new WeakSet<WalletConnectCore>()

/**
 * Stops everything WalletConnect runs in the background for an attempt that gave up (no pairing
 * code in time, cancelled, dialog closed): the relay connection and its retries, and the
 * heartbeat. A core that holds a live session is left alone: that session needs the relay.
 *
 * @example
 * await closeWalletConnectProvider(await connector.getProvider())
 */
export async function closeWalletConnectProvider(provider: ClosableWalletConnectProvider): Promise<void> {
  const client = provider.signer.client
  if (!client || client.session.length > 0) return
  client.core.heartbeat.stop()
  closedCores.add(client.core)
  // Marks the transport as closed on purpose, so the relayer's retry loop and reconnect timer stop.
  await client.core.relayer.transportClose()
}

/**
 * Restarts the heartbeat of a core closed by `closeWalletConnectProvider`, before a new attempt
 * uses it. The relay needs nothing: the next pairing opens it again.
 *
 * @example
 * await reopenWalletConnectProvider(provider)
 */
export async function reopenWalletConnectProvider(provider: ClosableWalletConnectProvider): Promise<void> {
  const core = provider.signer.client?.core
  if (!core || !closedCores.has(core)) return
  closedCores.delete(core)
  await core.heartbeat.init()
}
