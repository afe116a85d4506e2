import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderLazyPage } from '../../../testing/renderApp.tsx'
import { FeedbackPage } from './FeedbackPage.tsx'

async function renderPage() {
  await renderLazyPage(<FeedbackPage />, 'feedback-form')
}

type Call = { url: string; body: Record<string, string> }

/** Answers the feedback POST with `status`, recording what was sent; other requests get a 404. */
function serveFeedback(statuses: number[]): Call[] {
  const calls: Call[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input)
    if (!url.endsWith('/api/v1/web/feedback')) return new Response('{"message":"no"}', { status: 404 })
    calls.push({ url, body: Object.fromEntries(new URLSearchParams(String(init?.body))) })
    const status = statuses.shift() ?? 200
    const body =
      status === 200 ? { status: '1', message: 'ok', data: { id: 1 } } : { status: '0', message: 'Too many' }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

async function chooseCategory(label: string) {
  const select = screen.getByTestId('feedback-category')
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select)
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }))
}

const type = (testId: string, value: string) => {
  const field = screen.getByTestId(testId)
  fireEvent.change(
    field.tagName === 'TEXTAREA' || field.tagName === 'INPUT'
      ? field
      : field.querySelector('textarea, input')!,
    {
      target: { value },
    },
  )
}

const submit = () => act(async () => fireEvent.click(screen.getByTestId('feedback-submit')))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('feedback page', () => {
  it('marks bad input and sends nothing', async () => {
    const calls = serveFeedback([])
    await renderPage()
    type('feedback-description', 'too short')
    type('feedback-email', 'not-an-email')
    await submit()
    await screen.findByText('Please choose a category')
    await screen.findByText('Please describe it in at least 10 characters')
    await screen.findByText('Please enter a valid email address')
    type('feedback-email', '')
    await screen.findByText('Please leave an email or another contact so we can answer')
    expect(calls).toHaveLength(0)
  })

  it('keeps the text on a refusal, says why, then sends and thanks', async () => {
    const calls = serveFeedback([429, 200])
    await renderPage()
    await chooseCategory('Bug report')
    type('feedback-description', 'The lock page shows no unlock date')
    type('feedback-contact', '@someone')
    await submit()
    const alert = await screen.findByTestId('feedback-error')
    expect(alert.textContent).toContain('several messages in a short time')
    expect(
      within(screen.getByTestId('feedback-form')).getByDisplayValue('The lock page shows no unlock date'),
    ).toBeTruthy()
    expect(calls).toEqual([
      {
        url: '/api/v1/web/feedback',
        body: { category: 'bug', description: 'The lock page shows no unlock date', contact: '@someone' },
      },
    ])

    await submit()
    await screen.findByTestId('feedback-sent')
    expect(calls).toHaveLength(2)
    fireEvent.click(screen.getByTestId('feedback-again'))
    await waitFor(() => expect(screen.queryByDisplayValue('The lock page shows no unlock date')).toBeNull())
  })
})
