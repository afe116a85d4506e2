/**
 * One entry of the `mark` cookie (spec 000 section 3): the VIP level an address had on `date`.
 * `address` is kept lowercase so the same wallet matches whatever case a provider reports.
 */
export type MarkEntry = {
  address: string
  vipLevel: number
  /** The local calendar day of the lookup, YYYY-MM-DD. */
  date: string
}

/** The cookie's name, as the spec calls the field. */
export const markCookieName = 'mark'

/**
 * At most this many addresses are remembered (most recent first): a browser that has seen many
 * wallets would otherwise grow the cookie, which travels with every request, without bound.
 */
export const maxMarkEntries = 20
