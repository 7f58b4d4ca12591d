import type { z } from 'zod';
import { fieldPath } from '../field-path.js';

/** One sentence per problem, each naming the field to fix: "items[0].qty: must be at least 1." */
export function describeValidationProblems(error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const where = issue.path.length ? `${fieldPath(issue.path)}: ` : '';
      return `${where}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}; remove ${issue.keys.length > 1 ? 'them' : 'it'}.`;
    }
    if (issue.code === 'invalid_type' && issue.path.length === 0) return 'The body must be a JSON object (CreateOrder).';
    const path = issue.path.length ? fieldPath(issue.path) : 'body';
    return `${path}: ${issue.message}.`;
  });
  return lines.join(' ');
}
