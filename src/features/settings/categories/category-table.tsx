import type { Category } from '../../../lib/categories/categories'

interface CategoryTableProps {
  list: readonly Category[]
  onRemove: (category: Category) => void
}

/** The named categories, each with a Remove button described by its name. */
export function CategoryTable({ list, onRemove }: CategoryTableProps) {
  return (
    <div
      className="table-wrap"
      role="region"
      aria-label="Named categories"
      tabIndex={0}
    >
      <table className="category-table">
        <caption className="visually-hidden">Named categories</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((category) => (
            <tr key={category.id}>
              <td className="num">{category.id}</td>
              <td id={`category-${category.id}`}>{category.name}</td>
              <td className="row-actions">
                <button
                  type="button"
                  className="secondary"
                  aria-describedby={`category-${category.id}`}
                  onClick={() => onRemove(category)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
