/**
 * Deletes the `Admin-Token` cookie that consoles before issue 76 wrote from script at `Path=/`,
 * readable by every page of the site (the public app's included). The server's cookie now lives at
 * `Path=/prod-api`, HttpOnly: a script can neither read nor delete it, and this touches only the
 * old one.
 *
 * @example
 * removeLegacyAdminCookie()
 */
export function removeLegacyAdminCookie(write: (cookie: string) => void = writeDocumentCookie): void {
  write('Admin-Token=; Path=/; SameSite=Strict; Max-Age=0')
}

function writeDocumentCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: deleting a cookie that an older console wrote from script; the Cookie Store API is not in every browser.
  document.cookie = cookie
}
