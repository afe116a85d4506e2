import { KeyOutlined } from '@ant-design/icons'
import { App, Button, Card, Flex, Input, Popconfirm, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import { generatePassword } from '../shared/generatePassword.ts'
import { CreateButton } from '../shared/ListFilters.tsx'
import { OneTimePasswordDialog } from '../shared/OneTimePasswordDialog.tsx'
import { PagedTable } from '../shared/PagedTable.tsx'
import { DeleteRowButton, dateTimeColumn, EditRowButton } from '../shared/tableColumns.tsx'
import { useAdminData } from '../shared/useAdminData.ts'
import { usePagedList } from '../shared/usePagedList.ts'
import { type AdminUser, adminUsersApi } from './adminUsersApi.ts'
import { UserFormDialog } from './UserFormDialog.tsx'

/**
 * The operators (admin only): search by username or name, create (a generated password is shown
 * once), edit name and roles, reset the password (a new random one, shown once; the user's
 * sessions end), delete (not yourself, never the last admin: the server refuses with its reason).
 *
 * @example
 * { path: '/system/users', element: <UsersPage /> }
 */
export function UsersPage() {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined)
  const [shownPassword, setShownPassword] = useState<{ username: string; password: string } | null>(null)
  const paged = usePagedList({ search: '' }, ({ search }, { page, limit }) =>
    adminUsersApi.listUsers(search, page, limit),
  )
  const users = paged.list
  const roles = useAdminData(() => adminUsersApi.listRoles(), 'roles')

  const resetPassword = async (user: AdminUser) => {
    const password = generatePassword()
    try {
      await adminUsersApi.updateUser(user.id, { password })
      setShownPassword({ username: user.username, password })
    } catch {}
  }
  const remove = async (user: AdminUser) => {
    try {
      await adminUsersApi.deleteUser(user.id)
      void message.success(t('common.deleted'))
      users.reload()
    } catch {}
  }

  return (
    <Card data-testid="users-page">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear={labelledClear}
          placeholder={t('users.search')}
          data-testid="users-search"
          style={{ maxWidth: 320 }}
          onSearch={(value) => paged.filter({ search: value.trim() })}
        />
        <CreateButton onClick={() => setEditing(null)} testId="users-create">
          {t('users.create')}
        </CreateButton>
      </Flex>
      <PagedTable<AdminUser>
        {...paged.table}
        scroll={{ x: 720 }}
        columns={[
          { title: t('users.username'), dataIndex: 'username' },
          { title: t('users.name'), dataIndex: 'name' },
          {
            title: t('users.roles'),
            dataIndex: 'roles',
            render: (keys: string[]) =>
              keys.map((key) => <Tag key={key}>{t(`role.${key}`, { defaultValue: key })}</Tag>),
          },
          dateTimeColumn(t('common.createdAt'), 'createdAt', i18n.language),
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_value, user) => (
              <Flex gap={4} wrap>
                <EditRowButton onClick={() => setEditing(user)} testId={`user-edit-${user.username}`} />
                <Popconfirm
                  title={t('users.resetConfirm', { username: user.username })}
                  onConfirm={() => resetPassword(user)}
                >
                  <Button size="small" icon={<KeyOutlined />} data-testid={`user-reset-${user.username}`}>
                    {t('users.resetPassword')}
                  </Button>
                </Popconfirm>
                <DeleteRowButton
                  confirm={t('users.deleteConfirm', { username: user.username })}
                  onConfirm={() => remove(user)}
                  testId={`user-delete-${user.username}`}
                />
              </Flex>
            ),
          },
        ]}
      />
      <UserFormDialog
        user={editing ?? null}
        open={editing !== undefined}
        roles={roles.data ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={({ username, password }) => {
          setEditing(undefined)
          void message.success(t('common.saved'))
          if (password) setShownPassword({ username, password })
          users.reload()
        }}
      />
      <OneTimePasswordDialog shown={shownPassword} onClose={() => setShownPassword(null)} />
    </Card>
  )
}
