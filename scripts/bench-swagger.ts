// The bench's yardstick: Swagger UI's browser bundle, the usual way to show an
// API to people. swagger-ui-dist is 12 MB with a telemetry install script, so
// it is not a devDependency: the bench fetches the pinned version with
// `npm pack` (which runs no install scripts) into its own cache, once.
// The cache lives in node_modules/.cache, not bench/tmp: the bench empties
// bench/tmp on every run, and node_modules is ignored everywhere already.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSize } from './first-load-size.ts'
import { ROOT } from './bench-servers.ts'

export const SWAGGER_UI_VERSION = '5.35.0'
const CACHE = join(ROOT, 'node_modules', '.cache', 'adoption-desk-bench')

export interface SwaggerSize {
  version: string
  /** What counts as the browser bundle: what a page needs to show Swagger UI. */
  counted: { file: string; bytes: number; gzip: number }[]
  /** The standalone preset (top bar layout) that swagger-ui-dist's own index.html adds. */
  preset: { file: string; bytes: number; gzip: number }
  gzip: number
}

/** The unpacked package, fetched into the cache if it is not there yet. */
function swaggerUiDist(): string {
  const dir = join(CACHE, `swagger-ui-dist-${SWAGGER_UI_VERSION}`)
  const ready = join(dir, 'package', 'swagger-ui-bundle.js')
  if (existsSync(ready)) return join(dir, 'package')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const packed = JSON.parse(
    execFileSync(
      'npm',
      [
        'pack',
        `swagger-ui-dist@${SWAGGER_UI_VERSION}`,
        '--json',
        '--pack-destination',
        dir,
      ],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  ) as { filename: string }[]
  const tarball = packed[0]?.filename
  if (!tarball) throw new Error('npm pack named no tarball')
  execFileSync('tar', ['-xzf', join(dir, tarball), '-C', dir])
  rmSync(join(dir, tarball))
  if (!existsSync(ready))
    throw new Error('the tarball has no swagger-ui-bundle.js')
  return join(dir, 'package')
}

/** swagger-ui-dist's browser bundle, for comparison; why not, when it cannot be fetched. */
export function measureSwagger(): SwaggerSize | { unavailable: string } {
  let dir: string
  try {
    dir = swaggerUiDist()
  } catch (error) {
    // npm's own words ("npm error code ECONNREFUSED", …) say more than "Command failed".
    const stderr = (error as { stderr?: string }).stderr ?? ''
    const npmSays = stderr
      .split('\n')
      .filter((line) => line.startsWith('npm error'))
      .slice(0, 2)
      .join('; ')
    const reason =
      npmSays ||
      (error instanceof Error ? error.message.split('\n')[0] : String(error))
    return {
      unavailable: `could not fetch swagger-ui-dist@${SWAGGER_UI_VERSION} with npm pack (${reason ?? ''})`,
    }
  }
  const measure = (file: string) => {
    const bytes = readFileSync(join(dir, file))
    return { file, bytes: bytes.length, gzip: gzipSize(bytes) }
  }
  const { version } = JSON.parse(
    readFileSync(join(dir, 'package.json'), 'utf8'),
  ) as { version: string }
  const counted = [measure('swagger-ui-bundle.js'), measure('swagger-ui.css')]
  return {
    version,
    counted,
    preset: measure('swagger-ui-standalone-preset.js'),
    gzip: counted.reduce((total, file) => total + file.gzip, 0),
  }
}
