import { BaseSequencer, type TestSpecification } from 'vitest/node';

// vitest starts the files that took longest last time first, but knows nothing on a fresh clone (CI
// runs one), where it goes by file size: the image's build could start last and the run wait for
// it alone. These files take most of a run; they start first, in this order, in any case.
const SLOWEST = [
  'test/ops/production-image.test.ts', // npm ci, tsc and two server starts
  // Thousands of conversations, in shards the two workers share.
  'test/conversation/customer-scripts-1.test.ts',
  'test/conversation/customer-scripts-2.test.ts',
  'test/conversation/customer-scripts-3.test.ts',
  'test/conversation/customer-scripts-4.test.ts',
  'test/ops/server-start.test.ts',
  'test/catalog/catalog-import.test.ts',
  'test/db/embedded-persistence.test.ts',
];

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOWEST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? SLOWEST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
