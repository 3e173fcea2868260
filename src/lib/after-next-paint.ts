// Work that should wait until the browser has shown what is on screen now: the URL write after a
// click (the tracker's instant search), the tidying after an import. A frame's callback runs
// before that frame paints, so the work is put in a task of its own from there.

/** Runs `callback` after the browser has painted the current frame (soon, where there are none). */
export function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 0)
    return () => clearTimeout(timer)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
