// The part of the shell's tooltip that shows it: Radix Tooltip places it beside the trigger,
// keeps it on screen, closes it on Escape and gives screen readers its text. Loaded on demand
// (see tooltip.tsx). Radix positions against a stand-in element laid exactly over the real
// trigger, so the real one never has to be wrapped, and the real one is described by the tooltip.
// Opening, closing and keeping the tooltip open while the pointer is on it are tooltip.tsx's.
import { Tooltip as RadixTooltip } from 'radix-ui'
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

type TooltipPopupProps = {
  anchor: RefObject<HTMLElement | null>
  open: boolean
  side: 'top' | 'right' | 'bottom' | 'left'
  sideOffset: number
  onClose: () => void
  onPointerEnterContent: () => void
  onPointerLeaveContent: () => void
  children: ReactNode
}

type Box = { left: number; top: number; width: number; height: number }

function boxOf(element: HTMLElement): Box {
  const rect = element.getBoundingClientRect()
  return {
    left: rect.left + window.scrollX,
    top: rect.top + window.scrollY,
    width: rect.width,
    height: rect.height,
  }
}

function sameBox(a: Box, b: Box): boolean {
  return a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height
}

export default function TooltipPopup({
  anchor,
  open,
  side,
  sideOffset,
  onClose,
  onPointerEnterContent,
  onPointerLeaveContent,
  children,
}: TooltipPopupProps) {
  const [box, setBox] = useState<Box | undefined>(undefined)
  const standIn = useRef<HTMLSpanElement>(null)

  // Lay the stand-in over the trigger when the tooltip opens, and keep it there while it is open:
  // the trigger can move under it (the list grows above it, a font arrives, the page reflows).
  // One box read per frame, only while this tooltip is open.
  useLayoutEffect(() => {
    const trigger = anchor.current
    if (!open || !trigger) return
    let frame = 0
    const follow = () => {
      const next = boxOf(trigger)
      setBox((shown) => (shown && sameBox(shown, next) ? shown : next))
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => cancelAnimationFrame(frame)
  }, [open, anchor])

  // Radix describes its trigger by the tooltip; pass that on to the real trigger.
  useLayoutEffect(() => {
    const trigger = anchor.current
    const describedBy = standIn.current?.getAttribute('aria-describedby')
    if (!open || !trigger || !describedBy) return
    trigger.setAttribute('aria-describedby', describedBy)
    return () => trigger.removeAttribute('aria-describedby')
  })

  if (!box) return null
  return (
    <RadixTooltip.Provider delayDuration={0} disableHoverableContent>
      <RadixTooltip.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose()
        }}
      >
        {createPortal(
          <RadixTooltip.Trigger asChild>
            <span
              ref={standIn}
              aria-hidden="true"
              className="tooltip-stand-in"
              style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
            />
          </RadixTooltip.Trigger>,
          document.body,
        )}
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className="tooltip"
            side={side}
            sideOffset={sideOffset}
            onPointerEnter={onPointerEnterContent}
            onPointerLeave={onPointerLeaveContent}
          >
            {children}
            <RadixTooltip.Arrow className="tooltip-arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
