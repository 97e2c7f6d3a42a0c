import { Ajv, type AnySchema, type ErrorObject } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { isInteger, isLosslessNumber, isSafeNumber, parse } from 'lossless-json'
import { parse as parseYaml } from 'yaml'
import documentText from '../../docs/openapi.yaml?raw'

// Checks requests and answers against docs/openapi.yaml, which knows nothing
// of the client's zod schemas or the mock's rules, so neither marks its own
// homework (decision 006). ajv sees JavaScript numbers, so JSON is parsed
// losslessly first and `format: int64` schemas get a keyword that checks the
// exact digits; an unsafe integer anywhere else is a problem too.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
interface SchemaNode {
  [key: string]: unknown
}

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
const EXACT_INT64 = 'x-exact-int64'

const contractDocument = parseYaml(documentText) as SchemaNode

// ajv-formats is CommonJS; its default export arrives wrapped under Node.
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv

/** Unsafe integers of the value being validated: JSON pointer → exact digits. */
let unsafeIntegers = new Map<string, string>()
let checkedPointers = new Set<string>()

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
ajv.addKeyword({
  keyword: EXACT_INT64,
  schemaType: 'boolean',
  errors: true,
  validate: function exactInt64(
    _enabled: boolean,
    data: unknown,
    _schema?: unknown,
    context?: { instancePath: string },
  ) {
    if (typeof data !== 'number') return true // `type: integer` reports it
    const pointer = context?.instancePath ?? ''
    const digits = unsafeIntegers.get(pointer)
    if (digits === undefined) return Number.isSafeInteger(data)
    checkedPointers.add(pointer)
    const exact = BigInt(digits)
    return exact >= INT64_MIN && exact <= INT64_MAX
  },
})

/** A copy of the document whose int64 schemas also check exact digits. */
function withExactInt64(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withExactInt64)
  if (typeof node !== 'object' || node === null) return node
  const copy: SchemaNode = {}
  for (const [key, value] of Object.entries(node)) {
    copy[key] = withExactInt64(value)
  }
  if (copy.format === 'int64') copy[EXACT_INT64] = true
  return copy
}
const DOCUMENT_ID = 'pet-adoption-service'
ajv.addSchema(withExactInt64(contractDocument) as AnySchema, DOCUMENT_ID)

function escapePointer(key: string) {
  return key.replace(/~/g, '~0').replace(/\//g, '~1')
}

/** Lossless JSON value → plain value for ajv, noting unsafe integers. */
function toPlain(
  value: unknown,
  pointer: string,
  unsafe: Map<string, string>,
): Json {
  if (isLosslessNumber(value)) {
    const text = value.toString()
    if (isInteger(text) && !isSafeNumber(text)) unsafe.set(pointer, text)
    return Number(text)
  }
  if (Array.isArray(value))
    return value.map((item, index) =>
      toPlain(item, `${pointer}/${String(index)}`, unsafe),
    )
  if (typeof value === 'object' && value !== null) {
    const plain: Record<string, Json> = {}
    for (const [key, item] of Object.entries(value)) {
      plain[key] = toPlain(item, `${pointer}/${escapePointer(key)}`, unsafe)
    }
    return plain
  }
  return value as Json
}

function formatErrors(where: string, errors: ErrorObject[]): string[] {
  return errors.map(
    (error) =>
      `${where}${error.instancePath} ${error.keyword === EXACT_INT64 ? 'is not an int64 (checked digit by digit)' : (error.message ?? 'is invalid')}`,
  )
}

/** Validates a value against a schema of the document (`#/components/...`). */
function validate(
  ref: string,
  value: Json,
  unsafe: Map<string, string>,
  where: string,
): string[] {
  const check = ajv.getSchema(`${DOCUMENT_ID}${ref}`)
  if (!check) throw new Error(`The document has no schema at ${ref}`)
  unsafeIntegers = unsafe
  checkedPointers = new Set()
  const problems = check(value) ? [] : formatErrors(where, check.errors ?? [])
  for (const [pointer, digits] of unsafe) {
    if (!checkedPointers.has(pointer) && problems.length === 0)
      problems.push(
        `${where}${pointer} is ${digits}, beyond 2^53 where the document does not allow an int64`,
      )
  }
  unsafeIntegers = new Map()
  return problems
}

function validateJsonText(ref: string, text: string, where: string): string[] {
  let parsed: unknown
  try {
    parsed = parse(text)
  } catch (error) {
    return [`${where} is not JSON: ${String(error)}`]
  }
  const unsafe = new Map<string, string>()
  return validate(ref, toPlain(parsed, '', unsafe), unsafe, where)
}

function resolve(node: unknown): SchemaNode {
  let current = node as SchemaNode
  while (typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/')
    let target: unknown = contractDocument
    for (const key of path) target = (target as SchemaNode)[key]
    current = target as SchemaNode
  }
  return current
}

/** Where a schema sits in the document (its `$ref`, or where it is written), for ajv to find it. */
function pointerTo(node: SchemaNode, writtenAt: string) {
  return typeof node.$ref === 'string' ? node.$ref.slice(1) : writtenAt
}

/**
 * A parameter or header value as text: integers go through the same lossless
 * path as JSON bodies, strings stay strings.
 */
function validateText(
  schemaPointer: string,
  schema: SchemaNode,
  text: string,
  where: string,
): string[] {
  const type = resolve(schema).type
  if (type === 'integer' || type === 'number') {
    if (!/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text))
      return [`${where} is "${text}", not a number`]
    return validateJsonText(`#${schemaPointer}`, text, where)
  }
  return validate(`#${schemaPointer}`, text, new Map(), where)
}

interface Operation {
  operationId: string
  pointer: string
  node: SchemaNode
  match: RegExp
  names: string[]
}

const operations: (Operation & { method: string })[] = []
for (const [template, item] of Object.entries(
  contractDocument.paths as Record<string, SchemaNode>,
)) {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
  const match = new RegExp(
    `^${template.replace(/\{[^}]+\}/g, '([^/]+)').replace(/\//g, '\\/')}$`,
  )
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
    const node = item[method] as SchemaNode | undefined
    if (!node) continue
    operations.push({
      method: method.toUpperCase(),
      operationId: String(node.operationId),
      pointer: `/paths/${escapePointer(template)}/${method}`,
      node,
      match,
      names,
    })
  }
}

function findOperation(method: string, pathname: string) {
  for (const operation of operations) {
    if (operation.method !== method.toUpperCase()) continue
    const found = operation.match.exec(pathname)
    if (found) {
      const values: Record<string, string> = {}
      operation.names.forEach((name, index) => {
        values[name] = decodeURIComponent(found[index + 1] ?? '')
      })
      return { operation, values }
    }
  }
  return null
}

export interface ContractRequest {
  method: string
  /** Path and query below `{base_url}`, e.g. `/pets?limit=20`. */
  path: string
  headers: Headers
  body?: string
}

export interface ContractResponse {
  status: number
  headers: Headers
  body: string
}

/** What is wrong with a request by the document; empty when nothing is. */
export function requestProblems(request: ContractRequest): string[] {
  const url = new URL(request.path, 'http://base.invalid')
  const found = findOperation(request.method, url.pathname)
  if (!found)
    return [`${request.method} ${url.pathname} is not in the document`]
  const { operation, values } = found
  const problems: string[] = []

  // Global bearer security: `Authorization: Bearer <token>`.
  if (!/^Bearer [\w.~+/-]+=*$/.test(request.headers.get('Authorization') ?? ''))
    problems.push('Authorization is not "Bearer <token>"')

  const parameters = (operation.node.parameters ?? []) as SchemaNode[]
  const seen = new Set<string>()
  parameters.forEach((parameter, index) => {
    const name = String(parameter.name)
    const schema = parameter.schema as SchemaNode
    const pointer = pointerTo(
      schema,
      `${operation.pointer}/parameters/${String(index)}/schema`,
    )
    if (parameter.in === 'path') {
      problems.push(
        ...validateText(pointer, schema, values[name] ?? '', `path ${name}`),
      )
    } else if (parameter.in === 'query') {
      seen.add(name)
      const all = url.searchParams.getAll(name)
      if (all.length > 1) problems.push(`query ${name} is repeated`)
      const text = all[0]
      if (text === undefined) {
        if (parameter.required) problems.push(`query ${name} is missing`)
      } else {
        problems.push(...validateText(pointer, schema, text, `query ${name}`))
      }
    }
  })
  for (const name of new Set(url.searchParams.keys())) {
    if (!seen.has(name)) problems.push(`query ${name} is not in the document`)
  }

  const requestBody = operation.node.requestBody as SchemaNode | undefined
  if (!requestBody) {
    if (request.body) problems.push('a body was sent where none is described')
  } else if (request.body === undefined || request.body === '') {
    if (requestBody.required) problems.push('the required body is missing')
  } else {
    const type =
      (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? ''
    const content = requestBody.content as Record<string, SchemaNode>
    const media = content[type]
    if (!media) {
      problems.push(`Content-Type "${type}" is not described`)
    } else {
      const schema = media.schema as SchemaNode
      const writtenAt = `${operation.pointer}/requestBody/content/${escapePointer(type)}/schema`
      problems.push(
        ...validateJsonText(
          `#${pointerTo(schema, writtenAt)}`,
          request.body,
          'body',
        ),
      )
    }
  }
  return problems
}

/** What is wrong with an answer to a request by the document; empty when nothing is. */
export function responseProblems(
  request: Pick<ContractRequest, 'method' | 'path'>,
  response: ContractResponse,
): string[] {
  const url = new URL(request.path, 'http://base.invalid')
  const found = findOperation(request.method, url.pathname)
  if (!found)
    return [`${request.method} ${url.pathname} is not in the document`]
  const { operation } = found
  const responses = operation.node.responses as Record<string, SchemaNode>
  const statusKey =
    String(response.status) in responses ? String(response.status) : 'default'
  const declared = responses[statusKey] ?? null
  if (!declared)
    return [
      `${String(response.status)} is not an answer of ${operation.operationId}`,
    ]
  const answer = resolve(declared)
  const answerAt =
    typeof declared.$ref === 'string'
      ? declared.$ref.slice(1)
      : `${operation.pointer}/responses/${statusKey}`
  const problems: string[] = []

  const headers = (answer.headers ?? {}) as Record<string, SchemaNode>
  for (const [name, reference] of Object.entries(headers)) {
    const header = resolve(reference)
    const value = response.headers.get(name)
    if (value === null) {
      if (header.required) problems.push(`header ${name} is missing`)
      continue
    }
    const schema = header.schema as SchemaNode
    const pointer =
      typeof reference.$ref === 'string'
        ? `${reference.$ref.slice(1)}/schema`
        : pointerTo(schema, `${answerAt}/headers/${escapePointer(name)}/schema`)
    problems.push(...validateText(pointer, schema, value, `header ${name}`))
  }

  const content = answer.content as Record<string, SchemaNode> | undefined
  // No content described (the 429 body): the interface leaves it open.
  if (content) {
    const type =
      (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? ''
    const media = content[type]
    if (!media) {
      problems.push(`Content-Type "${type}" is not described`)
    } else {
      const schema = media.schema as SchemaNode
      problems.push(
        ...validateJsonText(
          `#${pointerTo(schema, `${answerAt}/content/${escapePointer(type)}/schema`)}`,
          response.body,
          'body',
        ),
      )
    }
  }
  return problems
}

/** The values of an enum in the document's schemas, e.g. PetStatus. */
export function documentEnum(schemaName: string): string[] {
  const schemas = (contractDocument.components as SchemaNode).schemas as Record<
    string,
    SchemaNode
  >
  const schema = schemas[schemaName]
  if (!Array.isArray(schema?.enum)) throw new Error(`${schemaName} is no enum`)
  return schema.enum as string[]
}
