// The web's feature boundaries (eslint/features.js, run by `npm run lint`): a feature imports another only through
// its index.ts, and no two features import each other. The cycle rule reads the real graph of web/src/features.
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import features from '../../eslint/features.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const inFeatures = (path: string) => resolve(import.meta.dirname, '../../web/src/features', path);

tester.run('features/public-surface', features.rules['public-surface'], {
  valid: [
    { filename: inFeatures('print/PrintHost.tsx'), code: "import { useStatement } from '../statement';" },
    { filename: inFeatures('party-detail/components/X.tsx'), code: "import { ledgerKeys } from '../../documents/index';" },
    { filename: inFeatures('party-detail/components/X.tsx'), code: "import { listRows } from '../api/list-rows';" },
    { filename: inFeatures('party-detail/components/X.tsx'), code: "import { isZero } from '../../../lib/decimal';" },
  ],
  invalid: [
    { filename: inFeatures('party-detail/components/X.tsx'), code: "import { ledgerKeys } from '../../documents/api/keys';", errors: [{ messageId: 'deep' }] },
    { filename: inFeatures('print/X.tsx'), code: "export { listRows } from '../party-detail/api/list-rows';", errors: [{ messageId: 'deep' }] },
    { filename: inFeatures('dashboard/components/X.tsx'), code: "const Page = import('../../parties/components/PartiesPage');", errors: [{ messageId: 'deep' }] },
  ],
});

tester.run('features/no-cycle', features.rules['no-cycle'], {
  valid: [
    { filename: inFeatures('print/X.tsx'), code: "import { useStatement } from '../statement';" },
    { filename: inFeatures('party-detail/components/X.tsx'), code: "import { LazyPrintHost } from '../../print';" },
  ],
  invalid: [
    // print imports the statement: the statement importing print closes the circle.
    {
      filename: inFeatures('statement/api/x.ts'), code: "import { LazyPrintHost } from '../../print';",
      errors: [{ messageId: 'cycle', data: { cycle: 'statement → print → statement' } }],
    },
    // Through others: party-detail imports print, which imports documents.
    {
      filename: inFeatures('documents/api/x.ts'), code: "import { PartyDetailScreen } from '../../party-detail';",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});
