import { act, render, screen } from '@testing-library/react'
import { consoleRoutes } from '@tokenbox/core/admin/consoleRoutes.ts'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '../../app/i18n/changeLanguage.ts'
import { createI18n } from '../../app/i18n/createI18n.ts'
import { activateNamespace, loadNamespaceBundle } from '../../base/loadLanguage.ts'
import { ConsoleMenu } from './ConsoleMenu.tsx'

describe('ConsoleMenu', () => {
  it('names the pages in the current language and follows a switch', async () => {
    const i18n = await createI18n('en')
    activateNamespace(i18n, 'admin')
    await loadNamespaceBundle(i18n, 'en', 'admin')
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <ConsoleMenu routes={consoleRoutes.filter((route) => !route.children)} />
        </MemoryRouter>
      </I18nextProvider>,
    )
    expect(screen.getByTestId('console-menu-Dashboard').textContent).toBe('Dashboard')
    await act(() => changeLanguage(i18n, 'zh'))
    expect(screen.getByTestId('console-menu-Dashboard').textContent).toBe('首页')
  })
})
