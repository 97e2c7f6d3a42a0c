import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The developers' guide: a function or component is at most 120 lines, so a
// person can read one at once (issue 32). Counted by TypeScript's parser,
// from the function's first token to its last; a nested function counts in
// its own right and inside its parent. Tests and src/test are aside. The
// scripts (the bench's among them) are held to the same.
const LIMIT = 120
const ROOT = join(import.meta.dirname, '..')
const SOURCE = join(ROOT, 'src')
const SCRIPTS = join(ROOT, 'scripts')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory())
      return path === join(SOURCE, 'test') ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path]
      : []
  })
}

/** What a person would call the function: its own name, or the name it is given. */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file)
  let parent = node.parent
  // `const Page = memo(function () {…})` or `forwardRef((props) => …)`.
  while (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent)) {
    parent = parent.parent
  }
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    parent.name.getText(file)
  ) {
    return parent.name.getText(file)
  }
  if (ts.isExportAssignment(parent)) return 'default'
  return '(anonymous)'
}

interface LongFunction {
  where: string
  name: string
  lines: number
}

function longFunctions(path: string): LongFunction[] {
  const text = readFileSync(path, 'utf8')
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    kind,
  )
  const found: LongFunction[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (lines > LIMIT) {
        found.push({
          where: `${relative(ROOT, path)}:${first + 1}`,
          name: nameOf(node, file),
          lines,
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe.each([
  ['functions and components in src/', SOURCE],
  ['functions in scripts/', SCRIPTS],
])('%s', (_, folder) => {
  it(`are at most ${LIMIT} lines each`, () => {
    const over = sourceFiles(folder)
      .flatMap(longFunctions)
      .map(({ where, name, lines }) => `${name} (${where}): ${lines} lines`)
    expect(over).toEqual([])
  })
})
