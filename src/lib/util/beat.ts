// The clock's beat: views that change with time (the job view, the header's
// meter, a countdown) show on whole multiples of the same interval of
// `Date.now()`, so their changes share frames (issue 31, decision 035).

/** Milliseconds from `now` to the clock's next multiple of `every` (a whole `every` when on one). */
export const untilBeat = (every: number, now = Date.now()) =>
  every - (now % every)

/** Whether `now` is less than `span` after `since`; a clock set back (now before since) is not. */
export const within = (now: number, since: number, span: number) =>
  now >= since && now < since + span
