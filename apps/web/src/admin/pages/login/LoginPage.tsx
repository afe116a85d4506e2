import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { App, Button, Card, Flex, Form, Input, Typography } from 'antd'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch.tsx'
import { useSessionStore } from '../../session/SessionContext.ts'
import { redirectAfterLogin } from '../../session/sessionMachine.ts'

type LoginForm = { username: string; password: string }

/**
 * The console's sign-in (spec 000 sections 4 and 5): username (trimmed before sending) and
 * password (sent as typed), a caps-lock hint on the password, show / hide password. A refusal
 * ('Account and password are incorrect.') is the request layer's toast; the form keeps its input.
 * A successful sign-in closes the toasts of earlier refusals, which no longer hold. After sign-in it goes to `?redirect=` (inside the console only) or the dashboard.
 *
 * @example
 * { path: '/login', element: <LoginPage /> }
 */
export function LoginPage() {
  const { t } = useTranslation('admin')
  const session = useSessionStore()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const { search } = useLocation()
  const [capsLock, setCapsLock] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    document.title = `${t('login.title')} - ${t('title')}`
  }, [t])

  const submit = async (form: LoginForm) => {
    setBusy(true)
    try {
      await session.login(form)
      // Only the sign-in's own refusals can be on screen here: the console is not open yet.
      message.destroy()
      navigate(redirectAfterLogin(search), { replace: true })
    } catch {
      // Shown by the request layer as a toast.
    } finally {
      setBusy(false)
    }
  }
  const watchCaps = (event: KeyboardEvent) => setCapsLock(event.getModifierState?.('CapsLock') ?? false)

  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: '#2d3a4b' }}
    >
      <Card style={{ width: 'min(420px, 100%)' }} data-testid="login-card">
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          {/* The page's one h1, at the size the card was designed with. */}
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24, lineHeight: 1.35 }}>
            {t('login.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false} autoComplete="on">
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[
              {
                validator: (_rule, value) =>
                  String(value ?? '').trim()
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('login.usernameRequired'))),
              },
            ]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" data-testid="login-username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, min: 6, message: t('login.passwordTooShort') }]}
            extra={capsLock ? <span data-testid="caps-lock-hint">{t('login.capsLock')}</span> : undefined}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="login-password"
              onKeyUp={watchCaps}
              onKeyDown={watchCaps}
              onBlur={() => setCapsLock(false)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  )
}
