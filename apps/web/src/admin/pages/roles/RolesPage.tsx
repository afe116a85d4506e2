import { consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { App, Card, Flex, Table, Tag } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CreateButton } from '../shared/ListFilters.tsx'
import { DeleteRowButton, EditRowButton } from '../shared/tableColumns.tsx'
import { useAdminData } from '../shared/useAdminData.ts'
import { type AdminRole, adminUsersApi } from '../users/adminUsersApi.ts'
import { RoleFormDialog } from './RoleFormDialog.tsx'

/** Built-in roles the server refuses to delete. */
const builtInRoles = new Set(['admin', 'editor', 'visitor'])

/**
 * The roles (admin only): each with the console pages it opens; create, edit (the pages as a
 * checkable route tree) and delete (not the built-in admin, editor and visitor). A change applies
 * to an operator's menu at their next sign-in or reload.
 *
 * @example
 * { path: '/system/roles', element: <RolesPage /> }
 */
export function RolesPage() {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [editing, setEditing] = useState<AdminRole | null | undefined>(undefined)
  const roles = useAdminData(() => adminUsersApi.listRoles(), 'roles')
  const titles = useMemo(() => {
    const map = new Map<string, string>()
    const walk = (routes: typeof consoleRoutes) => {
      for (const route of routes) {
        map.set(route.path, t(route.meta.titleKey))
        if (route.children) walk(route.children)
      }
    }
    walk(consoleRoutes)
    return map
  }, [t])

  const remove = async (role: AdminRole) => {
    try {
      await adminUsersApi.deleteRole(role.key)
      void message.success(t('common.deleted'))
      roles.reload()
    } catch {}
  }

  return (
    <Card data-testid="roles-page">
      <CreateButton onClick={() => setEditing(null)} style={{ marginBottom: 16 }} testId="roles-create">
        {t('roles.create')}
      </CreateButton>
      <Table<AdminRole>
        rowKey="key"
        size="middle"
        scroll={{ x: 720 }}
        loading={roles.loading}
        dataSource={roles.data ?? []}
        pagination={false}
        columns={[
          { title: t('roles.key'), dataIndex: 'key' },
          {
            title: t('roles.name'),
            dataIndex: 'name',
            render: (name: string, role) => t(`role.${role.key}`, { defaultValue: name }),
          },
          { title: t('roles.description'), dataIndex: 'description' },
          {
            title: t('roles.routes'),
            dataIndex: 'routes',
            render: (paths: string[], role) =>
              role.key === 'admin' ? (
                <Tag color="gold">{t('roles.allPages')}</Tag>
              ) : (
                paths.map((path) => <Tag key={path}>{titles.get(path) ?? path}</Tag>)
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_value, role) => (
              <Flex gap={4} wrap>
                <EditRowButton onClick={() => setEditing(role)} testId={`role-edit-${role.key}`} />
                {!builtInRoles.has(role.key) && (
                  <DeleteRowButton
                    confirm={t('roles.deleteConfirm', { name: role.name })}
                    onConfirm={() => remove(role)}
                    testId={`role-delete-${role.key}`}
                  />
                )}
              </Flex>
            ),
          },
        ]}
      />
      <RoleFormDialog
        role={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined)
          void message.success(t('common.saved'))
          roles.reload()
        }}
      />
    </Card>
  )
}
