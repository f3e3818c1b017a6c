import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './module-boundaries.js';

/**
 * The boundaries rule on a small tree of its own: two server modules and two web features, with
 * the imports each case makes written to disk (the rule reads the files an import names).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

write('src/server/modules/orders/index.ts', "export { placeOrder } from './checkout.js';\n");
write(
  'src/server/modules/orders/checkout.ts',
  "import { pricing } from '../pricing/index.js';\nexport const placeOrder = pricing;\n",
);
write('src/server/modules/pricing/index.ts', 'export const pricing = 1;\n');
write('src/server/modules/pricing/rules.ts', 'export const rule = 1;\n');
write(
  'src/server/modules/payments/index.ts',
  "import type { placeOrder } from '../orders/index.js';\nexport type P = typeof placeOrder;\n",
);
write('src/web/features/store/cart/cart-page.tsx', 'export const Cart = 1;\n');
write('src/web/features/store/catalog/product-page.tsx', 'export const Product = 1;\n');
write('src/web/components/ui/button.tsx', 'export const Button = 1;\n');

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const server = [{ units: ['src/server/modules/*'], entry: 'index.ts', root }];
const web = [
  {
    units: ['src/web/features/store/*', 'src/web/features/admin/*'],
    entry: null,
    isolated: ['src/web/components/'],
    root,
  },
];
const at = (file: string) => path.join(root, file);

tester.run('module-boundaries', boundaries.rules['module-boundaries'], {
  valid: [
    // Another module through its public entry.
    {
      filename: at('src/server/modules/orders/checkout.ts'),
      code: "import { pricing } from '../pricing/index.js';",
      options: server,
    },
    // Within a module, anything.
    {
      filename: at('src/server/modules/pricing/index.ts'),
      code: "export { rule } from './rules.js';",
      options: server,
    },
    // A lazy chunk of the feature's own, and an address the rule cannot read, are no unit.
    {
      filename: at('src/web/features/store/cart/cart-page.tsx'),
      code: "const Page = () => import('./cart-page');\nconst page = (name: string) => import(`./${name}`);",
      options: web,
    },
    // A feature uses the shared components; a package is no unit.
    {
      filename: at('src/web/features/store/cart/cart-page.tsx'),
      code: "import { Button } from '@web/components/ui/button';\nimport { z } from 'zod';",
      options: web,
    },
  ],
  invalid: [
    {
      // Reaching past another module's entry into its files.
      filename: at('src/server/modules/orders/checkout.ts'),
      code: "import { rule } from '../pricing/rules.js';",
      options: server,
      errors: [{ messageId: 'entry' }],
    },
    {
      // pricing → orders closes a cycle: orders already imports pricing.
      filename: at('src/server/modules/pricing/index.ts'),
      code: "import { placeOrder } from '../orders/index.js';",
      options: server,
      errors: [{ messageId: 'cycle' }],
    },
    {
      // A cycle through a type import counts too: payments imports orders' types.
      filename: at('src/server/modules/orders/checkout.ts'),
      code: "import type { P } from '../payments/index.js';",
      options: server,
      errors: [{ messageId: 'cycle' }],
    },
    {
      // One web feature importing another.
      filename: at('src/web/features/store/cart/cart-page.tsx'),
      code: "import { Product } from '@web/features/store/catalog/product-page';",
      options: web,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      // A shared component importing a feature.
      filename: at('src/web/components/ui/button.tsx'),
      code: "import { Cart } from '../../features/store/cart/cart-page';",
      options: web,
      errors: [{ messageId: 'isolated' }],
    },
    {
      // A shared component loading a feature lazily: import() is an import too.
      filename: at('src/web/components/ui/button.tsx'),
      code: "const Cart = () => import('@web/features/store/cart/cart-page');",
      options: web,
      errors: [{ messageId: 'isolated' }],
    },
  ],
});
