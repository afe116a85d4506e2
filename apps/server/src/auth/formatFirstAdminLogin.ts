import type { BootstrapAdminReturnType } from './bootstrapAdmin.ts'

/**
 * The block main.ts prints once, when bootstrapAdmin created the first admin. A password chosen
 * with ADMIN_PASSWORD is not echoed: the operator knows it, and logs need not hold it.
 *
 * @example
 * console.log(formatFirstAdminLogin({ username: 'admin', password: 'q7XfRk2mWb9TzH4dNcYp', generated: true }))
 */
export function formatFirstAdminLogin(created: NonNullable<BootstrapAdminReturnType>): string {
  const line = '='.repeat(72)
  const password = created.generated ? created.password : '(the value of ADMIN_PASSWORD)'
  return [
    line,
    'First admin login (shown once; set ADMIN_PASSWORD to choose it):',
    `  username: ${created.username}`,
    `  password: ${password}`,
    'Keep it safe: it is stored only as a hash and will not be shown again.',
    line,
  ].join('\n')
}
