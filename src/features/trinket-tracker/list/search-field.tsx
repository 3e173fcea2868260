// The name search: always in view above the list, beside the button that opens the filters.
import { useId } from 'react'
import { maxSearchTextLength } from '../state/tracker-search'
import { SearchIcon } from '../tracker-icons'

export function SearchField({
  value,
  onChange,
}: {
  value: string
  onChange: (text: string) => void
}) {
  const searchId = useId()
  return (
    <div className="filter-field filter-search">
      <label className="filter-label" htmlFor={searchId}>
        Search by name
      </label>
      <span className="search-box">
        <SearchIcon size={18} />
        <input
          id={searchId}
          type="search"
          value={value}
          placeholder="e.g. Lightspire"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxSearchTextLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </span>
    </div>
  )
}
