import type { PopoverProps } from 'antd'
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useReducer,
  useRef,
  useSyncExternalStore,
} from 'react'

type TriggerProps = {
  ref?: Ref<HTMLElement>
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onContextMenu?: (event: MouseEvent<HTMLElement>) => void
}

export type LazyPopoverProps = Omit<PopoverProps, 'open' | 'onOpenChange' | 'children'> & {
  /** Controlled: the first interaction asks for `true` before antd's Popover has loaded. */
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactElement<TriggerProps>
}

type PopoverComponent = typeof import('./loadedPopover.ts')['Popover']

// One load for every popover of the page: once antd's Popover (and the trigger and tooltip
// engine under it, ~9 kB gzip) has arrived, all mounted LazyPopovers switch to it together.
let loadedPopover: PopoverComponent | undefined
let requested = false
const listeners = new Set<() => void>()

function loadPopover(): void {
  if (requested) return
  requested = true
  import('./loadedPopover.ts')
    .then(({ Popover }) => {
      loadedPopover = Popover
      for (const listener of listeners) listener()
    })
    .catch(() => {
      // A failed download (offline, new release) is retried on the next interaction.
      requested = false
    })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getPopover = () => loadedPopover

/**
 * antd's Popover, fetched on the first pointer, focus or click on its trigger rather than with
 * the page: the header and tabs wrap every trigger in one, and the popover engine is not needed
 * to paint them. Until it has loaded the trigger renders plain, and the interaction that fetches
 * it already asks to open (hover on pointer enter, click on click, context menu on right-click),
 * so the first hover or click opens the popover; a keyboard user's focus moves to the trigger
 * the popover renders. `open` is controlled, as antd's would be.
 *
 * @example
 * const [open, setOpen] = useState(false)
 * <LazyPopover trigger="click" open={open} onOpenChange={setOpen} content={<Choices />}>
 *   <Button>Size</Button>
 * </LazyPopover>
 */
export function LazyPopover({ children, open, onOpenChange, ...popoverProps }: LazyPopoverProps) {
  const loaded = useSyncExternalStore(subscribe, getPopover, getPopover)
  const trigger = useRef<HTMLElement | null>(null)
  const focused = useRef(false)
  // Swapping the plain trigger for antd's remounts the button. Done between the press and the
  // release of a click (the pointer enter started the download, which can land in that gap on a
  // slow network or a busy machine), the browser sends the click to no button and it is lost:
  // the popover never opens. So the swap waits until the press is over.
  const pressed = useRef(false)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const Popover = pressed.current ? undefined : loaded
  const triggers: readonly string[] = [popoverProps.trigger ?? 'hover'].flat()
  const props = children.props

  // The plain trigger is replaced by the one inside the popover: give it back the focus.
  useEffect(() => {
    if (Popover && focused.current) trigger.current?.focus()
  }, [Popover])

  if (Popover) {
    return (
      <Popover {...popoverProps} open={open} onOpenChange={onOpenChange}>
        {cloneElement(children, { ref: trigger })}
      </Popover>
    )
  }

  const request = (action: 'hover' | 'focus' | 'click' | 'contextMenu') => {
    loadPopover()
    if (triggers.includes(action)) onOpenChange(true)
  }
  return cloneElement(children, {
    onPointerDown: (event) => {
      props.onPointerDown?.(event)
      pressed.current = true
      // The click (or none, if the pointer is released elsewhere) follows the pointer's release
      // in the same task; the swap may happen after it. A cancelled press (a touch that turned
      // into a scroll) ends it too.
      const release = () => {
        window.removeEventListener('pointerup', release, true)
        window.removeEventListener('pointercancel', release, true)
        setTimeout(() => {
          pressed.current = false
          rerender()
        })
      }
      window.addEventListener('pointerup', release, true)
      window.addEventListener('pointercancel', release, true)
    },
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event)
      request('hover')
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event)
      // Left before the popover arrived: it must not open under a pointer that is elsewhere.
      if (triggers.includes('hover')) onOpenChange(false)
    },
    onFocus: (event) => {
      props.onFocus?.(event)
      focused.current = true
      request('focus')
    },
    onBlur: (event) => {
      props.onBlur?.(event)
      focused.current = false
    },
    onClick: (event) => {
      props.onClick?.(event)
      request('click')
    },
    onContextMenu: (event) => {
      props.onContextMenu?.(event)
      if (!triggers.includes('contextMenu')) return
      event.preventDefault()
      request('contextMenu')
    },
  })
}
