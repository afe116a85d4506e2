import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App, ConfigProvider } from 'antd'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../../app/i18n/createI18n.ts'
import { loadNamespaceBundle } from '../../../base/loadLanguage.ts'
import { type Article, contentApi } from '../shared/contentApi.ts'
import { ArticleFormDialog } from './ArticleFormDialog.tsx'

async function renderForm(article: Article | null) {
  const i18n = await createI18n('en')
  await loadNamespaceBundle(i18n, 'en', 'admin')
  const onSaved = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <ArticleFormDialog article={article} open onClose={() => {}} onSaved={onSaved} />
        </App>
      </ConfigProvider>
    </I18nextProvider>,
  )
  await screen.findByTestId('article-form')
  return { onSaved }
}

const regionOf = () => screen.getByTestId('article-form').querySelector('.ant-select')?.textContent ?? ''

const listed: Article = {
  id: 7,
  timestamp: 0,
  author: 'admin',
  reviewer: '',
  title: 'Listed',
  content_short: 'Short',
  content: '<p>Text</p>',
  importance: 2,
  type: 'JP',
  status: 'draft',
  display_time: '2026-11-20T10:00:00.000Z',
  comment_disabled: false,
  pageviews: 0,
  image_uri: '',
  platforms: [],
}

describe('ArticleFormDialog', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('opens a new announcement with no region chosen, and asks for one before saving', async () => {
    const create = vi.spyOn(contentApi, 'createArticle')
    const { onSaved } = await renderForm(null)
    expect(regionOf()).not.toContain('USA')
    expect(regionOf()).toContain('Choose the region the announcement is for')
    fireEvent.change(screen.getByTestId('article-form-title'), { target: { value: 'Maintenance' } })
    await act(async () => fireEvent.click(screen.getByTestId('article-form-save')))
    await waitFor(() =>
      expect(
        screen.getByTestId('article-form').querySelector('.ant-form-item-explain-error')?.textContent,
      ).toBe('Choose the region the announcement is for'),
    )
    expect(create).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('saves only the fields the operator changed, so a concurrent edit of others stays', async () => {
    const update = vi.spyOn(contentApi, 'updateArticle').mockResolvedValue(listed)
    const { onSaved } = await renderForm(listed)
    await waitFor(() => expect(regionOf()).toContain('Japan'))
    fireEvent.change(screen.getByTestId('article-form-title'), { target: { value: 'Listed on Base' } })
    await act(async () => fireEvent.click(screen.getByTestId('article-form-save')))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(update).toHaveBeenCalledWith({ id: 7, title: 'Listed on Base' })
  })

  it('opens an existing announcement with its own region', async () => {
    await renderForm({ ...listed, content_short: '', content: '' })
    await waitFor(() => expect(regionOf()).toContain('Japan'))
  })
})
