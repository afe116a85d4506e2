import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { Tabs } from 'antd'
import { afterEach, describe, expect, it } from 'vitest'
import { watchTabListRoles } from './tabListRole.ts'

afterEach(cleanup)

const items = ['Standard', 'Meme', 'Dividend'].map((label) => ({ key: label, label, children: label }))

describe('watchTabListRoles', () => {
  it('puts the tab list on the row of tabs, leaving the "more" button out of it', async () => {
    const stop = watchTabListRoles(document.body)
    render(<Tabs items={items} />)
    await waitFor(() => expect(document.querySelector('.ant-tabs-nav[role]')).toBeNull())
    const list = screen.getByRole('tablist')
    // The row holds every tab and nothing else a user can reach; antd's bar keeps its button.
    expect(list.classList.contains('ant-tabs-nav-list')).toBe(true)
    expect(list.getAttribute('aria-orientation')).toBe('horizontal')
    expect([...list.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      'Standard',
      'Meme',
      'Dividend',
    ])
    const bar = document.querySelector('.ant-tabs-nav')
    expect(bar?.hasAttribute('role')).toBe(false)
    expect(bar?.hasAttribute('aria-orientation')).toBe(false)
    const more = bar?.querySelector('.ant-tabs-nav-more')
    expect(more).not.toBeNull()
    expect(list.contains(more ?? null)).toBe(false)
    expect(screen.getAllByRole('tablist')).toHaveLength(1)
    stop()
  })

  it('reaches a tab bar that appears after it started, inside a screen', async () => {
    const stop = watchTabListRoles(document.body)
    render(
      <section>
        <Tabs items={items} />
        <Tabs items={items.slice(0, 2)} />
      </section>,
    )
    await waitFor(() =>
      expect(screen.getAllByRole('tablist').map((list) => list.className)).toEqual([
        'ant-tabs-nav-list',
        'ant-tabs-nav-list',
      ]),
    )
    stop()
  })
})
