// Child processes run side by side (test shards, checks), each line of their
// output marked with its label, and stopped together on Ctrl-C or CI's cancel.
import { type ChildProcess, spawn } from 'node:child_process'
import { delimiter, resolve } from 'node:path'
import { createInterface } from 'node:readline'

// The commands (vite, tsx, prism, npm's scripts) are found here, as under npm run.
export const BIN = resolve('node_modules/.bin')
const PATH = `${BIN}${delimiter}${process.env.PATH ?? ''}`

const running = new Set<ChildProcess>()

/** Runs `command`, every line of its output prefixed with `label`; resolves to its exit code. */
export function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.add(child)
    const prefix = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
      createInterface({ input: from }).on('line', (line) =>
        to.write(`[${label}] ${line}\n`),
      )
    prefix(child.stdout, process.stdout)
    prefix(child.stderr, process.stderr)
    child.on('error', (error) => {
      process.stderr.write(`[${label}] ${error.message}\n`)
    })
    child.on('close', (code, signal) => {
      running.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Ctrl-C or CI's cancel reaches every child (each Playwright stops its own servers). */
export function stopOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      for (const child of running) child.kill(signal)
    })
}
