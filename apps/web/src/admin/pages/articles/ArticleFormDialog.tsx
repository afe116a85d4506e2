import { articleTypes } from '@tokenbox/core/webApi/article.ts'
import { DatePicker, Form, Input, Radio, Rate, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ConsoleFormDialog } from '../shared/ConsoleFormDialog.tsx'
import { type Article, contentApi } from '../shared/contentApi.ts'

type ArticleForm = {
  title: string
  type: string
  importance: number
  status: Article['status']
  display_time?: Dayjs
  content_short: string
  content: string
  image_uri: string
}

type ArticleBody = Omit<ArticleForm, 'display_time'> & { display_time: string }

/**
 * The fields of `body` that differ from the announcement as it was opened: an edit sends only
 * those, so another operator's concurrent edit of other fields is not put back (the server writes
 * only the fields it is sent).
 *
 * @example
 * changedFields(article, { ...values, title: 'New' }) // { title: 'New' } when nothing else moved
 */
export function changedFields(article: Article, body: ArticleBody): Partial<ArticleBody> {
  const changed: Partial<Record<keyof ArticleBody, unknown>> = {}
  for (const key of Object.keys(body) as (keyof ArticleBody)[]) {
    const before = key === 'display_time' ? dayjs(article.display_time).toISOString() : article[key]
    if (body[key] !== before) changed[key] = body[key]
  }
  return changed as Partial<ArticleBody>
}

/**
 * Write or edit an announcement (spec 000's article): title, region type (chosen, never preset),
 * importance, draft or published, display time, summary, text and an image (an upload's /uploads/… path or an https
 * URL). The text is stored as written; the public dashboard shows it as plain text.
 *
 * @example
 * <ArticleFormDialog article={null} open onClose={close} onSaved={reload} />
 */
export function ArticleFormDialog({
  article,
  open,
  onClose,
  onSaved,
}: {
  article: Article | null
  open: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('admin')
  const [form] = Form.useForm<ArticleForm>()

  const submit = async (values: ArticleForm) => {
    const body = {
      ...values,
      title: values.title.trim(),
      display_time: (values.display_time ?? dayjs()).toISOString(),
    }
    if (article) await contentApi.updateArticle({ id: article.id, ...changedFields(article, body) })
    else await contentApi.createArticle(body)
    onSaved()
  }

  return (
    <ConsoleFormDialog
      form={form}
      open={open}
      title={article ? t('articles.edit') : t('articles.create')}
      width={720}
      testId="article-form"
      record={article}
      fill={(article) => ({
        title: article?.title ?? '',
        // A new announcement names its region deliberately: no region is preselected.
        type: article?.type,
        importance: article?.importance ?? 1,
        status: article?.status ?? 'draft',
        display_time: article ? dayjs(article.display_time) : dayjs(),
        content_short: article?.content_short ?? '',
        content: article?.content ?? '',
        image_uri: article?.image_uri ?? '',
      })}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="title"
        label={t('articles.title')}
        rules={[{ required: true, whitespace: true, max: 200, message: t('articles.titleRule') }]}
      >
        <Input data-testid="article-form-title" />
      </Form.Item>
      <Form.Item name="status" label={t('articles.statusLabel')}>
        <Radio.Group
          data-testid="article-form-status"
          options={['draft', 'published'].map((value) => ({ value, label: t(`articles.status.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="type"
        label={t('articles.type')}
        rules={[{ required: true, message: t('articles.typeRule') }]}
      >
        <Select
          data-testid="article-form-type"
          placeholder={t('articles.typeRule')}
          options={articleTypes.map((value) => ({ value, label: t(`articles.typeName.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="importance" label={t('articles.importance')}>
        <Rate count={3} allowClear={false} />
      </Form.Item>
      <Form.Item name="display_time" label={t('articles.displayTime')}>
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="content_short" label={t('articles.summary')} rules={[{ max: 500 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="content" label={t('articles.content')} rules={[{ max: 100_000 }]}>
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} data-testid="article-form-content" />
      </Form.Item>
      <Form.Item
        name="image_uri"
        label={t('articles.image')}
        rules={[
          {
            pattern: /^(|\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif)|https?:\/\/\S+)$/,
            message: t('articles.imageRule'),
          },
        ]}
      >
        <Input placeholder="/uploads/… or https://…" />
      </Form.Item>
    </ConsoleFormDialog>
  )
}
