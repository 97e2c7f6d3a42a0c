// The servers `npm run bench` needs: two production builds served by
// `vite preview`, and the mock API. Ports 4300-4399 only, because the browser
// tests use 4010, 4173, 4174 and 5173 and may be running at the same time.
// E2E_PORT_OFFSET moves these too, as it moves the browser tests' ports.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const BENCH_TMP = fileURLToPath(
  new URL('../bench/tmp/', import.meta.url),
)

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const PORTS = {
  mock: 4310 + offset,
  live: 4320 + offset,
  demo: 4321 + offset,
} as const
export const MOCK_ORIGIN = `http://127.0.0.1:${PORTS.mock}`
export const MOCK_KEY = 'sk_test_adoption_desk'

export interface Server {
  url: string
  stop: () => Promise<void>
}

// Variables that change what a build contains; each bench build sets exactly
// the ones it wants, whatever the shell running the bench has exported.
const BUILD_ENV_KEYS = [
  'VITE_BASE_URL',
  'VITE_STAGING_BASE_URL',
  'VITE_PLATFORM_HOST',
  'VITE_REQUEST_TIMEOUT_MS',
  'BASE_PATH',
] as const

/** `vite build` of the app into `outDir` with the given build-time variables. */
export async function buildApp(
  outDir: string,
  env: Partial<Record<(typeof BUILD_ENV_KEYS)[number], string>>,
): Promise<void> {
  const saved = new Map(BUILD_ENV_KEYS.map((key) => [key, process.env[key]]))
  for (const key of BUILD_ENV_KEYS) {
    const value = env[key]
    if (value === undefined) Reflect.deleteProperty(process.env, key)
    else process.env[key] = value
  }
  try {
    await build({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, key)
      else process.env[key] = value
    }
  }
}

/** Where `--same-origin` serves the API: under the desk's own origin, as README's reverse proxy does. */
export const SAME_ORIGIN_API_PATH = '/api'

/** Production's API as the live build knows it: the mock's, or with `--same-origin` under the live preview. */
export const LIVE_API = process.argv.includes('--same-origin')
  ? `http://127.0.0.1:${PORTS.live}${SAME_ORIGIN_API_PATH}/v1`
  : `${MOCK_ORIGIN}/v1`

/**
 * `vite preview` of a build, on 127.0.0.1 so no IPv6-only `localhost`
 * surprises. `proxyApi`: the mock API under SAME_ORIGIN_API_PATH too.
 */
export async function previewApp(
  outDir: string,
  port: number,
  proxyApi = false,
): Promise<Server> {
  const sigterm = new Set(process.listeners('SIGTERM'))
  const stdinEnd = new Set(process.stdin.listeners('end'))
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      open: false,
      proxy: proxyApi
        ? {
            [SAME_ORIGIN_API_PATH]: {
              target: MOCK_ORIGIN,
              rewrite: (path) => path.slice(SAME_ORIGIN_API_PATH.length),
            },
          }
        : undefined,
    },
  })
  // `vite preview` exits the whole process on SIGTERM (or when stdin ends)
  // once it has closed itself, which would leave the mock server, the other
  // preview and Chromium to chance. The bench stops everything itself.
  for (const listener of process.listeners('SIGTERM')) {
    if (!sigterm.has(listener)) process.off('SIGTERM', listener)
  }
  for (const listener of process.stdin.listeners('end')) {
    if (!stdinEnd.has(listener))
      process.stdin.off('end', listener as () => void)
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => server.close(),
  }
}

/**
 * The mock API (scripts/mock-server.ts) as a child process. Run through
 * `node --import tsx` rather than the tsx CLI, so there is one process to
 * stop and no wrapper left behind.
 */
export async function startMockServer(): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock-server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORTS.mock),
        HOST: '127.0.0.1',
        MOCK_API_KEYS: MOCK_KEY,
        // The Free plan's limit, as a real key has: the header's quota meter
        // shows it, so it is part of what the page lays out. Each section
        // resets the counters and stays far below it.
        MOCK_RATE_LIMIT: '60',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const stopOnExit = () => child.kill('SIGKILL')
  process.once('exit', stopOnExit)

  let output = ''
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Mock server did not start in 30 s:\n${output}`))
    }, 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      // The server prints this line only once it is listening, so a port
      // already taken by something else shows up as an exit, not a false start.
      if (output.includes('Mock Pet Adoption API on')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(
        new Error(
          `Mock server exited (code ${String(code)}) before listening:\n${output}`,
        ),
      )
    })
  })
  try {
    await listening
  } catch (error) {
    process.off('exit', stopOnExit)
    await stopChild(child)
    throw error
  }

  return {
    url: MOCK_ORIGIN,
    stop: async () => {
      process.off('exit', stopOnExit)
      await stopChild(child)
    },
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  )
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000)
  await exited
  clearTimeout(timer)
}

export interface MockRequest {
  method: string
  path: string
  /** Arrival on the server's clock. */
  at: number
  status: number
  retryAfter?: string | null
  remaining?: number | null
  reset?: number | null
}

/** Fresh data, counters and rate-limit windows on the mock server; `limit` a minute per key. */
export async function resetMock(
  options: { limit?: number; hideHeaders?: boolean } = {},
): Promise<void> {
  const response = await fetch(`${MOCK_ORIGIN}/__admin/reset`, {
    method: 'POST',
    body: JSON.stringify(options),
  })
  if (!response.ok) throw new Error(`Mock reset failed: ${response.status}`)
}

/** Moves the mock server's clock forward (its rate-limit windows and Date). */
export async function advanceMockClock(advanceMs: number): Promise<void> {
  const response = await fetch(`${MOCK_ORIGIN}/__admin/clock`, {
    method: 'POST',
    body: JSON.stringify({ advanceMs }),
  })
  if (!response.ok) throw new Error(`Mock clock failed: ${response.status}`)
}

/** Arms a fault on the mock server (src/mocks/faults.ts). */
export async function mockFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${MOCK_ORIGIN}/__admin/faults`, {
    method: 'POST',
    body: JSON.stringify({ fault, times: 1 }),
  })
  if (!response.ok) throw new Error(`Mock fault failed: ${response.status}`)
}

/** API requests the mock server received since the last reset (preflights excluded). */
export async function mockRequests(): Promise<MockRequest[]> {
  const response = await fetch(`${MOCK_ORIGIN}/__admin/requests`)
  return (await response.json()) as MockRequest[]
}
