export type ContactChannel = 'telegram' | 'twitter' | 'email'

export type ContactLink = {
  channel: ContactChannel
  /** What the QR code encodes and the link opens. */
  href: string
  /** What the copy action puts on the clipboard and the panel shows: the address without `mailto:`. */
  text: string
}

function link(channel: ContactChannel, configured: string | undefined, fallback: string): ContactLink {
  const href = configured?.trim() || fallback
  return { channel, href, text: href.replace(/^mailto:/, '') }
}

/**
 * The contact channels of the settings panel, in tab order. The defaults are placeholders:
 * operators set their own at build time with VITE_CONTACT_TELEGRAM, VITE_CONTACT_TWITTER and
 * VITE_CONTACT_EMAIL (a `mailto:` link), e.g. in apps/web/.env.production.
 */
export const contactLinks: readonly ContactLink[] = [
  link('telegram', import.meta.env.VITE_CONTACT_TELEGRAM, 'https://t.me/tokenbox'),
  link('twitter', import.meta.env.VITE_CONTACT_TWITTER, 'https://x.com/tokenbox'),
  link('email', import.meta.env.VITE_CONTACT_EMAIL, 'mailto:support@tokenbox.app'),
]
