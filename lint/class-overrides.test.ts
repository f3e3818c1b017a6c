import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findClassOverrides } from './class-overrides.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'class-overrides-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, lines: string[]) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), `${lines.join('\n')}\n`);
}

// Each finding names its line: the sources are written a statement a line.
write('src/web/ui.tsx', [
  "export const buttonVariants = cva('inline-flex rounded-md text-sm', { variants: { size: { default: 'h-10 px-4', icon: 'size-10', lg: 'h-11 text-base' } }, defaultVariants: { size: 'default' } });",
  'export function Button({ className, size, ...props }) { return <button className={cn(buttonVariants({ size }), className)} {...props} />; }',
  "const field = 'w-full border px-3';",
  "export function Input({ className, ...props }) { return <input className={cn('h-10 px-2', field, className)} {...props} />; }",
  "export function Spinner({ className, busy }) { return <div className={cn('py-16', busy && 'opacity-60', className)} />; }",
  "export function Note({ className, big }) { return <p className={cn('text-sm', big && 'text-lg', className)} />; }",
  "export function Padded({ className }) { return <div className={cn('py-16 sm:py-24', className)} />; }",
  "export const Pill = ({ className }) => <span className={cn('rounded-md', className)} />;",
]);
write('src/web/wrappers.tsx', [
  'export function TextField({ label, ...props }) { return <label>{label}<Input {...props} /></label>; }',
  'export function IconAction({ className }) { return <Button size="icon" className={className} />; }',
  "export function Wide({ className }) { return <Button className={cn('w-full', className)} />; }",
  'export function Chat({ open, ...props }) { return <Button {...open} />; }',
]);
write('src/web/page.tsx', [
  'export function Page() {',
  '  return <>',
  '    <Button className="w-full">Buy</Button>',
  '    <Button size="icon" className="size-8">x</Button>',
  '    <Button size="icon" className="size-6! rounded-full!">x</Button>',
  '    <Spinner className="py-2" />',
  '    <Spinner className="py-2! min-h-screen" />',
  '    <TextField label="SKU" className={wide ? \'w-44\' : undefined} />',
  '    <IconAction className="size-8" />',
  '    <Wide className="w-auto" />',
  '    <Padded className="py-2!" />',
  '    <Spinner className={look} />',
  '    <Pill className="rounded-full" />',
  '    <Chat className="size-8" />',
  '  </>;',
  '}',
]);

describe('findClassOverrides', () => {
  const found = findClassOverrides(root);
  const at = (file: string, line: number) =>
    found
      .filter((o) => o.where === `src/web/${file}:${line}`)
      .map(({ component, dropped }) => ({ component, dropped }));

  it("finds a component's own classes in conflict", () => {
    // A variant with its base, fixed arguments together, a fixed class with a conditional one.
    expect(at('ui.tsx', 1)).toEqual([{ component: 'buttonVariants', dropped: ['text-sm'] }]);
    expect(at('ui.tsx', 4)).toEqual([{ component: 'Input', dropped: ['px-2'] }]);
    expect(at('ui.tsx', 6)).toEqual([{ component: 'Note', dropped: ['text-sm'] }]);
    expect(at('ui.tsx', 5)).toEqual([]);
  });

  it("finds a caller's class that overrides the component's, judged by the variant it makes", () => {
    expect(at('page.tsx', 3)).toEqual([]);
    expect(at('page.tsx', 4)).toEqual([{ component: 'Button', dropped: ['size-10'] }]);
    expect(at('page.tsx', 6)).toEqual([{ component: 'Spinner', dropped: ['py-16'] }]);
    expect(at('page.tsx', 13)).toEqual([{ component: 'Pill', dropped: ['rounded-md'] }]);
  });

  it('leaves a class marked important alone, unless it beats a class for a breakpoint too', () => {
    expect(at('page.tsx', 5)).toEqual([]);
    expect(at('page.tsx', 7)).toEqual([]);
    expect(at('page.tsx', 11)).toEqual([{ component: 'Padded', dropped: ['sm:py-24'] }]);
  });

  it('judges a component that hands its className on as the one it hands it to, with what it adds', () => {
    expect(at('page.tsx', 8)).toEqual([{ component: 'TextField', dropped: ['w-full'] }]);
    // The wrapper fixes the icon size: its caller overrides size-10, not the default's h-10.
    expect(at('page.tsx', 9)).toEqual([{ component: 'IconAction', dropped: ['size-10'] }]);
    expect(at('page.tsx', 10)).toEqual([{ component: 'Wide', dropped: ['w-full'] }]);
    // A spread of something other than its own props hands nothing on.
    expect(at('page.tsx', 14)).toEqual([]);
  });

  it('refuses a className it cannot read, unless told it is checked by hand', () => {
    expect(at('page.tsx', 12)).toEqual([{ component: 'Spinner', dropped: ['(unread: look)'] }]);
    expect(findClassOverrides(root, { unchecked: ['look'] }).map((o) => o.where)).not.toContain(
      'src/web/page.tsx:12',
    );
  });

  it('finds nothing in the shop (docs/decisions/0039)', () => {
    // An admin list's columns give their cells classes at run time; those are read by hand.
    const shop = path.resolve(import.meta.dirname, '..');
    expect(findClassOverrides(shop, { unchecked: ['column.className'] })).toEqual([]);
  });
});
