/**
 * The namespaces the browser extension shows beside its own, every language bundled (a language
 * switch there shows at once), keyed `./<language>/<namespace>.json`. One export per namespace, so
 * a bundle carries only the namespaces it reads.
 */

type Strings = Record<string, string>
type Files = Readonly<Record<string, Strings>>

/** The safety check's verdicts and reasons (the popup's check tab, the transaction guard). */
export const checkFiles: Files = import.meta.glob<Strings>('./*/check.json', {
  eager: true,
  import: 'default',
})
/** The unit converter's (the popup's units tab). */
export const othersFiles: Files = import.meta.glob<Strings>('./*/others.json', {
  eager: true,
  import: 'default',
})
/** "Language" (the settings page). */
export const settingsFiles: Files = import.meta.glob<Strings>('./*/settings.json', {
  eager: true,
  import: 'default',
})
/** The RPC dialog's (the settings page's chains). */
export const walletFiles: Files = import.meta.glob<Strings>('./*/wallet.json', {
  eager: true,
  import: 'default',
})
/** Tool titles (the launcher). */
export const routesFiles: Files = import.meta.glob<Strings>('./*/routes.json', {
  eager: true,
  import: 'default',
})
/** Menu descriptions and group names (the launcher). */
export const menuFiles: Files = import.meta.glob<Strings>('./*/menu.json', { eager: true, import: 'default' })
/** Search keywords (the launcher). */
export const searchFiles: Files = import.meta.glob<Strings>('./*/search.json', {
  eager: true,
  import: 'default',
})
