export function NotFound() {
  return (
    <div className="page not-found">
      <h1 className="page-title">Not Found</h1>
    </div>
  )
}
