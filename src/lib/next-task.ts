// Lets the browser handle input and paint before the rest of a long piece of start-up work runs.
// scheduler.yield() resumes ahead of other queued work where the browser has it (Chromium 129+);
// elsewhere a zero timeout starts a new task.
type YieldingScheduler = { yield?: () => Promise<void> }

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
