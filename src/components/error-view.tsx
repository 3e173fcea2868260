import { useId, useState } from 'react'

/** The specification's route error view: a plain sentence and a toggle for the message. */
export function ErrorView({ error }: { error: unknown }) {
  const [showDetails, setShowDetails] = useState(false)
  const detailsId = useId()
  const message = error instanceof Error ? error.message : String(error)

  return (
    <div className="page error-view" role="alert">
      <h1 className="page-title">Something went wrong!</h1>
      <button
        type="button"
        className="button"
        aria-expanded={showDetails}
        aria-controls={detailsId}
        onClick={() => setShowDetails((shown) => !shown)}
      >
        {showDetails ? 'Hide Error' : 'Show Error'}
      </button>
      <pre id={detailsId} className="error-details" hidden={!showDetails}>
        {message}
      </pre>
    </div>
  )
}
