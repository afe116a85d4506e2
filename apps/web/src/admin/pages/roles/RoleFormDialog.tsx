import type { ConsoleRoute } from '@tokenbox/core/admin/consoleRoutes.ts'
import { consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { Form, Input, Tree } from 'antd'
import type { DataNode } from 'antd/es/tree'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ConsoleFormDialog, NewRecordKeyField } from '../shared/ConsoleFormDialog.tsx'
import { type AdminRole, adminUsersApi } from '../users/adminUsersApi.ts'

type RoleForm = { key: string; name: string; description: string; routes: string[] }

function toTreeData(routes: readonly ConsoleRoute[], t: (key: string) => string): DataNode[] {
  return routes.map((route) => ({
    key: route.path,
    title: t(route.meta.titleKey),
    children: route.children ? toTreeData(route.children, t) : undefined,
  }))
}

/**
 * Create or edit a role: key (new roles only: a lowercase letter, then 1 to 31 lowercase letters,
 * digits or '-'), name, description, and the console pages it opens as a checkable tree of the
 * console's routes (checking a group checks its pages; the server also shows a page's group).
 *
 * @example
 * <RoleFormDialog role={null} open onClose={close} onSaved={reload} />
 */
export function RoleFormDialog({
  role,
  open,
  onClose,
  onSaved,
}: {
  role: AdminRole | null
  open: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('admin')
  const [form] = Form.useForm<RoleForm>()
  const treeData = useMemo(() => toTreeData(consoleRoutes, t), [t])

  const submit = async (values: RoleForm) => {
    const body = {
      name: values.name.trim(),
      description: values.description ?? '',
      routes: values.routes ?? [],
    }
    if (role) await adminUsersApi.updateRole(role.key, body)
    else await adminUsersApi.createRole({ key: values.key.trim(), ...body })
    onSaved()
  }

  return (
    <ConsoleFormDialog
      form={form}
      open={open}
      title={role ? t('roles.edit', { name: role.name }) : t('roles.create')}
      testId="role-form"
      record={role}
      fill={(role) => ({
        key: role?.key ?? '',
        name: role?.name ?? '',
        description: role?.description ?? '',
        routes: role?.routes ?? [],
      })}
      onClose={onClose}
      onSubmit={submit}
    >
      <NewRecordKeyField
        name="key"
        label={t('roles.key')}
        editing={!!role}
        pattern={/^\s*[a-z][a-z0-9-]{1,31}\s*$/}
        message={t('roles.keyRule')}
        testId="role-form-key"
      />
      <Form.Item
        name="name"
        label={t('roles.name')}
        rules={[{ required: true, whitespace: true, max: 100, message: t('roles.nameRule') }]}
      >
        <Input data-testid="role-form-name" />
      </Form.Item>
      <Form.Item name="description" label={t('roles.description')} rules={[{ max: 1000 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        name="routes"
        label={t('roles.routes')}
        valuePropName="checkedKeys"
        getValueFromEvent={(checked: React.Key[] | { checked: React.Key[] }) =>
          (Array.isArray(checked) ? checked : checked.checked).map(String)
        }
      >
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          data-testid="role-form-routes"
        />
      </Form.Item>
    </ConsoleFormDialog>
  )
}
