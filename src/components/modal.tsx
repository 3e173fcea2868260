// The shell's modal. Radix Dialog locks body scrolling and traps focus; the keydown guard also
// stops arrow and page keys from scrolling the page behind; the CSS close animation is 300 ms
// (--duration-close in tokens.css).
import { Dialog } from 'radix-ui'
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import { CloseIcon } from './icons'

const pageScrollKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' '])

// Controls that Space activates: on them Space is a click, not a page scroll.
const pressableSelector =
  'button, summary, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"]'

// Widgets whose arrow keys move within them (Radix tabs, radio groups, sliders, lists).
const arrowKeyWidgetSelector =
  '[role="tab"], [role="radio"], [role="slider"], [role="spinbutton"], [role="listbox"], [role="option"], [role="menuitem"], [role="combobox"]'

function keepsItsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[data-modal-scroll]') !== null
  ) {
    return true
  }
  if (key === ' ') return target.closest(pressableSelector) !== null
  return key.startsWith('Arrow') && target.closest(arrowKeyWidgetSelector) !== null
}

/**
 * While active, keys that would scroll the page do nothing. Form fields, the modal's own
 * scrolling body, Space on a button and arrow keys in widgets that use them keep their keys.
 */
export function useSuppressPageScrollKeys(active: boolean) {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (pageScrollKeys.has(event.key) && !keepsItsKey(event.target, event.key)) {
        event.preventDefault()
      }
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [active])
}

type ModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
}

export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  useSuppressPageScrollKeys(open)
  // Radix hands focus back to a Dialog.Trigger on close; this modal is opened from anywhere (a
  // row's Details button), so it remembers what had focus and returns there, keeping a keyboard
  // player's place in a long list. A layout effect runs before the dialog takes focus.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement
  }, [open])
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            const target = opener.current
            opener.current = null
            if (target?.isConnected) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          <div className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          {description !== undefined && (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          )}
          <div className="modal-body" data-modal-scroll>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
