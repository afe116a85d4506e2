import type { Stack } from './startStack.ts'

type AdminReply<data> = { code: number; message?: string; data: data }

/** The admin API as a script uses it: JSON in, `{code, data}` out, the session in X-Token (the console itself rides its HttpOnly cookie). */
export type AdminApi = <data>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<data>

/**
 * Signs in to the stack's console API as `admin` (the stack must be started with that
 * ADMIN_PASSWORD) and returns a caller for its routes; a reply other than 20000 throws.
 *
 * @example
 * const admin = await signInAdmin(stack, 'e2e-admin-password-2026')
 * await admin('POST', '/vip', { address, chainId: 31337, level: 3 })
 */
export async function signInAdmin(stack: Stack, password: string): Promise<AdminApi> {
  let token = ''
  const admin: AdminApi = async <data>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.baseUrl}/prod-api/vue-element-admin${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const reply = (await response.json()) as AdminReply<data>
    if (reply.code !== 20000) throw new Error(`${method} ${path}: ${reply.code} ${reply.message}`)
    return reply.data
  }
  token = (await admin<{ token: string }>('POST', '/user/login', { username: 'admin', password })).token
  return admin
}
