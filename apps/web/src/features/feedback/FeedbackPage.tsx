import {
  type FeedbackInput,
  type FeedbackIssue,
  feedbackCategories,
  feedbackLimits,
  sendFeedback,
  validateFeedback,
} from '@tokenbox/core/webApi/feedback.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Form, Input, Result, Row, Select, Typography } from 'antd'
import { useState } from 'react'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { type FeedbackErrorText, feedbackErrorKey } from './feedbackErrorKey.ts'

const emptyForm: FeedbackInput = { category: '', description: '', email: '', contact: '' }

/**
 * Feedback (/issue/index, spec 001: category, description, email, contact). Every field is checked
 * as the server checks it (core's validateFeedback) before anything is sent; a refused or failed
 * send says why (rate limit, the server's reason, no connection) and keeps everything typed, so
 * the user only presses Send again. A sent message shows a thank-you and a way to write another.
 * An email or another contact is required (the server's rule): feedback is answered.
 */
export function FeedbackPage() {
  const { t } = useLazyNamespace('feedback')
  const [form] = Form.useForm<FeedbackInput>()
  const description = Form.useWatch('description', form)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<FeedbackErrorText | null>(null)

  const message = (issue: FeedbackIssue) => t(`validation.${issue.key}`, { ...issue.params })
  // The email field is `inputMode="email"`, not `type="email"`: the browser's own check of an email
  // input blocks the submit silently, before our messages can say what is wrong.
  // `required` makes antd run the validator on an empty value too (it skips empty optional fields);
  // an empty email is fine once there is a contact, so its item hides the required mark.
  const rule = (field: keyof FeedbackInput) => ({
    required: field !== 'contact',
    validator: (_: unknown, value: string | undefined) => {
      const issue = validateFeedback({ ...emptyForm, ...form.getFieldsValue(), [field]: value ?? '' })[field]
      return issue ? Promise.reject(new Error(message(issue))) : Promise.resolve()
    },
  })

  const submit = async (values: FeedbackInput) => {
    setSending(true)
    setFailure(null)
    try {
      await sendFeedback({ ...emptyForm, ...values })
      setSent(true)
      form.resetFields()
    } catch (error) {
      setFailure(feedbackErrorKey(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Row gutter={[20, 20]} justify="center">
      <Col xs={24} lg={16} xl={12}>
        <Panel title={t('title')} data-testid="feedback-page">
          {sent ? (
            <Result
              status="success"
              title={t('sent.title')}
              subTitle={t('sent.body')}
              data-testid="feedback-sent"
              extra={
                <Button type="primary" onClick={() => setSent(false)} data-testid="feedback-again">
                  {t('sent.again')}
                </Button>
              }
            />
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
              <Form
                form={form}
                layout="vertical"
                // No category at first, so the select shows its placeholder.
                initialValues={{ ...emptyForm, category: undefined }}
                onFinish={submit}
                disabled={sending}
                data-testid="feedback-form"
              >
                <Form.Item name="category" label={t('field.category')} rules={[rule('category')]} required>
                  <Select
                    placeholder={t('field.categoryPlaceholder')}
                    options={feedbackCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
                    data-testid="feedback-category"
                  />
                </Form.Item>
                <Form.Item
                  name="description"
                  label={t('field.description')}
                  rules={[rule('description')]}
                  required
                  // The count sits below any message (antd's own counter overlapped it on phones).
                  extra={
                    <span style={{ display: 'block', textAlign: 'end' }} data-testid="feedback-count">
                      {`${[...(description ?? '').trim()].length} / ${feedbackLimits.descriptionMax}`}
                    </span>
                  }
                >
                  <Input.TextArea
                    rows={6}
                    placeholder={t('field.descriptionPlaceholder')}
                    data-testid="feedback-description"
                  />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="email"
                      label={t('field.email')}
                      rules={[rule('email')]}
                      dependencies={['contact']}
                      required={false}
                    >
                      <Input
                        inputMode="email"
                        autoComplete="email"
                        placeholder="name@example.com"
                        data-testid="feedback-email"
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="contact"
                      label={t('field.contact')}
                      rules={[rule('contact')]}
                      extra={t('field.contactHint')}
                    >
                      <Input placeholder={t('field.contactPlaceholder')} data-testid="feedback-contact" />
                    </Form.Item>
                  </Col>
                </Row>
                {failure && (
                  <Alert
                    type="error"
                    showIcon
                    style={{ marginBottom: 16 }}
                    title={t(failure.key, {
                      ...failure.params,
                      ...(failure.fieldKey ? { field: t(failure.fieldKey) } : {}),
                    })}
                    description={t('error.kept')}
                    data-testid="feedback-error"
                  />
                )}
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={sending}
                  block
                  data-testid="feedback-submit"
                >
                  {t('submit')}
                </Button>
              </Form>
            </>
          )}
        </Panel>
      </Col>
    </Row>
  )
}
