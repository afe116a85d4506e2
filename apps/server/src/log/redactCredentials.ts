/**
 * Query parameters that carry a credential, by their name as {@link credentialNameOf} reduces it:
 * the console's token (spec 000, `token` / `X-Token`), explorer keys (`apikey`, `api_key`,
 * `api-key`), OAuth-style `access_token`, and passwords.
 */
const credentialNames: ReadonlySet<string> = new Set(['token', 'xtoken', 'apikey', 'accesstoken', 'password'])

/**
 * One `name=value` pair of a query, wherever it stands in a text: after `?` or `&`, the name up to
 * `=`, the value up to the next `&`, fragment, space, quote or angle bracket (where a URL quoted in
 * a message ends).
 */
const queryParameter = /([?&])([^?&=#\s"'<>]+)=[^&#\s"'<>]*/g

/**
 * A query parameter's name as the server's query parser reads it, reduced to compare with
 * {@link credentialNames}: `+` is a space and `%xx` is decoded as Fastify's parser (fast-querystring)
 * does, so `tok%65n` is the `token` that signs in; then lower case, without a `[...]` suffix
 * (`token[]`, which bracket-style parsers read as `token`) and without `-`, `_` or spaces (`api_key`,
 * `api-Key`, `access_token`).
 */
function credentialNameOf(raw: string): string {
  let name = raw.includes('+') ? raw.replaceAll('+', ' ') : raw
  if (name.includes('%')) {
    try {
      name = decodeURIComponent(name)
    } catch {
      // A malformed escape: Fastify keeps the name as written, and so does this.
    }
  }
  const bracket = name.indexOf('[')
  return (bracket === -1 ? name : name.slice(0, bracket)).toLowerCase().replace(/[\s_-]/g, '')
}

/**
 * `text` with the value of every credential query parameter (`token`, `apikey`, `access_token`,
 * `password`, in any case, spelling or percent-encoding the server's query parser accepts, and with
 * a `[]` suffix) replaced by `[redacted]`, wherever it appears: a request URL, a message quoting one.
 * The parameter's name is kept as written, so the log still shows what was sent; every other
 * parameter is left as it is.
 *
 * @example
 * redactCredentials('/prod-api/vue-element-admin/user/info?token=k3J…&x=1')
 * // '/prod-api/vue-element-admin/user/info?token=[redacted]&x=1'
 * redactCredentials('/prod-api/vue-element-admin/user/info?tok%65n=k3J…&access_token=a1')
 * // '/prod-api/vue-element-admin/user/info?tok%65n=[redacted]&access_token=[redacted]'
 */
export function redactCredentials(text: string): string {
  // Most lines (a route without a query, a plain message) have nothing to look at.
  if (!text.includes('=')) return text
  return text.replace(queryParameter, (pair, start: string, name: string) =>
    credentialNames.has(credentialNameOf(name)) ? `${start}${name}=[redacted]` : pair,
  )
}
