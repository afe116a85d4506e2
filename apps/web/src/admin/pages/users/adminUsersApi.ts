import { adminApi } from '../../request/adminApi.ts'

/** An operator as GET users answers it (never a password hash). */
export type AdminUser = {
  id: string
  username: string
  name: string
  avatar: string
  introduction: string
  roles: string[]
  createdAt: string
  updatedAt: string
}

/** A role as GET roles answers it. */
export type AdminRole = { key: string; name: string; description: string; routes: string[] }

const base = '/vue-element-admin'

/** The admin-only calls of the users and roles pages (the shared contract). */
export const adminUsersApi = {
  listUsers: (name: string, page: number, limit: number) =>
    adminApi.get<{ total: number; items: AdminUser[] }>(`${base}/users`, { name, page, limit }),
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
