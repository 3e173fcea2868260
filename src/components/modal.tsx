// The shell's modal. Radix Dialog locks body scrolling and traps focus; the keydown guard also
// stops arrow and page keys from scrolling the page behind; the CSS close animation is 300 ms.
import { Dialog } from 'radix-ui'
import { type ReactNode, useEffect } from 'react'
import { CloseIcon } from './icons'

export const modalCloseAnimationMs = 300

const pageScrollKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' '])

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[data-modal-scroll]') !== null
  )
}

/** While active, keys that would scroll the page do nothing (form fields keep their keys). */
export function useSuppressPageScrollKeys(active: boolean) {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (pageScrollKeys.has(event.key) && !isEditable(event.target)) event.preventDefault()
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
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
