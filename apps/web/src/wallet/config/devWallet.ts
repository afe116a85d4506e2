import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type Address, getAddress, http, numberToHex, ProviderRpcError } from 'viem'
import { createConnector } from 'wagmi'
import { walletIcon } from '../connect/walletIcon.ts'

/** The Dev wallet's connector id (the connect dialog lists it apart, as local-only). */
export const devWalletConnectorId = 'devWallet'

/** How many of the node's funded accounts the Dev wallet offers (Account 1 to 10). */
export const devWalletAccountCount = 10

/** What the Dev wallet's connector offers beyond wagmi's: its accounts, and a switch among them. */
export type DevWalletControls = {
  /** The node's first {@link devWalletAccountCount} accounts, Account 1 first (it deployed the local contracts). */
  devAccounts(): Promise<readonly Address[]>
  /** Which of them is connected: 0 for Account 1. */
  devAccountIndex(): number
  /** Connects another of them, as a wallet's account switch does (wagmi hears `change`). */
  selectDevAccount(index: number): Promise<void>
}

/** Loosely typed on purpose: it relays any method to the node, whose answers it does not shape. */
type DevWalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>
type DevWalletProvider = { request: DevWalletRequest }

/**
 * A wagmi connector that signs with the local nodes' funded dev accounts (docs/development.md, "The local chains remember"):
 * its provider answers accounts and chain itself and hands everything else to the node of the
 * local chain it is on, whose accounts are unlocked, so `eth_sendTransaction` is signed by the
 * node. The product can thus be tried on `make start` without a browser extension. It exists only
 * when the server enabled a local chain, and knows the local chains only (the default one first,
 * where it starts): a switch elsewhere answers 4902 and adding a chain is refused, so the network
 * switcher keeps it on a local chain with a message.
 *
 * Its requests go where the app's reads of the chain go (`rpcUrlOf`: the RPC the user chose in the
 * RPC dialog, else the operator's or the node's own), so a user who points a local chain at another
 * endpoint signs there too.
 *
 * It offers the node's first ten funded accounts as Account 1 to 10 (the same keys on every local
 * node, anvil or Hardhat; Account 1 deployed the local infrastructure), so that a fair launch, a
 * presale with several buyers or a multisig can be tried in one browser: Account 1 first, then
 * whichever the user picked last (kept in wagmi's storage, like the connection itself). The local
 * chain it was switched to is kept there too: a reload starts on it, not on the default one.
 *
 * A switch to a chain that is not local answers 4902, and the add that follows 4200 (it cannot add
 * networks): the switcher then says the Dev wallet signs only on the local chains.
 *
 * @example
 * createConfig({ chains, connectors: [injected(), devWallet(localChainEntries, rpcSwitch.currentUrl)], transports })
 */
export function devWallet(
  locals: readonly [ChainEntry, ...ChainEntry[]],
  rpcUrlOf: (chainId: number) => string | undefined = () => undefined,
) {
  const defaultUrls = new Map(locals.map((local) => [local.id, local.rpc]))
  const transports = new Map<string, ReturnType<ReturnType<typeof http>>>()
  let current = locals[0].id
  let connected = false
  let selected = 0
  /** The node of the current chain, through the RPC the user chose for it (else its own URL). */
  const node = () => {
    const url = rpcUrlOf(current) ?? defaultUrls.get(current)!
    let transport = transports.get(url)
    if (!transport) {
      transport = http(url)({ retryCount: 0 })
      transports.set(url, transport)
    }
    return transport
  }
  const devAccounts = async (): Promise<readonly Address[]> => {
    const all = (await node().request({ method: 'eth_accounts' })) as readonly string[]
    return all.slice(0, devWalletAccountCount).map((account) => getAddress(account))
  }
  /** The connected account, as a list (what eth_accounts answers); Account 1 if the node has fewer. */
  const selectedAccounts = async (): Promise<readonly Address[]> => {
    const all = await devAccounts()
    const account = all[selected] ?? all[0]
    return account ? [account] : []
  }
  const notLocal = () =>
    new ProviderRpcError(new Error('The Dev wallet only signs on the local chains.'), {
      code: 4902,
      shortMessage: 'The Dev wallet only signs on the local chains.',
    })
  // Set once wagmi creates the connector: a switch must tell wagmi the chain changed, and is kept
  // in wagmi's storage so that a reload starts on the local chain the user chose (issue 77).
  let onChainChanged: ((chainId: string) => void) | undefined
  let rememberChain: ((chainId: number) => void) | undefined
  const switchTo = (chainId: number) => {
    if (!defaultUrls.has(chainId)) throw notLocal()
    if (chainId === current) return
    current = chainId
    rememberChain?.(chainId)
    onChainChanged?.(numberToHex(chainId))
  }

  const request: DevWalletRequest = async ({ method, params }) => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(current)
      case 'eth_requestAccounts':
        return await selectedAccounts()
      case 'eth_accounts':
        return connected ? await selectedAccounts() : []
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: string }]
        switchTo(Number(chainId))
        return null
      }
      case 'wallet_addEthereumChain':
        throw new ProviderRpcError(new Error('The Dev wallet cannot add networks.'), {
          code: 4200,
          shortMessage: 'The Dev wallet cannot add networks.',
        })
      default:
        return await node().request({ method, params } as never)
    }
  }
  const provider: DevWalletProvider = { request }

  return createConnector<DevWalletProvider, DevWalletControls>((config) => ({
    devAccounts,
    devAccountIndex: () => selected,
    async selectDevAccount(index: number) {
      const all = await devAccounts()
      const account = all[index]
      if (!account) throw new RangeError(`The local node has no dev account ${index + 1}`)
      selected = index
      await config.storage?.setItem(`${devWalletConnectorId}.account`, index)
      if (connected) config.emitter.emit('change', { accounts: [account] })
    },
    async setup() {
      // Wired first: a switch made while the stored choices are read still reaches wagmi.
      onChainChanged = (chainId) => config.emitter.emit('change', { chainId: Number(chainId) })
      rememberChain = (chainId) => void config.storage?.setItem(`${devWalletConnectorId}.chain`, chainId)
      const startedOn = current
      const [stored, storedChain] = await Promise.all([
        config.storage?.getItem(`${devWalletConnectorId}.account`),
        config.storage?.getItem(`${devWalletConnectorId}.chain`),
      ])
      if (
        typeof stored === 'number' &&
        Number.isInteger(stored) &&
        stored >= 0 &&
        stored < devWalletAccountCount
      ) {
        selected = stored
      }
      // The local chain chosen before the reload, unless a switch came first.
      if (current === startedOn && typeof storedChain === 'number' && defaultUrls.has(storedChain))
        current = storedChain
    },
    id: devWalletConnectorId,
    name: 'Dev wallet',
    type: 'devWallet',
    icon: walletIcon('#389e0d', 'DEV'),
    async connect<withCapabilities extends boolean = false>() {
      const accounts = await selectedAccounts()
      if (accounts.length === 0) throw new Error('The local node has no dev accounts')
      connected = true
      await config.storage?.setItem(`${devWalletConnectorId}.connected`, true)
      const result = { accounts, chainId: current }
      return result as never as {
        accounts: withCapabilities extends true
          ? readonly { address: Address; capabilities: Record<string, unknown> }[]
          : readonly Address[]
        chainId: number
      }
    },
    async disconnect() {
      connected = false
      await config.storage?.removeItem(`${devWalletConnectorId}.connected`)
    },
    async getAccounts() {
      return await selectedAccounts()
    },
    async getChainId() {
      return current
    },
    async getProvider() {
      return provider
    },
    async isAuthorized() {
      // Reconnects after a reload only if the user connected it before and the node still runs.
      if (!(await config.storage?.getItem(`${devWalletConnectorId}.connected`))) return false
      try {
        connected = (await this.getAccounts()).length > 0
      } catch {
        connected = false
      }
      return connected
    },
    async switchChain({ chainId }) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw notLocal()
      switchTo(chainId)
      return chain
    },
    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
    },
    onChainChanged(chainId) {
      config.emitter.emit('change', { chainId: Number(chainId) })
    },
    onDisconnect() {
      connected = false
      config.emitter.emit('disconnect')
    },
  }))
}
