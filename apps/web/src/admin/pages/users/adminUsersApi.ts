import type {
  AdminRoleView as AdminRole,
  AdminUserView as AdminUser,
  ConsolePage,
} from '@tokenbox/core/webApi/consoleRows.ts'
import { adminApi } from '../../request/adminApi.ts'

/** An operator and a role as GET users and GET roles answer them: core's console rows, as the server answers them. */
export type { AdminRole, AdminUser }

const base = '/vue-element-admin'

/** The admin-only calls of the users and roles pages (the shared contract). */
export const adminUsersApi = {
  listUsers: (name: string, page: number, limit: number) =>
    adminApi.get<ConsolePage<AdminUser>>(`${base}/users`, { name, page, limit }),
  createUser: (body: { username: string; name?: string; roles: string[]; password?: string }) =>
    adminApi.post<{ user: AdminUser; password: string | null }>(`${base}/user`, body),
  updateUser: (id: string, body: { name?: string; roles?: string[]; password?: string }) =>
    adminApi.put<{ user: AdminUser }>(`${base}/user/${encodeURIComponent(id)}`, body),
  deleteUser: (id: string) => adminApi.delete<string>(`${base}/user/${encodeURIComponent(id)}`),
  listRoles: () => adminApi.get<AdminRole[]>(`${base}/roles`),
  createRole: (body: AdminRole) => adminApi.post<AdminRole>(`${base}/role`, body),
  updateRole: (key: string, body: Omit<AdminRole, 'key'>) =>
    adminApi.put<AdminRole>(`${base}/role/${encodeURIComponent(key)}`, body),
  deleteRole: (key: string) => adminApi.delete<string>(`${base}/role/${encodeURIComponent(key)}`),
}
