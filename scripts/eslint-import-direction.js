// An ESLint rule that keeps imports pointing one way between folders
// (docs/decisions/008-one-demo-loader.md). It takes zones like
// eslint-plugin-import-x's no-restricted-paths: a file inside `target` may not
// import from inside `from`, except from the folders in `except` (relative to
// `from`). It is ours because import-x needs unrs-resolver, whose
// per-platform optional packages the registry reachable here does not serve,
// so `npm ci` refuses the lock file. Our imports are all relative, so
// resolving them needs nothing but node:path.
import path from 'node:path'

function inside(file, dir) {
  const relative = path.relative(dir, file)
  return (
    relative === '' ||
    (!relative.startsWith('..') && !path.isAbsolute(relative))
  )
}

const asList = (value) => (Array.isArray(value) ? value : [value])

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports pointing one way between folders.' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: { type: 'array' },
        },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0]
    const file = context.filename
    const active = zones.filter((zone) =>
      asList(zone.target).some((target) =>
        inside(file, path.resolve(basePath, target)),
      ),
    )
    if (active.length === 0) return {}

    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const imported = path.resolve(path.dirname(file), source)
      for (const zone of active) {
        for (const from of asList(zone.from).map((dir) =>
          path.resolve(basePath, dir),
        )) {
          if (!inside(imported, from)) continue
          const excepted = (zone.except ?? []).some((dir) =>
            inside(imported, path.resolve(from, dir)),
          )
          if (excepted) continue
          context.report({ node, message: zone.message })
          return
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
