import { Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ConsoleFormDialog, NewRecordKeyField } from '../shared/ConsoleFormDialog.tsx'
import { type AdminRole, type AdminUser, adminUsersApi } from './adminUsersApi.ts'

type UserForm = { username: string; name: string; roles: string[]; password: string }

export type UserFormDialogProps = {
  /** The user to edit; null: a new user. */
  user: AdminUser | null
  open: boolean
  roles: readonly AdminRole[]
  onClose: () => void
  /** After a save; `password` is the generated one to show once (new user without a password). */
  onSaved: (result: { username: string; password: string | null }) => void
}

/**
 * Create or edit an operator: username (new users only: 3 to 64 letters, digits or . _ @ -),
 * display name, roles, and for a new user an optional password (at least 12 characters; left
 * empty the server generates one and answers it once).
 *
 * @example
 * <UserFormDialog user={null} open roles={roles} onClose={close} onSaved={showPassword} />
 */
export function UserFormDialog({ user, open, roles, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation('admin')
  const [form] = Form.useForm<UserForm>()

  const submit = async (values: UserForm) => {
    if (user) {
      await adminUsersApi.updateUser(user.id, { name: values.name.trim(), roles: values.roles })
      onSaved({ username: user.username, password: null })
    } else {
      const created = await adminUsersApi.createUser({
        username: values.username.trim(),
        name: values.name.trim() || undefined,
        roles: values.roles,
        password: values.password || undefined,
      })
      onSaved({ username: created.user.username, password: created.password })
    }
  }

  return (
    <ConsoleFormDialog
      form={form}
      open={open}
      title={user ? t('users.edit', { username: user.username }) : t('users.create')}
      testId="user-form"
      record={user}
      fill={(user) => ({
        username: user?.username ?? '',
        name: user?.name ?? '',
        roles: user?.roles ?? [],
        password: '',
      })}
      onClose={onClose}
      onSubmit={submit}
    >
      <NewRecordKeyField
        name="username"
        label={t('users.username')}
        editing={!!user}
        pattern={/^\s*[A-Za-z0-9._@-]{3,64}\s*$/}
        message={t('users.usernameRule')}
        testId="user-form-username"
        autoComplete="off"
      />
      <Form.Item name="name" label={t('users.name')} rules={[{ max: 100 }]}>
        <Input data-testid="user-form-name" />
      </Form.Item>
      <Form.Item
        name="roles"
        label={t('users.roles')}
        rules={[{ required: true, type: 'array', min: 1, message: t('users.rolesRule') }]}
      >
        <Select
          mode="multiple"
          data-testid="user-form-roles"
          options={roles.map((role) => ({
            value: role.key,
            label: t(`role.${role.key}`, { defaultValue: role.name }),
          }))}
        />
      </Form.Item>
      {!user && (
        <Form.Item
          name="password"
          label={t('users.password')}
          extra={t('users.passwordHint')}
          rules={[{ min: 12, max: 256, message: t('users.passwordRule') }]}
        >
          <Input.Password autoComplete="new-password" data-testid="user-form-password" />
        </Form.Item>
      )}
    </ConsoleFormDialog>
  )
}
