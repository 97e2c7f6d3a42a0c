// Work that can wait for the page to show what it has: run after the next
// frame is painted, in a task of its own, so it neither lengthens the task
// that changed the page nor forces that change's layout early (issue 31,
// decision 042). A hidden tab paints no frames: the work waits until it shows.

/** Runs `task` once the next frame is painted; returns a cancel. */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
