import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findClassOverrides } from './class-overrides.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'class-overrides-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

write(
  'src/web/ui.tsx',
  `
export const buttonVariants = cva('inline-flex rounded-md text-sm', {
  variants: { size: { default: 'h-10 px-4', icon: 'size-10', lg: 'h-11 text-base' } },
  defaultVariants: { size: 'default' },
});
export function Button({ className, size, ...props }) {
  return <button className={cn(buttonVariants({ size }), className)} {...props} />;
}
const field = 'w-full border px-3';
export function Input({ className, ...props }) {
  return <input className={cn('h-10 px-2', field, className)} {...props} />;
}
export function Spinner({ className, busy }) {
  return <div className={cn('py-16', busy && 'opacity-60', className)} />;
}
export function TextField({ label, ...props }) {
  return <label>{label}<Input {...props} /></label>;
}
`,
);
write(
  'src/web/page.tsx',
  `
export function Page() {
  return (
    <>
      <Button className="w-full">Buy</Button>
      <Button size="icon" className="size-8">x</Button>
      <Button size="icon" className="size-6! rounded-full!">x</Button>
      <Spinner className="py-2" />
      <Spinner className="py-2! min-h-screen" />
      <TextField label="SKU" className={wide ? 'w-44' : undefined} />
    </>
  );
}
`,
);

describe('findClassOverrides', () => {
  const found = findClassOverrides(root);
  const at = (where: string) => found.filter((override) => override.where === where);

  it("finds a component's own classes in conflict: a variant with its base, fixed arguments together", () => {
    expect(at('src/web/ui.tsx:2')).toEqual([
      { where: 'src/web/ui.tsx:2', component: 'buttonVariants', dropped: ['text-sm'] },
    ]);
    expect(at('src/web/ui.tsx:11')).toEqual([
      { where: 'src/web/ui.tsx:11', component: 'Input', dropped: ['px-2'] },
    ]);
  });

  it("finds a caller's class that overrides one of the component's own, judged by the variant it makes", () => {
    expect(at('src/web/page.tsx:5')).toEqual([]);
    expect(at('src/web/page.tsx:6')).toEqual([
      { where: 'src/web/page.tsx:6', component: 'Button', dropped: ['size-10'] },
    ]);
    expect(at('src/web/page.tsx:8')).toEqual([
      { where: 'src/web/page.tsx:8', component: 'Spinner', dropped: ['py-16'] },
    ]);
  });

  it('leaves a class marked important alone', () => {
    expect(at('src/web/page.tsx:7')).toEqual([]);
    expect(at('src/web/page.tsx:9')).toEqual([]);
  });

  it('judges a component that hands its props on as the one it hands them to', () => {
    expect(at('src/web/page.tsx:10')).toEqual([
      { where: 'src/web/page.tsx:10', component: 'TextField', dropped: ['w-full'] },
    ]);
  });

  it('finds nothing in the shop: every override is marked important (docs/decisions/0039)', () => {
    expect(findClassOverrides(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
