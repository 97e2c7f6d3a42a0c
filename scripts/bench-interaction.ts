// Interaction: from changing Status to the new rows on screen, with the
// response already at hand, under the mobile CPU slowdown.
import type { Browser } from '@playwright/test'
import { CPU_SLOWDOWN, MOBILE, newContext, throttle } from './bench-browser.ts'
import { LIVE_API, resetMock } from './bench-servers.ts'
import { median } from './bench-page-speed.ts'
import { type Check, ms, type Section } from './bench-report.ts'

export interface InteractionResult {
  samples: number[]
  median: number
  p90: number
  /** API requests that reached the network while measuring (answered from the recording). */
  requestsDuringMeasurement: number
}

const CYCLE = ['available', 'pending', 'sold', ''] as const
const LABELS: Record<(typeof CYCLE)[number], string> = {
  available: 'Available',
  pending: 'Pending',
  sold: 'Adopted',
  '': 'All',
}

/**
 * Runs in the page: changes the Status select the way a browser does
 * (`change` event), then resolves with the time until the frame that shows
 * the new rows has been painted: the commit is seen by a MutationObserver,
 * then a requestAnimationFrame callback runs just before that frame's paint
 * and a message posted from it runs just after.
 */
function changeStatusAndTime(target: {
  value: string
  label: string
}): Promise<number> {
  const select = [...document.querySelectorAll('label')].find(
    (label) => label.textContent === 'Status',
  )?.control
  const region = document.querySelector('main')
  if (!(select instanceof HTMLSelectElement) || !region)
    throw new Error('No Status select on the page')
  const shows = () => {
    const text = region.querySelector('.list-summary')?.textContent.trim() ?? ''
    if (!text.startsWith('Showing')) return false
    return target.value
      ? text.includes(`with status “${target.label}”`)
      : !text.includes('with status')
  }
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const timeout = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`Rows for ${target.label} never appeared`))
    }, 10_000)
    const observer = new MutationObserver(() => {
      if (!shows()) return
      observer.disconnect()
      clearTimeout(timeout)
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now() - start)
        channel.port2.postMessage(null)
      })
    })
    observer.observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    select.value = target.value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

export async function measureInteraction(
  browser: Browser,
  origin: string,
  samples: number,
): Promise<InteractionResult> {
  await resetMock()
  const context = await newContext(browser, 'live', MOBILE)
  try {
    const page = await context.newPage()
    // Each view's answer is recorded the first time it is fetched and served
    // from the recording afterwards, so a refetch (if the app made one)
    // would cost no network time either: only the app's own work is timed.
    const recorded = new Map<
      string,
      { status: number; headers: Record<string, string>; body: Buffer }
    >()
    let measuring = false
    let requestsDuringMeasurement = 0
    await page.route(`${LIVE_API}/pets?*`, async (route) => {
      if (measuring) requestsDuringMeasurement += 1
      const key = route.request().url()
      let answer = recorded.get(key)
      if (!answer) {
        const response = await route.fetch()
        answer = {
          status: response.status(),
          headers: response.headers(),
          body: await response.body(),
        }
        recorded.set(key, answer)
      }
      await route.fulfill(answer)
    })

    await page.goto(`${origin}/animals`)
    await page
      .getByRole('table', { name: 'Animals' })
      .getByRole('row')
      .nth(1)
      .waitFor()
    // Load every status view once, at full speed, so each is cached.
    for (const value of CYCLE) {
      const ms = await page.evaluate(changeStatusAndTime, {
        value,
        label: LABELS[value],
      })
      if (!Number.isFinite(ms)) throw new Error('Warm-up failed')
    }

    await throttle(context, page, { cpu: CPU_SLOWDOWN, network: false })
    measuring = true
    const times: number[] = []
    for (let index = 0; index < samples; index++) {
      const value = CYCLE[index % CYCLE.length] ?? ''
      times.push(
        await page.evaluate(changeStatusAndTime, {
          value,
          label: LABELS[value],
        }),
      )
      // Let the previous change's effects (URL update, timers) finish first.
      await page.waitForTimeout(200)
    }
    measuring = false
    const sorted = [...times].sort((a, b) => a - b)
    return {
      samples: times,
      median: median(times),
      p90:
        sorted[
          Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)
        ] ?? NaN,
      requestsDuringMeasurement,
    }
  } finally {
    await context.close()
  }
}

/** The table's section for Status change → painted rows. */
export function interactionSection(
  interaction: InteractionResult,
  options: { samples: number; targetMs: number; cpuSlowdown: number },
  check: Check,
): Section {
  const interactionSection: Section = {
    title: `INTERACTION: Status changed → new rows painted, response already at hand, ${options.cpuSlowdown}× CPU`,
    rows: [
      {
        measure: `Median of ${options.samples} changes`,
        value: `${ms(interaction.median)} (p90 ${ms(interaction.p90)})`,
        target: `≤ ${ms(options.targetMs)}`,
        verdict: check('interaction', interaction.median <= options.targetMs),
      },
    ],
    notes: [
      `API requests while measuring: ${interaction.requestsDuringMeasurement} (views are cached; any refetch is answered at once from a recording).`,
    ],
  }
  return interactionSection
}
