// A button that copies text, says "Copied" where screen readers hear it too, and when the
// browser refuses the clipboard shows the text ready to copy by hand.
import './copy-button.css'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

type CopyState =
  | { status: 'idle' }
  | { status: 'copied' }
  | { status: 'failed'; text: string }
  /** The text's own code could not be loaded (offline, say): a click tries again. */
  | { status: 'unavailable' }

type CopyButtonProps = {
  label: string
  icon?: ReactNode
  /**
   * Read at click time, so the copy is of the view as it is then; a promise where the text's
   * code loads on its own (the SimulationCraft export).
   */
  getText: () => string | Promise<string>
  /** Names the fallback text box, e.g. "Share link". */
  fallbackLabel: string
}

const confirmationMs = 2500

export function CopyButton({ label, icon, getText, fallbackLabel }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>({ status: 'idle' })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const fallbackRef = useRef<HTMLTextAreaElement>(null)
  const fallbackId = useId()

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (state.status === 'failed') fallbackRef.current?.select()
  }, [state])

  async function copy() {
    clearTimeout(timer.current)
    let text: string
    try {
      text = await getText()
    } catch {
      setState({ status: 'unavailable' })
      return
    }
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
        throw new Error('The clipboard is not available')
      }
      await navigator.clipboard.writeText(text)
      setState({ status: 'copied' })
      timer.current = setTimeout(() => setState({ status: 'idle' }), confirmationMs)
    } catch {
      setState({ status: 'failed', text })
    }
  }

  return (
    <div className="copy-control">
      <div className="copy-row">
        <button type="button" className="button" onClick={copy}>
          {icon}
          {label}
        </button>
        <span className="copy-status" role="status">
          {state.status === 'copied'
            ? 'Copied'
            : state.status === 'unavailable'
              ? 'Could not be made: check your connection and try again'
              : ''}
        </span>
      </div>
      {state.status === 'failed' && (
        <div className="copy-fallback">
          <label htmlFor={fallbackId}>
            Your browser did not let the page copy. Select the {fallbackLabel.toLowerCase()} below
            and copy it yourself.
          </label>
          <textarea
            id={fallbackId}
            ref={fallbackRef}
            readOnly
            value={state.text}
            rows={Math.min(8, state.text.split('\n').length)}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </div>
  )
}
