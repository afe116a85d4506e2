import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LazyPopoverProps } from './LazyPopover.tsx'

// Each test takes a fresh module: whether antd's Popover has loaded is module state.
let LazyPopover: (props: LazyPopoverProps) => React.ReactNode
beforeEach(async () => {
  vi.resetModules()
  ;({ LazyPopover } = await import('./LazyPopover.tsx'))
})
afterEach(cleanup)

function Choice({ trigger }: { trigger: LazyPopoverProps['trigger'] }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <LazyPopover trigger={trigger} open={open} onOpenChange={setOpen} content={<p>choices</p>}>
        <button type="button" data-testid="trigger" aria-expanded={open}>
          Size
        </button>
      </LazyPopover>
      <span data-testid="state">{String(open)}</span>
    </>
  )
}

const isPopover = () => screen.getByTestId('trigger').className.includes('ant-popover-open')

describe('LazyPopover', () => {
  it('opens on the first click, before and after antd has loaded', async () => {
    render(<Choice trigger="click" />)
    expect(screen.queryByText('choices')).toBeNull()
    fireEvent.click(screen.getByTestId('trigger'))
    expect(screen.getByTestId('state').textContent).toBe('true')
    expect(await screen.findByText('choices')).toBeTruthy()
    expect(screen.getByTestId('trigger').getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(isPopover()).toBe(true))
  })

  it('keeps the first click when antd arrives between the press and the release', async () => {
    render(<Choice trigger="click" />)
    const plain = screen.getByTestId('trigger')
    // The pointer's arrival starts the download; the press begins before it has landed.
    fireEvent.pointerEnter(plain)
    fireEvent.pointerDown(plain)
    // Let the download land while the button is held: the trigger must not be swapped under it.
    await import('./loadedPopover.ts')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(screen.getByTestId('trigger')).toBe(plain)
    expect(plain.isConnected).toBe(true)
    // The release and the click reach the same button, which opens the popover.
    fireEvent.pointerUp(plain)
    fireEvent.click(plain)
    expect(screen.getByTestId('state').textContent).toBe('true')
    expect(await screen.findByText('choices')).toBeTruthy()
    // Then antd's trigger takes over, open.
    await waitFor(() => expect(isPopover()).toBe(true))
  })

  it('opens a hover popover on the first pointer enter, and not if the pointer left before it loaded', async () => {
    render(<Choice trigger={['hover', 'click']} />)
    const plain = screen.getByTestId('trigger')
    fireEvent.pointerEnter(plain)
    expect(screen.getByTestId('state').textContent).toBe('true')
    fireEvent.pointerLeave(plain)
    expect(screen.getByTestId('state').textContent).toBe('false')
    // The enter fetched antd's Popover, which renders the trigger from then on, closed.
    await waitFor(() => expect(screen.getByTestId('trigger')).not.toBe(plain))
    expect(screen.queryByText('choices')).toBeNull()
    fireEvent.mouseEnter(screen.getByTestId('trigger'))
    expect(await screen.findByText('choices')).toBeTruthy()
  })

  it('opens a context menu on the first right-click and keeps the browser menu away', async () => {
    render(<Choice trigger="contextMenu" />)
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    act(() => void screen.getByTestId('trigger').dispatchEvent(event))
    expect(event.defaultPrevented).toBe(true)
    expect(await screen.findByText('choices')).toBeTruthy()
  })

  it('gives the keyboard focus back to the trigger antd renders', async () => {
    render(<Choice trigger="click" />)
    const plain = screen.getByTestId('trigger')
    act(() => plain.focus())
    // Focus fetches the popover without opening it (the trigger is click).
    await waitFor(() => expect(screen.getByTestId('trigger')).not.toBe(plain))
    expect(screen.getByTestId('state').textContent).toBe('false')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('trigger')))
  })
})
