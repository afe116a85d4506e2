import { walletIcon } from './walletIcon.ts'

/** One of the five wallets the connect dialog always lists (spec 000 section 3). */
export type ListedWallet = {
  /** Our key (stable: tests and the remembered choice use it). */
  key: string
  name: string
  /** Our own mark, used while the wallet is not installed (see walletIcon). */
  icon: string
  /** EIP-6963 reverse-DNS ids the wallet announces itself with. */
  rdns: readonly string[]
  /** Where to get it: the wallet's official download page (extension and mobile app). */
  installUrl: string
  /**
   * Recognises the wallet from the flags of a plain `window.ethereum`, for wallets that do not
   * announce themselves (older extensions, most in-app browsers of mobile wallets).
   */
  matchesInjected: (provider: InjectedFlags) => boolean
}

/** The identifying flags wallets set on the provider they inject. */
export type InjectedFlags = Readonly<Record<string, unknown>>

const otherWalletFlags = [
  'isOkxWallet',
  'isOKExWallet',
  'isBinance',
  'isTrust',
  'isTrustWallet',
  'isTokenPocket',
  'isBraveWallet',
  'isRabby',
  'isCoinbaseWallet',
  'isBitKeep',
  'isPhantom',
]

/**
 * The five wallets TokenBox lists, in this order. The audience is token creators and traders on
 * BSC and the other EVM chains, many of them Chinese-speaking and on mobile: MetaMask is the
 * default desktop wallet everywhere; OKX Wallet and Binance Wallet come with the two exchanges
 * this audience trades on most; TokenPocket is the long-standing favourite of Chinese-speaking
 * users for BSC and HECO; Trust Wallet is the most used mobile wallet for BSC worldwide.
 * Coinbase Wallet, the usual fifth elsewhere, was left out: it is little used in Asia and on BSC.
 * Any other installed wallet still appears, found through EIP-6963.
 */
export const listedWallets: readonly ListedWallet[] = [
  {
    key: 'metamask',
    name: 'MetaMask',
    icon: walletIcon('#f6851b', 'M'),
    rdns: ['io.metamask', 'io.metamask.flask', 'io.metamask.mobile'],
    installUrl: 'https://metamask.io/download/',
    // Many wallets also set isMetaMask to be accepted by older sites; only a provider that claims
    // no other wallet is taken for MetaMask.
    matchesInjected: (provider) =>
      provider.isMetaMask === true && !otherWalletFlags.some((flag) => Boolean(provider[flag])),
  },
  {
    key: 'okx',
    name: 'OKX Wallet',
    icon: walletIcon('#000000', 'OKX'),
    rdns: ['com.okex.wallet'],
    installUrl: 'https://www.okx.com/web3',
    matchesInjected: (provider) => Boolean(provider.isOkxWallet || provider.isOKExWallet),
  },
  {
    key: 'binance',
    name: 'Binance Wallet',
    icon: walletIcon('#f0b90b', 'B', '#1e2026'),
    rdns: ['com.binance.wallet'],
    installUrl: 'https://www.binance.com/en/web3wallet',
    matchesInjected: (provider) => Boolean(provider.isBinance),
  },
  {
    key: 'tokenpocket',
    name: 'TokenPocket',
    icon: walletIcon('#2980fe', 'TP'),
    rdns: ['pro.tokenpocket'],
    installUrl: 'https://www.tokenpocket.pro/en/download/app',
    matchesInjected: (provider) => Boolean(provider.isTokenPocket),
  },
  {
    key: 'trust',
    name: 'Trust Wallet',
    icon: walletIcon('#0500ff', 'T'),
    rdns: ['com.trustwallet.app'],
    installUrl: 'https://trustwallet.com/download',
    matchesInjected: (provider) => Boolean(provider.isTrust || provider.isTrustWallet),
  },
]
