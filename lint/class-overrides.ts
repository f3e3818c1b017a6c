import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';

/**
 * The web's `cn` joins class names without merging them (docs/decisions/0039): where two classes set
 * the same thing, the stylesheet's order decides, not the order they are written in. This finds each
 * place that relies on a merge anyway, with tailwind-merge as the judge of what conflicts:
 *
 * - a component whose own classes conflict: a `cva` variant with its base, or a class it always
 *   has with another it always has or has in some state;
 * - a caller whose `className` conflicts with the classes of the component it renders (judged by
 *   the variants that caller makes), unless it marks its class important (`h-8!`);
 * - an important class that would also beat one of the component's classes for a breakpoint or a
 *   state, which a merge kept;
 * - a `className` given to such a component that it cannot read (built at run time), unless named
 *   in `unchecked`.
 *
 * A component that hands its `className` (or its props) on to another, adding classes or fixing a
 * variant, is judged as that other one with them. Components are function declarations and
 * functions assigned to a capitalised name.
 */
export interface ClassOverride {
  /** `file:line`, relative to the root given. */
  where: string;
  /** The component whose classes are overridden, or whose own classes conflict. */
  component: string;
  /** The component's classes a merge would have dropped (or that an important class beats). */
  dropped: string[];
}

const words = (classes: string) => classes.split(/\s+/).filter(Boolean);

/** The classes a merge drops from this list (each only once). */
function droppedBy(classes: string): string[] {
  const kept = new Set(words(twMerge(classes)));
  return [...new Set(words(classes))].filter((word) => !kept.has(word));
}

/** A class's breakpoint and state prefix (`sm:hover:`) and the utility it applies. */
function split(word: string): { prefix: string; utility: string } {
  const bare = word.endsWith('!') ? word.slice(0, -1) : word;
  // The last colon outside brackets ends the prefix: `[&_svg]:size-4` is a prefix too.
  let depth = 0;
  let end = -1;
  for (let i = 0; i < bare.length; i++) {
    if (bare[i] === '[') depth++;
    else if (bare[i] === ']') depth--;
    else if (bare[i] === ':' && depth === 0) end = i;
  }
  return { prefix: bare.slice(0, end + 1), utility: bare.slice(end + 1) };
}

/** A prefix that styles something other than the element itself: a pseudo-element, its children. */
const ELSEWHERE =
  /(^|:)(before|after|placeholder|file|marker|selection|first-letter|first-line|backdrop|\*|\[[^\]]*\]):/;

/**
 * The component's classes an important caller's class beats that a merge would have kept: those of
 * the same kind for another breakpoint or state (`sm:py-24` against `py-2!`).
 */
function beatenByImportant(component: string, passed: string): string[] {
  const beaten = new Set<string>();
  for (const given of words(passed).filter((word) => word.endsWith('!'))) {
    const mine = split(given);
    for (const word of words(component)) {
      const theirs = split(word);
      if (theirs.prefix === mine.prefix || ELSEWHERE.test(theirs.prefix)) continue;
      if (droppedBy(`${theirs.utility} ${mine.utility}`).includes(theirs.utility)) beaten.add(word);
    }
  }
  return [...beaten];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => {
    visit(child, each);
  });
}

interface Source {
  file: string;
  tree: ts.SourceFile;
}

/** One class list a component can have, with the value chosen from each variant group still open. */
interface Variant {
  chosen: Record<string, string>;
  classes: string;
}

const property = (object: ts.ObjectLiteralExpression, name: string) => {
  const found = object.properties.find((p) => p.name?.getText() === name);
  return found && ts.isPropertyAssignment(found) && ts.isObjectLiteralExpression(found.initializer)
    ? found.initializer
    : undefined;
};

const DEFAULT = '|default';

/**
 * The class lists a `cva(base, { variants, defaultVariants })` can make: its base with one value of
 * each variant (the default's value marked, as an absent choice makes it).
 */
function cvaVariants(call: ts.CallExpression): Variant[] {
  const [base, config] = call.arguments;
  let made: Variant[] = [{ chosen: {}, classes: base && ts.isStringLiteral(base) ? base.text : '' }];
  const groups = config && ts.isObjectLiteralExpression(config) ? property(config, 'variants') : undefined;
  const defaults =
    config && ts.isObjectLiteralExpression(config) ? property(config, 'defaultVariants') : undefined;
  for (const group of groups?.properties ?? []) {
    if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer)) continue;
    const values = group.initializer.properties;
    const name = group.name.getText();
    const fallback = defaults?.properties.find((p) => p.name?.getText() === name);
    const byDefault =
      fallback && ts.isPropertyAssignment(fallback) ? fallback.initializer.getText().slice(1, -1) : '';
    made = made.flatMap((variant) =>
      values.flatMap((value) => {
        if (!ts.isPropertyAssignment(value) || !ts.isStringLiteral(value.initializer)) return [];
        const key = value.name.getText().replace(/^['"]|['"]$/g, '');
        const chosen = { ...variant.chosen, [name]: key === byDefault ? `${key}${DEFAULT}` : key };
        return [{ chosen, classes: `${variant.classes} ${value.initializer.text}` }];
      }),
    );
  }
  return made;
}

const attributeOf = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find(
    (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === name,
  );

/**
 * The variants an element makes, with the groups it settles closed: each group's literal attribute
 * names its value, another expression any value; an absent one the default, unless `open` (the
 * element hands its caller's props on, so the caller may choose).
 */
function variantsMade(element: ts.JsxOpeningLikeElement, variants: Variant[], open = false): Variant[] {
  return variants.flatMap((variant) => {
    const chosen: Record<string, string> = {};
    for (const [group, value] of Object.entries(variant.chosen)) {
      const given = attributeOf(element, group)?.initializer;
      if (given && ts.isStringLiteral(given)) {
        if (value.replace(DEFAULT, '') !== given.text) return [];
      } else if (!given) {
        if (open) chosen[group] = value;
        else if (!value.endsWith(DEFAULT)) return [];
      }
    }
    return [{ chosen, classes: variant.classes }];
  });
}

const isCall = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.getText() === name;

const isComponentName = (name: string) => /^[A-Z]/.test(name);

/** A component's function: a function declaration, or a function given a capitalised name (through `memo` or `forwardRef` too). */
function componentName(node: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(node)) return node.name?.text;
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return undefined;
  let holder = node.parent;
  if (ts.isCallExpression(holder)) holder = holder.parent;
  return ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) && isComponentName(holder.name.text)
    ? holder.name.text
    : undefined;
}

function enclosingComponent(node: ts.Node): { name: string; fn: ts.SignatureDeclaration } | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const name = componentName(at);
    if (name) return { name, fn: at as ts.SignatureDeclaration };
  }
  return undefined;
}

/** The names a component's props go on under: the rest of its destructured props, or its props. */
function propsNames(fn: ts.SignatureDeclaration): Set<string> {
  const first = fn.parameters[0]?.name;
  if (!first) return new Set();
  if (ts.isIdentifier(first)) return new Set([first.text]);
  if (!ts.isObjectBindingPattern(first)) return new Set();
  return new Set(
    first.elements.flatMap((element) =>
      element.dotDotDotToken && ts.isIdentifier(element.name) ? [element.name.text] : [],
    ),
  );
}

/** Whether a name is declared inside this function (a local `Component`, not the one defined elsewhere). */
function declaredIn(fn: ts.Node, name: string): boolean {
  let found = false;
  visit(fn, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = true;
  });
  return found;
}

/** The element whose `className` attribute holds this expression, if any. */
function classNameOf(node: ts.Node): ts.JsxOpeningLikeElement | undefined {
  const attribute = ts.isJsxExpression(node.parent) ? node.parent.parent : undefined;
  if (!attribute || !ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'className')
    return undefined;
  const element = attribute.parent.parent;
  return ts.isJsxSelfClosingElement(element) || ts.isJsxOpeningElement(element) ? element : undefined;
}

const lineOf = (source: Source, node: ts.Node) =>
  `${source.file}:${source.tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

export interface ClassOverrideOptions {
  /** Where the sources are, under the root. */
  dir?: string;
  /** `className` expressions read by hand, not by this (their text, as written). */
  unchecked?: readonly string[];
}

/** The places under `root` that rely on a class merge. */
export function findClassOverrides(
  root: string,
  { dir = 'src/web', unchecked = [] }: ClassOverrideOptions = {},
): ClassOverride[] {
  const sources: Source[] = sourceFiles(path.join(root, dir)).map((file) => ({
    file: path.relative(root, file),
    tree: ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  }));
  // String constants by name; a name given different strings in different files is not read.
  const constants = new Map<string, string | undefined>();
  const variantSets = new Map<string, Variant[]>();
  for (const { tree } of sources)
    visit(tree, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      const name = node.name.text;
      if (ts.isStringLiteral(node.initializer))
        constants.set(
          name,
          constants.has(name) && constants.get(name) !== node.initializer.text
            ? undefined
            : node.initializer.text,
        );
      if (isCall(node.initializer, 'cva')) variantSets.set(name, cvaVariants(node.initializer));
    });
  /** Every class written as text in an expression, each alternative apart. */
  const alternatives = (node: ts.Node): string[] => {
    const found: string[] = [];
    visit(node, (inner) => {
      if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) found.push(inner.text);
      else if (ts.isIdentifier(inner) && constants.get(inner.text) !== undefined)
        found.push(constants.get(inner.text)!);
    });
    return found;
  };
  const classesIn = (node: ts.Node) => alternatives(node).join(' ');

  const overrides: ClassOverride[] = [];
  const report = (source: Source, node: ts.Node, component: string, dropped: string[]) => {
    const where = lineOf(source, node);
    const known = overrides.some((o) => o.where === where && o.dropped.join() === dropped.join());
    if (dropped.length > 0 && !known) overrides.push({ where, component, dropped });
  };

  // The components written here: only these can be the ones a wrapper's classes go on to.
  const defined = new Set<string>();
  for (const { tree } of sources)
    visit(tree, (node) => {
      const name = componentName(node);
      if (name) defined.add(name);
    });
  // Each component's class lists, from a `cn(…, className)` in its body; one whose `cn` is itself
  // the className of another component waits for that one's (below).
  const components = new Map<string, Variant[]>();
  const wrappers: Array<{ name: string; element: ts.JsxOpeningLikeElement; classes: string; open: boolean }> =
    [];
  for (const source of sources)
    visit(source.tree, (node) => {
      if (ts.isVariableDeclaration(node) && node.initializer && isCall(node.initializer, 'cva'))
        for (const variant of variantSets.get(node.name.getText()) ?? [])
          report(source, node, node.name.getText(), droppedBy(variant.classes));
      if (!isCall(node, 'cn')) return;
      let variants: Variant[] = [{ chosen: {}, classes: '' }];
      const always: string[] = [];
      const sometimes: ts.Node[] = [];
      const handsOn = node.arguments.at(-1)?.getText() === 'className';
      for (const argument of handsOn ? node.arguments.slice(0, -1) : node.arguments) {
        const combinations = ts.isCallExpression(argument) && variantSets.get(argument.expression.getText());
        if (combinations) variants = combinations;
        else if (ts.isStringLiteral(argument) || ts.isIdentifier(argument)) always.push(classesIn(argument));
        else sometimes.push(argument);
      }
      const owner = enclosingComponent(node);
      const name = owner?.name ?? 'cn';
      for (const variant of variants) {
        const fixed = `${variant.classes} ${always.join(' ')}`;
        report(source, node, name, droppedBy(fixed));
        // Each alternative of a conditional argument against what is always there.
        const before = new Set(droppedBy(fixed));
        for (const argument of sometimes)
          for (const alternative of alternatives(argument))
            report(
              source,
              node,
              name,
              droppedBy(`${fixed} ${alternative}`).filter(
                (w) => !before.has(w) && !words(alternative).includes(w),
              ),
            );
      }
      if (!handsOn || !owner) return;
      const classes = [...always, ...sometimes.map(classesIn)].join(' ');
      const element = classNameOf(node);
      const tag = element?.tagName.getText();
      if (element && tag && defined.has(tag) && !declaredIn(owner.fn, tag))
        wrappers.push({ name, element, classes, open: false });
      else
        components.set(
          name,
          variants.map((v) => ({ chosen: v.chosen, classes: `${v.classes} ${classes}` })),
        );
    });
  // A component that renders another with the className (or the props) it was given.
  for (const source of sources)
    visit(source.tree, (node) => {
      if (!ts.isJsxSelfClosingElement(node) && !ts.isJsxOpeningElement(node)) return;
      const owner = enclosingComponent(node);
      const tag = node.tagName.getText();
      if (!owner || !defined.has(tag) || declaredIn(owner.fn, tag)) return;
      const passes = propsNames(owner.fn);
      const open = node.attributes.properties.some(
        (a) => ts.isJsxSpreadAttribute(a) && passes.has(a.expression.getText()),
      );
      const found = wrappers.find((wrapper) => wrapper.element === node);
      if (found) found.open = open;
      else if (open || attributeOf(node, 'className')?.initializer?.getText() === '{className}')
        wrappers.push({ name: owner.name, element: node, classes: '', open });
    });
  for (let grew = true; grew;) {
    grew = false;
    for (const wrapper of wrappers) {
      const target = components.get(wrapper.element.tagName.getText());
      if (!target || components.has(wrapper.name)) continue;
      const made = variantsMade(wrapper.element, target, wrapper.open);
      components.set(
        wrapper.name,
        made.map((v) => ({ chosen: v.chosen, classes: `${v.classes} ${wrapper.classes}` })),
      );
      grew = true;
    }
  }

  for (const source of sources)
    visit(source.tree, (node) => {
      if (!ts.isJsxSelfClosingElement(node) && !ts.isJsxOpeningElement(node)) return;
      const component = node.tagName.getText();
      const given = attributeOf(node, 'className')?.initializer;
      const known = components.get(component);
      if (!known || !given) return;
      const passed = classesIn(given);
      const written = given.getText().replace(/^\{|\}$/g, '');
      if (!passed && written !== 'className' && !unchecked.includes(written)) {
        overrides.push({ where: lineOf(source, node), component, dropped: [`(unread: ${written})`] });
        return;
      }
      const dropped = new Set<string>();
      for (const { classes } of variantsMade(node, known)) {
        const before = new Set(droppedBy(classes));
        for (const word of droppedBy(`${classes} ${passed}`))
          if (!before.has(word) && !words(passed).includes(word)) dropped.add(word);
        for (const word of beatenByImportant(classes, passed)) dropped.add(word);
      }
      report(source, node, component, [...dropped]);
    });
  return overrides;
}
