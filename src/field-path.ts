/** A validation path as a reader writes it: ["items", 0, "qty"] -> "items[0].qty". */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}
