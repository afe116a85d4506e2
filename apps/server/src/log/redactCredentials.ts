/** Query parameters that carry a credential: the console's token (spec 000) and explorer keys. */
const credentialParameters = /([?&](?:token|x-token|apikey|api_key|api-key|password)=)[^&#\s"'<>]*/gi

/**
 * `text` with the value of every credential query parameter (`token`, `apikey`, `password`, any
 * case) replaced by `[redacted]`, wherever it appears: a request URL, a message quoting one.
 *
 * @example
 * redactCredentials('/prod-api/vue-element-admin/user/info?token=k3J…&x=1')
 * // '/prod-api/vue-element-admin/user/info?token=[redacted]&x=1'
 */
export function redactCredentials(text: string): string {
  return text.replace(credentialParameters, '$1[redacted]')
}
