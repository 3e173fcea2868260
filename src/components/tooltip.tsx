// The shell's tooltip. Spacing is set per use (the specification leaves it to each caller).
//
// A page can hold hundreds of these (every trinket row has one), so until a tooltip is first
// wanted it costs one element and a few handlers: no Radix state per trigger, and Radix's
// tooltip and positioning code load only when someone first hovers or focuses a trigger.
// The trigger element itself is never replaced, so focus and hover stay where they are.
import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'

type Side = 'top' | 'right' | 'bottom' | 'left'

type TooltipProps = {
  content: ReactNode
  /** Gap between the trigger and the tooltip, in px. */
  sideOffset: number
  side?: Side
  /** How long a pointer rests on the trigger before the tooltip opens, in ms. */
  delay?: number
  /** One focusable element (a link or a button) that shows the tooltip. */
  children: ReactElement<TriggerProps>
}

type TriggerProps = {
  ref?: Ref<HTMLElement>
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

const loadPopup = () =>
  import('./tooltip-popup').catch(() => ({
    // Without its code (offline, a deploy in between) a tooltip is simply not shown.
    default: () => null,
  }))
const TooltipPopup = lazy(loadPopup)

/** Moving from one trigger to the next within this time opens the next one at once. */
const skipDelayMs = 300
/** Time to move the pointer from the trigger onto the tooltip without it closing. */
const closeGraceMs = 120
let lastClosedAt = Number.NEGATIVE_INFINITY

export function Tooltip({
  content,
  sideOffset,
  side = 'top',
  delay = 300,
  children,
}: TooltipProps) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const anchor = useRef<HTMLElement | null>(null)
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pointerDown = useRef(false)

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
  }, [])
  useEffect(() => clearTimers, [clearTimers])

  const show = useCallback(() => {
    clearTimers()
    setWanted(true)
    setOpen(true)
  }, [clearTimers])
  const hide = useCallback(() => {
    clearTimers()
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now()
      return false
    })
  }, [clearTimers])
  const hideSoon = useCallback(() => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(hide, closeGraceMs)
  }, [hide])

  const props = children.props
  const trigger: TriggerProps = {
    ref: (element: HTMLElement | null) => {
      anchor.current = element
      const ref = props.ref
      if (typeof ref === 'function') ref(element)
      else if (ref) (ref as { current: HTMLElement | null }).current = element
    },
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event)
      // Touch screens have no hover; a tap is a click.
      if (event.pointerType === 'touch') return
      void loadPopup()
      clearTimers()
      if (performance.now() - lastClosedAt < skipDelayMs) show()
      else openTimer.current = setTimeout(show, delay)
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event)
      hideSoon()
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event)
      pointerDown.current = true
      hide()
    },
    onFocus: (event) => {
      props.onFocus?.(event)
      // Focus that comes from a click or tap is not a request for the tooltip.
      if (pointerDown.current) pointerDown.current = false
      else show()
    },
    onBlur: (event) => {
      props.onBlur?.(event)
      pointerDown.current = false
      hide()
    },
  }

  return (
    <>
      {cloneElement(children, trigger)}
      {wanted && (
        <Suspense fallback={null}>
          <TooltipPopup
            anchor={anchor}
            open={open}
            side={side}
            sideOffset={sideOffset}
            onClose={hide}
            onPointerEnterContent={clearTimers}
            onPointerLeaveContent={hideSoon}
          >
            {content}
          </TooltipPopup>
        </Suspense>
      )}
    </>
  )
}
