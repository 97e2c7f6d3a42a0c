// `npm run checks`: the type check and the lint side by side. Each is mostly
// one thread, so together on two cores they take the time of the longer.
import { run, stopOnSignal } from './run-prefixed.ts'

stopOnSignal()
const codes = await Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck'], {}),
  run('lint', 'npm', ['run', '--silent', 'lint'], {}),
])
process.exit(codes.every((code) => code === 0) ? 0 : 1)
